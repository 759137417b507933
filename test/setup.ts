// Shared test set-up: DOM matchers, and a clean DOM between component tests.
import '@testing-library/jest-dom/vitest';
