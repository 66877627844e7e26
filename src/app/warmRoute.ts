import { tokenStore } from '../lib/storage';
import { prefetchAllTexts, storedLanguage } from './i18n';

/**
 * An app that starts on a member route (a reload, a link, an installed app's start page) asks for that page's code,
 * the member routes, the query client and the member screens' texts at once, alongside config.json, rather than one
 * after the other once the session is checked: on slow mobile data each of those steps is a round trip. The pages'
 * table (memberPages.ts) is not in /login's code. `path`: the route from the app's root ('/user/home'). Nothing for a
 * visitor, who has no session to go there with.
 */
export function warmMemberRoute(path: string): void {
  const page = /^\/user(?:\/(\w+))?\/?$/.exec(path);
  if (!page || tokenStore.read() === null) return;
  const loads = [import('./memberPages').then((m) => m.warmPage(page[1] ?? 'home')), import('./MemberRoutes'), import('./QueryProvider')];
  // The stored language, or Thai (a Laos deployment's Lao is known only from config.json: asked for then).
  prefetchAllTexts(storedLanguage() ?? 'th');
  // A failed download is retried by the page itself when it renders (and shown there).
  for (const load of loads) load.catch(() => undefined);
}
