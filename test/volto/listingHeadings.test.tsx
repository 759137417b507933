// @vitest-environment jsdom
// The "Social links" listing under the headline Volto's listing block writes above it (`headline`, at the level the
// editor chose in `headlineTag`): each result's title is a heading one level below it, as in Volto's own templates,
// so that a screen reader's list of headings shows the results under the listing's headline.
import { screen } from '@testing-library/react';
import applyConfig from '../../src';
import { SocialLinksListingTemplate } from '../../src/volto/SocialLinksListingTemplate';
import { summary } from '../contract/fixtures';
import { renderWithIntl } from '../support/intl';
import { createVoltoConfig } from './support/voltoConfig';

const items = [summary({ '@id': '/team/alice', title: 'Alice Example' })];

describe('the Social links listing’s headings', () => {
  it.each([
    [undefined, 3],
    ['h2', 3],
    ['h3', 4],
  ])('puts each result one level below a headline stored as %j (h%i)', (headlineTag, level) => {
    applyConfig(createVoltoConfig());
    const Template = SocialLinksListingTemplate as (props: Record<string, unknown>) => JSX.Element;
    renderWithIntl(<Template items={items} isEditMode={false} headline="Our team" headlineTag={headlineTag} />);
    expect(screen.getByRole('heading', { name: 'Alice Example' })).toHaveProperty('tagName', `H${level}`);
  });

  it('keeps results at the third level for a headline level it does not know', () => {
    applyConfig(createVoltoConfig());
    const Template = SocialLinksListingTemplate as (props: Record<string, unknown>) => JSX.Element;
    renderWithIntl(<Template items={items} isEditMode={false} headlineTag={'h9" onclick="x'} />);
    expect(screen.getByRole('heading', { name: 'Alice Example' })).toHaveProperty('tagName', 'H3');
  });
});
