// Errors and warnings shown right under the field they concern, in Volto's pointing-label style.

export interface FieldMessage {
  level: 'error' | 'warning';
  text: string;
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
        </p>
      ))}
    </div>
  );
}
