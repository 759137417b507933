// The frame of every demo page: header with navigation, user tools and the language switch, the page,
// and the footer with the site's social links (from the store, which each page view fills).
import type { MouseEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, routeHref } from '../router';
import type { Route } from '../router';
import { messages } from '../messages';
import { useSession } from '../session';
import { useNavigation, useRootNavigation } from '../navigation';
import { LanguageSwitch } from './LanguageSwitch';
import { SiteFooter } from './SiteFooter';

export interface LayoutProps {
  route: Route;
  locale: string;
  onLocaleChange: (locale: string) => void;
  children?: ReactNode;
}

/** Header, main region (`#main`) and footer around `children`. */
export function Layout({ route, locale, onLocaleChange, children }: LayoutProps) {
  const intl = useIntl();
  const { username, logout } = useSession();
  const { tabs } = useNavigation();
  useRootNavigation(route.name === 'login' || route.name === 'controlpanel');
  const isCurrent = (target: Route) =>
    target.name === route.name && ('path' in target && 'path' in route ? target.path === route.path : true);
  const navigation: Array<{ key: string; route: Route; label: string }> = [
    ...(tabs ?? []).map((tab) => ({
      key: tab.path || 'home',
      route: { name: 'content', path: tab.path } as const,
      label: tab.path === '' ? intl.formatMessage(messages.home) : tab.title,
    })),
    { key: '@people', route: { name: 'people' }, label: intl.formatMessage(messages.people) },
  ];
  return (
    <div className="app">
      <a className="skip-link" href="#main" onClick={skipToMain}>
        {intl.formatMessage(messages.skipToContent)}
      </a>
      <header className="site-header">
        <div className="site-header__top">
          <Link className="brand" to={{ name: 'content', path: '' }}>
            <span className="brand__name">{intl.formatMessage(messages.brand)}</span>
            <span className="brand__tagline">{intl.formatMessage(messages.brandTagline)}</span>
          </Link>
          <div className="user-tools">
            {username ? (
              <>
                <Link to={{ name: 'controlpanel', path: '' }} current={isCurrent({ name: 'controlpanel', path: '' })}>
                  {intl.formatMessage(messages.controlPanel)}
                </Link>
                <span className="user-tools__user">{intl.formatMessage(messages.loggedInAs, { username })}</span>
                <button type="button" className="link-button" onClick={logout}>
                  {intl.formatMessage(messages.logout)}
                </button>
              </>
            ) : (
              <Link
                to={{ name: 'login', next: route.name === 'login' ? route.next : routeHref(route) }}
                current={route.name === 'login'}
              >
                {intl.formatMessage(messages.login)}
              </Link>
            )}
            <LanguageSwitch locale={locale} onChange={onLocaleChange} />
          </div>
        </div>
        <nav className="site-nav" aria-label={intl.formatMessage(messages.mainNavigation)}>
          <ul>
            {navigation.map((item) => (
              <li key={item.key}>
                <Link to={item.route} current={isCurrent(item.route)}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

/** Moves focus to the main region without adding `#main` to the page's address. */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById('main')?.focus();
}
