// Reads what Plone reads from an HTTP request: whether it is an API request (Accept or `++api++`), the
// object path and the `@service` after it, the form (query) parameters, and the URLs `@id`s are built from.
import { emptyDict, type Form } from '../model';

export interface ParsedRequest {
  method: string;
  /** JSON is served only to API requests. */
  isApi: boolean;
  /** Object ids below the site root (`++api++` and virtual hosting segments removed). */
  segments: string[];
  /**
   * Every segment below the site root as ZPublisher's `physicalPathFromURL` reads the URL (services and `++api++`
   * kept), where plone.rest looks for a redirect of a path that is not found.
   */
  urlSegments: string[];
  /** `@search`, `@inherit`, ... (`undefined` for the object itself). */
  service?: string;
  /** Path segments after the service (`@types/<type>`, `@workflow/<transition>`, `@users/<id>`). */
  serviceArgs: string[];
  form: Form;
  queryString: string;
  /** `absolute_url()` of the site root for this request. */
  siteUrl: string;
  /** The requested URL without query string (`ACTUAL_URL`). */
  actualUrl: string;
}

/**
 * Whether Plone treats a request as a REST API request: exactly one media type in `Accept` that is
 * `application/json` (parameters ignored), or `++api++` anywhere in the path.
 */
export function isApiRequest(accept: string | null, pathname: string): boolean {
  if (pathname.split('/').includes('++api++')) return true;
  if (!accept) return false;
  const types = accept
    .split(',')
    .map((part) => part.split(';')[0]!.trim())
    .filter(Boolean);
  return types.length === 1 && types[0] === 'application/json';
}

/**
 * ZPublisher's form: repeated keys become lists; a `:list` suffix forces a list. A dict without prototype,
 * so any key (`__proto__`, `constructor`) is only a parameter.
 */
export function parseForm(search: URLSearchParams): Form {
  const form: Form = emptyDict();
  for (const [rawKey, value] of search) {
    const forceList = rawKey.endsWith(':list');
    const key = forceList ? rawKey.slice(0, -':list'.length) : rawKey;
    const existing = form[key];
    if (existing === undefined) form[key] = forceList ? [value] : value;
    else form[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return form;
}

/**
 * Splits a URL under the site into object path, service and arguments. Understands Zope's virtual hosting
 * (`/VirtualHostBase/<proto>/<host>/Plone/++api++/VirtualHostRoot/<path>`, as Volto's dev proxy sends).
 * Returns `undefined` for URLs outside the site.
 */
export function parseRequest(request: Request, sitePath: string): ParsedRequest | undefined {
  const url = new URL(request.url);
  let origin = url.origin;
  let rawSegments = url.pathname.split('/').slice(1);
  let urlPrefix: string[] = [];
  if (rawSegments[0] === 'VirtualHostBase' && rawSegments.length >= 3) {
    origin = virtualOrigin(rawSegments[1]!, rawSegments[2]!);
    rawSegments = rawSegments.slice(3);
  }
  const siteSegments = sitePath.split('/').filter(Boolean);
  if (siteSegments.some((segment, index) => rawSegments[index] !== segment)) return undefined;
  let rest = rawSegments.slice(siteSegments.length);
  let sitePrefix = [...siteSegments];
  const vhRoot = rest.indexOf('VirtualHostRoot');
  if (vhRoot >= 0) {
    const after = rest.slice(vhRoot + 1);
    urlPrefix = after.filter((segment) => segment.startsWith('_vh_')).map((segment) => segment.slice(4));
    rest = after.filter((segment) => !segment.startsWith('_vh_'));
    sitePrefix = [];
  }
  const isApi = isApiRequest(request.headers.get('Accept'), url.pathname);
  const decoded = rest.filter((segment) => segment !== '' && segment !== '++api++').map(safeDecode);
  const serviceIndex = decoded.findIndex((segment) => segment.startsWith('@'));
  const segments = serviceIndex < 0 ? decoded : decoded.slice(0, serviceIndex);
  const siteUrl = [origin, ...urlPrefix, ...sitePrefix].join('/');
  const actualPath = vhRoot >= 0 ? [...urlPrefix, ...rest.filter((segment) => segment !== '')] : rawSegments;
  return {
    method: request.method.toUpperCase(),
    isApi,
    segments,
    urlSegments: rest.filter((segment) => segment !== '').map(safeDecode),
    service: serviceIndex < 0 ? undefined : decoded[serviceIndex],
    serviceArgs: serviceIndex < 0 ? [] : decoded.slice(serviceIndex + 1),
    form: parseForm(url.searchParams),
    queryString: url.search.replace(/^\?/, ''),
    siteUrl,
    actualUrl: [origin, ...actualPath].join('/'),
  };
}

/** Zope's server URL from a virtual host's protocol and `host:port`: the protocol's default port is not written. */
function virtualOrigin(protocol: string, host: string): string {
  const defaultPort = ({ http: ':80', https: ':443' } as Record<string, string | undefined>)[protocol];
  return `${protocol}://${defaultPort && host.endsWith(defaultPort) ? host.slice(0, -defaultPort.length) : host}`;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
