import { useActorRef, useSelector } from '@xstate/react';
import Headset from 'lucide-react/icons/headset';
import House from 'lucide-react/icons/house';
import ReceiptText from 'lucide-react/icons/receipt-text';
import ScrollText from 'lucide-react/icons/scroll-text';
import UserRound from 'lucide-react/icons/user-round';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pickerMachine } from '../../../machines/picker';
import { useServices } from '../../app/context';
import { watched } from '../../lib/inspect';
import { BottomMenu } from '../../ui/BottomMenu';
import { Brand } from '../../ui/Brand';
import { LanguageSelect } from '../../ui/LanguageSelect';
import { Toaster } from '../../ui/Toaster';
import { DepositWatchProvider } from '../deposit/DepositWatch';
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
          { href: '/profile', label: t('member.menu.profile'), icon: <UserRound size={22} /> },
          { label: t('member.menu.conditions'), icon: <ScrollText size={22} />, onClick: onConditions },
          { href: '/statement', label: t('member.menu.statement'), icon: <ReceiptText size={22} /> },
          { href: '/contact', label: t('member.menu.contact'), icon: <Headset size={22} /> },
          { href: '/home', label: t('member.menu.home'), icon: <House size={22} /> },
        ]}
      />
    </div>
  );
}

/**
 * The member shell: the frame, its logout, the conditions modal of its bottom menu, the toasts, and the watch for a
 * deposit on its way (its receipt shows over any member page).
 */
export function MemberShell({ children }: { children: ReactNode }) {
  const { session } = useServices();
  const modal = useActorRef(pickerMachine, watched());
  const conditionsOpen = useSelector(modal, (s) => s.hasTag('open'));
  return (
    <MemberFrame
      onLogout={() => session.send({ type: 'LOGOUT' })}
      onConditions={() => modal.send({ type: 'OPEN', id: 'conditions' })}
    >
      <DepositWatchProvider>
        {children}
        <ConditionsDialog open={conditionsOpen} onClose={() => modal.send({ type: 'CLOSE' })} />
      </DepositWatchProvider>
      <Toaster />
    </MemberFrame>
  );
}
