// Plone's two error shapes: raised errors (plone.rest's error view, `type` and `message` at the top) and
// errors a service returns itself (nested under `error`).
import * as v from 'valibot';
import type { PloneErrorBody } from './types';
import { isPlainObject } from './validationProblems';

/** A raised error, written by plone.rest's error view: top-level `type` and `message`. */
export const PloneRaisedErrorSchema = /* @__PURE__ */ v.looseObject({
  type: /* @__PURE__ */ v.string(),
  message: /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.string(), ''),
  context: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
  traceback: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.array(/* @__PURE__ */ v.string())),
});

/** An error a service returns itself: nested under `error`. */
export const PloneReturnedErrorSchema = /* @__PURE__ */ v.looseObject({
  error: /* @__PURE__ */ v.looseObject({
    type: /* @__PURE__ */ v.string(),
    message: /* @__PURE__ */ v.fallback(/* @__PURE__ */ v.string(), ''),
  }),
});

/** Reads Plone's error `type` and `message` from either error shape; `null` when the body is neither. */
export function parsePloneError(body: unknown): { type: string; message: string; body: PloneErrorBody } | null {
  if (!isPlainObject(body)) return null;
  const nested = v.safeParse(PloneReturnedErrorSchema, body);
  if (nested.success) return { ...pick(nested.output.error), body: nested.output as PloneErrorBody };
  const raised = v.safeParse(PloneRaisedErrorSchema, body);
  if (raised.success) return { ...pick(raised.output), body: raised.output as PloneErrorBody };
  return null;
}

function pick(error: { type: string; message: string }): { type: string; message: string } {
  return { type: error.type, message: error.message };
}
