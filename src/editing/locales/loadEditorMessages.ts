// The editors' messages (the widget, the control panel, the blocks' settings forms) of one language. They are not
// in the catalogue a visitor's page carries (Volto serializes that one into every page): each language is a chunk
// of its own that an editor loads when it first opens an editor. English needs none: it is the default messages.
import { catalogueForLocale } from '../../components/catalogueForLocale';
import { editorCatalogues } from './editorCatalogues';

/** Message id -> translated text, as react-intl's `IntlProvider` takes it. */
export type EditorMessages = Record<string, string>;

const loaded = new Map<string, EditorMessages>();
const ENGLISH: EditorMessages = Object.freeze({}) as EditorMessages;

/**
 * The catalogue (its folder name in locales/, e.g. `pt_BR`) that serves `locale`, a BCP 47 tag as react-intl and
 * Volto hold it (`pt-BR`, `de`, `de-AT`) or a gettext name (`pt_BR`): the same language and region, else the same
 * language. Returns null for English and for a language we do not translate, which read the English defaults.
 */
export function editorCatalogueFor(locale: string): string | null {
  return catalogueForLocale(locale, Object.keys(editorCatalogues));
}

/**
 * The editors' messages for `locale` once they are loaded, without waiting: `{}` (the English defaults) for English
 * and for a language we do not translate, undefined while the language's chunk has not been loaded yet.
 */
export function loadedEditorMessages(locale: string): EditorMessages | undefined {
  const catalogue = editorCatalogueFor(locale);
  return catalogue === null ? ENGLISH : loaded.get(catalogue);
}

/**
 * Resolves to the editors' messages for `locale` (`{}`, the English defaults, for English and for a language we do
 * not translate), loading the language's chunk the first time. Pass them to react-intl's `IntlProvider`, merged
 * with the app's own messages. Rejects when the chunk cannot be loaded (a later call tries again).
 */
export async function loadEditorMessages(locale: string): Promise<EditorMessages> {
  const catalogue = editorCatalogueFor(locale);
  if (catalogue === null) return ENGLISH;
  const known = loaded.get(catalogue);
  if (known) return known;
  const messages = (await editorCatalogues[catalogue]!()).default;
  loaded.set(catalogue, messages);
  return messages;
}

/**
 * Loads the editors' messages of every language we translate, for a server: React's `renderToString` cannot wait for
 * a chunk, so a server renders an editor in its editor's language only with the messages already there. Resolves
 * once each language has loaded or failed to; never rejects (a language that failed loads again when asked).
 */
export async function preloadEditorMessages(): Promise<void> {
  await Promise.all(
    Object.keys(editorCatalogues).map((catalogue) => loadEditorMessages(catalogue).catch(() => undefined)),
  );
}
