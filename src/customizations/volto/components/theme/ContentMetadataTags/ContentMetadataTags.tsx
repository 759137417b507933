// Shadows Volto's ContentMetadataTags (Volto's convention for replacing it): Volto's own component, found at
// `@plone/volto-original`, keeps writing its tags, and the social tags from the settings are added in Volto's Helmet.
import Helmet from '@plone/volto/helpers/Helmet/Helmet';
import config from '@plone/volto/registry';
import VoltoContentMetadataTags from '@plone/volto-original/components/theme/ContentMetadataTags/ContentMetadataTags';
import { createContentMetadataTags } from '../../../../../volto/createContentMetadataTags';
import type { PageHeadTagsBuilder } from '../../../../../volto/createContentMetadataTags';

/** Volto defines it in its server bundle only (true) and client bundle (false); elsewhere it is undeclared. */
declare const __SERVER__: boolean | undefined;

const ContentMetadataTags = createContentMetadataTags({
  Helmet,
  VoltoContentMetadataTags,
  // `&&`, not `?.`: Volto's Babel spells `?.` out at length, and this is in every page's first load.
  voltoSettings: () => config && config.settings,
  // The server bundle has the builder; the client bundle leaves this branch out (Volto's own config reaches its
  // server-only code the same way), so a browser loads it only when the visitor goes to another page.
  builder:
    typeof __SERVER__ !== 'undefined' && __SERVER__
      ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server-only, see above
        (require('../../../../../volto/pageHeadTags') as { pageHeadTags: PageHeadTagsBuilder }).pageHeadTags
      : undefined,
  // A chunk without a name: a name would be one more entry in webpack's runtime, which every page loads first.
  loadBuilder: () => import('../../../../../volto/pageHeadTags'),
});

export default ContentMetadataTags;
