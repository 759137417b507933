// The links widget decides in its own lazily loaded chunk whether a field is one it edits, by the widget names of the
// contract written out there (see isSocialLinksField.ts): a backend that declares a name of the contract must get the
// links widget, so the two lists must not drift apart.
import { describe, expect, it } from 'vitest';
import { SOCIAL_LINKS_WIDGET, SOCIAL_LINKS_WIDGETS } from '../../src/contract/behaviors';
import { isSocialLinksField, WIDGET_NAMES } from '../../src/volto/editing/isSocialLinksField';

describe('the widget names the links widget recognises', () => {
  it('are the contract’s, ours first', () => {
    expect(WIDGET_NAMES).toEqual(SOCIAL_LINKS_WIDGETS);
    expect(WIDGET_NAMES[0]).toBe(SOCIAL_LINKS_WIDGET);
  });

  it('each make a field named in a model, as plone.restapi serves it, one the links widget edits', () => {
    for (const widget of SOCIAL_LINKS_WIDGETS) {
      expect(
        isSocialLinksField({
          factory: 'JSONField',
          type: 'dict',
          widget: 'json',
          widgetOptions: { frontendOptions: { widget } },
        }),
      ).toBe(true);
    }
    expect(
      isSocialLinksField({
        factory: 'JSONField',
        type: 'dict',
        widgetOptions: { frontendOptions: { widget: 'textarea' } },
      }),
    ).toBe(false);
  });
});
