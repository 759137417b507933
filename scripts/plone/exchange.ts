// One recorded HTTP exchange of the contract suite, as the comparison sees it (read from the harness's JSONL).

export interface RecordedRequest {
  method: string;
  /** Absolute URL or a path below the site root. */
  url: string;
  /** Who asked: `anonymous`, or a label of the credentials (`basic:admin`, `bearer:admin`, ...). */
  auth: string;
  body?: unknown;
}

export interface RecordedResponse {
  status: number;
  /** The Content-Type header, `null` when absent. */
  contentType: string | null;
  /** Parsed JSON, the raw text when not JSON, `null` when empty. */
  body: unknown;
}

export interface RecordedExchange {
  /** The scenario (test) that sent it. */
  scenario: string;
  /** Its position within the scenario, from 0. */
  index: number;
  request: RecordedRequest;
  response: RecordedResponse;
}

/** An exchange after normalisation: volatile values replaced by placeholders that keep their format. */
export interface NormalisedExchange extends RecordedExchange {
  /** `METHOD url` after normalisation, for pairing and for the report. */
  requestLine: string;
}
