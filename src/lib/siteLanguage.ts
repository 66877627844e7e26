/**
 * Where the phone keeps the language of the deployment it last started (Lao on a Laos site, else Thai: start.ts's
 * `siteLanguageOf`), so that the next start paints its first screen in it before config.json has said so. A fact of
 * the site, not of a member: it stays through logout. Written by the boot code on a first visit (src/boot.ts) and
 * after every start (src/services/afterStart.ts); its own module, so that /login's code does not carry it.
 */
export const SITE_LANGUAGE_KEY = 'wallet.siteLanguage';
