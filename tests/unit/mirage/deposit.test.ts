/** Deposit lookup and QR deposits of the demo bank, through real HTTP calls of the API client. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keyed } from '../../keyed';
import { PERSONAS, api, failure, setup } from './helpers';

let t: ReturnType<typeof setup>;
beforeEach(async () => {
  t = setup();
  await t.loginAs();
});
afterEach(() => t.demo.shutdown());

const MIN = 60_000;
type Provider = 'KBANK' | 'WW' | 'PAYTIMZ' | 'PAYONEX' | 'ZPAY';
const create = (provider: Provider, amount: number, idempotencyKey?: string) =>
  t.fresh.call(api.qrcode.create, { params: { provider }, body: { amount }, intent: keyed(idempotencyKey) });
const current = (provider: Provider) => t.fresh.call(api.qrcode.get, { params: { provider } });
const cancel = (qrcodeId: string) => t.fresh.call(api.qrcode.cancel, { params: { qrcodeId } });
const walletAmount = async () => (await t.fresh.call(api.wallet.get)).wallet.amount;
const statements = async () => (await t.fresh.call(api.statement.list, { body: { page: 1, limit: 100 } })).statements;
const NO_QR = { qrcodeId: null, hasQrcode: false, qrcode: null, amount: null, expireIn: null, message: null };

describe('deposit lookup', () => {
  const lookup = () => t.fresh.call(api.lookup.deposit);
  it('has an account for every routing case of the deposit dialog and a MANUAL wallet', async () => {
    const { banks, wallets, isManual } = await lookup();
    const cases = banks.map((b) => `${b.bankCode}/${b.bankType}/${b.mode}/${b.currency}`);
    expect(cases).toEqual([
      'KBANK/KBANK/SMS/BAHT',
      'KBANK/KBANK/AUTO/BAHT',
      'SCB/SCB/AUTO/BAHT',
      'GSB/GSB/AUTO/BAHT',
      'PAYONEX/PAYMENT/AUTO/BAHT',
    ]);
    expect(banks.every((b) => b.bankAccountName && b.bankAccountNo && b.bank.nameTH && b.bank.nameEN)).toBe(true);
    expect(wallets).toEqual([{ walletAccountName: 'DEMO WALLET', mode: 'MANUAL' }]);
    expect(isManual).toBe(false);
  });
  it('adds BCEL in LAK on a Laos site', async () => {
    t.demo.shutdown();
    t = setup({ laos: true });
    await t.loginAs();
    const { banks } = await lookup();
    expect(banks).toHaveLength(6);
    expect(banks[5]).toMatchObject({
      bankCode: 'BCEL',
      bankType: 'BCEL',
      currency: 'LAK',
      bank: { nameEN: 'Banque Pour Le Commerce Exterieur Lao' },
    });
  });
  it('walletAuto makes the wallet AUTO; manualDeposit sets isManual', async () => {
    t.demo.controls.scenario('walletAuto');
    expect(await lookup()).toMatchObject({
      wallets: [{ walletAccountName: 'DEMO WALLET', mode: 'AUTO' }],
      isManual: false,
    });
    t.demo.controls.scenario('manualDeposit');
    expect(await lookup()).toMatchObject({ wallets: [{ mode: 'MANUAL' }], isManual: true });
  });
});

describe('QR create', () => {
  it.each([
    ['KBANK', 0, 0.01, 'The amount must be more than 0 baht for KBANK'],
    ['WW', 99.99, 100, 'The minimum amount for WW is 100 baht'],
    ['PAYONEX', 99.99, 100, 'The minimum amount for PAYONEX is 100 baht'],
    ['PAYTIMZ', 9.99, 10, 'The minimum amount for PAYTIMZ is 10 baht'],
    ['ZPAY', 9.99, 10, 'The minimum amount for ZPAY is 10 baht'],
  ] as const)(
    '%s: below %s answers hasQrcode false with a message naming the minimum; %s makes a QR',
    async (p, below, atMin, message) => {
      expect(await create(p, below)).toEqual({ ...NO_QR, message });
      expect(await create(p, -5)).toEqual({ ...NO_QR, message });
      expect(await current(p)).toEqual(NO_QR);
      const qr = await create(p, atMin);
      expect(qr).toMatchObject({ hasQrcode: true, amount: atMin, message: null });
      expect(await current(p)).toEqual(qr);
    },
  );
  it('answers a QR image valid 5 minutes, echoing the amount; the image is drawn from the id', async () => {
    const qr = await create('KBANK', 250.5);
    expect(qr.qrcodeId).toBeTruthy();
    expect(qr.amount).toBe(250.5);
    expect(qr.expireIn).toBe(new Date(t.clock.t + 5 * MIN).toISOString());
    const m = /^<img alt="QR" src="data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)">$/.exec(qr.qrcode!);
    expect(m).not.toBeNull();
    const svg = atob(m![1]!);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg".*<path d="M0 0h1v1h-1z/);
    expect((await current('KBANK')).qrcode).toBe(qr.qrcode);
    expect((await create('ZPAY', 50)).qrcode).not.toBe(qr.qrcode);
  });
  it('refuses a malformed amount with KEY_INVALID and an unknown provider with NO_DATA', async () => {
    expect(await failure(create('ZPAY', 10.001))).toEqual({ code: 'KEY_INVALID', status: 400 });
    expect(await failure(create('NOPE' as Provider, 100))).toEqual({ code: 'NO_DATA', status: 404 });
    expect(await failure(current('NOPE' as Provider))).toEqual({ code: 'NO_DATA', status: 404 });
  });
  it('keeps one current QR per member and provider: a new one replaces the old', async () => {
    const first = await create('WW', 100);
    const other = await create('PAYTIMZ', 10);
    const second = await create('WW', 200);
    expect(second.qrcodeId).not.toBe(first.qrcodeId);
    expect(await current('WW')).toEqual(second);
    expect(await current('PAYTIMZ')).toEqual(other);
    expect(await failure(cancel(first.qrcodeId!))).toEqual({ code: 'NO_DATA', status: 404 });
  });
  it('an armed QR_FAIL answers the error and makes nothing; a replayed Idempotency-Key answers the same QR', async () => {
    t.demo.controls.failNext('POST', '/api/qrcode/:provider', 'QR_FAIL');
    expect(await failure(create('ZPAY', 50))).toEqual({ code: 'QR_FAIL', status: 422 });
    expect(await current('ZPAY')).toEqual(NO_QR);
    const qr = await create('ZPAY', 50, 'intent-1');
    expect(await create('ZPAY', 50, 'intent-1')).toEqual(qr);
    expect(await current('ZPAY')).toEqual(qr);
  });
});

describe('QR expiry and cancel', () => {
  it('expires by the injected clock 5 minutes after creation', async () => {
    const qr = await create('PAYONEX', 300);
    t.advance(5 * MIN - 1);
    expect(await current('PAYONEX')).toEqual(qr);
    t.advance(1);
    expect(await current('PAYONEX')).toEqual(NO_QR);
    expect(await failure(cancel(qr.qrcodeId!))).toEqual({ code: 'NO_DATA', status: 404 });
  });
  it("cancel removes the own QR; an unknown or another member's QR is NO_DATA", async () => {
    const mine = await create('KBANK', 20);
    expect(await failure(cancel('64b00000000000000000ffff'))).toEqual({ code: 'NO_DATA', status: 404 });
    await t.loginAs(PERSONAS.bonus);
    expect(await failure(cancel(mine.qrcodeId!))).toEqual({ code: 'NO_DATA', status: 404 });
    expect(await current('KBANK')).toEqual(NO_QR);
    await t.loginAs(PERSONAS.funded);
    expect(await cancel(mine.qrcodeId!)).toEqual({ success: true });
    expect(await current('KBANK')).toEqual(NO_QR);
    expect(await failure(cancel(mine.qrcodeId!))).toEqual({ code: 'NO_DATA', status: 404 });
  });
});

describe('demo control payQr', () => {
  it('credits the QR amount to its member with a deposit SUCCESS entry and removes the QR', async () => {
    const qr = await create('ZPAY', 150.25);
    expect(t.demo.controls.payQr(qr.qrcodeId!)).toBe(150.25);
    expect(await walletAmount()).toBe(1650.25);
    expect((await statements())[0]).toMatchObject({
      statementType: 'deposit',
      status: 'SUCCESS',
      from: 'ZPAY',
      to: 'WALLET',
      amount: 150.25,
    });
    expect(await current('ZPAY')).toEqual(NO_QR);
    expect(() => t.demo.controls.payQr(qr.qrcodeId!)).toThrow(/no live QR/);
    expect(await walletAmount()).toBe(1650.25);
  });
  it("pays the newest live QR without an id, another member's to that member, and refuses an expired one", async () => {
    await t.loginAs(PERSONAS.bonus);
    const malee = await create('KBANK', 10);
    await t.loginAs(PERSONAS.funded);
    const older = await create('WW', 100);
    t.advance(1_000);
    await create('PAYTIMZ', 20);
    expect(t.demo.controls.payQr()).toBe(20);
    expect(await walletAmount()).toBe(1520);
    expect(t.demo.controls.payQr(malee.qrcodeId!)).toBe(10);
    expect(await walletAmount()).toBe(1520);
    await t.loginAs(PERSONAS.bonus);
    expect(await walletAmount()).toBe(330.5);
    t.advance(5 * MIN);
    expect(() => t.demo.controls.payQr(older.qrcodeId!)).toThrow(/no live QR/);
    expect(() => t.demo.controls.payQr()).toThrow(/no live QR/);
  });
});
