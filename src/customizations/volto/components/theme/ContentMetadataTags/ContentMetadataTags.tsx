// Shadows Volto's ContentMetadataTags (Volto's convention for replacing it): Volto's own component, found at
// `@plone/volto-original`, keeps writing its tags, and the social tags from the settings are added in Volto's Helmet.
import Helmet from '@plone/volto/helpers/Helmet/Helmet';
import config from '@plone/volto/registry';
import VoltoContentMetadataTags from '@plone/volto-original/components/theme/ContentMetadataTags/ContentMetadataTags';
import { createContentMetadataTags } from '../../../../../volto/createContentMetadataTags';

const ContentMetadataTags = createContentMetadataTags({
  Helmet,
  VoltoContentMetadataTags,
  // `&&`, not `?.`: Volto's Babel spells `?.` out at length, and this is in every page's first load.
  voltoSettings: () => config && config.settings,
});

export default ContentMetadataTags;
