// Raw HTTP as a Manager (Basic admin), for the mock's handler tests that read status codes and bodies as sent.
import type { useMockBackend } from '../../support/mockBackend';

type Backend = ReturnType<typeof useMockBackend>;

const admin = {
  Accept: 'application/json',
  Authorization: `Basic ${btoa('admin:admin')}`,
  'Content-Type': 'application/json',
};

/** `patch(path, body)` answers its status and its JSON body (none for a 204); `read(path)` the GET's JSON. */
export function adminRequests(backend: Backend) {
  return {
    async patch(path: string, body: unknown) {
      const response = await fetch(`${backend.baseUrl}${path}`, {
        method: 'PATCH',
        headers: admin,
        body: JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined };
    },
    async read(path: string): Promise<Record<string, unknown>> {
      return (await (await fetch(`${backend.baseUrl}${path}`, { headers: admin })).json()) as Record<string, unknown>;
    },
  };
}
