// Queries on the plain-React control panel, found from labels and texts (Testing Library's role and label queries
// are slow on a form this size in jsdom), and how a test opens it.
import { render, screen } from '@testing-library/react';
import type { SocialMediaClient } from '../../src/client';
import { SocialMediaControlPanel } from '../../src/editing';
import { IntlProvider } from '../support/intl';

/** Renders the panel in English for `client` and resolves once it has loaded its settings. */
export async function openPanel(client: SocialMediaClient): Promise<void> {
  render(
    <IntlProvider locale="en" defaultLocale="en">
      <SocialMediaControlPanel client={client} />
    </IntlProvider>,
  );
  await loaded();
}

/** Resolves once the panel has loaded its settings; returns the "Share social data" checkbox. */
export async function loaded(): Promise<HTMLInputElement> {
  await screen.findByText('Share social data', { selector: 'label' }, { timeout: 5000 });
  return field('Share social data');
}

/** The input a label names. */
export function field(label: string): HTMLInputElement {
  const element = screen.getByText(label, { selector: 'label' }) as HTMLLabelElement;
  const input = document.getElementById(element.htmlFor);
  if (!(input instanceof HTMLInputElement)) throw new Error(`The label ${label} names no input`);
  return input;
}

/** The list item of the link titled `title`. */
export function linkRow(title: string): HTMLElement {
  const legend = screen.getByText(new RegExp(`^Link \\d+ of \\d+: ${title}$`), { selector: 'legend' });
  return legend.closest('li')!;
}

/** A button by its text. */
export function button(text: string): HTMLButtonElement {
  return screen.getByText(text, { selector: 'button' }) as HTMLButtonElement;
}
