// What both skins of the links widget show under the list: the polite announcement of the last change (moved,
// deleted, added) and, after a delete, the Undo button the keyboard lands on.
import { useIntl } from 'react-intl';
import type { SocialLinksEditor } from './useSocialLinksEditor';
import { widgetMessages as messages } from './widgetMessages';

export interface EditorAnnouncementsProps {
  editor: SocialLinksEditor;
  disabled?: boolean;
  /** Semantic UI classes of the Undo button: each skin sizes it like its other buttons. */
  undoClassName: string;
}

/** The live region and the Undo button of the links widget. */
export function EditorAnnouncements({ editor, disabled, undoClassName }: EditorAnnouncementsProps) {
  const intl = useIntl();
  const { undoable } = editor;
  return (
    <div className="social-links-widget-status">
      <p role="status" aria-live="polite" aria-atomic="true" className="social-links-widget-announcement">
        {editor.announcement}
      </p>
      {undoable ? (
        <button
          ref={editor.undoRef}
          type="button"
          className={undoClassName}
          aria-label={intl.formatMessage(messages.undoLabel, { title: editor.labelOf(undoable.link) })}
          disabled={disabled}
          onClick={editor.undo}
        >
          {intl.formatMessage(messages.undo)}
        </button>
      ) : null}
    </div>
  );
}
