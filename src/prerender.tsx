/**
 * The first screen, drawn by the app's own components at build time (scripts/prerender.ts writes it into index.html):
 * the /login screen as the app renders it first (the app hydrates it: src/main.tsx), and the member pages' frame around
 * its loading sign (the member page's first screen replaces it), each in th, la and en. Runs in Node, never in a page.
 */
import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { App } from './app/App';
import { MemberFrame } from './features/member/MemberShell';
import { parseConfig } from './lib/config';
import { LANGUAGES, type Language } from './lib/languages';
import { ROUTES } from './lib/routes';
import { ServicesContext } from './services/context';
import { i18n, startI18n } from './services/i18n';
import { createServices } from './services/services';
import { Spinner } from './ui/Spinner';

export interface Painted {
  login: Record<Language, string>;
  memberFrame: Record<Language, string>;
}

/** `texts`: each language's texts (locales/<lang>.json). Nothing painted depends on a deployment's config.json. */
export async function paint(texts: Record<Language, Record<string, unknown>>): Promise<Painted> {
  await startI18n(Object.fromEntries(LANGUAGES.map((l) => [l, { translation: texts[l] }])));
  const services = createServices(parseConfig({}));
  const login = {} as Record<Language, string>;
  const memberFrame = {} as Record<Language, string>;
  for (const lng of LANGUAGES) {
    await i18n.changeLanguage(lng);
    // The tree src/main.tsx hydrates.
    login[lng] = renderToString(
      <StrictMode>
        <App services={services} ssrPath={ROUTES.login} />
      </StrictMode>,
    );
    memberFrame[lng] = renderToStaticMarkup(
      <ServicesContext.Provider value={services}>
        <Router base={ROUTES.member} ssrPath={`${ROUTES.member}/`}>
          <MemberFrame>
            <Spinner now />
          </MemberFrame>
        </Router>
      </ServicesContext.Provider>,
    );
  }
  services.session.stop();
  return { login, memberFrame };
}
