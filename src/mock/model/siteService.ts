// Site-wide services Volto loads on every page: `@site`, `@navroot`, and `@querystring` (the indexes a
// listing block offers); `@site` and `@querystring` as a Plone 6.2 site answered them (backend/captured).
import type { ContentNode } from './content';
import { titleOf } from './content';
import { urlOf, type RequestContext } from './requestContext';
import { serializeObject } from './serializeObject';
import { RECORDED_QUERYSTRING, RECORDED_SITE } from './recordedServices';
import { ok, type ServiceResult } from './serviceResult';

/** A recorded answer with `{site}` replaced by the site root URL of this request. */
export function withSiteUrl<T>(recorded: T, ctx: RequestContext): T {
  return JSON.parse(JSON.stringify(recorded).split('{site}').join(urlOf(ctx, ctx.site.root))) as T;
}

/** `GET @site`: as Plone 6.2 answers it (recorded), with this site's title. */
export function siteInfo(ctx: RequestContext): ServiceResult {
  return ok({ ...withSiteUrl(RECORDED_SITE, ctx), 'plone.site_title': titleOf(ctx.site.root) });
}

/** `GET <path>/@navroot`: the object's navigation root, serialized without items or components. */
export function navroot(ctx: RequestContext, node: ContentNode): ServiceResult {
  return ok({
    '@id': `${urlOf(ctx, node)}/@navroot`,
    navroot: serializeObject(ctx, ctx.site.navigationRootOf(node)),
  });
}

/** `GET @querystring`: the indexes and operations a Plone 6.2 site offers Volto's criteria (recorded). */
export function querystringConfig(ctx: RequestContext): ServiceResult {
  return ok(withSiteUrl(RECORDED_QUERYSTRING, ctx));
}
