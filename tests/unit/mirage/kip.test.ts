/**
 * A kip member in the demo bank (docs/decisions/042-a-kip-member.md): their ledger is kept in kip, never converted, and
 * conserved; the transfer and QR minimums are kip's (1,000 and 10,000 kip, or the deployment's `kip`).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { KipRules } from '../../../machines/validation';
import { keyed } from '../../keyed';
import { PERSONAS, api, failure, setup } from './helpers';

let t: ReturnType<typeof setup>;
afterEach(() => t.demo.shutdown());

/** Somchai, as a Laos backend answers a member who chose LAK: his 1,500 in the wallet is kip. */
async function kipMember(kip?: KipRules) {
  t = setup({ laos: true, kip });
  t.demo.state().members.find((m) => m.username === PERSONAS.funded)!.currency = 'LAK';
  await t.loginAs();
}
const move = (amount: number) =>
  t.fresh.call(api.wallet.transfer, { body: { from: 'WALLET', to: 'pg', amount }, intent: keyed(undefined) });
const qr = (amount: number) =>
  t.fresh.call(api.qrcode.create, { params: { provider: 'KBANK' }, body: { amount }, intent: keyed(undefined) });
/** Everything the member holds, in hundredths: the wallet and every game. */
async function held() {
  const w = await t.fresh.call(api.wallet.get);
  return Math.round(w.wallet.amount * 100) + w.slots.reduce((sum, s) => sum + Math.round(s.amount * 100), 0);
}

describe("a kip member's ledger in the demo bank", () => {
  it('refuses a transfer under 1,000 kip and moves 1,000, holding what it held', async () => {
    await kipMember();
    const before = await held();
    expect(await failure(move(999))).toEqual({ code: 'TRANSFER_MINIMUM', status: 403 });
    expect(await move(1000)).toEqual({ success: true, wallet: { amount: 500 } });
    expect(await held()).toBe(before);
    expect((await t.fresh.call(api.wallet.get)).profile.currency).toBe('LAK');
  });

  it('makes no QR under 10,000 kip, saying so in kip; one of 100,000 paid credits 100,000 kip, conserved', async () => {
    await kipMember();
    const before = await held();
    expect(await qr(9_999)).toMatchObject({ hasQrcode: false, message: 'The minimum amount for KBANK is 10000 kip' });
    expect(await qr(100_000)).toMatchObject({ hasQrcode: true, amount: 100_000 });
    t.demo.controls.payQr();
    expect((await t.fresh.call(api.wallet.get)).wallet.amount).toBe(101_500);
    expect(await held()).toBe(before + 10_000_000);
  });

  it("follows the deployment's kip constants where it sets them", async () => {
    await kipMember({ transferMinimum: 5000, qrMinimum: 20_000 });
    expect(await failure(move(4999))).toEqual({ code: 'TRANSFER_MINIMUM', status: 403 });
    expect(await qr(19_999)).toMatchObject({ hasQrcode: false, message: 'The minimum amount for KBANK is 20000 kip' });
    expect(await qr(20_000)).toMatchObject({ hasQrcode: true, amount: 20_000 });
  });

  it('keeps a baht member on the Laos site at the baht minimums', async () => {
    t = setup({ laos: true });
    await t.loginAs();
    expect(await move(1)).toMatchObject({ success: true });
    expect(await qr(10)).toMatchObject({ hasQrcode: true, amount: 10 });
  });
});
