// The Volto skin of the widget on a right-to-left site (Arabic, Hebrew, Persian): a closed link's row reads from the
// right, so its chevron, and the mark of a link with warnings, stand at the row's end, which is its left. Volto's
// sidebar takes the page's direction; what puts them at the end are the inline-start margins that take the row's
// free space, a physical left margin would leave them beside the title there.
import './support/jsdomGlobals';
import './support/voltoEditorMocks';
import { render, screen } from '@testing-library/react';
import VoltoSocialLinksWidget from '../../src/volto/editing/VoltoSocialLinksWidget';
import { IntlProvider } from '../support/intl';

vi.mock('react-router-dom', () => ({
  useHistory: () => ({ push: vi.fn(), goBack: vi.fn(), block: vi.fn(() => () => undefined) }),
  useLocation: () => ({ pathname: '/', key: undefined }),
}));

function renderRightToLeft(value: unknown) {
  render(
    <IntlProvider locale="en" defaultLocale="en">
      <main dir="rtl">
        <VoltoSocialLinksWidget
          id="social_links"
          title="Profiles"
          fieldSet="social_media"
          value={value}
          onChange={() => {}}
        />
      </main>
    </IntlProvider>,
  );
}

function row(title: string): HTMLElement {
  return screen.getByText(title, { selector: '.social-links-volto-row-label' }).closest('li')!;
}

/** The side of the row an element's free-space margin pushes it to: it must be the row's end in either direction. */
function pushedTo(element: Element): { physicalLeft: string; inlineStart: string } {
  const style = (element as HTMLElement | SVGElement).style;
  return { physicalLeft: style.marginLeft, inlineStart: style.marginInlineStart };
}

describe('the Volto widget on a right-to-left page', () => {
  it('sets a closed link’s chevron at the row’s end, on the left', () => {
    renderRightToLeft([{ '@id': 'ok', id: 'github', title: 'GitHub', href: [{ '@id': 'https://github.com/plone' }] }]);
    const chevron = row('GitHub').querySelector('svg[data-icon="down-key"]')!;
    expect(pushedTo(chevron)).toEqual({ physicalLeft: '', inlineStart: 'auto' });
  });

  it('sets the warnings mark of a closed link at the row’s end, on the left, beside the chevron', () => {
    renderRightToLeft([{ '@id': 'shared', id: 'x', title: 'X', href: [{ '@id': 'https://x.com/plone?s=20' }] }]);
    const mark = row('X').querySelector('.social-links-volto-row-warnings')!;
    expect(pushedTo(mark)).toEqual({ physicalLeft: '', inlineStart: 'auto' });
    expect(pushedTo(row('X').querySelector('svg[data-icon="down-key"]')!)).toEqual({
      physicalLeft: '',
      inlineStart: '',
    });
  });
});
