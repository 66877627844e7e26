/** Wallet gift links: RSA-OAEP sealed by the test with Web Crypto and the exported demo public key, sent over HTTP. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keyed } from '../../keyed';
import { encryptLink, giftLink, sealed } from './giftLink';
import { PERSONAS, api, failure, setup } from './helpers';

let t: ReturnType<typeof setup>;
beforeEach(async () => {
  t = setup();
  await t.loginAs();
});
afterEach(() => t.demo.shutdown());

const send = (link: string, idempotencyKey?: string) =>
  t.fresh.call(api.wallet.truelink, { body: { link }, intent: keyed(idempotencyKey) });
const walletAmount = async () => (await t.fresh.call(api.wallet.get)).wallet.amount;
const statements = async () => (await t.fresh.call(api.statement.list, { body: { page: 1, limit: 100 } })).statements;
async function refusedQuietly(link: string, code: string, status: number, key?: string) {
  const [before, entries] = [await walletAmount(), (await statements()).length];
  expect(await failure(send(link))).toEqual(key ? { code, status, key } : { code, status });
  expect(await walletAmount()).toBe(before);
  expect((await statements()).length).toBe(entries);
}

describe('POST /api/wallet/truelink', () => {
  it('credits 50 baht for a gift link sealed with the wallet account name and records a deposit entry', async () => {
    expect(await send(await sealed(giftLink('ABCDEFGHIJ')))).toEqual({ success: true, amount: 50 });
    expect(await walletAmount()).toBe(1550);
    expect((await statements())[0]).toMatchObject({
      statementType: 'deposit',
      status: 'SUCCESS',
      from: 'TRUEWALLET',
      to: 'WALLET',
      amount: 50,
    });
    expect(Date.parse((await statements())[0]!.createdAt)).toBe(t.clock.t);
  });
  it('takes the amount from an &amount= hint of at least 2 baht', async () => {
    expect(await send(await sealed(giftLink('Voucher0001', '&amount=12.34')))).toEqual({
      success: true,
      amount: 12.34,
    });
    expect(await send(await sealed(giftLink('Voucher0002', '&amount=2')))).toEqual({ success: true, amount: 2 });
    expect(await walletAmount()).toBe(1514.34);
    await refusedQuietly(await sealed(giftLink('Voucher0003', '&amount=1.99')), 'TRUELINK_INVALID', 400);
  });
  it('KEY_INVALID: not base64, not a ciphertext, another key, or no "::" in the plain text', async () => {
    const other = await crypto.subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['encrypt', 'decrypt'],
    );
    const otherPem = `-----BEGIN PUBLIC KEY-----\n${btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.exportKey('spki', other.publicKey))))}\n-----END PUBLIC KEY-----`;
    await refusedQuietly('not base64 !!', 'KEY_INVALID', 400, 'link');
    await refusedQuietly(
      btoa('https://gift.truemoney.com/campaign/?v=ABCDEFGHIJ::DEMO WALLET'),
      'KEY_INVALID',
      400,
      'link',
    );
    await refusedQuietly(
      await encryptLink(`${giftLink('ABCDEFGHIJ')}::DEMO WALLET`, otherPem),
      'KEY_INVALID',
      400,
      'link',
    );
    await refusedQuietly(await encryptLink(`${giftLink('ABCDEFGHIJ')} DEMO WALLET`), 'KEY_INVALID', 400, 'link');
    expect(await failure(send(''))).toEqual({ code: 'KEY_MISSING', status: 400, key: 'link' });
  });
  it('NO_WALLET when the name after "::" is not the deposit lookup\'s wallet account', async () => {
    expect((await t.fresh.call(api.lookup.deposit)).wallets[0]!.walletAccountName).toBe('DEMO WALLET');
    await refusedQuietly(await sealed(giftLink('ABCDEFGHIJ'), 'OTHER WALLET'), 'NO_WALLET', 403);
    await refusedQuietly(await sealed(giftLink('ABCDEFGHIJ'), ''), 'NO_WALLET', 403);
  });
  it('TRUELINK_INVALID for anything but a gift link with a voucher of 10+ letters and digits', async () => {
    for (const link of [
      'https://example.com/campaign/?v=ABCDEFGHIJ',
      'http://gift.truemoney.com/campaign/?v=ABCDEFGHIJ',
      giftLink('ABCDEFGHI'),
      giftLink('ABCDE-GHIJ'),
      giftLink('ABCDEFGHIJ', '&x=1'),
      'ABCDEFGHIJ',
      '',
    ]) {
      await refusedQuietly(await sealed(link), 'TRUELINK_INVALID', 400);
    }
  });
  it('TRUELINK_DUPLICATE (409) for the same gift link again, by anyone, even freshly sealed or with another hint', async () => {
    await send(await sealed(giftLink('SharedGift01')));
    await refusedQuietly(await sealed(giftLink('SharedGift01')), 'TRUELINK_DUPLICATE', 409);
    await refusedQuietly(await sealed(giftLink('SharedGift01', '&amount=500')), 'TRUELINK_DUPLICATE', 409);
    await t.loginAs(PERSONAS.bonus);
    await refusedQuietly(await sealed(giftLink('SharedGift01')), 'TRUELINK_DUPLICATE', 409);
    expect(await send(await sealed(giftLink('SharedGift02')))).toEqual({ success: true, amount: 50 });
  });
});

describe('the asynchronous route keeps idempotency and failNext', () => {
  it('a replayed Idempotency-Key answers the first result and credits once, also for concurrent calls', async () => {
    const link = await sealed(giftLink('ReplayGift01'));
    expect(await send(link, 'intent-a')).toEqual({ success: true, amount: 50 });
    expect(await send(link, 'intent-a')).toEqual({ success: true, amount: 50 });
    const other = await sealed(giftLink('ReplayGift02'));
    expect(await Promise.all([send(other, 'intent-b'), send(other, 'intent-b')])).toEqual([
      { success: true, amount: 50 },
      { success: true, amount: 50 },
    ]);
    expect(await walletAmount()).toBe(1600);
    expect((await statements()).filter((s) => s.from === 'TRUEWALLET' && s.amount === 50)).toHaveLength(2);
  });
  it('concurrent intents with the same gift link: one is credited, the other is a duplicate', async () => {
    const [a, b] = [await sealed(giftLink('RaceGift0001')), await sealed(giftLink('RaceGift0001'))];
    const answers = await Promise.allSettled([send(a), send(b)]);
    expect(answers.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await walletAmount()).toBe(1550);
  });
  it('a stored refusal is replayed for its key; an armed failure is answered and moves nothing', async () => {
    const bad = await sealed(giftLink('short'));
    expect(await failure(send(bad, 'intent-c'))).toEqual({ code: 'TRUELINK_INVALID', status: 400 });
    expect(await failure(send(bad, 'intent-c'))).toEqual({ code: 'TRUELINK_INVALID', status: 400 });
    t.demo.controls.failNext('POST', '/api/wallet/truelink', 'INTERNAL_SERVER_ERROR');
    const good = await sealed(giftLink('ArmedGift001'));
    await refusedQuietly(good, 'INTERNAL_SERVER_ERROR', 500);
    expect(await send(good)).toEqual({ success: true, amount: 50 });
  });
});
