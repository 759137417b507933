// Reads Plone's error `type` and `message` from either of its two error shapes (errorSchemas.ts), for the client's
// `PloneApiError`.
import * as v from 'valibot';
import { PloneRaisedErrorSchema, PloneReturnedErrorSchema } from './errorSchemas';
import type { PloneErrorBody } from './types';
import { isPlainObject } from './validationProblems';

/** Reads Plone's error `type` and `message` from either error shape; `null` when the body is neither. */
export function parsePloneError(body: unknown): { type: string; message: string; body: PloneErrorBody } | null {
  if (!isPlainObject(body)) return null;
  const nested = v.safeParse(PloneReturnedErrorSchema, body);
  if (nested.success) return { ...pick(nested.output.error), body: nested.output };
  const raised = v.safeParse(PloneRaisedErrorSchema, body);
  if (raised.success) return { ...pick(raised.output), body: raised.output };
  return null;
}

function pick(error: { type: string; message: string }): { type: string; message: string } {
  return { type: error.type, message: error.message };
}
