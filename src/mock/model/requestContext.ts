// What a model function needs to know about the request it answers: who asks, the URLs it was made
// with (`@id` values and batching links are built from them) and its form (query) parameters.
import type { ContentNode } from './content';
import { pathSegments } from './content';
import type { MockSite } from './site';
import type { MockUser } from './users';

/** Query parameters as ZPublisher reads them: a repeated key becomes a list. */
export type Form = Record<string, string | string[]>;

export interface RequestContext {
  site: MockSite;
  user: MockUser | null;
  /** `absolute_url()` of the site root for this request (never contains `++api++`). */
  siteUrl: string;
  /** `ACTUAL_URL`: the requested URL without query string, `++api++` kept. */
  actualUrl: string;
  /** `QUERY_STRING` as sent, without `?`. */
  queryString: string;
  form: Form;
  /** The JSON body of a POST when it decoded to an object (the summary serializer reads `metadata_fields` there). */
  body?: Record<string, unknown>;
}

/** `absolute_url()` of an object. */
export function urlOf(ctx: RequestContext, node: ContentNode): string {
  const segments = pathSegments(node).map((segment) => encodeURIComponent(segment));
  return [ctx.siteUrl, ...segments].join('/');
}

/** The physical path the catalog indexes: `/Plone/team/alice`. */
export function physicalPath(site: MockSite, node: ContentNode): string {
  return ['', site.id, ...pathSegments(node)].join('/');
}

/**
 * A single form value: the last one of a repeated key (as a string-typed Python lookup would see a list, callers
 * decide).
 */
export function formValue(form: Form, key: string): string | undefined {
  const value = form[key];
  return Array.isArray(value) ? value[value.length - 1] : value;
}
