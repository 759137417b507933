// The `inherit` expander and `GET <path>/@inherit` (plone.restapi ≥ 9.13.3): for each requested
// behavior, the closest object in the acquisition chain (itself first) that provides the marker.
import type { BehaviorDefinition } from './behaviors';
import { chain, titleOf, type ContentNode } from './content';
import { RaisedError } from './errors';
import { canView } from './permissions';
import { urlOf, type RequestContext } from './requestContext';
import { servedByUrl } from './resolveUid';

/**
 * `@components.inherit`, or `undefined` when `expand.inherit.behaviors` is missing or empty (then the key is
 * absent). Unexpanded it is only `{"@id"}`; expanded it adds one key per behavior some object provides.
 * @throws RaisedError 500 when the parameter is repeated (the backend calls `.split` on a list).
 */
export function inheritComponent(
  ctx: RequestContext,
  node: ContentNode,
  expanded: boolean,
): Record<string, unknown> | undefined {
  const param = ctx.form['expand.inherit.behaviors'];
  if (Array.isArray(param)) {
    throw new RaisedError(500, 'AttributeError', "'list' object has no attribute 'split'");
  }
  if (!param) return undefined;
  const names = param.split(',');
  const component: Record<string, unknown> = {
    '@id': `${urlOf(ctx, node)}/@inherit?expand.inherit.behaviors=${names.join(',')}`,
  };
  if (!expanded) return component;
  const walk = { cachedView: undefined as boolean | undefined };
  for (const name of names) {
    const behavior = ctx.site.behaviors.lookup(name);
    if (!behavior) continue;
    const closest = closestProvider(ctx, node, behavior, walk);
    if (!closest) continue;
    component[name] = {
      from: { '@id': urlOf(ctx, closest), title: titleOf(closest) },
      data: behaviorData(ctx, closest, behavior),
    };
  }
  return component;
}

/**
 * The first object of the chain that provides the behavior's marker and that the caller may View (OUR CONTRACT).
 * With `inheritSkipsUnviewable: false` it reproduces Plone 6.2 (plone.restapi 10.0.4, backend/FINDINGS.md): the
 * View check is cached per request under the permission name, so the answer for the first provider checked
 * decides every later check; when the caller may not View it, nothing is found.
 */
export function closestProvider(
  ctx: RequestContext,
  node: ContentNode,
  behavior: BehaviorDefinition,
  walk: { cachedView?: boolean } = {},
): ContentNode | undefined {
  for (const candidate of chain(node)) {
    if (!ctx.site.provides(candidate, behavior.marker)) continue;
    if (ctx.site.inheritSkipsUnviewable) {
      if (canView(candidate, ctx.user)) return candidate;
      continue;
    }
    walk.cachedView ??= canView(candidate, ctx.user);
    if (walk.cachedView) return candidate;
  }
  return undefined;
}

/**
 * Every field of the behavior's schema, read-only ones included, as the schema serializer writes them.
 * @throws RaisedError 500 when a computed field fails (e.g. the usernames after `social_links: null`).
 */
export function behaviorData(
  ctx: RequestContext,
  node: ContentNode,
  behavior: BehaviorDefinition,
): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of behavior.fields) data[field.name] = readForSerialization(ctx, node, field);
  return data;
}

/** A field value for a response; a failing computed field becomes the backend's 500. */
export function readForSerialization(
  ctx: RequestContext,
  node: ContentNode,
  field: BehaviorDefinition['fields'][number],
): unknown {
  try {
    const value = ctx.site.readField(node, field);
    // A JSON field's UID references are served as the URLs of their objects (resolveUid.ts).
    return field.kind === 'objectList' ? servedByUrl(ctx, value) : value;
  } catch (error) {
    if (error instanceof TypeError) throw new RaisedError(500, 'TypeError', error.message);
    throw error;
  }
}
