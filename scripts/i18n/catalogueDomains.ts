// Which catalogue a message goes to. Visitors' messages go to `volto.po`, the catalogue Volto's i18n script merges
// into the project's `locales/<lang>.json`, which every page serializes into its HTML. Editors' messages go to
// `socialmedia-editor.po`, which that script never reads (it merges only the files named like the project's own,
// `volto.po`): the editor chunks load them at run time instead (see editorModules.ts). The Share block's view says
// what it says in `socialmedia-share.po`, which that script does not read either: the block's own chunk carries those
// messages in every language (see shareModule.ts), so that only a page showing the block has them, still
// server-rendered.
import type { ExtractedMessage } from './extractMessages';

/** The gettext domain of the visitors' catalogue: Volto's own name, so a project merges it without configuration. */
export const VISITOR_DOMAIN = 'volto';
/** The gettext domain of the editors' catalogue, which Volto's i18n script leaves alone. */
export const EDITOR_DOMAIN = 'socialmedia-editor';
/** The gettext domain of the Share block view's catalogue, which its chunk carries (Volto's script ignores it). */
export const SHARE_DOMAIN = 'socialmedia-share';

export type CatalogueDomain = typeof VISITOR_DOMAIN | typeof EDITOR_DOMAIN | typeof SHARE_DOMAIN;

/** Every catalogue, the visitors' first. */
export const DOMAINS: readonly CatalogueDomain[] = [VISITOR_DOMAIN, EDITOR_DOMAIN, SHARE_DOMAIN];

/**
 * True when a file under src/ (path without extension, as in `ExtractedMessage.references`) declares editors'
 * messages: a file in an `editing/` folder (the widget, the control panel, their Volto skins), or a messages file
 * named `…SchemaMessages` or `…EditorMessages` (a block's settings form, which its edit chunk loads).
 */
export function isEditorFile(reference: string): boolean {
  return /(^|\/)editing\//.test(reference) || /(Schema|Editor)Messages$/.test(reference);
}

/** True when a file under src/ declares what the Share block's view says (its chunk carries those messages). */
export function isShareFile(reference: string): boolean {
  return /(^|\/)components\/shareMessages$/.test(reference);
}

/**
 * The catalogue of a message: the editors' when every file that declares it is an editor's file, the Share
 * block's when every one is the block view's messages file; otherwise the visitors' (a message that any page may
 * show must be in every page, server-rendered).
 */
export function domainOf(message: ExtractedMessage): CatalogueDomain {
  const declaredOnlyIn = (isFile: (reference: string) => boolean) =>
    message.references.length > 0 && message.references.every(isFile);
  if (declaredOnlyIn(isEditorFile)) return EDITOR_DOMAIN;
  return declaredOnlyIn(isShareFile) ? SHARE_DOMAIN : VISITOR_DOMAIN;
}
