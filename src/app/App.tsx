import { QueryClientProvider } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { ServicesContext, useServices } from './context';
import type { Services } from './services';
import { Spinner } from '../ui/Spinner';
import LoginPage from '../features/auth/LoginPage';

const RegisterPage = lazy(() => import('../features/register/RegisterPage'));
const HowtoPage = lazy(() => import('../features/howto/HowtoPage'));
const ContactPage = lazy(() => import('../features/contact/ContactPage'));
const TerminatedPage = lazy(() => import('../features/system/TerminatedPage'));
const NotFoundPage = lazy(() => import('../features/system/NotFoundPage'));
const MemberRoutes = lazy(() => import('./MemberRoutes'));

const page = (C: LazyExoticComponent<ComponentType> | ComponentType) => () => <C />;

/** Guards of spec section 2: a closed service shows /terminated; /user needs a session. */
function Routes() {
  const { session } = useServices();
  const state = useSelector(session, (s) => (s.matches('terminated') ? 'terminated' : s.matches('authenticated') ? 'member' : 'visitor'));
  const [location] = useLocation();
  if (state === 'terminated' && location !== '/terminated') return <Redirect to="/terminated" replace />;
  return (
    <Switch>
      <Route path="/">
        <Redirect to="/user" replace />
      </Route>
      <Route path="/login" component={LoginPage} />
      <Route path="/register" component={page(RegisterPage)} />
      <Route path="/howto" component={page(HowtoPage)} />
      <Route path="/contact" component={page(ContactPage)} />
      <Route path="/terminated" component={page(TerminatedPage)} />
      <Route path="/user" nest>
        {state === 'member' ? <MemberRoutes /> : <Redirect to="~/login" replace />}
      </Route>
      <Route component={page(NotFoundPage)} />
    </Switch>
  );
}

export function App({ services }: { services: Services }) {
  return (
    <ServicesContext.Provider value={services}>
      <QueryClientProvider client={services.queryClient}>
        <Suspense fallback={<Spinner />}>
          <Routes />
        </Suspense>
      </QueryClientProvider>
    </ServicesContext.Provider>
  );
}
