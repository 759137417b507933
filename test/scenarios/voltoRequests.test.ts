// What Volto really asks, replayed: the distinct requests Volto 18's server and browser sent to a live Plone in
// `npm run test:volto -- --with-plone` (recorded in volto-requests/, see scripts/volto/requestRecording.ts), sent
// to both backends on the content that run had (the harness's seeded site). The reads go as the user that sent
// them, one scenario per user; each write has a scenario of its own and is undone by the clean-up (the root's
// settings restored, the seeded content deleted). The comparison (npm run test:plone) judges the answers whole;
// here each replay must get the status Plone gave Volto in the recorded run, and the recording must be there.
import { randomUUID } from 'node:crypto';
import { describe, expect, onTestFinished, test } from 'vitest';
import { isPlainObject } from '../../src/contract';
import {
  readReplayedRecording,
  replayBody,
  replayPlan,
  requestLine,
  requestTarget,
  REPLAYED_VOLTO_VERSION,
} from '../../scripts/plone/voltoReplay';
import type { VoltoRequest } from '../../scripts/volto/requestRecording';
import { seedLiveSite } from '../../scripts/volto/liveSite';
import { useContractBackend } from './harness';

const backend = useContractBackend();
const user = process.env.SOCIALMEDIA_BACKEND_USER?.trim() || 'admin';
const password = process.env.SOCIALMEDIA_BACKEND_PASSWORD ?? 'admin';
const recording = readReplayedRecording();
const plan = replayPlan(recording);

/** The root's fields the seeding and the replayed writes may change, restored after each scenario. */
const ROOT_FIELDS = ['share_social_data', 'facebook_app_id', 'social_links', 'title', 'description'];
/** What Volto's editor locked (the replayed `POST @lock`s): unlocked before the clean-up deletes anything. */
const LOCKED = [
  ...new Set(
    plan.writes
      .filter((request) => request.method === 'POST' && request.path.endsWith('/@lock'))
      .map((request) => request.path.slice(0, -'/@lock'.length)),
  ),
];

/** The ids of the site root's children. */
async function rootChildren(): Promise<string[]> {
  const root = (await (await backend.unrecorded.raw('GET', '/')).json()) as { items?: Array<{ '@id': string }> };
  return (root.items ?? []).map((item) => item['@id'].slice(item['@id'].lastIndexOf('/') + 1));
}

/**
 * Puts the Volto run's content in place with the harness's own seeding (scripts/volto/liveSite.ts), unrecorded,
 * and after the test unlocks what Volto locked, deletes what the seeding added and restores the root's fields.
 */
async function seededSite(): Promise<void> {
  const admin = backend.unrecorded;
  const root = (await (await admin.raw('GET', '/')).json()) as Record<string, unknown>;
  const previous = Object.fromEntries(ROOT_FIELDS.filter((key) => key in root).map((key) => [key, root[key]]));
  const before = new Set(await rootChildren());
  onTestFinished(async () => {
    for (const path of LOCKED) await admin.raw('DELETE', `${path}/@lock`, { body: { force: true } });
    for (const id of await rootChildren()) if (!before.has(id)) await admin.raw('DELETE', `/${id}`);
    await admin.patchContent('/', previous);
  });
  await seedLiveSite(backend.baseUrl, user, password);
}

/** Sends one recorded request as its user; a login, renewal or logout goes with this run's credentials. */
async function replay(request: VoltoRequest): Promise<Response> {
  const target = requestTarget(request);
  const body = request.body === undefined ? undefined : replayBody(request.body, password, randomUUID);
  if (request.path === '/@login' && isPlainObject(body)) {
    return backend.anonymous.raw(request.method, target, { body: { ...body, login: user } });
  }
  if (request.path === '/@login-renew' || request.path === '/@logout') {
    const { token } = await backend.unrecorded.login(user, password);
    return backend.anonymous.withCredentials({ token }).raw(request.method, target, { body });
  }
  const client = request.user === 'anonymous' ? backend.anonymous : backend.admin;
  return client.raw(request.method, target, body === undefined ? {} : { body });
}

test(`the recording of what Volto ${REPLAYED_VOLTO_VERSION} asks has reads of a visitor and of an editor`, () => {
  expect(recording.voltoVersion).toBe(REPLAYED_VOLTO_VERSION);
  expect(plan.reads.get('anonymous')?.length ?? 0).toBeGreaterThan(0);
  expect([...plan.reads.keys()].filter((who) => who !== 'anonymous').length).toBeGreaterThan(0);
});

describe(`what Volto ${REPLAYED_VOLTO_VERSION} asks`, () => {
  for (const [who, reads] of plan.reads) {
    test(`the ${reads.length} reads Volto sent as ${who === 'anonymous' ? 'a visitor' : 'the editor'}`, async () => {
      await seededSite();
      const failed: string[] = [];
      for (const request of reads) {
        const response = await replay(request);
        if (!request.status.includes(response.status))
          failed.push(`${requestLine(request)}: ${response.status}, Plone gave Volto ${request.status.join(' or ')}`);
      }
      expect(failed).toEqual([]);
    });
  }

  for (const request of plan.writes) {
    test(`the write ${requestLine(request)}`, async () => {
      await seededSite();
      const response = await replay(request);
      expect(request.status).toContain(response.status);
    });
  }
});
