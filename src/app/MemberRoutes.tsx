import { lazy } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { MemberShell } from '../features/member/MemberShell';

const HomePage = lazy(() => import('../features/home/HomePage'));
const ContactContent = lazy(() => import('../features/contact/ContactPage').then((m) => ({ default: m.ContactContent })));
const BonusPage = lazy(() => import('../features/bonus/BonusPage'));
const StatementPage = lazy(() => import('../features/statement/StatementPage'));
const ProfilePage = lazy(() => import('../features/profile/ProfilePage'));
const SpinPage = lazy(() => import('../features/spin/SpinPage'));
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
