import { lazy, type ComponentType } from 'react';
import { downloaded } from '../lib/startFailure';
import { Redirect, Route, Switch } from 'wouter';
import { MemberShell } from '../features/member/MemberShell';
import { memberPages } from './memberPages';

/** A page's code: one that does not come (or not within the limit) shows the error boundary's "Try again". */
const page = <P,>(load: () => Promise<{ default: ComponentType<P> }>) => lazy(() => downloaded(load()));

const HomePage = page(memberPages.home);
const ContactContent = page<{ member?: boolean }>(() =>
  memberPages.contact().then((m) => ({ default: m.ContactContent })),
);
const BonusPage = page(memberPages.bonus);
const StatementPage = page(memberPages.statement);
const ProfilePage = page(memberPages.profile);
const SpinPage = page(memberPages.spin);
const NotFoundPage = page(() => import('../features/system/NotFoundPage'));

/** Routes under /user (nested: paths are relative). */
export default function MemberRoutes() {
  return (
    <MemberShell>
      <Switch>
        <Route path="/">
          <Redirect to="/home" replace />
        </Route>
        <Route path="/home" component={HomePage} />
        <Route path="/contact">
          <main className="top-offset">
            <ContactContent member />
          </main>
        </Route>
        <Route path="/profile" component={ProfilePage} />
        <Route path="/statement" component={StatementPage} />
        <Route path="/bonus" component={BonusPage} />
        <Route path="/spin" component={SpinPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </MemberShell>
  );
}
