// Vitest helper: serves a fresh mock site through msw for every test and hands out clients for it.
// `useMockBackend()` at the top of a test file (or describe block) installs the hooks.
import { setupServer } from 'msw/node';
import { createClient } from '../../src/client';
import type { SocialMediaClient } from '../../src/client';
import { createHandlers, DEFAULT_MOCK_BASE_URL, demoSite, type MockSite } from '../../src/mock';

export interface MockBackendOptions {
  /** Default `DEFAULT_MOCK_BASE_URL` (`http://127.0.0.1:8080/Plone`). */
  baseUrl?: string;
  /** The site each test starts from; default a fresh `demoSite()`. */
  site?: () => MockSite;
  /** Vendor prefix the clients use (default: the site's own). */
  behaviorPrefix?: string;
}

export interface RecordedRequest {
  method: string;
  url: string;
}

export interface MockBackend {
  readonly baseUrl: string;
  /** The site of the running test (a fresh one per test). */
  readonly site: MockSite;
  /** A client without credentials. */
  readonly anonymous: SocialMediaClient;
  /** A client with Basic `admin:admin`. */
  readonly admin: SocialMediaClient;
  /** Every request of the running test, in order. */
  readonly requests: readonly RecordedRequest[];
  /** The msw server, for `server.use(...)` overrides in a test. */
  readonly server: ReturnType<typeof setupServer>;
}

/** Installs beforeAll/beforeEach/afterAll hooks and returns getters for the current test's backend. */
export function useMockBackend(options: MockBackendOptions = {}): MockBackend {
  const baseUrl = options.baseUrl ?? DEFAULT_MOCK_BASE_URL;
  const factory = options.site ?? (() => demoSite());
  const server = setupServer();
  const requests: RecordedRequest[] = [];
  let site: MockSite | undefined;
  let anonymous: SocialMediaClient | undefined;
  let admin: SocialMediaClient | undefined;

  server.events.on('request:start', ({ request }) => {
    requests.push({ method: request.method, url: request.url });
  });

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    site = factory();
    requests.length = 0;
    server.resetHandlers(...createHandlers(site, { baseUrl }));
    const behaviorPrefix = options.behaviorPrefix ?? site.behaviorPrefix;
    anonymous = createClient({ baseUrl, behaviorPrefix });
    admin = createClient({ baseUrl, behaviorPrefix, credentials: { username: 'admin', password: 'admin' } });
  });
  afterAll(() => server.close());

  const current = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`useMockBackend: ${name} is only available inside a test`);
    return value;
  };
  return {
    baseUrl,
    server,
    get site() {
      return current(site, 'site');
    },
    get anonymous() {
      return current(anonymous, 'anonymous');
    },
    get admin() {
      return current(admin, 'admin');
    },
    get requests() {
      return requests;
    },
  };
}
