// The session's token where Volto keeps it in the browser, for tests of code that reads it from there.

/** Sets (or, given null, removes) the `auth_token` cookie on the whole site, as Volto's `persistAuthToken` does. */
export function setAuthCookie(token: string | null): void {
  document.cookie = token
    ? `auth_token=${token}; path=/`
    : 'auth_token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
}
