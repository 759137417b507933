// plone.restapi's `json_body(request)`: an empty body is `{}`, anything else must decode to a JSON object.

export class DeserializationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DeserializationError';
  }
}

/** The decoded body. @throws DeserializationError `No JSON object could be decoded` or `Malformed body`. */
export function jsonBody(raw: string): Record<string, unknown> {
  let data: unknown;
  try {
    data = JSON.parse(raw || '{}');
  } catch {
    throw new DeserializationError('No JSON object could be decoded');
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new DeserializationError('Malformed body');
  return data as Record<string, unknown>;
}
