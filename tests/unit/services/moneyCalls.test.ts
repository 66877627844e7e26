// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Intent, IntentStep } from '../../../machines/intent';
import { createClient, IntentKeyMissing } from '../../../src/api/client';
import { api } from '../../../src/api/contracts';
import type { AnyEndpoint } from '../../../src/api/contracts/endpoint';
import type { IntentStore } from '../../../src/lib/intents';
import { ownMoneyCalls, type Moved } from '../../../src/services/moneyCalls';
import { keyed } from '../../keyed';
import { errorOf, json, stubFetch } from '../api/fetchStubs';

afterEach(() => vi.unstubAllGlobals());

/** The app's client with its owner: the steps told to the intent log and the money views' reads, in order. */
function owned() {
  const told: string[] = [];
  const moved: Moved[] = [];
  const log = {
    step: (ep: AnyEndpoint, intent: Intent, step: IntentStep) => told.push(`${intent.key} ${ep.path} ${step}`),
    open: () => null,
  } as unknown as IntentStore;
  const client = ownMoneyCalls(createClient({ baseUrl: 'https://bank.test', getToken: () => 't' }), {
    log: () => log,
    moved: (m) => moved.push(m),
  });
  return { client, told, moved };
}

describe('the owner of a money call', () => {
  it('names, in the contracts, what each money call changes once it settles (written out here, not read back)', () => {
    const settles = Object.values(api)
      .flatMap((group) => Object.values(group) as AnyEndpoint[])
      .filter((ep) => ep.idempotent)
      .map((ep) => `${ep.method} ${ep.path} ${ep.settles ?? '-'}`)
      .sort();
    expect(settles).toEqual([
      'GET /api/bonus/activate/:code money',
      'GET /api/bonus/clear money',
      'GET /api/invite/bonus money',
      'GET /api/promotion/activate/:code money',
      'GET /api/refund/addWallet money',
      'GET /api/refund/receive money',
      'POST /api/chat/send-message -',
      'POST /api/qrcode/:provider -',
      'POST /api/spinwheel/coupon/claim money',
      'POST /api/spinwheel/spin reveal',
      'POST /api/wallet/add money',
      'POST /api/wallet/slip money',
      'POST /api/wallet/transfer games',
      'POST /api/wallet/transferAll games',
      'POST /api/wallet/truelink money',
      'POST /api/wallet/withdraw money',
      'POST /api/wallet/withdrawAll money',
    ]);
  });

  it('a transfer: kept from before it leaves until its answer, then every money view and the games read once', async () => {
    stubFetch(() => json({ success: true, wallet: { amount: 250.5 } }));
    const { client, told, moved } = owned();
    await client.call(api.wallet.transfer, { body: { from: 'WALLET', to: 'pg', amount: 50 }, intent: keyed('t1') });
    expect(told).toEqual(['t1 /api/wallet/transfer sending', 't1 /api/wallet/transfer ended']);
    expect(moved).toEqual([{ balance: 250.5, slotsMoved: true }]);
  });

  it('an unclear answer leaves the intent open and still reads the money views again (the balance will tell)', async () => {
    stubFetch(() => new Response('<h1>502</h1>', { status: 502 }));
    const { client, told, moved } = owned();
    await errorOf(client.call(api.wallet.withdrawAll, { body: { amount: 100 }, intent: keyed('w1') }));
    expect(told).toEqual(['w1 /api/wallet/withdrawAll sending', 'w1 /api/wallet/withdrawAll open']);
    expect(moved).toEqual([{ balance: undefined, slotsMoved: false }]);
  });

  it("a spin is kept the same way, but its money views wait for the wheel (the machine's `refreshed`)", async () => {
    stubFetch(() => json({ success: true, result: null }));
    const { client, told, moved } = owned();
    await client.call(api.spin.spin, { body: {}, intent: keyed('s1') }).catch(() => undefined);
    expect(told[0]).toBe('s1 /api/spinwheel/spin sending');
    expect(told).toHaveLength(2);
    expect(moved).toEqual([]);
  });

  it('a QR and a chat message keep their key but move no money: nothing is read again', async () => {
    stubFetch(() => new Response('', { status: 504 }));
    const { client, told, moved } = owned();
    await errorOf(
      client.call(api.qrcode.create, { params: { provider: 'WW' }, body: { amount: 100 }, intent: keyed('q1') }),
    );
    expect(told).toEqual(['q1 /api/qrcode/:provider sending', 'q1 /api/qrcode/:provider open']);
    expect(moved).toEqual([]);
  });

  it('a read is not a money call: nothing kept, nothing read again; a keyless money call is refused unsent', async () => {
    const sent = stubFetch(() => json({ success: true, wallet: { amount: 1 } }));
    const { client, told, moved } = owned();
    await client.call(api.wallet.get).catch(() => undefined);
    const e = await client.call(api.wallet.withdraw, { body: { amount: 10 } } as never).then(
      () => null,
      (x: unknown) => x,
    );
    expect(e).toBeInstanceOf(IntentKeyMissing);
    expect(sent).toHaveLength(1);
    expect([told, moved]).toEqual([[], []]);
  });

  it("tells the operators' telemetry an unclear outcome, and how the same key's retry ended: done or refused", async () => {
    const heard: string[] = [];
    const open = new Map<string, Intent>();
    const log = {
      step: (ep: AnyEndpoint, intent: Intent, step: IntentStep) => {
        if (step === 'open') open.set(`${ep.method} ${ep.path}`, intent);
        if (step === 'ended') open.delete(`${ep.method} ${ep.path}`);
      },
      open: (call: string) => open.get(call) ?? null,
    } as unknown as IntentStore;
    const client = ownMoneyCalls(createClient({ baseUrl: 'https://bank.test', getToken: () => 't' }), {
      log: () => log,
      moved: () => {},
      telemetry: () => ({
        money: (ep, how, error) =>
          heard.push(`${typeof ep === 'string' ? ep : ep.path} ${how} ${(error as { status?: number })?.status ?? ''}`),
      }),
    });
    const transfer = (key: string) =>
      client.call(api.wallet.transfer, { body: { from: 'WALLET', to: 'pg', amount: 50 }, intent: keyed(key) });
    stubFetch(() => new Response('<html>502 Bad Gateway</html>', { status: 502 }));
    await expect(transfer('t1')).rejects.toThrow();
    stubFetch(() => json({ success: true, wallet: { amount: 200 } }));
    await transfer('t1');
    stubFetch(() => new Response('<html>504</html>', { status: 504 }));
    await expect(transfer('t2')).rejects.toThrow();
    stubFetch(() => json({ message: 'MONEY_NOT_ENOUGH' }, 400));
    await expect(transfer('t2')).rejects.toThrow('MONEY_NOT_ENOUGH');
    // A call that was never unclear ends without a word.
    stubFetch(() => json({ success: true, wallet: { amount: 150 } }));
    await transfer('t3');
    expect(heard).toEqual([
      '/api/wallet/transfer unclear 502',
      '/api/wallet/transfer done ',
      '/api/wallet/transfer unclear 504',
      '/api/wallet/transfer refused ',
    ]);
  });
});
