// @vitest-environment node
/**
 * The demo bank's deposit and prize rules at their edges (slips, gift links, the wheel), called on a seeded bank:
 * what a mutation run of mirage/rules found no test for.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_WALLET_NAME } from '../../../mirage/content';
import { PERSONAS } from '../../../mirage/personas';
import { createQr, payQr } from '../../../mirage/rules/qr';
import { reviewOf, settleSlips, SLIP_REVIEW_MS, uploadSlip } from '../../../mirage/rules/slips';
import { decryptLink, redeemLink } from '../../../mirage/rules/truelink';
import { claimCoupon, drawSlice, prizeName, TOTAL_WEIGHT } from '../../../mirage/rules/wheel';
import { seed } from '../../../mirage/seed';
import { WHEEL } from '../../../mirage/wheelContent';
import { slipQr } from '../../qrPng';
import { encryptLink, giftLink } from './giftLink';
import { NOW, refusal } from './rulesAt';

const bank = () => {
  const state = seed(NOW);
  const member = (who: string) => state.members.find((m) => m.username === who)!;
  return { state, member };
};

describe('slips', () => {
  it('a reference in capitals, a file without a name kept as "file", an image by its extension only at the end', () => {
    const { state, member } = bank();
    const somchai = member(PERSONAS.funded);
    const reference = uploadSlip(state, NOW, somchai, new File(['x'], '', { type: 'image/png' }));
    expect(reference).toMatch(/^SLIP-[0-9A-Z]{6}$/);
    expect(state.slips[0]).toMatchObject({ reference, fileName: 'file', status: 'IN_PROGRESS', uploadedAt: NOW });
    expect(refusal(() => uploadSlip(state, NOW, somchai, new File(['x'], 'slip.png.exe')))).toBe('SLIP_INVALID_FILE');
    expect(uploadSlip(state, NOW, somchai, new File(['x'], 'slip.JPG'))).toMatch(/^SLIP-/);
  });

  it("reads a slip QR's amount with 2 decimals, never a name's", () => {
    const { member } = bank();
    const somchai = member(PERSONAS.funded);
    const qr = slipQr('REF-EDGE-1', '250.75');
    expect(reviewOf({ fileName: 'slip-99.png', qr }, somchai)).toEqual({
      status: 'SUCCESS',
      note: null,
      satang: 25_075,
    });
    expect(reviewOf({ fileName: 'not_match-120.png', qr }, somchai)).toEqual({
      status: 'FAILED',
      note: 'NOT_MATCH',
      satang: 25_075,
    });
    expect(reviewOf({ fileName: 'slip-120.png', qr: null }, somchai)).toEqual({
      status: 'FAILED',
      note: 'INVALID_SLIP',
      satang: null,
    });
  });

  it('credits each slip to its own member, 4 s after its upload', () => {
    const { state, member } = bank();
    const [somchai, anong] = [member(PERSONAS.funded), member(PERSONAS.newcomer)];
    const before = [somchai.walletSatang, anong.walletSatang];
    uploadSlip(state, NOW, anong, new File(['x'], 'slip.png', { type: 'image/png' }), slipQr('ANONG0030', '30.00'));
    settleSlips(state, NOW + SLIP_REVIEW_MS - 1);
    expect(anong.walletSatang).toBe(before[1]);
    settleSlips(state, NOW + SLIP_REVIEW_MS);
    expect([somchai.walletSatang, anong.walletSatang]).toEqual([before[0], before[1]! + 3_000]);
    expect(state.slips[0]).toMatchObject({ status: 'SUCCESS', satang: 3_000 });
    expect(state.slips[0]).not.toHaveProperty('uploadedAt');
  });
});

describe('gift links', () => {
  it('spaces around the link and the account name are the member’s typing: it is redeemed', async () => {
    const { state, member } = bank();
    const plain = await decryptLink(await encryptLink(`  ${giftLink('abcdefghij12')}  ::  ${DEMO_WALLET_NAME} `));
    expect(redeemLink(state, NOW, member(PERSONAS.funded), plain)).toBe(5_000);
  });

  it('a link with anything before https is not a gift link', () => {
    const { state, member } = bank();
    const plain = `x${giftLink('abcdefghij12')}::${DEMO_WALLET_NAME}`;
    expect(refusal(() => redeemLink(state, NOW, member(PERSONAS.funded), plain))).toBe('TRUELINK_INVALID');
  });

  it('a ciphertext that does not decrypt, or decrypts to bytes that are not text, reads as nothing: KEY_INVALID', async () => {
    expect(await decryptLink('bm90IGEgY2lwaGVy')).toBeNull();
    expect(await decryptLink('%%%')).toBeNull();
    const der = Uint8Array.from(
      atob((await import('../../../mirage')).DEMO_TRUELINK_PUBLIC_KEY.replace(/-----[^-]+-----|\s/g, '')),
      (c) => c.charCodeAt(0),
    );
    const key = await crypto.subtle.importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
    const bytes = new Uint8Array(
      await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new Uint8Array([0xff, 0xfe, 0x3a, 0x3a])),
    );
    expect(await decryptLink(btoa(String.fromCharCode(...bytes)))).toBeNull();
    const { state, member } = bank();
    expect(refusal(() => redeemLink(state, NOW, member(PERSONAS.funded), null))).toBe('KEY_INVALID');
  });
});

describe('the wheel', () => {
  it('draws by weight: a number exactly at the end of a slice’s share draws the next slice', () => {
    const [first, second] = WHEEL.slices;
    expect(drawSlice(0)).toBe(first);
    expect(drawSlice(first!.weight / TOTAL_WEIGHT)).toBe(second);
    expect(drawSlice((first!.weight - 0.5) / TOTAL_WEIGHT)).toBe(first);
    expect(drawSlice(1)).toBe(WHEEL.slices.at(-1));
  });

  it("names a prize by its credit, or none, in the site's language and the member's currency", () => {
    const thai = { laos: false };
    const lao = { laos: true };
    const baht = { currency: null };
    const kip = { currency: 'LAK' as const };
    expect(prizeName(thai, baht, 0)).toBe('ไม่ได้รับรางวัล');
    expect(prizeName(thai, baht, 1)).toBe('เครดิต 0.01 บาท');
    expect(prizeName(thai, baht, 2_000)).toBe('เครดิต 20 บาท');
    expect(prizeName(lao, baht, 0)).toBe('ບໍ່ໄດ້ຮັບລາງວັນ');
    expect(prizeName(lao, baht, 2_000)).toBe('ເຄຣດິດ 20 ບາດ');
    expect(prizeName(lao, { currency: 'BAHT' }, 2_000)).toBe('ເຄຣດິດ 20 ບາດ');
    expect(prizeName(lao, kip, 2_000_000)).toBe('ເຄຣດິດ 20,000 ກີບ');
    expect(prizeName(thai, kip, 2_000_000)).toBe('เครดิต 20,000 กีบ');
  });

  it('a coupon of a slice the wheel no longer has is INVALID_PRIZE_CODE; a good one is a LUCKYDRAW entry', () => {
    const { state, member } = bank();
    const somchai = member(PERSONAS.funded);
    state.userBonuses = state.userBonuses.filter((u) => u.memberId !== somchai._id);
    const coupon = { memberId: somchai._id, satang: 2_000, claimed: false, createdAt: new Date(NOW).toISOString() };
    state.coupons.push({ ...coupon, _id: 'gone', sliceCode: 'NO_SUCH_SLICE' });
    state.coupons.push({ ...coupon, _id: 'good', sliceCode: WHEEL.slices.find((s) => s.satang > 0)!.code });
    expect(claimCoupon(state, NOW, somchai, 'gone')).toEqual({ success: false, error: 'INVALID_PRIZE_CODE' });
    expect(claimCoupon(state, NOW, somchai, 'good')).toEqual({ success: true, satang: 2_000 });
    expect(state.statements[0]).toMatchObject({
      statementType: 'bonus',
      status: 'SUCCESS',
      from: 'LUCKYDRAW',
      to: 'WALLET',
      satang: 2_000,
      luckydraw: { description: 'รางวัลวงล้อ เครดิต 20 บาท' },
    });
  });
});

describe('QR codes', () => {
  it("a new QR replaces the member's own of that provider, never another member's; the demo pays the newest or the one named", () => {
    const { state, member } = bank();
    const [somchai, anong] = [member(PERSONAS.funded), member(PERSONAS.newcomer)];
    const hers = createQr(state, NOW, anong, 'WW', 100);
    const first = createQr(state, NOW, somchai, 'WW', 200);
    const kbank = createQr(state, NOW + 1, somchai, 'KBANK', 50);
    const second = createQr(state, NOW + 2, somchai, 'WW', 300);
    expect(state.qrcodes).toEqual([hers, kbank, second]);
    expect(first).not.toBe(second);
    const before = anong.walletSatang;
    expect(payQr(state, NOW + 3, (hers as { qrcodeId: string }).qrcodeId)).toBe(hers);
    expect(anong.walletSatang).toBe(before + 10_000);
    expect(payQr(state, NOW + 3)).toBe(second);
    expect(() => payQr(state, NOW + 3, 'nope')).toThrow('payQr: no live QR code "nope"');
    payQr(state, NOW + 3);
    expect(() => payQr(state, NOW + 3)).toThrow(/^payQr: no live QR code$/);
  });
});
