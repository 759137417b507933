// What both skins of the links widget show under the list: the polite announcement of the last change (moved,
// deleted, added), for screen readers and out of sight as in Volto's own list widgets, and, after a delete, the
// Undo button the keyboard lands on, with a line in sight that says what it brings back.
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
  const undoTitle = undoable ? editor.labelOf(undoable.link) : '';
  return (
    <div className="social-links-widget-status">
      <p
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className="social-links-widget-announcement socialmedia-visually-hidden"
      >
        {/* A new node for each announcement: a screen reader says one worded as the last again. */}
        {editor.announcement ? <span key={editor.announcementCount}>{editor.announcement}</span> : null}
      </p>
      {undoable ? (
        <>
          {/* The button's own name says the same to a screen reader. */}
          <span className="social-links-widget-deleted" aria-hidden="true">
            {intl.formatMessage(messages.announceDeleted, { title: undoTitle })}
          </span>{' '}
          <button
            ref={editor.undoRef}
            type="button"
            className={undoClassName}
            aria-label={intl.formatMessage(messages.undoLabel, { title: undoTitle })}
            disabled={disabled}
            onClick={editor.undo}
          >
            {intl.formatMessage(messages.undo)}
          </button>
        </>
      ) : null}
    </div>
  );
}
