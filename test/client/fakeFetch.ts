// A recording stand-in for `fetch`: each test says how to answer and reads back what was sent.

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  signal: AbortSignal | undefined;
}

type Answer = Response | ((request: RecordedRequest) => Response | Promise<Response>);

/** A fake `fetch` answering every request with `answer` (a 204 by default) and recording it. */
export function fakeFetch(answer: Answer = () => new Response(null, { status: 204 })) {
  const requests: RecordedRequest[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: RecordedRequest = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: init.body as string | undefined,
      signal: init.signal ?? undefined,
    };
    requests.push(request);
    return typeof answer === 'function' ? answer(request) : answer.clone();
  }) as typeof globalThis.fetch;
  return { fetch, requests, last: () => requests[requests.length - 1]! };
}

/** A JSON answer with Plone's headers. */
export function json(body: unknown, status = 200, contentType = 'application/json'): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': contentType } });
}
