// What `applyConfig` registers in a configuration shaped like Volto's, and that running it twice doubles nothing.
import applyConfig, {
  configureSocialMedia,
  CONTENT_SLOT_COMPONENT_NAME,
  ContentLinksSlot,
  CONTROL_PANEL_PATH,
  FOLLOW_US_BLOCK,
  REFERENCE_FOLLOW_US_BLOCK,
  FollowUsBlockEditLoader,
  inheritQuerystring,
  SLOT_COMPONENT_NAME,
  SocialLinksEditWidget,
  SocialLinksSlot,
  socialMediaSettings,
} from '../../src';
import type { VoltoConfig } from '../../src';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SocialLinkAddresses } from '../../src/components/SocialLinkAddresses';
import { activeSocialMediaSettings } from '../../src/volto/activeConfig';
import { defaultNetworkRegistry, getNetwork, hasNetwork } from '../../src/networks';
import { followUsBlockSchema } from '../../src/components/followUsBlockSchema';
import { staticImports } from './support/staticImports';
import { createVoltoConfig, voltoWidgets } from './support/voltoConfig';

const intl = {
  formatMessage: (message: { defaultMessage?: string; id: string }) => message.defaultMessage ?? message.id,
};

describe('applyConfig in a Volto configuration', () => {
  it('returns the configuration, as Volto’s add-on loader requires', () => {
    const config = createVoltoConfig();
    expect(applyConfig(config)).toBe(config);
  });

  it('adds the settings with their defaults: example behaviors, the belowContent slot, no fallback links', () => {
    const config = applyConfig(createVoltoConfig());
    expect(config.settings.socialMedia).toMatchObject({
      behaviorPrefix: 'example',
      slot: 'belowContent',
      fallbackLinks: [],
      networks: {},
    });
    expect(socialMediaSettings(config).behaviors).toEqual({
      settings: 'example.socialmedia.settings',
      links: 'example.socialmedia.links',
    });
  });

  it('keeps what the site set before the add-on ran', () => {
    const config = createVoltoConfig({ lightTheme: true });
    const fallbackLinks = [
      { '@id': 'a', id: 'github', title: 'GitHub', href: [{ '@id': 'https://github.com/plone' }] },
    ];
    config.settings.socialMedia = { behaviorPrefix: 'plonegovbr', slot: 'followUs', fallbackLinks, custom: 1 };
    applyConfig(config);

    expect(config.settings.socialMedia).toMatchObject({
      behaviorPrefix: 'plonegovbr',
      slot: 'followUs',
      fallbackLinks,
      custom: 1,
    });
    expect(socialMediaSettings(config).behaviors.settings).toBe('plonegovbr.socialmedia.settings');
    expect(config.getSlot('followUs')?.map(({ component }) => component)).toEqual([ContentLinksSlot, SocialLinksSlot]);
    expect(config.getSlot('belowContent')?.map(({ name }) => name)).toEqual(['tags', 'relatedItems']);
  });

  it('adds one inherit expander after Volto’s own, which stay as they were', () => {
    const config = applyConfig(createVoltoConfig());
    const expanders = config.settings.apiExpanders;
    expect(expanders).toHaveLength(3);
    expect(expanders[0].GET_CONTENT).toEqual(['breadcrumbs', 'actions', 'types', 'navroot']);
    expect(expanders[2]).toEqual({ match: '', GET_CONTENT: ['inherit'], querystring: inheritQuerystring });
  });

  it('installs the socialMedia reducer among the add-on reducers', () => {
    const config = applyConfig(createVoltoConfig());
    const reducer = config.addonReducers.socialMedia as (state: unknown, action: { type: string }) => unknown;
    expect(typeof reducer).toBe('function');
    // Nothing held yet: the selectors give the defaults, and Volto serializes an empty object into the page.
    expect(reducer(undefined, { type: '@@INIT' })).toEqual({});
  });

  it('shows the page’s own links, then the site’s, in the belowContent slot after Volto’s own slot components', () => {
    const config = applyConfig(createVoltoConfig());
    expect(config.getSlot('belowContent')).toEqual([
      { name: 'tags', component: voltoWidgets.TagsSlot },
      { name: 'relatedItems', component: voltoWidgets.RelatedItemsSlot },
      { name: CONTENT_SLOT_COMPONENT_NAME, component: ContentLinksSlot },
      { name: SLOT_COMPONENT_NAME, component: SocialLinksSlot },
    ]);
  });

  it('keeps a site’s own component for the site’s links, registered under our name, when the site then sets its options', () => {
    const config = applyConfig(createVoltoConfig());
    // A theme's own footer links in our place, as Volto replaces a slot component: the same slot and name.
    const ThemeLinks = () => null;
    config.registerSlotComponent({ slot: 'belowContent', name: SLOT_COMPONENT_NAME, component: ThemeLinks });
    expect(config.getSlot('belowContent')).toContainEqual({ name: SLOT_COMPONENT_NAME, component: ThemeLinks });

    configureSocialMedia(config, { behaviorPrefix: 'plonegovbr' });
    expect(config.getSlot('belowContent')).toEqual([
      { name: 'tags', component: voltoWidgets.TagsSlot },
      { name: 'relatedItems', component: voltoWidgets.RelatedItemsSlot },
      { name: CONTENT_SLOT_COMPONENT_NAME, component: ContentLinksSlot },
      { name: SLOT_COMPONENT_NAME, component: ThemeLinks },
    ]);
  });

  it('registers no slot component when the site turns the slot off', () => {
    const config = createVoltoConfig();
    config.settings.socialMedia = { slot: false };
    applyConfig(config);
    expect(config.getSlot('belowContent')?.map(({ name }) => name)).toEqual(['tags', 'relatedItems']);
  });

  it('uses the lazily loaded edit widget for social_links without replacing Volto’s object_list widget', () => {
    const config = applyConfig(createVoltoConfig());
    expect(config.widgets.widget.social_media_object_list).toBe(SocialLinksEditWidget);
    expect(config.widgets.widget.object_list).toBe(voltoWidgets.ObjectListWidget);
    expect(config.widgets.id.social_links).toBe(SocialLinksEditWidget);
    expect(config.widgets.id.title).toBe(voltoWidgets.TextWidget);
    // By field id, only Volto's DefaultView asks (a page without blocks, field by field): the slot shows the links.
    const link = { '@id': 'l1', id: 'github', title: 'GitHub', href: [{ '@id': 'https://github.com/alice' }] };
    expect(renderToStaticMarkup(createElement(config.widgets.views.id.social_links, { value: [link] }))).toBe('');
    expect(config.widgets.views.widget.social_media_object_list).toBe(SocialLinkAddresses);
  });

  it('leaves fields called social_links to other widgets when the site says so', () => {
    const config = createVoltoConfig();
    config.settings.socialMedia = { widgetForFieldId: false };
    applyConfig(config);
    expect(config.widgets.id.social_links).toBeUndefined();
    expect(config.widgets.widget.social_media_object_list).toBe(SocialLinksEditWidget);
  });

  it('offers a Follow Us block with an icon the block chooser can draw, and its sidebar schema with the edit chunk', () => {
    const config = applyConfig(createVoltoConfig());
    const block = config.blocks.blocksConfig[FOLLOW_US_BLOCK];
    expect(block).toMatchObject({
      id: 'followUs',
      title: 'Follow us',
      group: 'common',
      restricted: false,
      mostUsed: false,
    });
    expect(block.icon.attributes.viewBox).toBe('0 0 36 36');
    expect(block.icon.content).toContain('<circle');
    expect(typeof block.view).toBe('function');
    expect(block.edit).toBe(FollowUsBlockEditLoader);
    // The sidebar schema is the edit chunk's: Volto gets none to call on every page view.
    expect(block.blockSchema).toBeUndefined();
    expect(staticImports('src/volto/FollowUsBlockEdit.tsx').files).toContain('src/components/followUsBlockSchema.ts');
    const schema = followUsBlockSchema({ intl });
    expect(schema.fieldsets[0]!.fields).toEqual(['headline', 'networks', 'animate']);
    expect(schema.properties.networks.choices.map(([id]: [string, string]) => id)).toContain('mastodon');
  });

  it('shows and edits the Follow Us blocks a site made with @plonegovbr/volto-social-media, and offers only its own', () => {
    const config = applyConfig(createVoltoConfig());
    const ours = config.blocks.blocksConfig[FOLLOW_US_BLOCK];
    const theirs = config.blocks.blocksConfig[REFERENCE_FOLLOW_US_BLOCK];
    expect(REFERENCE_FOLLOW_US_BLOCK).toBe('followUsBlock');
    expect(theirs).toMatchObject({ id: 'followUsBlock', title: 'Follow us', restricted: true });
    expect(theirs.view).toBe(ours.view);
    expect(theirs.edit).toBe(ours.edit);
  });

  it('leaves the other add-on’s Follow Us block its own where that add-on is installed too', () => {
    const config = createVoltoConfig();
    const View = () => null;
    config.blocks.blocksConfig.followUsBlock = {
      id: 'followUsBlock',
      title: 'Follow Us Block',
      view: View,
      restricted: false,
    };
    applyConfig(config);
    expect(config.blocks.blocksConfig.followUsBlock).toMatchObject({
      title: 'Follow Us Block',
      view: View,
      restricted: false,
    });
  });

  it('leaves the other add-on’s list widget to its own Follow Us block’s networks where that add-on is installed too, and edits social_links with ours', () => {
    const config = createVoltoConfig();
    // @plonegovbr/volto-social-media, earlier in the site's add-ons, registers its table of objects under the name the
    // backend declares, which its Follow Us block's sidebar also names for the block's `allowedNetworks`.
    const ReferenceListWidget = () => null;
    config.widgets.widget.social_media_object_list = ReferenceListWidget;
    applyConfig(config);
    expect(config.widgets.widget.social_media_object_list).toBe(ReferenceListWidget);
    expect(config.widgets.id.social_links).toBe(SocialLinksEditWidget);
    applyConfig(config);
    expect(config.widgets.widget.social_media_object_list).toBe(ReferenceListWidget);
  });

  it('keeps what a site changed on the Follow Us block when applied again', () => {
    const config = applyConfig(createVoltoConfig());
    config.blocks.blocksConfig[FOLLOW_US_BLOCK].mostUsed = true;
    applyConfig(config);
    expect(config.blocks.blocksConfig[FOLLOW_US_BLOCK].mostUsed).toBe(true);
  });

  it('adds a Social links variation to the listing block, after Volto’s own', () => {
    const config = applyConfig(createVoltoConfig());
    expect(config.blocks.blocksConfig.listing.variations.map(({ id }: { id: string }) => id)).toEqual([
      'default',
      'summary',
      'socialLinks',
    ]);
  });

  it('offers the Social links variation to a listing inside a Grid block, as on the page', () => {
    // Volto's Grid block keeps its own copy of the blocks' configuration, made before any add-on's ran
    // (config/Blocks.jsx: `blocksConfig.gridBlock.blocksConfig = cloneDeep(blocksConfig)`), and a listing in a grid
    // resolves its variation there: without ours, it offers no Social links and shows a stored one as Volto's default.
    const voltoConfig = createVoltoConfig();
    const { listing } = voltoConfig.blocks.blocksConfig;
    voltoConfig.blocks.blocksConfig.gridBlock = {
      id: 'gridBlock',
      allowedBlocks: ['image', 'listing', 'slate', 'teaser'],
      blocksConfig: { listing: { ...listing, variations: listing.variations.map((v: object) => ({ ...v })) } },
    };
    const config = applyConfig(applyConfig(voltoConfig));
    const inGrid = config.blocks.blocksConfig.gridBlock.blocksConfig.listing.variations;
    expect(inGrid.map(({ id }: { id: string }) => id)).toEqual(['default', 'summary', 'socialLinks']);
    expect(inGrid[2]).toEqual(config.blocks.blocksConfig.listing.variations[2]);
  });

  it('lets a site allow the Follow Us and Share blocks inside a Grid block: the grid offers them and shows them', () => {
    // A site allows a block in Volto's Grid by naming it in the grid's `allowedBlocks`; the grid then offers the blocks
    // of its own copy of the configuration that `allowedBlocks` names (Container/Edit.jsx: `pickBy(blocksConfig, …)`),
    // and renders each of its blocks with that copy's `edit` and `view` (Grid/View.jsx, Block/Edit.jsx), else
    // "Unknown Block followUs". The copy was made before any add-on ran (config/Blocks.jsx).
    const voltoConfig = createVoltoConfig();
    const { listing } = voltoConfig.blocks.blocksConfig;
    const grid = {
      id: 'gridBlock',
      allowedBlocks: ['image', 'listing', 'slate', 'teaser'],
      blocksConfig: { listing: { ...listing, variations: listing.variations.map((v: object) => ({ ...v })) } },
    };
    voltoConfig.blocks.blocksConfig.gridBlock = grid;
    const config = applyConfig(voltoConfig);
    // The site's own add-on, after this one.
    grid.allowedBlocks.push(FOLLOW_US_BLOCK, 'shareLinks');

    const inGrid: Record<string, { id: string; title: string; view?: unknown; edit?: unknown }> =
      config.blocks.blocksConfig.gridBlock.blocksConfig;
    const offered = Object.keys(inGrid).filter((id) => grid.allowedBlocks.includes(id));
    expect(offered).toEqual(expect.arrayContaining([FOLLOW_US_BLOCK, 'shareLinks']));
    for (const id of [FOLLOW_US_BLOCK, REFERENCE_FOLLOW_US_BLOCK, 'shareLinks']) {
      const onPage = config.blocks.blocksConfig[id];
      expect(inGrid[id]).toMatchObject({ id, title: onPage.title, view: onPage.view, edit: onPage.edit });
    }
    expect(inGrid[FOLLOW_US_BLOCK]!.edit).toBe(FollowUsBlockEditLoader);
  });

  it('lists the Social Media control panel and routes to it before Volto’s generic control panel route', () => {
    const config = applyConfig(createVoltoConfig());
    expect(config.settings.controlpanels).toEqual([
      { '@id': '/social-media', group: 'Add-on Configuration', title: 'Social Media' },
    ]);
    expect(config.settings.controlPanelsIcons['social-media']).toMatchObject({
      content: expect.stringContaining('<circle'),
    });
    expect(config.addonRoutes.map(({ path }) => path)).toEqual([CONTROL_PANEL_PATH]);
    expect(CONTROL_PANEL_PATH).toBe('/controlpanel/social-media');
  });

  it('doubles nothing when applied twice', () => {
    const config = applyConfig(applyConfig(createVoltoConfig()));
    expect(config.settings.apiExpanders).toHaveLength(3);
    expect(config.settings.controlpanels).toHaveLength(1);
    expect(config.addonRoutes).toHaveLength(1);
    expect(config.blocks.blocksConfig.listing.variations).toHaveLength(3);
    expect(config.slots.belowContent!.data[SLOT_COMPONENT_NAME]).toHaveLength(1);
    expect(config.slots.belowContent!.data[CONTENT_SLOT_COMPONENT_NAME]).toHaveLength(1);
    expect(config.getSlot('belowContent')).toHaveLength(4);
  });

  it('keeps the parts a site’s own add-on turned off or changed in Volto’s configuration before it sets its options', () => {
    const config = applyConfig(createVoltoConfig());
    // The site's add-on, before its `return configureSocialMedia(config, {…})` as the README writes it: no Share block,
    // no control panel (the settings are kept in Plone's classic UI), its own name for the listing variation.
    const { blocksConfig } = config.blocks;
    delete blocksConfig.shareLinks;
    config.settings.controlpanels = config.settings.controlpanels.filter(
      (panel: { '@id': string }) => panel['@id'] !== '/social-media',
    );
    config.addonRoutes = config.addonRoutes.filter(({ path }) => path !== CONTROL_PANEL_PATH);
    const variation = blocksConfig.listing.variations.find(({ id }: { id: string }) => id === 'socialLinks');
    variation.title = 'Team with profiles';
    configureSocialMedia(config, { behaviorPrefix: 'plonegovbr' });

    expect(blocksConfig.shareLinks).toBeUndefined();
    expect(config.settings.controlpanels).toEqual([]);
    expect(config.addonRoutes).toEqual([]);
    expect(blocksConfig.listing.variations.map(({ title }: { title: string }) => title)).toContain(
      'Team with profiles',
    );
    expect(socialMediaSettings(config).behaviors.settings).toBe('plonegovbr.socialmedia.settings');
  });

  it('moves the slot component when a site’s own add-on picks another slot later', () => {
    const config = applyConfig(createVoltoConfig({ lightTheme: true }));
    configureSocialMedia(config, { slot: 'footer' });

    expect(config.getSlot('belowContent')?.map(({ name }) => name)).toEqual(['tags', 'relatedItems']);
    expect(config.getSlot('footer')).toEqual([
      { name: CONTENT_SLOT_COMPONENT_NAME, component: ContentLinksSlot },
      { name: SLOT_COMPONENT_NAME, component: SocialLinksSlot },
    ]);
  });

  it('keeps the networks one add-on configured when another add-on configures other networks after it', () => {
    const config = applyConfig(createVoltoConfig());
    // A theme add-on adds a network; the site's own add-on, loaded after it, removes another.
    configureSocialMedia(config, { networks: { codeberg: { title: 'Codeberg', hostnames: ['codeberg.org'] } } });
    configureSocialMedia(config, { networks: { xing: null } });

    const registry = defaultNetworkRegistry();
    expect(hasNetwork(registry, 'codeberg')).toBe(true);
    expect(getNetwork(registry, 'codeberg').title).toBe('Codeberg');
    expect(hasNetwork(registry, 'xing')).toBe(false);
  });

  // As the README says: merging a network's fields from two calls would cost every page's first load about 22 B gzip,
  // over the add-on's budget, so a later call names the whole network it changes (the fields it keeps too).
  it('takes a network a later call names as that call gives it, with the earlier call’s fields only where repeated', () => {
    const config = applyConfig(createVoltoConfig());
    // The theme's add-on draws X its own way; the site's own add-on, loaded after it, gives X's editors an example.
    const themeIcon = () => Promise.resolve({ default: () => null });
    configureSocialMedia(config, { networks: { x: { icon: themeIcon } } });
    configureSocialMedia(config, { networks: { x: { placeholder: 'https://x.com/acme' } } });
    const replaced = getNetwork(defaultNetworkRegistry(), 'x');
    expect(replaced.icon).not.toBe(themeIcon);
    expect(replaced.placeholder).toBe('https://x.com/acme');

    configureSocialMedia(config, { networks: { x: { icon: themeIcon, placeholder: 'https://x.com/acme' } } });
    const repeated = getNetwork(defaultNetworkRegistry(), 'x');
    expect(repeated.icon).toBe(themeIcon);
    expect(repeated.placeholder).toBe('https://x.com/acme');
    expect(repeated.title).toBe('X');
  });

  it('follows a behavior prefix a site sets after the add-on ran, even by replacing the settings object', () => {
    const config = applyConfig(createVoltoConfig());
    config.settings.socialMedia = { ...config.settings.socialMedia, behaviorPrefix: 'plonegovbr' };
    expect(socialMediaSettings(config).behaviors.settings).toBe('plonegovbr.socialmedia.settings');
  });

  it('follows the settings a site changes in place after the add-on ran, on every read of a page', () => {
    const config = applyConfig(createVoltoConfig());
    const site = config.settings.socialMedia!;
    const read = activeSocialMediaSettings();
    expect(activeSocialMediaSettings()).toBe(read);
    expect(inheritQuerystring(config)).toEqual({ 'expand.inherit.behaviors': 'example.socialmedia.settings' });

    const link = { '@id': 'l', id: 'x', title: 'X', href: [{ '@id': 'https://x.com/acme' }] };
    site.fallbackLinks = [link];
    expect(activeSocialMediaSettings().fallbackLinks).toEqual([link]);
    site.behaviorPrefix = 'acme';
    expect(inheritQuerystring(config)).toEqual({ 'expand.inherit.behaviors': 'acme.socialmedia.settings' });
    site.behaviors = { settings: 'acme.site.settings' };
    expect(activeSocialMediaSettings().behaviors.settings).toBe('acme.site.settings');
    (site.behaviors as { settings: string }).settings = 'acme.other.settings';
    expect(inheritQuerystring(config)).toEqual({ 'expand.inherit.behaviors': 'acme.other.settings' });
  });

  it('works on a configuration that lacks the containers it fills', () => {
    const config = applyConfig({ settings: {} } as VoltoConfig);
    expect(config.settings.apiExpanders).toHaveLength(1);
    expect(config.addonReducers?.socialMedia).toBeTypeOf('function');
    expect(config.widgets?.widget?.social_media_object_list).toBe(SocialLinksEditWidget);
    expect(config.blocks?.blocksConfig?.followUs).toBeDefined();
    expect(config.addonRoutes).toHaveLength(1);
  });
});
