// The answers of single requests the client checks: a content GET, a login, a workflow transition. The types
// `ContentResponse`, `LoginResponse` and `WorkflowTransitionResponse` (types.ts) are inferred from these schemas.
import * as v from 'valibot';
import { InheritComponentSchema } from './inheritSchemas';
import { flag, optionalText, text, textOrNull } from './lenientFields';

/**
 * A content GET: `@id` and `@type` are essential; the fields plone.restapi serializes for every object are read as
 * the backend serves them (a value of the wrong type repaired to its type); every other key (`social_links`,
 * `items`, `image`, other add-ons' fields) passes through unchecked, for the readers that know them
 * (`parseSocialLinks`, `parseCatalogSummaries`, `settingsFromContent`).
 */
export const ContentResponseSchema = /* @__PURE__ */ v.looseObject({
  '@id': /* @__PURE__ */ v.string(),
  '@type': /* @__PURE__ */ v.string(),
  /** The components, each at least an `@id`; `inherit` carries the settings when the expansion asked for them. */
  '@components': /* @__PURE__ */ v.fallback(
    /* @__PURE__ */ v.looseObject({
      inherit: /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.optional(InheritComponentSchema), undefined),
    }),
    () => ({}),
  ),
  id: /* @__PURE__ */ text(),
  UID: /* @__PURE__ */ text(),
  title: /* @__PURE__ */ text(),
  description: /* @__PURE__ */ text(),
  /** The review state of a workflowed object; `null` for the site root and objects without a workflow. */
  review_state: /* @__PURE__ */ textOrNull(),
  is_folderish: /* @__PURE__ */ flag(false),
  /** The parent's summary; `{}` for the site root. */
  parent: /* @__PURE__ */ v.fallback(
    /* @__PURE__ */ v.looseObject({
      '@id': /* @__PURE__ */ optionalText(),
      '@type': /* @__PURE__ */ optionalText(),
      title: /* @__PURE__ */ optionalText(),
      description: /* @__PURE__ */ optionalText(),
      type_title: /* @__PURE__ */ optionalText(),
    }),
    () => ({}),
  ),
  // The settings behavior's scalar fields, on the object that holds them, left out when of another type (the
  // control panel then shows their defaults); `social_links` is handed over as stored, for the editors.
  share_social_data: /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.optional(/* @__PURE__ */ v.boolean()), undefined),
  facebook_app_id: /* @__PURE__ */ optionalText(),
  /** Computed by the backend from the links on every read. */
  facebook_username: /* @__PURE__ */ optionalText(),
  /** Computed by the backend from the links on every read. */
  x_username: /* @__PURE__ */ optionalText(),
});

/** `@login`: the JWT the client sends as a bearer token afterwards. */
export const LoginResponseSchema = /* @__PURE__ */ v.looseObject({ token: /* @__PURE__ */ v.string() });

/** `@workflow/<transition>`: the state the object is in now (essential), and the history entry the transition made. */
export const WorkflowTransitionResponseSchema = /* @__PURE__ */ v.looseObject({
  review_state: /* @__PURE__ */ v.string(),
  action: /* @__PURE__ */ text(),
  actor: /* @__PURE__ */ text(),
  comments: /* @__PURE__ */ text(),
  time: /* @__PURE__ */ text(),
  title: /* @__PURE__ */ text(),
});
