/** Slip uploads and their review by their QR, decided lazily 4 s after the upload by the injected clock. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SLIP_REASON_CODES } from '../../../src/api/errors';
import { keyed } from '../../keyed';
import { SLIP_QR, slipQr } from '../../qrPng';
import { PERSONAS, api, failure, setup } from './helpers';

// The bank reads a slip's QR as a bank does (src/lib/readQr.ts); here a picture's QR is the text after `QR:` in it.
vi.mock('../../../src/lib/readQr', async () => ({ readQr: (await import('../../qrPng')).readQrOfText }));

let t: ReturnType<typeof setup>;
beforeEach(async () => {
  t = setup();
  await t.loginAs();
});
afterEach(() => t.demo.shutdown());

const image = (name: string, type = 'image/png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type });
const upload = (file?: File, idempotencyKey?: string) =>
  t.fresh.call(api.wallet.slip, { file, intent: keyed(idempotencyKey) });
const slips = async (page = 1, limit = 100) => t.fresh.call(api.slips.list, { body: { page, limit } });
const slip = async (reference: string) => (await slips()).slips.find((s) => s.reference === reference);
const walletAmount = async () => (await t.fresh.call(api.wallet.get)).wallet.amount;
const statements = async () => (await t.fresh.call(api.statement.list, { body: { page: 1, limit: 100 } })).statements;
/** Uploads `name`, lets the 4 s review pass and answers the slip as the status table reads it. */
async function reviewed(name: string) {
  const { reference } = await upload(image(name));
  t.advance(4_000);
  return slip(reference);
}

describe('POST /api/wallet/slip', () => {
  it('stores an image as an IN_PROGRESS slip with a reference, newest first', async () => {
    const { success, reference } = await upload(image('slip-250.png'));
    expect(success).toBe(true);
    expect(reference).toMatch(/^SLIP-[0-9A-F]{6}$/);
    const list = await slips();
    expect(list.total).toBe(5);
    expect(list.slips[0]).toEqual({
      createdAt: new Date(t.clock.t).toISOString(),
      amount: null,
      status: 'IN_PROGRESS',
      note: null,
      link: null,
      reference,
    });
  });
  it('SLIP_NO_FILE without a file, SLIP_INVALID_FILE for a non-image; both store nothing', async () => {
    expect(await failure(upload())).toEqual({ code: 'SLIP_NO_FILE', status: 400 });
    expect(await failure(upload(image('notes.txt', 'text/plain')))).toEqual({ code: 'SLIP_INVALID_FILE', status: 400 });
    expect(await failure(upload(image('slip.pdf', 'application/pdf')))).toEqual({
      code: 'SLIP_INVALID_FILE',
      status: 400,
    });
    expect(await failure(upload(image('slip', '')))).toEqual({ code: 'SLIP_INVALID_FILE', status: 400 });
    // An SVG is no slip (docs/decisions/035-smaller-holes-closed.md), nor a file over 10 MB.
    expect(await failure(upload(image('slip.svg', 'image/svg+xml')))).toEqual({
      code: 'SLIP_INVALID_FILE',
      status: 400,
    });
    const big = new File([new Uint8Array(10_485_761)], 'slip-250.jpg', { type: 'image/jpeg' });
    expect(await failure(upload(big))).toEqual({ code: 'SLIP_INVALID_FILE', status: 400 });
    expect((await slips()).total).toBe(4);
    expect((await upload(image('slip-20.JPG', ''))).success).toBe(true);
  });
  it('an armed SLIP_UPLOAD_FAIL answers it and stores nothing; a replayed Idempotency-Key answers the same slip', async () => {
    t.demo.controls.failNext('POST', '/api/wallet/slip', 'SLIP_UPLOAD_FAIL');
    expect(await failure(upload(image('slip-250.png')))).toEqual({ code: 'SLIP_UPLOAD_FAIL', status: 422 });
    expect((await slips()).total).toBe(4);
    const first = await upload(image('slip-250.png'), 'intent-1');
    expect(await upload(image('slip-250.png'), 'intent-1')).toEqual(first);
    expect((await slips()).total).toBe(5);
  });
});

/** A slip's picture whose QR (as the mocked reader reads it) is `qr`. */
const withQr = (name: string, qr: string) => new File([`\x89PNG QR:${qr}`], name, { type: 'image/png' });
/** Uploads a picture with `qr` named `name`, lets the 4 s review pass and answers the slip as the table reads it. */
async function reviewedQr(name: string, qr: string) {
  const { reference } = await upload(withQr(name, qr));
  t.advance(4_000);
  return slip(reference);
}

describe("review by the slip's QR", () => {
  it('stays IN_PROGRESS for 4 s, then is decided', async () => {
    const { reference } = await upload(withQr('IMG_0425.png', slipQr('REF0000250', '250.00')));
    t.advance(3_999);
    expect(await slip(reference)).toMatchObject({ status: 'IN_PROGRESS', amount: null });
    expect(await walletAmount()).toBe(1500);
    t.advance(1);
    expect(await slip(reference)).toMatchObject({ status: 'SUCCESS', amount: 250, note: null, link: null });
  });
  it.each([
    ['250.00', 250],
    ['99.5', 99.5],
    ['1500', 1500],
    ['0.01', 0.01],
  ])("SUCCESS for a slip whose QR's amount is %s: credits %s", async (amount, credited) => {
    expect(await reviewedQr('slip.png', slipQr(`REF-${amount}`, amount))).toMatchObject({
      status: 'SUCCESS',
      note: null,
      amount: credited,
    });
    expect(await walletAmount()).toBe(1500 + credited);
  });
  it("never reads an amount from a file name: a bank's slip QR without one is the stated 100 baht", async () => {
    expect(await reviewedQr('slip-250.png', SLIP_QR)).toMatchObject({ status: 'SUCCESS', amount: 100 });
    expect(await reviewedQr('IMG_20261202_0425.jpg', slipQr('OTHER0001'))).toMatchObject({ amount: 100 });
    // An amount field that is no amount is none.
    expect(await reviewedQr('slip-30.png', slipQr('OTHER0002', '12,5'))).toMatchObject({ amount: 100 });
    expect(await walletAmount()).toBe(1800);
  });
  it("without a QR, or with a QR that is no slip's, FAILED as unreadable (INVALID_SLIP), nothing credited", async () => {
    expect(await reviewed('IMG_20261202_0425.jpg')).toMatchObject({
      status: 'FAILED',
      note: 'INVALID_SLIP',
      amount: null,
    });
    // A payment QR (amount 250, no transaction reference) and a text.
    const paymentQr = '000201010212' + '5406250.00' + '5802TH' + '6304ABCD';
    expect(await reviewedQr('slip-250.png', paymentQr)).toMatchObject({ status: 'FAILED', note: 'INVALID_SLIP' });
    expect(await reviewedQr('slip-250.png', 'https://example.com/250')).toMatchObject({ note: 'INVALID_SLIP' });
    expect(await walletAmount()).toBe(1500);
  });
  it("a kip member's slip is counted in kip: the QR's amount, or the stated 100,000 kip", async () => {
    t.demo.state().members.find((m) => m.username === PERSONAS.funded)!.currency = 'LAK';
    const before = await walletAmount();
    expect(await reviewedQr('slip.png', slipQr('LAO0001', '250000'))).toMatchObject({ amount: 250_000 });
    expect(await reviewedQr('slip.png', slipQr('LAO0002'))).toMatchObject({ amount: 100_000 });
    expect(await walletAmount()).toBe(before + 350_000);
  });
  it.each(SLIP_REASON_CODES.map((code) => [code, `${code.toLowerCase()}.png`]))(
    'FAILED with %s for "%s", the amount its QR says',
    async (code, name) => {
      expect(await reviewedQr(name, slipQr(`R-${code}`, '40.00'))).toMatchObject({
        status: 'FAILED',
        note: code,
        amount: 40,
      });
      expect(await walletAmount()).toBe(1500);
    },
  );
  it('rejection codes anywhere in the name, in any case; "fail" is INVALID_SLIP; a number in a name is no amount', async () => {
    expect(await reviewed('NOT_MATCH.png')).toMatchObject({ status: 'FAILED', note: 'NOT_MATCH', amount: null });
    expect(await reviewedQr('my-Expired_Slip-300.jpg', slipQr('R1'))).toMatchObject({
      status: 'FAILED',
      note: 'EXPIRED_SLIP',
      amount: null,
    });
    expect(await reviewed('fail.png')).toMatchObject({ status: 'FAILED', note: 'INVALID_SLIP', amount: null });
    expect(await reviewedQr('slip-FAILED-75.png', slipQr('R2'))).toMatchObject({ note: 'INVALID_SLIP', amount: null });
    expect(await walletAmount()).toBe(1500);
  });
  it('a SUCCESS credits the wallet exactly once, however often it is read, with one deposit entry', async () => {
    const { reference } = await upload(withQr('slip.png', slipQr('ONCE0001', '250.00')));
    t.advance(4_000);
    expect(await slip(reference)).toMatchObject({ status: 'SUCCESS', amount: 250 });
    expect(await slip(reference)).toMatchObject({ status: 'SUCCESS', amount: 250 });
    t.advance(60_000);
    await slips();
    expect(await walletAmount()).toBe(1750);
    const deposits = (await statements()).filter((s) => s.from === 'SLIP');
    expect(deposits).toEqual([
      expect.objectContaining({ statementType: 'deposit', status: 'SUCCESS', to: 'WALLET', amount: 250 }),
    ]);
  });
  it('is decided on any call, so the balance shows the credit without opening the slip list', async () => {
    await upload(withQr('slip.png', slipQr('ANY00001', '20')));
    t.advance(4_000);
    expect(await walletAmount()).toBe(1520);
  });
  it('leaves the seeded in-progress slip alone', async () => {
    t.advance(60 * 60_000);
    expect(await slip('SLIP-0001')).toMatchObject({ status: 'IN_PROGRESS', amount: null });
  });
});

describe('slip list and reference', () => {
  it('pages newest first with the total', async () => {
    const a = await upload(image('a.png'));
    t.advance(1_000);
    const b = await upload(image('b.png'));
    const page1 = await slips(1, 2);
    expect(page1.total).toBe(6);
    expect(page1.slips.map((s) => s.reference)).toEqual([b.reference, a.reference]);
    expect((await slips(2, 2)).slips.map((s) => s.reference)).toEqual(['SLIP-0001', 'SLIP-0002']);
    expect((await slips(4, 2)).slips).toEqual([]);
  });
  it("answers the url of the slip image; unknown or another member's reference is NO_DATA", async () => {
    const { reference } = await upload(image('slip-250.png'));
    const ref = (r: string) => t.fresh.call(api.slips.reference, { params: { reference: r } });
    // The bank's slip page for its reference, in the site's language (mirage/slipPictures.ts).
    expect(await ref(reference)).toEqual({ url: `${window.location.origin}/demo/slip.html?ref=${reference}&lang=th` });
    expect(await failure(ref('SLIP-NOPE'))).toEqual({ code: 'NO_DATA', status: 404 });
    await t.loginAs(PERSONAS.bonus);
    expect(await failure(ref(reference))).toEqual({ code: 'NO_DATA', status: 404 });
    expect((await slips()).total).toBe(0);
  });
});

describe('a slip already used', () => {
  const review = async (file: File) => {
    const { reference } = await upload(file);
    return reference;
  };

  it('is refused in review as SLIP_REFNO_DUPLICATED, whatever its name, and credits nothing; another slip is not', async () => {
    const before = await walletAmount();
    const first = await review(withQr('slip.png', slipQr('202611296Z4vBK1VRr6', '250.00')));
    const again = await review(withQr('IMG_2041.png', slipQr('202611296Z4vBK1VRr6', '250.00')));
    const other = await review(withQr('slip.png', slipQr('202611296OTHER00001', '40.00')));
    t.advance(4_000);
    expect(await slip(first)).toMatchObject({ status: 'SUCCESS', amount: 250, note: null });
    expect(await slip(again)).toMatchObject({ status: 'FAILED', amount: null, note: 'SLIP_REFNO_DUPLICATED' });
    expect(await slip(other)).toMatchObject({ status: 'SUCCESS', amount: 40 });
    expect(await walletAmount()).toBe(before + 290);
  });

  it('a slip refused for another reason does not make its QR used', async () => {
    const refused = await review(withQr('not_match.png', slipQr('REFUSED01', '100')));
    t.advance(4_000);
    expect(await slip(refused)).toMatchObject({ status: 'FAILED', note: 'NOT_MATCH' });
    const again = await review(withQr('slip.png', slipQr('REFUSED01', '100')));
    t.advance(4_000);
    expect(await slip(again)).toMatchObject({ status: 'SUCCESS', amount: 100 });
  });
});
