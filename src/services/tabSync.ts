import { ApiError } from '../api/errors';
import { tokenStore } from '../lib/storage';
import type { Services } from './services';

/**
 * One session across the phone's tabs, for the member pages (their shell installs it once, before any member call;
 * /login has no member to share). On a `BroadcastChannel`, this tab tells the others its session (when it installs,
 * then at each change: a login, a logout, an ended session) and hears theirs as ELSEWHERE: the same member's new token
 * is followed, another member or none ends this tab's session. And no call ever carries a token that is no longer the
 * stored one: the session follows the stored one first, and a call it no longer covers is never sent (SESSION_CHANGED,
 * proven unsent).
 */
export function syncTabs(services: Services) {
  if (services.checkedToken) return;
  const { session } = services;
  const tabs = typeof BroadcastChannel === 'function' ? new BroadcastChannel('wallet.session') : null;
  // In Node (tests) the channel must not keep the process alive.
  (tabs as { unref?: () => void } | null)?.unref?.();
  let hearing = false;
  const elsewhere = (s: { token?: unknown; member?: unknown; remember?: unknown } | null) => {
    hearing = true;
    session.send({
      type: 'ELSEWHERE',
      token: typeof s?.token === 'string' ? s.token : null,
      member: typeof s?.member === 'string' ? s.member : null,
      remember: s?.remember === true,
    });
    hearing = false;
  };
  let told: string | null | undefined;
  const tell = () => {
    const { token, member } = session.getSnapshot().context;
    if (token === told || hearing) return;
    told = token;
    // Where the token is kept (remembered, or this tab's): a tab that follows keeps it the same way.
    tabs?.postMessage(token && { token, member, remember: tokenStore.read()?.remember ?? false });
  };
  if (tabs) {
    tabs.onmessage = (e: MessageEvent) => {
      // A session that is gone (services made again, in tests) stops listening.
      if (session.getSnapshot().status !== 'active') tabs.close();
      else elsewhere(e.data as object | null);
    };
    // This tab's session now (a login just made, a page opened with the stored one), then each change of its own.
    tell();
    session.subscribe(tell);
  }
  services.checkedToken = () => {
    const mine = session.getSnapshot().context.token;
    if (mine === null) return null;
    const stored = tokenStore.read();
    if (stored?.token === mine) return mine;
    elsewhere(stored);
    const now = session.getSnapshot().context.token;
    if (now !== null && now === stored?.token) return now;
    // Not sent: the phone's session changed in another tab since this screen opened (a code of CLIENT_CODES).
    throw new ApiError('SESSION_CHANGED', 0, true);
  };
}
