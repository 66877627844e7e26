import { useSelector } from '@xstate/react';
import {
  lazy,
  Suspense,
  useLayoutEffect,
  useSyncExternalStore,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { Redirect, Route, Router, Switch, useLocation } from 'wouter';
import LoginPage from '../features/auth/LoginPage';
import { APP_BASE } from '../lib/base';
import { appIsLive } from '../lib/firstScreen';
import { dismissMemberFrame } from '../lib/memberFrame';
import { online, update } from '../lib/pwa';
import { ROUTES } from '../lib/routes';
import { downloaded } from '../lib/startFailure';
import { ServicesContext, useServices } from '../services/context';
import { loadAllTexts } from '../services/i18n';
import type { Services } from '../services/services';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { Spinner } from '../ui/Spinner';

/**
 * A route's chunk, loaded together with the texts beyond /login; one that does not come (or not within the limit)
 * shows the error boundary's "could not be downloaded" with "Try again", never a spinner for ever.
 */
const route = <T,>(load: () => Promise<T>) =>
  lazy(() => downloaded(Promise.all([load(), loadAllTexts()])).then(([m]) => m as T & { default: ComponentType }));
/** Code without texts of its own. */
const code = <P,>(load: () => Promise<{ default: ComponentType<P> }>) => lazy(() => downloaded(load()));

const RegisterPage = route(() => import('../features/register/RegisterPage'));
const HowtoPage = route(() => import('../features/howto/HowtoPage'));
const ContactPage = route(() => import('../features/contact/ContactPage'));
const TerminatedPage = code(() => import('../features/system/TerminatedPage'));
const NotFoundPage = code(() => import('../features/system/NotFoundPage'));
const MemberRoutes = route(() => import('./MemberRoutes'));
const QueryProvider = code(() => import('./QueryProvider'));

/**
 * The tour's lazy page, made once per loader: a lazy component made while rendering is made again when that render
 * suspends (React keeps no state of a first render that suspended), and would load for ever.
 */
const tourPages = new WeakMap<object, LazyExoticComponent<ComponentType>>();
const tourPage = (load: () => Promise<{ default: ComponentType }>) => {
  let made = tourPages.get(load);
  if (!made) tourPages.set(load, (made = route(load)));
  return made;
};
const page = (C: LazyExoticComponent<ComponentType> | ComponentType) => () => <C />;
/** Pages that read the server through TanStack Query; it loads with them, never with /login. */
const withQueries = (C: LazyExoticComponent<ComponentType>) => () => (
  <QueryProvider>
    <C />
  </QueryProvider>
);
// Made once: a component made in a render is a new type each time, and its page would start again at every render
// of the routes (a session's change, a navigation).
const RegisterRoute = withQueries(RegisterPage);
const ContactRoute = withQueries(ContactPage);

/** The guards (docs/product.md#guards): a closed service shows /terminated; /user needs a session. */
function Routes() {
  const { session, tour } = useServices();
  // The product tour's page, only where the demo gives one (src/demo/demoStart.tsx).
  const TourPage = tour && tourPage(tour);
  const state = useSelector(session, (s) =>
    s.hasTag('terminated') ? 'terminated' : s.hasTag('member') ? 'member' : 'visitor',
  );
  const [location] = useLocation();
  // The first screen is in the page (nothing below suspended): index.html's member frame goes, and a submit is the app's.
  useLayoutEffect(() => {
    dismissMemberFrame();
    appIsLive();
  }, []);
  if (state === 'terminated' && location !== ROUTES.terminated) return <Redirect to={ROUTES.terminated} replace />;
  return (
    <Switch>
      <Route path="/">
        <Redirect to="/user" replace />
      </Route>
      <Route path={ROUTES.login} component={LoginPage} />
      <Route path={ROUTES.register} component={RegisterRoute} />
      <Route path={ROUTES.howto} component={page(HowtoPage)} />
      <Route path={ROUTES.contact} component={ContactRoute} />
      <Route path={ROUTES.terminated} component={page(TerminatedPage)} />
      {TourPage ? <Route path={ROUTES.demo} component={page(TourPage)} /> : null}
      <Route path={ROUTES.member} nest>
        {state === 'member' ? (
          <QueryProvider>
            <MemberRoutes />
          </QueryProvider>
        ) : (
          <Redirect to={`~${APP_BASE}${ROUTES.login}`} replace />
        )}
      </Route>
      <Route component={page(NotFoundPage)} />
    </Switch>
  );
}

/** Its code loads only when there is news: the phone went offline or a new build waits (the service worker has it). */
// Not needed to use the app: if it does not come (offline, with no copy kept), nothing is shown rather than an error.
const AppStatus = lazy<ComponentType<{ offline: boolean; updateReady: boolean }>>(() =>
  Promise.all([import('../ui/AppStatus'), loadAllTexts()]).then(
    ([m]) => m,
    () => ({ default: () => null }),
  ),
);

function StatusLine() {
  // The painted screen (scripts/prerender.ts) is online with no news: React checks the browser's after taking over.
  const offline = !useSyncExternalStore(online.subscribe, online.get, () => true);
  const updateReady = useSyncExternalStore(update.subscribe, update.get, () => false);
  if (!offline && !updateReady) return null;
  return (
    <Suspense fallback={null}>
      <AppStatus offline={offline} updateReady={updateReady} />
    </Suspense>
  );
}

/** `ssrPath`: the route the build paints the app at (scripts/prerender.ts); in the browser, the address's. */
export function App({ services, ssrPath }: { services: Services; ssrPath?: string }) {
  return (
    <ServicesContext.Provider value={services}>
      <ErrorBoundary>
        <StatusLine />
        <Suspense fallback={<Spinner />}>
          <Router base={APP_BASE} ssrPath={ssrPath}>
            <Routes />
          </Router>
        </Suspense>
      </ErrorBoundary>
    </ServicesContext.Provider>
  );
}
