// Several links to one network, each titled after it as the backend titles them: in the closed rows of Volto's skin
// of the widget, an editor tells them apart without opening each one, and a screen reader names their buttons apart.
import './support/jsdomGlobals';
import './support/voltoEditorMocks';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import VoltoSocialLinksWidget from '../../src/volto/editing/VoltoSocialLinksWidget';
import type { SocialLink } from '../../src/contract/types';
import { IntlProvider } from '../support/intl';
import { facebookLink, xLink } from '../support/referenceLinks';

/** A second X profile, titled after its network as the backend's `create_social_link` titles every link. */
const secondXLink: SocialLink = {
  '@id': 'b2f7c1de-5a4e-4d0b-9f3a-2c6e8d1a7b90',
  id: 'x',
  title: 'X',
  href: [{ '@id': 'https://x.com/plonefoundation' }],
};

const stored = [xLink, facebookLink, secondXLink];

function VoltoForm() {
  const [value, setValue] = useState<unknown>(stored);
  return (
    <VoltoSocialLinksWidget id="social_links" title="Profiles" value={value} onChange={(_, next) => setValue(next)} />
  );
}

describe('two links to X, both titled X', () => {
  it('show where each goes in the closed rows of Volto’s skin', async () => {
    render(
      <IntlProvider locale="en" defaultLocale="en">
        <VoltoForm />
      </IntlProvider>,
    );
    await screen.findByText('Facebook', { selector: '.social-links-volto-row-label' }, { timeout: 10_000 });
    const labels = [...document.querySelectorAll('.social-links-volto-row-label')].map((label) => label.textContent);
    expect(labels).toEqual(['X https://x.com/ploneorgbr', 'Facebook', 'X https://x.com/plonefoundation']);
    expect(screen.getByRole('button', { name: 'Delete: X https://x.com/plonefoundation' })).toBeInTheDocument();
  });
});
