/**
 * A kip member in the demo bank (docs/decisions/042-a-kip-member.md): their ledger is kept in kip, never converted, and
 * conserved; the transfer and QR minimums are kip's (1,000 and 10,000 kip, or the deployment's `kip`); the bank's own
 * amounts (prizes, bonuses, promotions, the refund minimum) are its kip price list, and its texts say kip.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { KipRules } from '../../../machines/validation';
import { scriptFor } from '../../../mirage/chatAgent';
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

describe("the demo bank's own amounts to a kip member", () => {
  const statements = async () => (await t.fresh.call(api.statement.list, { body: { page: 1, limit: 5 } })).statements;
  const wallet = async () => (await t.fresh.call(api.wallet.get)).wallet.amount;

  it('labels the wheel in kip; a 10 prize is a 10,000 kip coupon, claimed as 10,000 kip', async () => {
    await kipMember();
    const wheel = (await t.fresh.call(api.spin.setup)).result.activeSpinwheel!;
    expect(wheel.slices.find((x) => x.code === 'P10')).toMatchObject({
      label: '10,000',
      htmlDescription: '<p>ເຄຣດິດ 10,000 ກີບ</p>',
    });
    expect(wheel.slices.find((x) => x.code === 'P100')!.htmlDescription).toBe(
      '<p>ເຄຣດິດ <b>100,000 ກີບ</b> ເຂົ້າກະເປົາເງິນ</p>',
    );
    t.demo.controls.nextSpin('P10');
    expect((await t.fresh.call(api.spin.spin, { body: {} })).result).toMatchObject({ code: 'P10', label: '10,000' });
    const coupon = (await t.fresh.call(api.spin.coupons)).coupons[0]!;
    expect(coupon).toMatchObject({ prize: { label: '10,000', name: 'ເຄຣດິດ 10,000 ກີບ' }, amount: 10_000 });
    const before = await held();
    expect(await t.fresh.call(api.spin.claim, { body: { coupon: coupon._id } })).toEqual({ success: true });
    expect(await wallet()).toBe(11_500);
    expect(await held()).toBe(before + 1_000_000);
    expect((await statements())[0]).toMatchObject({
      amount: 10_000,
      luckydraw: { description: 'ລາງວັນວົງລໍ້ ເຄຣດິດ 10,000 ກີບ' },
    });
  });

  it("writes a bonus's cap and least deposit in kip and pays by them", async () => {
    await kipMember();
    const { bonuses } = await t.fresh.call(api.bonus.list);
    expect(bonuses.find((b) => b.code === 'WEEKLY5')!.banners[0]!.html).toContain(
      'ສູງສຸດ 200,000 ກີບ (ຝາກຂັ້ນຕ່ຳ 100,000 ກີບ)',
    );
    await t.fresh.call(api.bonus.activate, { params: { code: 'WEEKLY5' } });
    expect(await t.fresh.call(api.bonus.checkMinimum)).toEqual({ status: true, minimum: 100_000 });
    await qr(99_999);
    t.demo.controls.payQr();
    expect(await wallet()).toBe(1_500 + 99_999);
    await qr(5_000_000);
    t.demo.controls.payQr();
    // 5% of 5,000,000 kip is 250,000 kip, capped at 200,000 kip.
    expect(await wallet()).toBe(1_500 + 99_999 + 5_000_000 + 200_000);
    expect((await statements())[0]).toMatchObject({ statementType: 'bonus', amount: 200_000 });
  });

  it("credits a promotion's amount in kip, saying so", async () => {
    await kipMember();
    expect((await t.fresh.call(api.promotion.find, { params: { code: 'LUCKY7' } })).promotion!.description).toBe(
      '<p>ຮັບເຄຣດິດເພີ່ມ <b>7,770 ກີບ</b> ທັນທີ (ຮັບໄດ້ຄັ້ງດຽວ)</p>',
    );
    await t.fresh.call(api.promotion.activate, { params: { code: 'LUCKY7' } });
    expect(await wallet()).toBe(1_500 + 7_770);
  });

  it('answers withdraw limits of 100,000 to 50,000,000 kip and holds to them', async () => {
    await kipMember();
    expect(await t.fresh.call(api.lookup.withdraw)).toEqual({ withdrawMin: 100_000, withdrawMax: 50_000_000 });
    const out = (amount: number) => t.fresh.call(api.wallet.withdraw, { body: { amount } });
    expect(await failure(out(99_999))).toEqual({ code: 'KEY_INVALID', status: 400 });
    expect(await failure(out(100_000))).toEqual({ code: 'MONEY_NOT_ENOUGH', status: 403 });
  });

  it('keeps a refund under 10,000 kip waiting, and says the minimum in kip', async () => {
    await kipMember();
    const check = await t.fresh.call(api.refund.check);
    expect(check).toMatchObject({ result: true, refundAmount: 123.45 });
    expect(check.info).toContain('ຂັ້ນຕ່ຳ 10,000 ກີບ');
    expect(await failure(t.fresh.call(api.refund.addWallet))).toEqual({ code: 'REFUND_MINIMUM', status: 403 });
  });

  it("offers the welcome bonus in the chat's card in the member's currency", () => {
    const card = { message_type: 'postback', payload: { payload: 'DEMO_CARD' } } as const;
    const subtitle = (currency: 'LAK' | null) =>
      (scriptFor(card, { laos: true }, { currency })[0]!.payload as { elements: Array<{ subtitle: string }> })
        .elements[0]!.subtitle;
    expect(subtitle('LAK')).toBe('ຮັບເພີ່ມ 100% ສູງສຸດ 500,000 ກີບ');
    expect(subtitle(null)).toBe('ຮັບເພີ່ມ 100% ສູງສຸດ 500 ບາດ');
  });
});

describe("the demo bank's own amounts to a baht member on the Laos site", () => {
  it('are baht', async () => {
    t = setup({ laos: true });
    await t.loginAs();
    const wheel = (await t.fresh.call(api.spin.setup)).result.activeSpinwheel!;
    expect(wheel.slices.find((x) => x.code === 'P10')).toMatchObject({
      label: '10',
      htmlDescription: '<p>ເຄຣດິດ 10 ບາດ</p>',
    });
    expect((await t.fresh.call(api.refund.check)).info).toContain('ຂັ້ນຕ່ຳ 10 ບາດ');
  });
});
