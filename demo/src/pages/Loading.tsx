// The notice a page shows while its content is on the way.
import { useIntl } from 'react-intl';
import { messages } from '../messages';

/** "Loading…", announced politely (`role="status"`). */
export function Loading() {
  const intl = useIntl();
  return (
    <p className="notice" role="status">
      {intl.formatMessage(messages.loading)}
    </p>
  );
}
