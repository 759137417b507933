// The head tags of a content page in Volto: Volto's own ContentMetadataTags still writes the title, canonical
// link, description, og:title, og:url, og:description, og:image and twitter:card; ours adds the social tags from
// the settings (og:type, fb:app_id, og:article:publisher, twitter:site, the creators, the site's image when the page
// has none, ...) and the structured data in Volto's Helmet, each key once.
// The server builds them for every page. A browser renders the served page's tags as the server wrote them (read
// back from the document) and loads the builder when the visitor goes to another page: crawlers and link previews
// read the server's HTML, and no visitor pays for the builder on a first load.
// Volto's parts are passed in by the shadow file in src/customizations, so nothing here imports Volto.
import { useEffect, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { useSelector } from 'react-redux';
import type { HeadTag } from '../core/headTags';
import { selectSocialMediaSettings } from '../store/selectors';
import type { PageHeadTags, PageHeadTagsInput } from './pageHeadTags';
import { SAVED_IN_TAB, servedHeadTags, STRUCTURED_DATA_ID } from './servedHeadTags';
import type { SavedMark } from './servedHeadTags';

export interface ContentMetadataTagsProps {
  content: Record<string, any>;
  [prop: string]: unknown;
}

export interface ContentMetadataTagsParts {
  /** Volto's Helmet (`@plone/volto/helpers/Helmet/Helmet`). */
  Helmet: ComponentType<{ children?: ReactNode }>;
  /** Volto's own component (`@plone/volto-original/...`). */
  VoltoContentMetadataTags: ComponentType<ContentMetadataTagsProps>;
  /** Volto's `config.settings` at render time (see PageHeadTagsInput's `volto`). */
  voltoSettings: () => Record<string, any> | undefined;
  /** The builder, where it is at hand without loading (the server bundle has it). */
  builder?: PageHeadTagsBuilder;
  /** Loads the builder's module (`import('./pageHeadTags')`): a browser's first client-side navigation does. */
  loadBuilder: () => Promise<{ pageHeadTags: PageHeadTagsBuilder }>;
}

/** What `pageHeadTags` is. */
export type PageHeadTagsBuilder = (input: PageHeadTagsInput) => PageHeadTags;

/** Makes the replacement for Volto's ContentMetadataTags: Volto's tags, then ours minus what Volto wrote. */
export function createContentMetadataTags({
  Helmet,
  VoltoContentMetadataTags,
  voltoSettings,
  builder,
  loadBuilder,
}: ContentMetadataTagsParts) {
  let build = builder;
  // In a browser, read before any Helmet updates the head: the tags the server wrote, and the page it wrote them
  // for, from the state it serialized (`window.__data`, which Volto's client store starts from). Volto's view
  // fetches that page again once mounted, so the page is told by its UID and modification date, not by the content
  // object (an edit since makes it another page); a page served without content (a login form) has none.
  const served = build || typeof document === 'undefined' ? null : servedHeadTags(document.head);
  const state = served && (window as { __data?: Record<string, any> }).__data;
  const servedContent = state && state.content && state.content.data;
  const servedPage = servedContent ? pageOf(servedContent) : null;

  /** The builder once it is at hand, and whether `content` is the served page; loads the builder for another page. */
  function useBuilder(content: Record<string, any>): [PageHeadTagsBuilder | undefined, boolean] {
    const page = pageOf(content);
    // Once an editor saved in this tab (see markSavedInTab), the server's tags may be out of date: Plone serves the
    // site root without `modified`, so the home page fetched again after a save still looks like the served one.
    const isServed = page === servedPage && !(window as SavedMark)[SAVED_IN_TAB];
    const needed = !build && !isServed;
    const [, loaded] = useState(0);
    // Asked again by each page while it is not at hand: a chunk that failed to load (a dropped connection) comes with
    // the next page, not never.
    useEffect(() => {
      if (needed)
        loadBuilder().then(
          (module) => {
            build = module.pageHeadTags;
            loaded((count) => count + 1);
          },
          // Without the chunk (the network failed) the page keeps Volto's own tags, as without the add-on.
          () => undefined,
        );
    }, [needed, page]);
    return [build, isServed];
  }

  function ContentMetadataTags(props: ContentMetadataTagsProps) {
    const settings = useSelector(selectSocialMediaSettings);
    // `@site` and the navigation root, which Volto loads for every page (server-side too). No `?.` nor `??` in
    // this file: Volto's Babel writes each out at length, in every page's first load.
    const site = useSelector((state: any) => (state.site || {}).data) || {};
    const navroot = useSelector((state: any) => ((state.navroot || {}).data || {}).navroot) || {};
    const content = props.content || {};
    const [current, isServed] = useBuilder(content);
    const { tags, structuredData } = current
      ? current({ content, settings, site, navroot, volto: voltoSettings() || {} })
      : isServed && served
        ? served
        : { tags: [], structuredData: '' };
    return (
      <>
        <VoltoContentMetadataTags {...props} />
        {(tags.length > 0 || structuredData) && (
          <Helmet>
            {tags.map(renderTag)}
            {/* Helmet writes a script's text as it is: buildStructuredData escaped what could end the element. One
                element, under one key, which Helmet replaces on every client-side navigation. */}
            {structuredData && (
              <script key="ld+json" id={STRUCTURED_DATA_ID} type="application/ld+json">
                {structuredData}
              </script>
            )}
          </Helmet>
        )}
      </>
    );
  }
  return ContentMetadataTags;
}

/**
 * A page's UID (else its address) and modification date: what its head tags depend on, besides the settings. Not
 * its address: Volto's server fetched the served page at `internalApiPath`, the browser fetches it again at `apiPath`.
 */
function pageOf(content: Record<string, any>): string {
  return `${content.UID || content['@id']} ${content.modified}`;
}

function renderTag(tag: HeadTag) {
  // Each key once (see buildHeadTags), so the key names the tag.
  return <meta key={'property' in tag ? tag.property : tag.name} {...tag} />;
}
