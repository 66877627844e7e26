import { lazy } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { MemberShell } from '../features/member/MemberShell';
import { downloaded } from '../lib/startFailure';
import { memberPages } from './memberPages';

/** A page's code: one that does not come (or not within the limit) shows the error boundary's "Try again". */
const pages = Object.entries(memberPages).map(([name, load]) => [name, lazy(() => downloaded(load()))] as const);
const NotFoundPage = lazy(() => downloaded(import('../features/system/NotFoundPage')));

/** Routes under /user (nested: paths are relative): one per member page of src/lib/start.ts. */
export default function MemberRoutes() {
  return (
    <MemberShell>
      <Switch>
        <Route path="/">
          <Redirect to="/home" replace />
        </Route>
        {pages.map(([name, Page]) => (
          <Route key={name} path={`/${name}`} component={Page} />
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </MemberShell>
  );
}
