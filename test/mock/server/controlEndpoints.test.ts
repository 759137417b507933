// Who may reach the mock server's control endpoints, decided from the request alone: the exact path, POST,
// a loopback peer and no Origin; every other spelling of the control area is an ordinary 404.
import type { IncomingMessage } from 'node:http';
import { describe, expect, test } from 'vitest';
import { controlDecision } from '../../../src/mock/server/controlEndpoints';

function request(remoteAddress: string, init: { method?: string; origin?: string } = {}): IncomingMessage {
  const headers = init.origin === undefined ? {} : { origin: init.origin };
  return { method: init.method ?? 'POST', headers, socket: { remoteAddress } } as unknown as IncomingMessage;
}

describe('control endpoints', () => {
  test('answer a program on this machine, over IPv4 or IPv6 loopback', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) {
      expect(controlDecision(request(address), '/__mock__/reset', true)).toEqual({ kind: 'endpoint', name: 'reset' });
    }
    expect(controlDecision(request('::1'), '/__mock__/fail-next?x=1', true)).toEqual({
      kind: 'endpoint',
      name: 'failNext',
    });
  });

  test('refuse another machine even when enabled and the server listens on every interface', () => {
    for (const address of ['192.168.1.20', '10.0.0.1', '::ffff:192.168.1.20', 'fe80::1', '']) {
      expect(controlDecision(request(address), '/__mock__/reset', true)).toMatchObject({
        kind: 'refused',
        status: 403,
      });
    }
  });

  test('are ordinary 404s when disabled, and leave every path outside the control area alone', () => {
    expect(controlDecision(request('127.0.0.1'), '/__mock__/reset', false)).toMatchObject({
      kind: 'refused',
      status: 404,
    });
    for (const target of ['/Plone', '/Plone/team?__mock__=1', '/Plone/mock/reset', '/Plone/@search?q=__mock__']) {
      expect(controlDecision(request('127.0.0.1'), target, true), target).toEqual({ kind: 'none' });
    }
  });
});
