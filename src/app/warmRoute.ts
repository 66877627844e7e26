import { tokenStore } from '../lib/storage';
import { prefetchAllTexts, storedLanguage } from './i18n';
import type { Services } from './services';
import { memberPageOf } from './routes';

/**
 * An app that starts on a member route (a reload, a link, an installed app's start page) asks for that page's code,
 * the member routes, the query client and the member screens' texts at once, alongside config.json, rather than one
 * after the other once the session is checked: on slow mobile data each of those steps is a round trip. The pages'
 * table (memberPages.ts) is not in /login's code. `path`: the route from the app's root ('/user/home'). Nothing for a
 * visitor, who has no session to go there with.
 */
export function warmMemberRoute(path: string): void {
  const page = memberPageOf(path);
  if (!page || tokenStore.read() === null) return;
  const loads = [
    import('./memberPages').then((m) => m.warmPage(page)),
    import('./MemberRoutes'),
    import('./QueryProvider'),
  ];
  // The stored language, or Thai (a Laos deployment's Lao is known only from config.json: asked for then).
  prefetchAllTexts(storedLanguage() ?? 'th');
  // A failed download is retried by the page itself when it renders (and shown there).
  for (const load of loads) load.catch(() => undefined);
}

/**
 * A start on home asks for the wallet (the page's first read, its largest text) as soon as the app can call, into the
 * query cache the page reads, instead of once the page has rendered: on a slow phone that render is most of a second.
 * The answer is the page's own (same call, same key, fresh for its staleTime); a refused session ends as the page's
 * own call would end it.
 */
export function warmMemberData(services: Services, path: string): void {
  if (memberPageOf(path) !== 'home' || !services.session.getSnapshot().matches('authenticated')) return;
  void Promise.all([import('./QueryProvider'), import('./queries')])
    .then(([{ queryClientOf }, { walletQuery }]) => queryClientOf(services).prefetchQuery(walletQuery(services.client)))
    .catch(() => undefined);
}
