import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../ui/LanguageSelect';
import { VisitorMenu } from './VisitorMenu';

/** The visitor screens' frame: brand and language on top, the visitor menu at the bottom. */
export function VisitorLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="visitor-page">
      <header className="visitor-top">
        <span className="brand">{t('app.name')}</span>
        <LanguageSelect />
      </header>
      {children}
      <VisitorMenu />
    </div>
  );
}
