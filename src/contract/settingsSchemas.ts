// The settings behavior's data, strictly (valibot): what the client checks. A page reads the data with the
// tolerant `parseSettingsData` (parseSettingsData.ts).
import * as v from 'valibot';
import { SocialLinkListSchema } from './linkSchemas';

/** The settings behavior's data (`@inherit` `data`, or the top-level fields of a content GET), strictly. */
export const SettingsDataSchema = /* @__PURE__ */ v.looseObject({
  share_social_data: /* @__PURE__ */ v.boolean(),
  facebook_app_id: /* @__PURE__ */ v.string(),
  social_links: SocialLinkListSchema,
  facebook_username: /* @__PURE__ */ v.string(),
  x_username: /* @__PURE__ */ v.string(),
});
