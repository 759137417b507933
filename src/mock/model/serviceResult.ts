// What a service of the mock answers, before the HTTP layer writes it: a status, a JSON body (absent for
// 204), the Content-Type for bodies that are not plain `application/json`, and extra headers.

export interface ServiceResult {
  status: number;
  body?: unknown;
  /** `application/json` unless set (`@types/<type>` answers `application/json+schema`). */
  contentType?: string;
  headers?: Record<string, string>;
}

/** 200 with a JSON body. */
export function ok(body: unknown, contentType?: string): ServiceResult {
  return contentType ? { status: 200, body, contentType } : { status: 200, body };
}

/** 204 No Content: no body, no Content-Type. */
export function noContent(): ServiceResult {
  return { status: 204 };
}
