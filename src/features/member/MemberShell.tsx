import { useActorRef, useSelector } from '@xstate/react';
import { watched } from '../../lib/inspect';
import type { ReactNode } from 'react';
import { useTranslation } from '../../app/useTranslation';
import { pickerMachine } from '../../../machines/picker';
import { useServices } from '../../app/context';
import { BottomMenu } from '../../ui/BottomMenu';
import { Brand } from '../../ui/Brand';
import { LanguageSelect } from '../../ui/LanguageSelect';
import { Toaster } from '../../ui/Toaster';
import { ConditionsDialog } from './ConditionsDialog';

/** The member shell: top bar with language switch and logout; bottom menu with the conditions modal. */
export function MemberShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { session } = useServices();
  const modal = useActorRef(pickerMachine, watched());
  const conditionsOpen = useSelector(modal, (s) => s.matches('open'));
  return (
    <div className="member-page">
      <header className="member-top">
        <Brand />
        <div className="member-top-actions">
          <LanguageSelect />
          <button type="button" className="button small" onClick={() => session.send({ type: 'LOGOUT' })}>
            {t('member.logout')}
          </button>
        </div>
      </header>
      {children}
      <ConditionsDialog open={conditionsOpen} onClose={() => modal.send({ type: 'CLOSE' })} />
      <BottomMenu
        label={t('menu.label')}
        items={[
          { href: '/profile', label: t('member.menu.profile'), icon: '☺' },
          { label: t('member.menu.conditions'), icon: '☰', onClick: () => modal.send({ type: 'OPEN', id: 'conditions' }) },
          { href: '/statement', label: t('member.menu.statement'), icon: '≡' },
          { href: '/contact', label: t('member.menu.contact'), icon: '☏' },
          { href: '/home', label: t('member.menu.home'), icon: '⌂' },
        ]}
      />
      <Toaster />
    </div>
  );
}
