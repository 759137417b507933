// Either of Plone's two error shapes, as one schema, for users of the contract entry. Apart from the error
// schemas the client uses, so that valibot's `union` stays out of the bundles of sites that do not use it.
import * as v from 'valibot';
import { PloneRaisedErrorSchema, PloneReturnedErrorSchema } from './errorSchemas';

/** A Plone error body: an error nested under `error`, or a raised one with top-level `type` and `message`. */
export const PloneErrorBodySchema = /* @__PURE__ */ v.union([PloneReturnedErrorSchema, PloneRaisedErrorSchema]);
