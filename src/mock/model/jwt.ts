// JSON web tokens as plone.restapi's JWT plugin issues them: HS256, payload `{sub, exp, fullname}`.
// Uses WebCrypto so the same code runs in Node, in a browser and in msw's service worker.

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

async function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
}

export interface TokenPayload {
  sub: string;
  exp?: number;
  fullname?: string | null;
  [claim: string]: unknown;
}

/** Returns a signed token; the header is `{"alg":"HS256","typ":"JWT"}` as PyJWT writes it. */
export async function signToken(payload: TokenPayload, secret: string): Promise<string> {
  const header = base64url(encoder.encode(JSON.stringify({ alg: 'HS256', typ: 'JWT' })));
  const body = base64url(encoder.encode(JSON.stringify(payload)));
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(`${header}.${body}`));
  return `${header}.${body}.${base64url(new Uint8Array(signature))}`;
}

/** Returns the payload of a valid, unexpired token signed with `secret`; `null` otherwise (never throws). */
export async function verifyToken(token: string, secret: string, nowSeconds: number): Promise<TokenPayload | null> {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, body, signature] = parts as [string, string, string];
  try {
    const valid = await crypto.subtle.verify(
      'HMAC',
      await hmacKey(secret),
      fromBase64url(signature),
      encoder.encode(`${header}.${body}`),
    );
    if (!valid) return null;
    const payload = JSON.parse(new TextDecoder().decode(fromBase64url(body))) as TokenPayload;
    if (typeof payload.sub !== 'string') return null;
    if (typeof payload.exp === 'number' && payload.exp <= nowSeconds) return null;
    return payload;
  } catch {
    return null;
  }
}
