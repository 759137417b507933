// An integrator's options in `config.settings.socialMedia` are plain JavaScript: in development the add-on says on the
// console which one is wrong and what it should be, once; a configuration as the README shows it gets no word.
import applyConfig, { configureSocialMedia } from '../../src';
import { activeSocialMediaSettings } from '../../src/volto/activeConfig';
import { settingsProblems } from '../../src/volto/settingsProblems';
import { staticImports } from './support/staticImports';
import { createVoltoConfig } from './support/voltoConfig';

/** The site's own add-on of the README's Configuration section, its icon loader standing in for the import. */
const README_OPTIONS = {
  behaviorPrefix: 'plonegovbr',
  slot: 'followUs',
  fallbackLinks: [],
  networks: {
    codeberg: {
      title: 'Codeberg',
      icon: () => Promise.resolve({ default: () => null }),
      hostnames: ['codeberg.org'],
      profile: 'https://codeberg.org/{handle}',
    },
    xing: null,
  },
  creator: { fediverse: '@plone@fosstodon.org', x: '@plone' },
  defaultShareImage: { url: 'https://plone.org/share.png', width: 1200, height: 630, alt: 'Plone' },
};

describe('a site’s options, in development', () => {
  afterEach(() => vi.restoreAllMocks());

  it('names on the console each wrong option and what it should be, once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const config = configureSocialMedia(applyConfig(createVoltoConfig()), {
      // Volto's import of an SVG file is no loader; `slots` is a typo of `slot`.
      networks: { codeberg: { title: 'Codeberg', icon: 'codeberg.svg' as never } },
      slots: false,
    } as never);
    activeSocialMediaSettings();
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(warn).toHaveBeenCalledTimes(1);
    const message = String(warn.mock.calls[0]![0]);
    expect(message).toContain('volto-socialmedia: config.settings.socialMedia:');
    expect(message).toContain('slots: not an option of the add-on');
    expect(message).toContain(
      'networks.codeberg.icon: expected a function that loads the icon, such as () => import(…), got "codeberg.svg"',
    );
    // Read again, unchanged: nothing more is said.
    activeSocialMediaSettings();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(config.settings.socialMedia).toBeDefined();
  });

  // Volto's build imports an SVG file from an `icons/` folder as { attributes, content } and any other one as its
  // address: a loader of either loads no component, and the link's icon box stays empty.
  it.each<[string, unknown, string]>([
    [
      'an SVG file as Volto imports it from an icons folder',
      { attributes: { viewBox: '0 0 24 24' }, content: '<path/>' },
      'an SVG file as Volto imports it ({ attributes, content })',
    ],
    ['an SVG file’s address', '/static/media/codeberg.3f2a9c.svg', 'an address ("/static/media/codeberg.3f2a9c.svg")'],
    [
      'a module without a default export',
      { CodebergIcon: () => null },
      'a module without a default export (it exports CodebergIcon)',
    ],
  ])(
    'names on the console a network whose icon loader loads %s, which shows no icon',
    async (_kind, loaded, described) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const icon = (() => Promise.resolve(typeof loaded === 'string' ? { default: loaded } : loaded)) as never;
      configureSocialMedia(applyConfig(createVoltoConfig()), { networks: { codeberg: { title: 'Codeberg', icon } } });
      activeSocialMediaSettings();
      await vi.waitFor(() => expect(warn).toHaveBeenCalled());
      const message = String(warn.mock.calls[0]![0]);
      expect(message).toContain('volto-socialmedia: config.settings.socialMedia: networks.codeberg.icon:');
      expect(message).toContain(`loads ${described}, not a component`);
    },
  );

  it('finds nothing wrong with the README’s configuration, nor with the defaults applyConfig writes', () => {
    expect(settingsProblems(README_OPTIONS)).toBeNull();
    expect(settingsProblems(applyConfig(createVoltoConfig()).settings.socialMedia)).toBeNull();
    expect(settingsProblems(configureSocialMedia(createVoltoConfig(), README_OPTIONS).settings.socialMedia)).toBeNull();
  });

  it('names every wrong field of a network, and the options of the wrong type', () => {
    expect(
      settingsProblems({ slot: 3, networks: { x: 5, codeberg: { title: 7, colour: 'teal' } }, iconSprite: 'no' }),
    ).toBe(
      [
        'slot: expected a slot name, or false for none, got 3',
        'networks.x: expected an object of the network’s fields, or null to remove it, got 5',
        'iconSprite: Invalid type: Expected boolean but received "no"',
        'networks.codeberg.title: expected a name or a message descriptor ({ id, defaultMessage }), got 7',
        'networks.codeberg.colour: not an option of the add-on',
      ].join('; '),
    );
  });

  it('names a creator that is no handle, which the pages would otherwise leave out without a word', () => {
    expect(settingsProblems({ creator: { fediverse: 'plone@fosstodon.org', x: 'https://x.com/plone' } })).toBe(
      [
        'creator.fediverse: expected a fediverse handle such as @user@instance, got "plone@fosstodon.org"',
        'creator.x: expected an X username such as @user, got "https://x.com/plone"',
      ].join('; '),
    );
  });

  // The backend add-on is `plonegovbr.socialmedia` and its behaviors `plonegovbr.socialmedia.settings` and `.links`:
  // a prefix copied from either asks Plone for a behavior no object provides, and every page goes without its links.
  it('names a behavior prefix that already holds the behaviors’ own part of the name, which no backend provides', () => {
    for (const prefix of ['plonegovbr.socialmedia', 'plonegovbr.socialmedia.settings', 'plonegovbr.', '.plonegovbr']) {
      expect(settingsProblems({ behaviorPrefix: prefix })).toBe(
        `behaviorPrefix: expected the vendor prefix alone, such as plonegovbr for plonegovbr.socialmedia.settings, got "${prefix}"`,
      );
    }
    expect(settingsProblems({ behaviorPrefix: 'my.company' })).toBeNull();
    expect(settingsProblems({ behaviorPrefix: 'collective' })).toBeNull();
  });

  it('is checked by a module no page loads first: production builds drop the branch that imports it', () => {
    const firstLoad = staticImports('src/index.ts');
    expect(firstLoad.files).not.toContain('src/volto/settingsProblems.ts');
    expect(firstLoad.dynamic).toContain('src/volto/settingsProblems.ts');
  });
});
