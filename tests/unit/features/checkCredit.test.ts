import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkCredit } from '../../../src/features/deposit/actors';
import { api, setup } from '../mirage/helpers';

let t: ReturnType<typeof setup>;
beforeEach(async () => {
  localStorage.clear();
  t = setup();
  await t.loginAs();
});
afterEach(() => t.demo.shutdown());

/** A KBank QR of `amount` baht made and paid at the demo bank. */
async function payQr(amount: number) {
  await t.fresh.call(api.qrcode.create, { params: { provider: 'KBANK' }, body: { amount } });
  t.demo.controls.payQr();
}

describe('a look for the credit of a QR said paid, found again on the phone (no balance kept)', () => {
  it('is no credit while the statement has no deposit since the word, however much the wallet holds', async () => {
    const look = checkCredit(t.client, new QueryClient());
    expect((await t.client.call(api.wallet.get)).wallet.amount).toBeGreaterThan(0);
    expect(await look({ channel: 'KBANK', baseline: null, since: t.clock.t })).toBeNull();
  });

  it('is the deposit the statement has since the word: its amount, channel and the wallet after it', async () => {
    const since = t.clock.t;
    t.advance(60_000);
    await payQr(250);
    const before = (await t.client.call(api.wallet.get)).wallet.amount;
    const credit = await checkCredit(t.client, new QueryClient())({ channel: 'KBANK', baseline: null, since });
    expect(credit).toMatchObject({ amount: 250, channel: 'KBANK', balance: before });
  });
});
