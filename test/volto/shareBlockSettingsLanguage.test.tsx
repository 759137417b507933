// The Share block's settings in the sidebar, for an editor whose Volto speaks German or Japanese: the targets she picks
// from are named in her language, as the buttons of the block above them are. Volto's own catalogue is the visitors'
// volto.po (what Volto serializes into every page); the editors' and the Share block's messages come with their chunks.
import './support/jsdomGlobals';
import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import applyConfig from '../../src';
import ShareBlockEdit from '../../src/volto/ShareBlockEdit';
import { SHARE_DOMAIN, VISITOR_DOMAIN } from '../../scripts/i18n/catalogueDomains';
import { loadMessages } from '../../scripts/i18n/catalogues';
import { withIntl } from '../components/support/render';
import { createVoltoConfig } from './support/voltoConfig';

vi.mock('@plone/volto/components/manage/Sidebar/SidebarPortal', () => ({
  default: ({ selected, children }: { selected: boolean; children?: ReactNode }) =>
    selected ? <aside aria-label="Sidebar">{children}</aside> : null,
}));

interface FormProps {
  schema: { title: string; properties: Record<string, { title: string; choices?: Array<[string, string]> }> };
}

// Volto's form, reduced to the choices of the schema's fields, each named as the editor reads it.
vi.mock('@plone/volto/components/manage/Form/BlockDataForm', () => ({
  default: ({ schema }: FormProps) => (
    <form aria-label={schema.title}>
      <ul>
        {schema.properties.networks?.choices?.map(([value, title]) => (
          <li key={value}>{title}</li>
        ))}
      </ul>
    </form>
  ),
}));

const localesDir = join(__dirname, '..', '..', 'locales');

describe('the Share block’s settings in the editor’s language', () => {
  it.each(['de', 'ja'])('%s: the share targets to pick from are named in the editor’s language', async (language) => {
    applyConfig(createVoltoConfig()).settings.publicURL = 'https://www.example.org';
    const share = loadMessages(localesDir, language, [SHARE_DOMAIN]);
    render(
      withIntl(
        <ShareBlockEdit
          block="b1"
          selected
          data={{ '@type': 'shareLinks' }}
          onChangeBlock={vi.fn()}
          properties={{ '@id': 'http://localhost:8080/Plone/news', title: 'News' }}
        />,
        loadMessages(localesDir, language, [VISITOR_DOMAIN]),
        language,
      ),
    );
    const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' });
    const form = await within(sidebar).findByRole('form');
    const targets = within(form)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    for (const id of ['socialmedia.share.copyLink', 'socialmedia.share.webShare', 'socialmedia.share.byEmail']) {
      expect(targets).toContain(share[id]);
    }
    expect(targets).not.toContain('Copy link');
  });
});
