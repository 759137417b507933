// The head tags of a content page in Volto: Volto's own ContentMetadataTags still writes the title, canonical
// link, description, og:title, og:url, og:description, og:image and twitter:card; ours adds the social tags from
// the settings (og:type, fb:app_id, og:article:publisher, twitter:site, the creators, the site's image when the page
// has none, ...) and the structured data in Volto's Helmet, each key once.
// Volto's parts are passed in by the shadow file in src/customizations, so nothing here imports Volto.
import type { ComponentType, ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { buildHeadTags, largeScale } from '../core/headTags';
import type { HeadTag } from '../core/headTags';
import { selectSocialMediaSettings } from '../store/selectors';

/** The keys Volto's component always writes; ours would only fight it for them (the last Helmet wins). */
export const WRITTEN_BY_VOLTO = ['og:title', 'og:url', 'og:description', 'twitter:card'] as const;

export interface ContentMetadataTagsProps {
  content: Record<string, any>;
  [prop: string]: unknown;
}

export interface ContentMetadataTagsParts {
  /** Volto's Helmet (`@plone/volto/helpers/Helmet/Helmet`). */
  Helmet: ComponentType<{ children?: ReactNode }>;
  /** Volto's own component (`@plone/volto-original/...`). */
  VoltoContentMetadataTags: ComponentType<ContentMetadataTagsProps>;
  /**
   * Volto's `config.settings` at render time (`publicURL`, `apiPath`, `internalApiPath`,
   * `contentMetadataTagsImageField`, ours in `socialMedia`).
   */
  voltoSettings: () => Record<string, any> | undefined;
}

/** Makes the replacement for Volto's ContentMetadataTags: Volto's tags, then ours minus what Volto wrote. */
export function createContentMetadataTags({
  Helmet,
  VoltoContentMetadataTags,
  voltoSettings,
}: ContentMetadataTagsParts) {
  function ContentMetadataTags(props: ContentMetadataTagsProps) {
    const settings = useSelector(selectSocialMediaSettings);
    // `@site` and the navigation root, which Volto loads for every page (server-side too). No `?.` nor `??` in
    // this file: Volto's Babel writes each out at length, in every page's first load.
    const site = useSelector((state: any) => (state.site || {}).data) || {};
    const navroot = useSelector((state: any) => ((state.navroot || {}).data || {}).navroot) || {};
    const volto = voltoSettings() || {};
    const ours = volto.socialMedia || {};
    const imageField: string = volto.contentMetadataTagsImageField || 'image';
    const content = props.content || {};
    const exclude: readonly string[] = voltoWritesImage(content, imageField)
      ? [...WRITTEN_BY_VOLTO, 'og:image']
      : WRITTEN_BY_VOLTO;
    const options = {
      content,
      settings,
      publicUrl: volto.publicURL,
      backendUrl: backendUrlOf(content, volto),
      exclude,
      imageField,
      creator: ours.creator,
      defaultImage: ours.defaultShareImage,
      siteLogo: site['plone.site_logo'],
      siteName: navroot.title || site['plone.site_title'],
      siteUrl: navroot['@id'],
    };
    const tags = buildHeadTags(options);
    // The builder comes with the `structuredData` profile (installStructuredData.ts), so only sites that load it
    // carry its code.
    const build = ours.structuredData !== false && ours.buildStructuredData;
    const structuredData: string = build ? build(options) : '';
    return (
      <>
        <VoltoContentMetadataTags {...props} />
        {(tags.length > 0 || structuredData) && (
          <Helmet>
            {tags.map(renderTag)}
            {/* Helmet writes a script's text as it is: buildStructuredData escaped what could end the element. One
                element, under one key, which Helmet replaces on every client-side navigation. */}
            {structuredData && (
              <script key="ld+json" type="application/ld+json">
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

function renderTag(tag: HeadTag) {
  // Each key once (see buildHeadTags), so the key names the tag.
  return <meta key={'property' in tag ? tag.property : tag.name} {...tag} />;
}

/** Volto writes og:image (and its size) only from the `large` scale of `opengraph_image` or the image field. */
function voltoWritesImage(content: Record<string, any>, imageField: string): boolean {
  return Boolean(largeScale(content.opengraph_image) || largeScale(content[imageField]));
}

/** The backend prefix the content's URLs start with: the server-side API path during SSR, else the public one. */
function backendUrlOf(content: Record<string, any>, settings: Record<string, any>): string | undefined {
  const id = typeof content['@id'] === 'string' ? content['@id'] : '';
  const candidates = [settings.internalApiPath, settings.apiPath].filter(
    (path): path is string => typeof path === 'string' && path !== '',
  );
  return candidates.find((path) => id.startsWith(path)) || candidates[candidates.length - 1];
}
