import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/context';
import { LanguageSelect } from '../../ui/LanguageSelect';

/** The member shell: top bar with language switch and logout. */
export function MemberShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { session } = useServices();
  return (
    <div className="member-page">
      <header className="member-top">
        <span className="brand">{t('app.name')}</span>
        <div className="member-top-actions">
          <LanguageSelect />
          <button type="button" className="button small" onClick={() => session.send({ type: 'LOGOUT' })}>
            {t('member.logout')}
          </button>
        </div>
      </header>
      {children}
    </div>
  );
}
