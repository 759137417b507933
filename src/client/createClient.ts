// The typed client SDK: one object per site and user, a method per endpoint of the contract.
import * as v from 'valibot';
import { behaviorNames as namesForPrefix, DEFAULT_BEHAVIOR_PREFIX } from '../contract/behaviors';
import type { BehaviorNames } from '../contract/behaviors';
import type { ContentResponse, InheritComponent, TypeListEntry } from '../contract/types';
import { InheritComponentSchema } from '../contract/inheritSchemas';
import { parseSocialLinks } from '../contract/parseSocialLinks';
import {
  ContentResponseSchema,
  LoginResponseSchema,
  WorkflowTransitionResponseSchema,
} from '../contract/responseSchemas';
import { parseCatalogSummaries, parseSearchResponse } from '../contract/parseSearchResponse';
import { parseTypeSchema } from '../contract/parseTypeSchema';
import { BatchingSchema } from '../contract/searchSchemas';
import { TypeListEntrySchema } from '../contract/typeSchemas';
import { describeIssues, issuesAsProblems } from '../contract/describeIssues';
import { isPlainObject } from '../contract/validationProblems';
import type { ValidationProblem } from '../contract/validationProblems';
import { INHERIT_BEHAVIORS_PARAM } from '../core/inheritExpansion';
import { mergeInheritExpansion } from '../core/mergeInheritExpansion';
import { settingsFromContent, settingsFromInherit } from '../core/settingsFromContent';
import { ResponseFormatError } from './errors';
import { send, sendJson } from './request';
import type { JsonAnswer, RequestSpec, Transport } from './request';
import type { ClientOptions, PatchOptions, QueryParams, SocialMediaClient } from './types';
import { normalizeBaseUrl, siteUrl, splitPathQuery } from './urls';

/**
 * A client for one Plone site. Throws a `TypeError` when `baseUrl` is not an absolute http(s) URL;
 * its calls reject only with `PloneApiError`, `NetworkError`, `RequestAbortedError` or `ResponseFormatError`
 * (and a `TypeError` for a path that is not on the site).
 */
export function createClient(options: ClientOptions): SocialMediaClient {
  const baseUrl = normalizeBaseUrl(options.baseUrl);
  const behaviors: BehaviorNames = {
    ...namesForPrefix(options.behaviorPrefix ?? DEFAULT_BEHAVIOR_PREFIX),
    ...definedOnly(options.behaviors),
  };
  const given = options.fetch;
  const transport: Transport = {
    // Called as a plain function, never as `transport.fetch(...)`: a browser's `window.fetch` called as another
    // object's method throws "Illegal invocation".
    fetch: (input, init) => (given ? given(input, init) : globalThis.fetch(input, init)),
    credentials: options.credentials,
  };
  const report = (problems: ValidationProblem[], url: string) => {
    if (problems.length > 0) options.onProblems?.(problems, url);
  };
  const url = (path: string, more: readonly string[] = [], query?: QueryParams) => siteUrl(baseUrl, path, more, query);
  const inheritUrl = (path: string, names: readonly string[]) =>
    url(path, ['@inherit'], { [INHERIT_BEHAVIORS_PARAM]: names.join(',') });
  const json = (spec: RequestSpec) => sendJson(transport, spec);
  const formatError = (
    spec: RequestSpec,
    { status, body }: JsonAnswer,
    reason: string,
    problems?: ValidationProblem[],
  ) => new ResponseFormatError({ method: spec.method, url: spec.url, status, body, reason, problems });
  const schemaError = (spec: RequestSpec, answer: JsonAnswer, issues: ReadonlyArray<v.BaseIssue<unknown>>) =>
    formatError(spec, answer, describeIssues(issues), issuesAsProblems(issues));

  async function fetchContent(path: string, query: QueryParams | undefined, signal?: AbortSignal) {
    // The path's own parameters count (a batching link or an `@id` carries `expand.inherit.behaviors` already):
    // merged with ours in one query, so that Plone gets each key once.
    const own = splitPathQuery(baseUrl, path, query);
    const merged: QueryParams = mergeInheritExpansion(own.query, [behaviors.settings]);
    const spec: RequestSpec = { method: 'GET', url: url(own.path, [], merged), signal };
    return { content: checkContent(spec, await json(spec)), spec };
  }

  function checkContent(spec: RequestSpec, answer: JsonAnswer): ContentResponse {
    if (!isPlainObject(answer.body)) throw formatError(spec, answer, 'expected a content object');
    const result = v.safeParse(ContentResponseSchema, answer.body);
    if (!result.success) throw schemaError(spec, answer, result.issues);
    return result.output;
  }

  async function fetchInherit(path: string, names: readonly string[], signal?: AbortSignal): Promise<InheritComponent> {
    const spec: RequestSpec = { method: 'GET', url: inheritUrl(path, names), signal };
    const answer = await json(spec);
    const result = isPlainObject(answer.body) ? v.safeParse(InheritComponentSchema, answer.body) : undefined;
    if (!result) throw formatError(spec, answer, 'expected the inherit component, an object');
    if (!result.success) throw schemaError(spec, answer, result.issues);
    return result.output;
  }

  async function patch(path: string, fields: unknown, { signal, lockToken }: PatchOptions = {}): Promise<void> {
    await json({
      method: 'PATCH',
      url: url(path),
      body: fields,
      headers: lockToken ? { 'Lock-Token': lockToken } : {},
      signal,
    });
  }

  const client: SocialMediaClient = {
    baseUrl,
    behaviors,

    withCredentials(credentials) {
      return createClient({ ...options, baseUrl, credentials });
    },

    async getContent(path, { query, signal } = {}) {
      const { content, spec } = await fetchContent(path, query, signal);
      const settings = settingsFromContent(content, behaviors.settings);
      report(settings?.problems ?? [], spec.url);
      return { content, settings };
    },

    getInherit(path, names = [behaviors.settings], options = {}) {
      return fetchInherit(path, names, options.signal);
    },

    async getSettings(path, { signal } = {}) {
      const inherit = await fetchInherit(path, [behaviors.settings], signal);
      const settings = settingsFromInherit(inherit, behaviors.settings);
      report(settings?.problems ?? [], inheritUrl(path, [behaviors.settings]));
      return settings;
    },

    patchSettings(path, settingsPatch, options) {
      return patch(path, settingsPatch, options);
    },

    async getLinks(path, { signal } = {}) {
      const { content, spec } = await fetchContent(path, undefined, signal);
      const { links, problems } = parseSocialLinks(content.social_links);
      report(problems, spec.url);
      return links;
    },

    putLinks(path, links, { signal } = {}) {
      return patch(path, { social_links: links }, { signal });
    },

    patchContent(path, fields, { signal } = {}) {
      return patch(path, fields, { signal });
    },

    async search(path, query, { signal } = {}) {
      const spec: RequestSpec = { method: 'GET', url: url(path, serviceOf(path, '@search'), query), signal };
      return searchResult(spec, await json(spec));
    },

    async querystringSearch(path, body, { signal } = {}) {
      const service = serviceOf(path, '@querystring-search');
      const spec: RequestSpec = { method: 'POST', url: url(path, service), body, signal };
      return searchResult(spec, await json(spec));
    },

    async listFolder(path, query, { signal } = {}) {
      const { content, spec } = await fetchContent(path, query, signal);
      const { items, problems } = parseCatalogSummaries(content.items);
      report(problems, spec.url);
      const total = typeof content.items_total === 'number' ? content.items_total : items.length;
      // Plone writes `batching` only when the folder has more than one page: its links are the way to the others.
      const batching = v.safeParse(BatchingSchema, content.batching);
      return batching.success
        ? { items, items_total: total, batching: batching.output }
        : { items, items_total: total };
    },

    async getTypes({ signal } = {}) {
      const spec: RequestSpec = { method: 'GET', url: url('', ['@types']), signal };
      const answer = await json(spec);
      if (!Array.isArray(answer.body)) throw formatError(spec, answer, 'expected a list of types');
      const entries: TypeListEntry[] = [];
      for (const item of answer.body) {
        const result = v.safeParse(TypeListEntrySchema, item);
        if (result.success && isPlainObject(item)) entries.push(result.output);
      }
      return entries;
    },

    async getTypeSchema(portalType, { signal } = {}) {
      const spec: RequestSpec = { method: 'GET', url: url('', ['@types', portalType]), signal };
      const answer = await json(spec);
      const parsed = parseTypeSchema(answer.body);
      if ('reason' in parsed) throw formatError(spec, answer, parsed.reason);
      return parsed.schema;
    },

    async login(username, password, { signal } = {}) {
      const spec: RequestSpec = {
        method: 'POST',
        url: url('', ['@login']),
        body: { login: username, password },
        signal,
      };
      const answer = await json(spec);
      const result = v.safeParse(LoginResponseSchema, answer.body);
      if (!result.success || !isPlainObject(answer.body)) throw formatError(spec, answer, 'expected {"token": "..."}');
      return { token: result.output.token };
    },

    async createContent(containerPath, body, { signal } = {}) {
      const spec: RequestSpec = { method: 'POST', url: url(containerPath), body, signal };
      return checkContent(spec, await json(spec));
    },

    async deleteContent(path, { signal } = {}) {
      await json({ method: 'DELETE', url: url(path), signal });
    },

    async transition(path, transitionId, { signal } = {}) {
      const spec: RequestSpec = { method: 'POST', url: url(path, ['@workflow', transitionId]), signal };
      const answer = await json(spec);
      const result = isPlainObject(answer.body)
        ? v.safeParse(WorkflowTransitionResponseSchema, answer.body)
        : undefined;
      if (!result?.success) throw formatError(spec, answer, 'expected the transition record with a review_state');
      return result.output;
    },

    async raw(method, path, init = {}) {
      return send(transport, {
        method: method.toUpperCase(),
        url: url(path),
        body: init.body,
        headers: init.headers,
        signal: init.signal,
      });
    },
  };
  return client;

  /** `[service]` to append to `path`; none for a batch link of an earlier answer (`batching.next`), which names it. */
  function serviceOf(path: string, service: string): string[] {
    return splitPathQuery(baseUrl, path).path.endsWith(`/${service}`) ? [] : [service];
  }

  function searchResult(spec: RequestSpec, answer: JsonAnswer) {
    const parsed = parseSearchResponse(answer.body);
    if (!parsed) throw formatError(spec, answer, 'expected a search answer with an items list');
    report(parsed.problems, spec.url);
    return parsed.response;
  }
}

function definedOnly(names: Partial<BehaviorNames> | undefined): Partial<BehaviorNames> {
  const result: Partial<BehaviorNames> = {};
  if (names?.settings) result.settings = names.settings;
  if (names?.links) result.links = names.links;
  return result;
}
