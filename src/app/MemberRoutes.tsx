import { lazy } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { MemberShell } from '../features/member/MemberShell';
import { downloaded } from '../lib/startFailure';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { memberPages } from './memberPages';

/**
 * A page's code: one that does not come (or not within the limit) shows the error boundary's "Try again" in the page's
 * place, the member's frame and menu kept (docs/decisions/017-a-file-that-does-not-come.md), and the next page the
 * member opens starts afresh. (Trying the same import again in the page does not help: Chromium keeps a failed module's
 * answer; "Try again" reloads, the session kept.)
 */
const pages = Object.entries(memberPages).map(([name, load]) => [name, lazy(() => downloaded(load()))] as const);
const NotFoundPage = lazy(() => downloaded(import('../features/system/NotFoundPage')));

/** Routes under /user (nested: paths are relative): one per member page of src/lib/start.ts. */
export default function MemberRoutes() {
  const [location] = useLocation();
  return (
    <MemberShell>
      <ErrorBoundary key={location}>
        <Switch>
          <Route path="/">
            <Redirect to="/home" replace />
          </Route>
          {pages.map(([name, Page]) => (
            <Route key={name} path={`/${name}`} component={Page} />
          ))}
          <Route component={NotFoundPage} />
        </Switch>
      </ErrorBoundary>
    </MemberShell>
  );
}
