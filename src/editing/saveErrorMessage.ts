// Turns a failed save into what an editor needs to read: which kind of failure, and for a refused value,
// Plone's own validation messages (sent as a Python list repr inside the error's message).
import type { MessageDescriptor } from 'react-intl';
import type { RequestError } from '../store/state';
import { controlPanelMessages as messages } from './controlPanelMessages';

/** One validation problem Plone reported: the field name when it gave one, and its message. */
export interface FieldError {
  field: string | null;
  message: string;
}

export interface SaveErrorMessage {
  message: MessageDescriptor;
  values: Record<string, string | number>;
  /** Plone's validation messages for a 400, in its order; empty otherwise. */
  fieldErrors: FieldError[];
}

/** The message for a failed save, chosen by status (and Plone's error type when the status alone is not enough). */
export function saveErrorMessage(error: RequestError): SaveErrorMessage {
  const { status } = error;
  if (status === null) {
    if (error.type === 'NetworkError' || error.type === 'TypeError') return plain(messages.errorNetwork);
    return { message: messages.errorOther, values: { message: error.message }, fieldErrors: [] };
  }
  if (status === 400)
    return { message: messages.errorValidation, values: {}, fieldErrors: ploneValidationErrors(error.message) };
  if (status === 401) return plain(messages.errorUnauthorized);
  if (status === 403) return plain(/locked/i.test(error.message) ? messages.errorLocked : messages.errorUnauthorized);
  if (status === 404) return plain(messages.errorNotFound);
  if (status >= 500) return { message: messages.errorServer, values: { status }, fieldErrors: [] };
  return { message: messages.errorOther, values: { message: error.message }, fieldErrors: [] };
}

/**
 * Plone's validation errors from a BadRequest message: `"[{'message': ..., 'field': ..., 'error': ...}]"`
 * (a Python repr) or JSON. A message that is neither comes back as one error without a field.
 */
export function ploneValidationErrors(message: string): FieldError[] {
  const parsed = parseList(message);
  if (!parsed) return message.trim() ? [{ field: null, message: message.trim() }] : [];
  return parsed.flatMap((entry): FieldError[] => {
    if (typeof entry === 'string') return [{ field: null, message: entry }];
    if (typeof entry !== 'object' || entry === null) return [];
    const record = entry as Record<string, unknown>;
    const text = typeof record.message === 'string' ? record.message : null;
    if (!text) return [];
    return [{ field: typeof record.field === 'string' ? record.field : null, message: text }];
  });
}

function parseList(text: string): unknown[] | null {
  for (const candidate of [text, pythonReprToJson(text)]) {
    try {
      const value: unknown = JSON.parse(candidate);
      if (Array.isArray(value)) return value;
    } catch {
      // Try the next reading.
    }
  }
  return null;
}

/** Reads a Python repr of lists, dicts and strings as JSON: single-quoted strings become double-quoted. */
function pythonReprToJson(text: string): string {
  const constants = (code: string) =>
    code
      .replace(/\bNone\b/g, 'null')
      .replace(/\bTrue\b/g, 'true')
      .replace(/\bFalse\b/g, 'false');
  let out = '';
  let code = '';
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (ch !== "'" && ch !== '"') {
      code += ch;
      continue;
    }
    out += constants(code);
    code = '';
    let value = '';
    for (i += 1; i < text.length && text[i] !== ch; i += 1) {
      if (text[i] === '\\' && i + 1 < text.length) {
        i += 1;
        value += text[i] === 'n' ? '\n' : text[i] === 't' ? '\t' : text[i];
      } else {
        value += text[i];
      }
    }
    out += JSON.stringify(value);
  }
  return out + constants(code);
}

function plain(message: MessageDescriptor): SaveErrorMessage {
  return { message, values: {}, fieldErrors: [] };
}
