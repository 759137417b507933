// Chooses the backend the contract scenarios run against and records what they exchange.
// Default: the msw mock (a fresh, empty site per test). With SOCIALMEDIA_BACKEND_URL: a live Plone
// (SOCIALMEDIA_BACKEND_USER / _PASSWORD, SOCIALMEDIA_BEHAVIOR_PREFIX, default `plonegovbr`); run it with
// `npx vitest run test/scenarios --no-file-parallelism` so the root settings are not patched concurrently.
// With SOCIALMEDIA_CONTRACT_RECORD=<file.jsonl>, every exchange is appended there, normalised by
// scripts/plone/normalise (scripts/plone compares a mock recording with a Plone one, exchange by exchange).
import { appendFileSync } from 'node:fs';
import { expect, onTestFinished, test } from 'vitest';
import { behaviorNames, type BehaviorNames } from '../../src/contract/behaviors';
import { createClient, type SocialMediaClient } from '../../src/client';
import { createMockSite, type MockSite } from '../../src/mock';
import type { Role } from '../../src/mock/model/users';
import {
  createNormaliseContext,
  normaliseString,
  normaliseValue,
  type NormaliseContext,
} from '../../scripts/plone/normalise';
import { useMockBackend } from '../support/mockBackend';

const liveUrl = process.env.SOCIALMEDIA_BACKEND_URL?.trim() || undefined;
const recordFile = process.env.SOCIALMEDIA_CONTRACT_RECORD?.trim() || undefined;

/** Whether the scenarios run against a live Plone instead of the mock. */
export const LIVE = liveUrl !== undefined;

/** A user a scenario adds: Member site-wide unless `roles` names others. */
export interface ScenarioUser {
  username: string;
  password: string;
  fullname: string;
  email: string;
  roles?: Role[];
}

export interface ContractBackend {
  readonly live: boolean;
  readonly baseUrl: string;
  readonly prefix: string;
  readonly behaviors: BehaviorNames;
  /** Recorded clients. */
  readonly anonymous: SocialMediaClient;
  readonly admin: SocialMediaClient;
  /** The admin, not recorded: for a scenario's set-up and clean-up that are not part of the comparison. */
  readonly unrecorded: SocialMediaClient;
  /** The mock's site (undefined against a live Plone): for the few checks only a mock can make. */
  readonly site: MockSite | undefined;
  /**
   * A fresh folder (or another type) `/contract-<slug>` at the site root, created through the API (recorded)
   * and deleted after the test (unrecorded). A leftover of an interrupted live run is deleted first.
   */
  scenarioFolder(slug: string, init?: { title?: string; type?: string }): Promise<string>;
  /** PATCHes the site root's settings for this test (recorded) and restores the previous values after it. */
  useRootSettings(patch: Record<string, unknown>): Promise<void>;
  /**
   * Adds `user` for this test (set-up, not compared): on the mock in its model; on a live Plone through `@users`
   * (unrecorded), replacing a leftover of an interrupted run, and deleted after the test.
   */
  addUser(user: ScenarioUser): Promise<void>;
}

/**
 * A test of a rule where the reference backend knowingly deviates from our contract: against Plone it is expected
 * to fail.
 */
export function deviationTest(name: string, deviation: string, fn: () => Promise<void>): void {
  if (LIVE) {
    test.fails(`${name} [known deviation of the reference backend: ${deviation}]`, fn);
  } else {
    test(name, fn);
  }
}

/** Installs the hooks of the chosen backend; call once at the top of a contract test file. */
export function useContractBackend(): ContractBackend {
  const prefix = process.env.SOCIALMEDIA_BEHAVIOR_PREFIX?.trim() || (LIVE ? 'plonegovbr' : 'example');
  const mock = LIVE
    ? undefined
    : useMockBackend({ site: () => createMockSite({ behaviorPrefix: prefix }), behaviorPrefix: prefix });
  const baseUrl = (liveUrl ?? mock!.baseUrl).replace(/\/+$/, '');
  const adminCredentials = {
    username: process.env.SOCIALMEDIA_BACKEND_USER?.trim() || 'admin',
    password: process.env.SOCIALMEDIA_BACKEND_PASSWORD ?? 'admin',
  };
  const recording = recordingFetch(baseUrl);
  const anonymous = createClient({ baseUrl, behaviorPrefix: prefix, fetch: recording });
  const admin = createClient({ baseUrl, behaviorPrefix: prefix, fetch: recording, credentials: adminCredentials });
  const quietAdmin = createClient({ baseUrl, behaviorPrefix: prefix, credentials: adminCredentials });

  return {
    live: LIVE,
    baseUrl,
    prefix,
    behaviors: behaviorNames(prefix),
    anonymous,
    admin,
    unrecorded: quietAdmin,
    get site() {
      return mock?.site;
    },
    async scenarioFolder(slug, init = {}) {
      const id = `contract-${slug}`;
      await quietAdmin.raw('DELETE', `/${id}`);
      await admin.createContent('/', { '@type': init.type ?? 'Folder', id, title: init.title ?? `Contract ${slug}` });
      onTestFinished(async () => {
        await quietAdmin.raw('DELETE', `/${id}`);
      });
      return `/${id}`;
    },
    async useRootSettings(patch) {
      const root = (await (await quietAdmin.raw('GET', '/')).json()) as Record<string, unknown>;
      const previous = Object.fromEntries(Object.keys(patch).map((key) => [key, root[key]]));
      await admin.patchContent('/', patch);
      onTestFinished(async () => {
        await quietAdmin.patchContent('/', previous);
      });
    },
    async addUser({ username, password, fullname, email, roles = ['Member'] }) {
      if (mock) {
        mock.site.addUser({ id: username, password, fullname, email, roles });
        return;
      }
      // plone.restapi gives a user added without roles the Member role, so naming it changes nothing.
      await quietAdmin.raw('DELETE', `/@users/${username}`);
      const created = await quietAdmin.raw('POST', '/@users', { body: { username, password, email, fullname, roles } });
      expect(created.status).toBe(201);
      onTestFinished(async () => {
        await quietAdmin.raw('DELETE', `/@users/${username}`);
      });
    },
  };
}

/** A `fetch` that appends each exchange of the running test to the record file (when one is set). */
function recordingFetch(baseUrl: string): typeof fetch {
  const sequence = new Map<string, number>();
  const contexts = new Map<string, NormaliseContext>();
  return async (input, init) => {
    const response = await globalThis.fetch(input, init);
    if (!recordFile) return response;
    const state = expect.getState();
    const scenario = `${(state.testPath ?? '').replace(/^.*\/test\/scenarios\//, '')} > ${state.currentTestName ?? ''}`;
    const seq = (sequence.get(scenario) ?? 0) + 1;
    sequence.set(scenario, seq);
    if (!contexts.has(scenario)) contexts.set(scenario, createNormaliseContext([baseUrl]));
    const context = contexts.get(scenario)!;
    const url = new URL(typeof input === 'string' || input instanceof URL ? input.toString() : input.url);
    const text = await response.clone().text();
    const requestBody = typeof init?.body === 'string' ? tryJson(init.body) : undefined;
    const entry = {
      scenario,
      seq,
      method: (init?.method ?? 'GET').toUpperCase(),
      path: normaliseString(url.origin + url.pathname, context).replace(/^<site>/, '') || '/',
      query: normaliseString(url.search.replace(/^\?/, ''), context),
      auth: authLabel(new Headers(init?.headers).get('Authorization')),
      requestBody: requestBody === undefined ? undefined : normaliseValue(requestBody, context),
      status: response.status,
      contentType: response.headers.get('Content-Type'),
      body: text === '' ? null : normaliseValue(tryJson(text), context),
    };
    appendFileSync(recordFile, `${JSON.stringify(entry)}\n`);
    return response;
  };
}

/** Who asked: `anonymous`, `basic:<login>` or `bearer:<sub>`. */
function authLabel(header: string | null): string {
  if (!header) return 'anonymous';
  const [scheme = '', value = ''] = header.split(/\s+/, 2);
  try {
    if (/^basic$/i.test(scheme)) return `basic:${atob(value).split(':')[0]}`;
    if (/^bearer$/i.test(scheme)) {
      const payload = JSON.parse(Buffer.from(value.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
        sub?: unknown;
      };
      return `bearer:${String(payload.sub)}`;
    }
  } catch {
    return `${scheme.toLowerCase()}:<undecodable>`;
  }
  return scheme.toLowerCase();
}

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
