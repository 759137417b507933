// What a Volto page writes in its head for the networks and search engines: the social tags and the page's
// structured data (JSON-LD). Volto's server builds them for every page; a browser keeps the tags the server wrote
// for the page it served, and loads this module (a chunk of its own) only when the visitor goes to another page.
import { buildHeadTags, largeScale } from '../core/headTags';
import type { HeadTag } from '../core/headTags';
import { buildStructuredData } from '../core/structuredData';
import type { InheritSource, SocialMediaSettings } from '../contract/types';
import { sitePath } from '../core/sitePath';
import { inheritOf, settingsOfInherit } from '../store/voltoContent';
import { socialMediaSettings } from './installSettings';

/** A page's head tags as the shadowed ContentMetadataTags renders them. */
export interface PageHeadTags {
  /** The `<meta>` tags, each key once (what `buildHeadTags` returns). */
  tags: HeadTag[];
  /** The text of the page's `<script type="application/ld+json">`; `''` for none. */
  structuredData: string;
}

/** What the page's tags are made of, as Volto holds it at render time. */
export interface PageHeadTagsInput {
  /** The page's content (Volto's `content.data`). */
  content: Record<string, any>;
  /** The settings that apply to the page (`null` when the backend serves none). */
  settings: SocialMediaSettings | null | undefined;
  /** `@site` (Volto's `site.data`): its title and logo. */
  site: Record<string, any>;
  /** The navigation root (Volto's `navroot.data.navroot`): the site the Organization stands for. */
  navroot: Record<string, any>;
  /**
   * Volto's `config.settings`: `publicURL`, `apiPath`, `internalApiPath`, `contentMetadataTagsImageField`, and ours
   * in `socialMedia` (`creator`, `defaultShareImage`, `structuredData`).
   */
  volto: Record<string, any>;
}

/** The type of plone.app.multilingual's language root folders (/en, /de), each the navigation root of its language. */
const LANGUAGE_ROOT = 'LRF';

/** The keys Volto's component always writes; ours would only fight it for them (the last Helmet wins). */
export const WRITTEN_BY_VOLTO = ['og:title', 'og:url', 'og:description', 'twitter:card'] as const;

/**
 * Builds a page's head tags, leaving out those Volto's own ContentMetadataTags writes. Never throws on malformed
 * content or settings.
 */
export function pageHeadTags({ content, settings, site, navroot, volto }: PageHeadTagsInput): PageHeadTags {
  const ours = volto.socialMedia || {};
  const imageField: string = volto.contentMetadataTagsImageField || 'image';
  const exclude: string[] = [...WRITTEN_BY_VOLTO];
  if (largeScale(content.opengraph_image) || largeScale(content[imageField])) exclude.push('og:image');
  const options = {
    content,
    settings,
    publicUrl: volto.publicURL,
    backendUrl: backendUrlOf(content, volto),
    exclude,
    imageField,
    creator: ours.creator,
    defaultImage: ours.defaultShareImage,
    // `@site` is what Volto's server fetched for the first page, at the address it reaches the backend by, while a
    // browser's later pages come from the public API path: the logo is made a site path, whichever it was.
    siteLogo: sitePath(site['plone.site_logo'], [volto.internalApiPath, volto.apiPath]),
    // A language root folder (plone.app.multilingual's `LRF`) is titled with its language ("Deutsch"): the site is
    // still the one organisation, named by `@site`, and the language's home its address.
    siteName: (navroot['@type'] !== LANGUAGE_ROOT && navroot.title) || site['plone.site_title'],
    siteUrl: navroot['@id'],
  };
  // A folder below the navigation root with settings of its own is the organisation its links are the profiles of.
  const subsite = subsiteOf(content, navroot, volto);
  if (subsite) Object.assign(options, { siteName: subsite.title || options.siteName, siteUrl: subsite['@id'] });
  return {
    tags: buildHeadTags(options),
    structuredData: ours.structuredData !== false ? buildStructuredData(options) : '',
  };
}

/** The backend prefix the content's URLs start with: the server-side API path during SSR, else the public one. */
function backendUrlOf(content: Record<string, any>, settings: Record<string, any>): string | undefined {
  const id = typeof content['@id'] === 'string' ? content['@id'] : '';
  const candidates = [settings.internalApiPath, settings.apiPath].filter(
    (path): path is string => typeof path === 'string' && path !== '',
  );
  return candidates.find((path) => id.startsWith(path)) || candidates[candidates.length - 1];
}

/**
 * Where the page's settings come from (`from` of its inherit entry) when that is a folder below the navigation root,
 * a subsite that is no navigation root of its own; else `null` (the settings are the navigation root's, or an
 * ancestor's, or came without the content).
 */
function subsiteOf(
  content: Record<string, any>,
  navroot: Record<string, any>,
  volto: Record<string, any>,
): InheritSource | null {
  const behavior = socialMediaSettings({ settings: volto }).behaviors.settings;
  const from = settingsOfInherit(inheritOf(content), behavior)?.from;
  if (!from) return null;
  // Compared as paths of the site: Volto's server fetched them at the internal API path, a browser at the public one.
  const backends = [volto.internalApiPath, volto.apiPath];
  const source = sitePath(from['@id'], backends);
  const root = sitePath(navroot['@id'], backends);
  if (typeof source !== 'string' || typeof root !== 'string' || !source.startsWith('/')) return null;
  return source.startsWith(`${root.replace(/\/+$/, '')}/`) && source !== root ? from : null;
}
