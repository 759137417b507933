// The editor chunk: the social links widget and the Social Media control panel. Nothing a visitor's page
// loads imports this module; Volto reaches it only through a dynamic import().
export { SocialLinksWidget } from './SocialLinksWidget';
export type { SocialLinksWidgetProps } from './SocialLinksWidget';
export { readEditableLinks, writeSocialLinks } from './editableLinks';
export type { EditableLink } from './editableLinks';
export { findLinkProblems, targetProblem } from './linkProblems';
export type { LinkProblems, TargetProblem } from './linkProblems';
export { newLinkId } from './newLinkId';
export { SocialMediaControlPanel } from './SocialMediaControlPanel';
export type { SocialMediaControlPanelProps } from './SocialMediaControlPanel';
export { loadPanelSettings } from './loadPanelSettings';
export type { PanelSettings, PanelValues, ComputedUsernames } from './loadPanelSettings';
export { ploneValidationErrors, saveErrorMessage } from './saveErrorMessage';
export type { FieldError, SaveErrorMessage } from './saveErrorMessage';
// The list-editing behaviour both skins of the widget share, for an app that builds a skin of its own.
export { useSocialLinksEditor, LINK_HANDLE_CLASS } from './useSocialLinksEditor';
export type { SocialLinksEditor, SocialLinksEditorOptions, LinkChanges, NewLink } from './useSocialLinksEditor';
export type { AddressDone } from './leaveAddress';
export { LinkSorting, useSortableLink } from './LinkSorting';
export type { DndKit, LinkSortingProps } from './LinkSorting';
export { plainDndKit } from './plainDndKit';
// The editors' messages are not in the app's catalogue (in Volto, not in every page): they load per language.
export { EditorIntlProvider } from './locales/EditorIntlProvider';
export type { EditorIntlProviderProps } from './locales/EditorIntlProvider';
export {
  editorCatalogueFor,
  loadEditorMessages,
  loadedEditorMessages,
  preloadEditorMessages,
} from './locales/loadEditorMessages';
export type { EditorMessages } from './locales/loadEditorMessages';
