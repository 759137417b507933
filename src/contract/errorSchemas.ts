// Plone's two error shapes: raised errors (plone.rest's error view, `type` and `message` at the top) and
// errors a service returns itself (nested under `error`). The types `PloneRaisedError`, `PloneReturnedError` and
// `PloneErrorBody` (types.ts) are inferred from these schemas; the client reads them with `parsePloneError`.
import * as v from 'valibot';
import { text } from './lenientFields';

// `custom`, not `union([string(), array(string())])`: valibot's `union` stays out of the client's bundles
// (ploneErrorBodySchema.ts).
function isTraceback(value: unknown): value is string | string[] {
  return typeof value === 'string' || (Array.isArray(value) && value.every((line) => typeof line === 'string'));
}

/** A raised error, written by plone.rest's error view: top-level `type` and `message`. */
export const PloneRaisedErrorSchema = /* @__PURE__ */ v.looseObject({
  type: /* @__PURE__ */ v.string(),
  message: /* @__PURE__ */ text(),
  context: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
  /**
   * For Managers: the lines of the traceback, or (`render_traceback` when another exception happened first) the one
   * string "ERROR: Another exception happened before we could render the traceback.".
   */
  traceback: /* @__PURE__ */ v.optional(
    /* @__PURE__ */ v.custom<string | string[]>(isTraceback, 'expected a string or a list of strings'),
  ),
});

/** An error a service returns itself (`@login`, malformed PATCH bodies): nested under `error`. */
export const PloneReturnedErrorSchema = /* @__PURE__ */ v.looseObject({
  error: /* @__PURE__ */ v.looseObject({
    type: /* @__PURE__ */ v.string(),
    message: /* @__PURE__ */ text(),
  }),
});
