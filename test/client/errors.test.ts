// What a caller gets when a call fails: one typed error per kind of failure, never a raw exception.
import { createClient } from '../../src/client/createClient';
import {
  isClientError,
  NetworkError,
  PloneApiError,
  RequestAbortedError,
  ResponseFormatError,
} from '../../src/client/errors';
import { SITE } from '../contract/fixtures';
import { fakeFetch, json } from './fakeFetch';

function clientAnswering(answer: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(answer);
  return { ...fake, client: createClient({ baseUrl: SITE, fetch: fake.fetch }) };
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('PloneApiError', () => {
  it('carries the status, type and message of a raised Plone error', async () => {
    const body = { context: SITE, message: `Resource not found: ${SITE}/missing`, type: 'NotFound' };
    const { client } = clientAnswering(() => json(body, 404));
    const error = await failure(client.getContent('/missing'));
    expect(error).toBeInstanceOf(PloneApiError);
    expect(error).toMatchObject({ status: 404, type: 'NotFound', message: body.message, body, method: 'GET' });
  });

  it.each([
    ['a list of lines', ['Traceback (most recent call last):', '  File "ZPublisher/WSGIPublisher.py", line 181']],
    [
      'the one string sent after another exception',
      'ERROR: Another exception happened before we could render the traceback.',
    ],
  ])("carries Plone's type and message to a Manager whose error has as traceback %s", async (_shape, traceback) => {
    const message = "[{'message': 'Constraint not satisfied', 'field': 'facebook_app_id', 'error': 'ValidationError'}]";
    const body = { message, traceback, type: 'BadRequest', context: SITE };
    const { client } = clientAnswering(() => json(body, 400));
    const error = await failure(client.patchSettings('/', { facebook_app_id: 'a\nb' }));
    expect(error).toBeInstanceOf(PloneApiError);
    expect(error).toMatchObject({ status: 400, type: 'BadRequest', message, body });
  });

  it('reads the nested error shape of @login', async () => {
    const body = { error: { type: 'Invalid credentials', message: 'Wrong login and/or password.' } };
    const { client } = clientAnswering(() => json(body, 401));
    await expect(client.login('admin', 'wrong')).rejects.toMatchObject({
      name: 'PloneApiError',
      status: 401,
      type: 'Invalid credentials',
      message: 'Wrong login and/or password.',
    });
  });

  it('rejects an anonymous PATCH with 401 Unauthorized', async () => {
    const { client } = clientAnswering(() =>
      json({ context: SITE, message: 'You are not authorized to access this resource.', type: 'Unauthorized' }, 401),
    );
    await expect(client.patchSettings('/', { share_social_data: false })).rejects.toMatchObject({
      status: 401,
      type: 'Unauthorized',
    });
  });

  it('falls back to the status text when the body is not JSON', async () => {
    const { client } = clientAnswering(
      () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await failure(client.getContent('/news'));
    expect(error).toMatchObject({
      status: 502,
      type: 'BadGateway',
      message: 'Bad Gateway',
      body: '<html>Bad gateway</html>',
    });
  });

  it('still explains a failure with neither body nor status text', async () => {
    const { client } = clientAnswering(() => new Response(null, { status: 418 }));
    await expect(client.deleteContent('/news')).rejects.toMatchObject({
      status: 418,
      type: 'HTTP 418',
      message: 'HTTP 418',
    });
  });
});

describe('NetworkError', () => {
  it('wraps a fetch that rejects, keeping the cause', async () => {
    const cause = new TypeError('fetch failed');
    const { client } = clientAnswering(() => Promise.reject(cause));
    const error = await failure(client.getSettings('/'));
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).cause).toBe(cause);
    expect((error as NetworkError).message).toContain(`GET ${SITE}/@inherit`);
  });
});

describe('RequestAbortedError', () => {
  it('rejects at once, without a request, when the signal has fired already', async () => {
    const controller = new AbortController();
    controller.abort();
    const { client, requests } = clientAnswering(() => json({}));
    await expect(client.getContent('/news', { signal: controller.signal })).rejects.toBeInstanceOf(RequestAbortedError);
    expect(requests).toHaveLength(0);
  });

  it('rejects when the signal fires while the answer is awaited, even if fetch ignores it', async () => {
    const controller = new AbortController();
    const { client, requests } = clientAnswering(() => new Promise<Response>(() => {}));
    const pending = client.search('/', {}, { signal: controller.signal });
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.signal).toBe(controller.signal);
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(RequestAbortedError);
  });

  it('counts a cancel that gives a reason of its own as cancelled, not as a broken connection', async () => {
    // A thunk's `abort('superseded')` and a time limit's `abort(new Error(...))` fire the signal with that reason;
    // a fetch that honours the signal rejects with it, neither an `AbortError` nor a network failure.
    for (const reason of ['superseded', new Error('time limit reached')]) {
      const controller = new AbortController();
      const { client } = clientAnswering(
        ({ signal }) =>
          new Promise<Response>((_resolve, reject) => {
            signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
          }),
      );
      const pending = client.getSettings('/', { signal: controller.signal });
      controller.abort(reason);
      await expect(pending).rejects.toBeInstanceOf(RequestAbortedError);
    }
  });

  it('rejects when the signal fires while the body of the answer is still arriving', async () => {
    // The status line came, the body stalls (a proxy holding the connection): a save's time limit must still end it.
    const controller = new AbortController();
    const stalled = new ReadableStream<Uint8Array>({
      start(stream) {
        stream.enqueue(new TextEncoder().encode('{"social_links": ['));
      },
    });
    const { client } = clientAnswering(
      () => new Response(stalled, { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    const pending = client.getSettings('/', { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 10));
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(RequestAbortedError);
  });

  it('turns the AbortError of a real fetch into RequestAbortedError', async () => {
    const { client } = clientAnswering(() =>
      Promise.reject(new DOMException('The operation was aborted.', 'AbortError')),
    );
    await expect(client.transition('/news', 'publish')).rejects.toBeInstanceOf(RequestAbortedError);
  });

  it('passes the signal of every kind of call to fetch', async () => {
    const controller = new AbortController();
    const signal = controller.signal;
    const { client, requests } = clientAnswering(() => json({}));
    const calls = [
      () => client.getContent('/', { signal }),
      () => client.getInherit('/', undefined, { signal }),
      () => client.getSettings('/', { signal }),
      () => client.patchSettings('/', {}, { signal }),
      () => client.getLinks('/', { signal }),
      () => client.putLinks('/', [], { signal }),
      () => client.patchContent('/', {}, { signal }),
      () => client.search('/', {}, { signal }),
      () => client.querystringSearch('/', { query: [] }, { signal }),
      () => client.listFolder('/', {}, { signal }),
      () => client.getTypes({ signal }),
      () => client.getTypeSchema('Document', { signal }),
      () => client.login('a', 'b', { signal }),
      () => client.createContent('/', { '@type': 'Document', title: 'T' }, { signal }),
      () => client.deleteContent('/x', { signal }),
      () => client.transition('/x', 'publish', { signal }),
      () => client.raw('GET', '/', { signal }),
    ];
    for (const call of calls) await call().catch(() => undefined);
    expect(requests).toHaveLength(17);
    expect(requests.every((request) => request.signal === signal)).toBe(true);
  });
});

describe('ResponseFormatError', () => {
  it('rejects content without @id', async () => {
    const { client } = clientAnswering(() => json({ '@type': 'Document', title: 'No id' }));
    const error = await failure(client.getContent('/news'));
    expect(error).toBeInstanceOf(ResponseFormatError);
    expect(error).toMatchObject({ status: 200, body: { '@type': 'Document', title: 'No id' } });
  });

  it('lists what is wrong in the answer, each with its place, for a program to show or log', async () => {
    const { client } = clientAnswering(() => json({ '@id': `${SITE}/news`, '@type': 7, title: 'News' }));
    const error = await failure(client.getContent('/news'));
    expect(error).toBeInstanceOf(ResponseFormatError);
    // `problems` was always empty: only the message named the wrong field.
    expect((error as ResponseFormatError).problems).toEqual([
      { path: '@type', reason: expect.stringContaining('string') },
    ]);
  });

  it('rejects a 2xx body that is not JSON', async () => {
    const { client } = clientAnswering(() => new Response('<html>a page</html>', { status: 200 }));
    await expect(client.getContent('/news')).rejects.toBeInstanceOf(ResponseFormatError);
  });

  it('rejects a login answer without a token', async () => {
    const { client } = clientAnswering(() => json({ nope: true }));
    await expect(client.login('admin', 'admin')).rejects.toBeInstanceOf(ResponseFormatError);
  });

  it('rejects a search answer without items', async () => {
    const { client } = clientAnswering(() => json({ '@id': 'x' }));
    await expect(client.search('/')).rejects.toBeInstanceOf(ResponseFormatError);
  });

  it('says the status the backend answered, not 200', async () => {
    // A proxy in front of Plone that answers a read with 204, and a creation answered 201 without the new object.
    const empty = clientAnswering(() => new Response(null, { status: 204 }));
    expect(await failure(empty.client.getContent('/news'))).toMatchObject({ status: 204, body: undefined });
    const created = clientAnswering(() => json({ created: true }, 201));
    const error = await failure(created.client.createContent('/news', { '@type': 'Document', title: 'A page' }));
    expect(error).toBeInstanceOf(ResponseFormatError);
    expect(error).toMatchObject({ status: 201, body: { created: true } });
  });
});

describe('isClientError', () => {
  it('recognises the four kinds and nothing else', () => {
    expect(isClientError(new NetworkError({ method: 'GET', url: SITE, cause: 'x' }))).toBe(true);
    expect(isClientError(new RequestAbortedError({ method: 'GET', url: SITE }))).toBe(true);
    expect(isClientError(new Error('x'))).toBe(false);
  });
});
