// Typing in one link of a long list in Volto's skin of the widget: the widget renders that link's row again, not
// every row, so that each keystroke keeps up with the editor on a site with sixty links.
import './support/jsdomGlobals';
import './support/voltoEditorMocks';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import VoltoSocialLinksWidget from '../../src/volto/editing/VoltoSocialLinksWidget';
import { IntlProvider } from '../support/intl';
import { manyLinks } from '../editing/manyLinks';
import type * as NetworkIconModule from '../../src/components/NetworkIcon';

const iconRenders = vi.hoisted(() => ({ count: 0 }));

// Each row draws its network's icon at every render: counting the icons counts the rows rendered.
vi.mock('../../src/components/NetworkIcon', async (importOriginal) => {
  const original = await importOriginal<typeof NetworkIconModule>();
  return {
    ...original,
    NetworkIcon: (props: Parameters<typeof original.NetworkIcon>[0]) => {
      iconRenders.count += 1;
      return original.NetworkIcon(props);
    },
  };
});

function Form() {
  const [value, setValue] = useState<unknown>(manyLinks(60));
  return (
    <VoltoSocialLinksWidget id="social_links" title="Profiles" value={value} onChange={(_, next) => setValue(next)} />
  );
}

describe('the social links widget in Volto with sixty links', () => {
  it('renders only the row being typed in at each keystroke', async () => {
    render(
      <IntlProvider locale="en" defaultLocale="en">
        <Form />
      </IntlProvider>,
    );
    fireEvent.click(
      await screen.findByText('x 29', { selector: '.social-links-volto-row-label' }, { timeout: 10_000 }),
    );
    const title = document.getElementById('field-social_links-28-title') as HTMLInputElement;
    iconRenders.count = 0;
    for (const letter of 'abcde') fireEvent.change(title, { target: { value: title.value + letter } });
    expect(title.value).toBe('x 29abcde');
    expect(iconRenders.count).toBe(5);
  });
});
