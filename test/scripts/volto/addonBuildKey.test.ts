// An add-on build's key records the behavior prefix its site sets, so that the benchmark serves a kept build of
// `test:volto --with-plone` (prefix `plonegovbr`) from a mock of that prefix, not of the package's default.
import { describe, expect, it } from 'vitest';
import { addonBuildKey, addonBuildPrefix } from '../../../scripts/volto/voltoBuild';

describe('addonBuildKey and addonBuildPrefix', () => {
  it('give back the prefix a build was made for', () => {
    expect(addonBuildPrefix(addonBuildKey('732890a6690d', 'plonegovbr'))).toBe('plonegovbr');
    expect(addonBuildPrefix(addonBuildKey('732890a6690d', 'my-vendor'))).toBe('my-vendor');
  });

  it('give null for a build with the package default', () => {
    expect(addonBuildKey('732890a6690d', null)).toBe('addon-732890a6690d-');
    expect(addonBuildPrefix(addonBuildKey('732890a6690d', null))).toBeNull();
  });

  it('give null for a key that is not an add-on build', () => {
    expect(addonBuildPrefix('baseline-1795707575327')).toBeNull();
  });
});
