// The settings behavior's data, strictly (valibot): what the client checks, and the source of the type
// `SocialMediaSettings` (types.ts). A page reads the data with the tolerant `parseSettingsData`
// (parseSettingsData.ts), which a property-based test holds to this schema field by field.
import * as v from 'valibot';
import { SocialLinkListSchema } from './linkSchemas';

/** The settings behavior's data (`@inherit` `data`, or the top-level fields of a content GET), strictly. */
export const SettingsDataSchema = /* @__PURE__ */ v.looseObject({
  share_social_data: /* @__PURE__ */ v.boolean(),
  facebook_app_id: /* @__PURE__ */ v.string(),
  social_links: SocialLinkListSchema,
  /** Computed by the backend from the links on every read; never written. */
  facebook_username: /* @__PURE__ */ v.string(),
  /** Computed by the backend from the links on every read; never written. */
  x_username: /* @__PURE__ */ v.string(),
});
