// Errors and warnings shown right under the field they concern, in Volto's pointing-label style.

export interface FieldMessage {
  level: 'error' | 'warning';
  text: string;
  /** A button after the text that does what the message suggests (switch the link to the address's network). */
  action?: { label: string; run: () => void };
}

export interface FieldMessagesProps {
  /** For the field's `aria-describedby`. */
  id?: string;
  messages: readonly FieldMessage[];
}

/** The messages of one field; nothing when there are none. */
export function FieldMessages({ id, messages }: FieldMessagesProps) {
  if (messages.length === 0) return null;
  return (
    <div id={id} className="social-links-widget-messages">
      {messages.map((message) => (
        <p
          key={message.text}
          className={`ui pointing basic label ${message.level === 'error' ? 'red' : 'orange'}`}
          data-level={message.level}
        >
          {message.text}
          {message.action ? (
            <>
              {' '}
              <button
                type="button"
                className="social-links-widget-message-action"
                style={actionStyle}
                onClick={message.action.run}
              >
                {message.action.label}
              </button>
            </>
          ) : null}
        </p>
      ))}
    </div>
  );
}

// A link-like button in the label's own colour and type, as the labels have no room for a Semantic button.
const actionStyle = {
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 'bold',
  textDecoration: 'underline',
  cursor: 'pointer',
} as const;
