// Plone's two error shapes: raised errors (plone.rest's error view, `type` and `message` at the top) and
// errors a service returns itself (nested under `error`). The types `PloneRaisedError`, `PloneReturnedError` and
// `PloneErrorBody` (types.ts) are inferred from these schemas; the client reads them with `parsePloneError`.
import * as v from 'valibot';
import { text } from './lenientFields';

/** A raised error, written by plone.rest's error view: top-level `type` and `message`. */
export const PloneRaisedErrorSchema = /* @__PURE__ */ v.looseObject({
  type: /* @__PURE__ */ v.string(),
  message: /* @__PURE__ */ text(),
  context: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
  traceback: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.array(/* @__PURE__ */ v.string())),
});

/** An error a service returns itself (`@login`, malformed PATCH bodies): nested under `error`. */
export const PloneReturnedErrorSchema = /* @__PURE__ */ v.looseObject({
  error: /* @__PURE__ */ v.looseObject({
    type: /* @__PURE__ */ v.string(),
    message: /* @__PURE__ */ text(),
  }),
});
