// What an editor page shows to anonymous visitors.
import { useIntl } from 'react-intl';
import { messages } from '../messages';
import { Link, routeHref } from '../router';
import type { Route } from '../router';

/** A notice with a link to the login form that comes back to `back`. */
export function NeedLogin({ back }: { back: Route }) {
  const intl = useIntl();
  return (
    <div className="card">
      <h1 className="page-title">{intl.formatMessage(messages.needLogin)}</h1>
      <p>
        <Link to={{ name: 'login', next: routeHref(back) }}>{intl.formatMessage(messages.login)}</Link>
      </p>
    </div>
  );
}
