import type { ReactNode } from 'react';
import { Brand } from '../frame/Brand';
import { LanguageSelect } from '../frame/LanguageSelect';
import { VisitorMenu } from './VisitorMenu';

/** The visitor screens' frame: brand and language on top, the visitor menu at the bottom. */
export function VisitorLayout({ children }: { children: ReactNode }) {
  return (
    <div className="visitor-page">
      <header className="visitor-top">
        <Brand />
        <LanguageSelect />
      </header>
      {children}
      <VisitorMenu />
    </div>
  );
}
