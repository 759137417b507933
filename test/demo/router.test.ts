// The demo's addresses: after logging in, the demo shows the page the login address names, and only a page of its
// own. For another origin's address, history.pushState threw, and the login page showed an error ("SecurityError")
// after a login that had worked.
import { describe, expect, test } from 'vitest';
import { parseRoute } from '../../demo/src/router';

describe('the login address', () => {
  test('returns to the demo page it names, with its query and anchor', () => {
    expect(parseRoute('/login', '?return_url=%2Fteam%2Falice%3Fx%3D1%23links')).toEqual({
      name: 'login',
      next: '/team/alice?x=1#links',
    });
    expect(parseRoute('/login')).toEqual({ name: 'login', next: '/' });
  });

  test.each([
    'https://elsewhere.example/',
    '//elsewhere.example/path',
    '/\\elsewhere.example/path',
    'javascript:alert(1)',
    'https://[elsewhere',
  ])('that names %s returns to the home page', (returnUrl) => {
    expect(parseRoute('/login', `?${new URLSearchParams({ return_url: returnUrl })}`)).toEqual({
      name: 'login',
      next: '/',
    });
  });
});
