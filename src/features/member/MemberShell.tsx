import { useSelector } from '@xstate/react';
import { __iconData as headset } from 'lucide-react/icons/headset';
import { __iconData as house } from 'lucide-react/icons/house';
import { __iconData as receiptText } from 'lucide-react/icons/receipt-text';
import { __iconData as scrollText } from 'lucide-react/icons/scroll-text';
import { __iconData as userRound } from 'lucide-react/icons/user-round';
import { useEffect, useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { storageTrouble } from '../../lib/storage';
import { useServices } from '../../services/context';
import { syncTabs } from '../../services/tabSync';
import { useIntentLog } from '../../services/useIntents';
import { BottomMenu } from '../../ui/BottomMenu';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/toast';
import { Toaster } from '../../ui/Toaster';
import { usePicker } from '../../ui/usePicker';
import { DepositWatchProvider } from '../deposit/DepositWatch';
import { Brand } from '../frame/Brand';
import { LanguageSelect } from '../frame/LanguageSelect';
import { OpenIntents } from '../intents/OpenIntents';
import { ConditionsDialog } from './ConditionsDialog';

/**
 * The member pages' frame: top bar with language switch and logout, the page, the bottom menu. The build paints it
 * around a loading sign into index.html (scripts/prerender.ts), for a start on a member page.
 */
export function MemberFrame({
  children,
  onLogout,
  onConditions,
}: {
  children: ReactNode;
  onLogout?: () => void;
  onConditions?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="member-page">
      <header className="member-top">
        <Brand />
        <div className="member-top-actions">
          <LanguageSelect />
          <button type="button" className="button small" onClick={onLogout}>
            {t('member.logout')}
          </button>
        </div>
      </header>
      {children}
      <BottomMenu
        label={t('menu.label')}
        items={[
          { href: '/profile', label: t('member.menu.profile'), icon: userRound },
          { label: t('member.menu.conditions'), icon: scrollText, onClick: onConditions },
          { href: '/statement', label: t('member.menu.statement'), icon: receiptText },
          { href: '/contact', label: t('member.menu.contact'), icon: headset },
          { href: '/home', label: t('member.menu.home'), icon: house },
        ]}
      />
    </div>
  );
}

/**
 * The member shell: the frame, its logout, the conditions modal of its bottom menu, the toasts, and the watch for a
 * deposit on its way (its receipt shows over any member page).
 */
let toldNoStorage = false;

export function MemberShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const services = useServices();
  const { session } = services;
  // Before any member call (the pages render inside): one session across tabs, and only the stored token is sent.
  syncTabs(services);
  // And the owner of money calls with its log, before any member page makes one (useIntents.ts).
  useIntentLog();
  const modal = usePicker();
  const shown = useSelector(modal, (s) => (s.hasTag('open') ? s.context.selected : null));
  const close = () => modal.send({ type: 'CLOSE' });
  // A phone that refuses its storage is told once per page: it will not remember this member after a reload.
  useEffect(() => {
    const tell = () => {
      if (!storageTrouble.failed() || toldNoStorage) return;
      toldNoStorage = true;
      toast.warning(t('intent.noStorage'), { duration: 10_000 });
    };
    tell();
    return storageTrouble.subscribe(tell);
  }, [t]);
  // "This is a shared phone" forgets every member's logs as the session ends (services.ts clearMember).
  const logout = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    session.send({ type: 'LOGOUT', sharedPhone: new FormData(e.currentTarget).has('sharedPhone') });
  };
  const sharedId = useId();
  return (
    <MemberFrame
      // Asked first: what stays on the phone for this member (a request that may have gone through, told at the top:
      // src/lib/intents.ts), and whether it is a phone others use.
      onLogout={() => modal.send({ type: 'OPEN', id: 'logout' })}
      onConditions={() => modal.send({ type: 'OPEN', id: 'conditions' })}
    >
      <DepositWatchProvider>
        {children}
        <ConditionsDialog open={shown === 'conditions'} onClose={close} />
        <Dialog
          open={shown === 'logout'}
          title={t('intent.logoutTitle')}
          onClose={close}
          footer={
            <div className="actions">
              <button type="button" className="button" onClick={close}>
                {t('intent.stay')}
              </button>
              <button type="submit" form="logout-form" className="button primary">
                {t('member.logout')}
              </button>
            </div>
          }
        >
          <OpenIntents hint={t('intent.logoutHint')} />
          <form id="logout-form" onSubmit={logout}>
            <p className="field-hint">{t('intent.phoneKeeps')}</p>
            <div className="check">
              <input id={sharedId} name="sharedPhone" type="checkbox" />
              <label htmlFor={sharedId}>{t('intent.sharedPhone')}</label>
            </div>
          </form>
        </Dialog>
      </DepositWatchProvider>
      <Toaster />
    </MemberFrame>
  );
}
