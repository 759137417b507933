// The visitor's strings, formatted once per catalogue. react-intl 3 (Volto's) formats a message anew at every call,
// and each server render makes a new intl object with empty caches: every link on every page parsed its message
// again and built its cache key (a JSON string of the message and the formats). A Volto server keeps one catalogue
// object per language for its whole life, and its pages show the same few links: the texts are kept per catalogue.
import type { IntlShape, MessageDescriptor } from 'react-intl';

/** Volto defines it in its server bundle only (true) and client bundle (false); elsewhere it is undeclared. */
declare const __SERVER__: boolean | undefined;

type Intl = Pick<IntlShape, 'formatMessage' | 'locale' | 'messages'>;

/** Per catalogue: each text formatted, by locale, message and values. */
const kept = new WeakMap<object, Map<string, string>>();

/** How many texts a catalogue keeps: a listing of many people's links must not make it grow without end. */
const KEPT_TEXTS = 1_000;

/** `intl.formatMessage(descriptor, values)`, formatted once for the same catalogue and values. */
export function formatText(intl: Intl, descriptor: MessageDescriptor, values?: Record<string, string>): string {
  const { messages } = intl;
  // An app may give its provider no catalogue at all: nothing to keep the text with. A browser keeps its intl object,
  // and react-intl its formatters, from page to page: Volto's client bundle (`__SERVER__` false) formats at once.
  if ((typeof __SERVER__ !== 'undefined' && !__SERVER__) || typeof messages !== 'object' || messages === null)
    return String(intl.formatMessage(descriptor, values));
  let texts = kept.get(messages);
  if (!texts) {
    texts = new Map();
    kept.set(messages, texts);
  }
  const key = `${intl.locale} ${String(descriptor.id)} ${values ? JSON.stringify(values) : ''}`;
  let text = texts.get(key);
  if (text === undefined) {
    text = String(intl.formatMessage(descriptor, values));
    if (texts.size >= KEPT_TEXTS) texts.clear();
    texts.set(key, text);
  }
  return text;
}
