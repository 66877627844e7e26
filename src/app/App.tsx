import { useSelector } from '@xstate/react';
import { lazy, Suspense, useLayoutEffect, useSyncExternalStore, type ComponentType, type LazyExoticComponent } from 'react';
import { online, update } from '../lib/pwa';
import { Redirect, Route, Router, Switch, useLocation } from 'wouter';
import { APP_BASE } from '../lib/base';
import { isDemo } from '../lib/config';
import { dismissMemberFrame } from '../lib/memberFrame';
import { ServicesContext, useServices } from './context';
import type { Services } from './services';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { Spinner } from '../ui/Spinner';
import { loadAllTexts } from './i18n';
import LoginPage from '../features/auth/LoginPage';

/** A route's chunk, loaded together with the texts beyond /login. */
const route = <T,>(load: () => Promise<T>) => lazy(() => Promise.all([load(), loadAllTexts()]).then(([m]) => m as T & { default: ComponentType }));

const RegisterPage = route(() => import('../features/register/RegisterPage'));
const HowtoPage = route(() => import('../features/howto/HowtoPage'));
const ContactPage = route(() => import('../features/contact/ContactPage'));
const TerminatedPage = lazy(() => import('../features/system/TerminatedPage'));
const NotFoundPage = lazy(() => import('../features/system/NotFoundPage'));
const MemberRoutes = route(() => import('./MemberRoutes'));
const QueryProvider = lazy(() => import('./QueryProvider'));
const TourPage = route(() => import('../features/demo/TourPage'));

const page = (C: LazyExoticComponent<ComponentType> | ComponentType) => () => <C />;
/** Pages that read the server through TanStack Query; it loads with them, never with /login. */
const withQueries = (C: LazyExoticComponent<ComponentType>) => () => (
  <QueryProvider>
    <C />
  </QueryProvider>
);

/** Guards of spec section 2: a closed service shows /terminated; /user needs a session. */
function Routes() {
  const { session, config } = useServices();
  const state = useSelector(session, (s) => (s.matches('terminated') ? 'terminated' : s.matches('authenticated') ? 'member' : 'visitor'));
  const [location] = useLocation();
  // The first screen is in the page (nothing below suspended): index.html's member frame goes.
  useLayoutEffect(() => dismissMemberFrame(), []);
  if (state === 'terminated' && location !== '/terminated') return <Redirect to="/terminated" replace />;
  return (
    <Switch>
      <Route path="/">
        <Redirect to="/user" replace />
      </Route>
      <Route path="/login" component={LoginPage} />
      <Route path="/register" component={withQueries(RegisterPage)} />
      <Route path="/howto" component={page(HowtoPage)} />
      <Route path="/contact" component={withQueries(ContactPage)} />
      <Route path="/terminated" component={page(TerminatedPage)} />
      {/* The product tour, only where the demo bank answers. */}
      {isDemo(config) ? <Route path="/demo" component={page(TourPage)} /> : null}
      <Route path="/user" nest>
        {state === 'member' ? (
          <QueryProvider>
            <MemberRoutes />
          </QueryProvider>
        ) : (
          <Redirect to={`~${APP_BASE}/login`} replace />
        )}
      </Route>
      <Route component={page(NotFoundPage)} />
    </Switch>
  );
}

/** Its code loads only when there is news: the phone went offline or a new build waits (the service worker has it). */
const AppStatus = lazy(() => Promise.all([import('../ui/AppStatus'), loadAllTexts()]).then(([m]) => m));

function StatusLine() {
  const offline = !useSyncExternalStore(online.subscribe, online.get);
  const updateReady = useSyncExternalStore(update.subscribe, update.get);
  if (!offline && !updateReady) return null;
  return (
    <Suspense fallback={null}>
      <AppStatus offline={offline} updateReady={updateReady} />
    </Suspense>
  );
}

export function App({ services }: { services: Services }) {
  return (
    <ServicesContext.Provider value={services}>
      <ErrorBoundary>
        <StatusLine />
        <Suspense fallback={<Spinner />}>
          <Router base={APP_BASE}>
            <Routes />
          </Router>
        </Suspense>
      </ErrorBoundary>
    </ServicesContext.Provider>
  );
}
