/**
 * No call carries a token that is no longer the stored one (src/services/tabSync.ts), even when the other tab's word on the
 * session channel never came: the session follows what the phone stores, and the call is not sent.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../src/api/contracts';
import { parseConfig } from '../../../src/lib/config';
import { tokenStore } from '../../../src/lib/storage';
import { createServices } from '../../../src/services/services';
import { syncTabs } from '../../../src/services/tabSync';

const wallet = () =>
  new Response(JSON.stringify({ success: true, wallet: { amount: 1 } }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

let sent: Array<string | null>;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(new Headers(init.headers).get('Authorization'));
      return wallet();
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function memberTab() {
  tokenStore.write('token-1', 'member-1', true);
  const services = createServices(parseConfig({ apiBaseUrl: 'https://bank.example.test' }));
  syncTabs(services);
  return services;
}
const transfer = (services: ReturnType<typeof memberTab>) =>
  services.client.call(api.wallet.transfer, {
    body: { from: 'WALLET', to: 'pg', amount: 20 },
    intent: { key: 'k1', values: {}, at: 0 },
  });

describe('a call and the stored session', () => {
  it('another member stored by another tab: the transfer is never sent with the old token, and this tab logs out', async () => {
    const services = memberTab();
    tokenStore.write('token-2', 'member-2', true);
    await expect(transfer(services)).rejects.toMatchObject({ code: 'SESSION_CHANGED', proven: true });
    expect(sent).toEqual([]);
    const s = services.session.getSnapshot();
    expect(s.matches('anonymous')).toBe(true);
    expect(s.context.endReason).toBe('ELSEWHERE_MEMBER');
    // The other tab's session stays on the phone.
    expect(tokenStore.read()?.token).toBe('token-2');
  });

  it('the same member logged in again elsewhere: the call goes with the new stored token', async () => {
    const services = memberTab();
    tokenStore.write('token-1b', 'member-1', true);
    await transfer(services);
    expect(sent).toEqual(['Bearer token-1b']);
    expect(services.session.getSnapshot().matches('authenticated')).toBe(true);
  });

  it('the stored session unchanged: the call goes with it', async () => {
    const services = memberTab();
    await transfer(services);
    expect(sent).toEqual(['Bearer token-1']);
  });
});
