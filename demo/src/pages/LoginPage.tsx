// The login form: `POST @login` through the client, then back to the page the visitor came from.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDocumentHead } from '../documentHead';
import { messages } from '../messages';
import { navigateTo } from '../router';
import { useSession } from '../session';

/** The mock backend's manager (see the mock's users). */
const DEMO_USER = { username: 'admin', password: 'admin' };

/** Logs in, then shows the demo's address `next`. */
export function LoginPage({ next }: { next: string }) {
  const intl = useIntl();
  const { login, username } = useSession();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  useDocumentHead({ title: intl.formatMessage(messages.loginTitle), brand: intl.formatMessage(messages.brand) });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setWorking(true);
    setError(null);
    try {
      await login(String(form.get('username') ?? ''), String(form.get('password') ?? ''));
      navigateTo(next);
    } catch (failure) {
      const status = (failure as { status?: unknown }).status;
      setError(
        status === 401 || status === 400
          ? intl.formatMessage(messages.loginFailed)
          : intl.formatMessage(messages.loginError, { message: (failure as Error).message }),
      );
      setWorking(false);
    }
  };

  return (
    <div className="card">
      <h1 className="page-title">{intl.formatMessage(messages.loginTitle)}</h1>
      {username && <p className="notice notice--ok">{intl.formatMessage(messages.loggedIn, { username })}</p>}
      <p>
        <FormattedMessage
          {...messages.loginHint}
          values={{ username: <code>{DEMO_USER.username}</code>, password: <code>{DEMO_USER.password}</code> }}
        />
      </p>
      <form className="login-form" onSubmit={submit} aria-describedby={error ? `${id}-error` : undefined}>
        <label>
          {intl.formatMessage(messages.username)}
          <input name="username" autoComplete="username" required defaultValue="" />
        </label>
        <label>
          {intl.formatMessage(messages.password)}
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        {error && (
          <p id={`${id}-error`} className="notice notice--error" role="alert">
            {error}
          </p>
        )}
        <div>
          <button className="demo-button" type="submit" disabled={working}>
            {intl.formatMessage(working ? messages.loginWorking : messages.loginSubmit)}
          </button>
        </div>
      </form>
    </div>
  );
}
