import { lazy } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { MemberShell } from '../features/member/MemberShell';
import { memberPages } from './memberPages';

const HomePage = lazy(memberPages.home);
const ContactContent = lazy(() => memberPages.contact().then((m) => ({ default: m.ContactContent })));
const BonusPage = lazy(memberPages.bonus);
const StatementPage = lazy(memberPages.statement);
const ProfilePage = lazy(memberPages.profile);
const SpinPage = lazy(memberPages.spin);
const NotFoundPage = lazy(() => import('../features/system/NotFoundPage'));

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
