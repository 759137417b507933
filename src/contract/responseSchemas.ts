// The answers of single requests the client checks: a content GET, a login, a workflow transition.
import * as v from 'valibot';

/** A content GET: only `@id` and `@type` are essential; everything else passes through. */
export const ContentResponseSchema = /* @__PURE__ */ v.looseObject({
  '@id': /* @__PURE__ */ v.string(),
  '@type': /* @__PURE__ */ v.string(),
});

/** `@login`: the JWT the client sends as a bearer token afterwards. */
export const LoginResponseSchema = /* @__PURE__ */ v.looseObject({ token: /* @__PURE__ */ v.string() });

/** `@workflow/<transition>`: the state the object is in now. */
export const WorkflowTransitionResponseSchema = /* @__PURE__ */ v.looseObject({
  review_state: /* @__PURE__ */ v.string(),
});
