// The demo app: the store, the session, the language, the add-on's client context, and the routes.
// The editors are separate chunks (React.lazy), as the add-on's editing entry is meant to be.
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { SocialMediaClientProvider } from '@example/volto-socialmedia/store';
import { DemoIntlProvider } from './DemoIntlProvider';
import { Layout } from './layout/Layout';
import { initialLocale, loadMessages, rememberLocale } from './locales';
import { ContentPage } from './pages/ContentPage';
import { Loading } from './pages/Loading';
import { LoginPage } from './pages/LoginPage';
import { PeoplePage } from './pages/PeoplePage';
import { useRoute } from './router';
import type { Route } from './router';
import { NavigationProvider } from './navigation';
import { SessionProvider, useSession } from './session';
import type { DemoStore } from './store';

const ControlPanelPage = lazy(() => import('./pages/ControlPanelPage'));
const PersonEditPage = lazy(() => import('./pages/PersonEditPage'));

interface Catalogue {
  locale: string;
  messages: Record<string, string>;
}

/** The whole demo, on `store`. */
export function App({ store }: { store: DemoStore }) {
  const [locale, setLocale] = useState(initialLocale);
  const [catalogue, setCatalogue] = useState<Catalogue | null>(null);
  useEffect(() => {
    let current = true;
    loadMessages(locale).then(
      (messages) => current && setCatalogue({ locale, messages }),
      () => current && setCatalogue({ locale, messages: {} }),
    );
    rememberLocale(locale);
    return () => {
      current = false;
    };
  }, [locale]);
  useEffect(() => {
    if (catalogue) document.documentElement.lang = catalogue.locale;
  }, [catalogue]);

  // The first paint waits for the catalogue (a few kB), so nobody sees English flash into Portuguese.
  if (!catalogue) return null;
  return (
    <ReduxProvider store={store}>
      <SessionProvider>
        <DemoIntlProvider locale={catalogue.locale} messages={catalogue.messages}>
          <ClientProvider>
            <NavigationProvider>
              <Routes locale={locale} onLocaleChange={setLocale} />
            </NavigationProvider>
          </ClientProvider>
        </DemoIntlProvider>
      </SessionProvider>
    </ReduxProvider>
  );
}

/** The add-on's editors take the client from context: the session's, with the user's token. */
function ClientProvider({ children }: { children?: ReactNode }) {
  const { client } = useSession();
  return <SocialMediaClientProvider client={client}>{children}</SocialMediaClientProvider>;
}

function Routes({ locale, onLocaleChange }: { locale: string; onLocaleChange: (locale: string) => void }) {
  const route = useRoute();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [route]);
  return (
    <Layout route={route} locale={locale} onLocaleChange={onLocaleChange}>
      <Suspense fallback={<Loading />}>
        <Page route={route} />
      </Suspense>
    </Layout>
  );
}

function Page({ route }: { route: Route }) {
  switch (route.name) {
    case 'content':
      return <ContentPage key={route.path} path={route.path} />;
    case 'people':
      return <PeoplePage />;
    case 'login':
      return <LoginPage next={route.next} />;
    case 'controlpanel':
      return <ControlPanelPage key={route.path} path={route.path} />;
    case 'edit':
      return <PersonEditPage key={route.path} path={route.path} />;
  }
}
