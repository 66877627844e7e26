import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allEndpoints, type AnyEndpoint } from '../../../src/api/contracts';
import { giftLink, sealed } from './giftLink';
import { api, setup } from './helpers';

interface Sample { params?: Record<string, string>; body?: unknown; file?: File }

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'slip.png', { type: 'image/png' });
const mp4 = () => new File([new Uint8Array([0, 0, 0, 24])], 'clip.mp4', { type: 'video/mp4' });
const registration = {
  name: 'New Player', username: '0811112222', password: 'secret12', sourceCode: 'facebook', inviteCode: '',
  bankCode: 'KBANK', bankAccountName: 'NEW PLAYER', bankAccountNo: '1112223334',
};
const pageBody = { page: 1, limit: 10 };
const who = { userId: 'u1', guestId: null };

/** Valid params and body for every endpoint; a new endpoint without a sample fails the test below. */
const SAMPLES: Record<string, Sample> = {
  'lookup.banks': {}, 'lookup.deposit': {}, 'lookup.conditions': {}, 'lookup.agreements': {}, 'lookup.info': {},
  'lookup.notice': {}, 'lookup.contact': {}, 'lookup.withdraw': {}, 'lookup.slip': {}, 'lookup.sources': {},
  'lookup.active': {}, 'lookup.registerOTP': {}, 'lookup.enableChatWidget': {},
  'auth.login': { body: { username: '0812345678', password: 'demo1234' } },
  'auth.otpSend': { body: { phoneNumber: '0811112222' } },
  'auth.otpVerify': { body: { otpToken: '<otp>', otpCode: '123456' } },
  'account.validate': { body: registration },
  'account.create': { body: registration },
  'account.profile': {},
  'account.updateProfile': { body: { name: 'Somchai Demo', bankCode: 'KBANK', bankAccountName: 'SOMCHAI DEMO', bankAccountNo: '1234567890' } },
  'account.bankAccountName': { body: { bankCode: 'KBANK', bankAccountName: 'SOMCHAI DEMO' } },
  'account.changePassword': { body: { oldPassword: 'demo1234', newPassword: 'demo1234' } },
  'wallet.get': {}, 'wallet.refreshSlot': {},
  'wallet.activate': { params: { slotCode: 'betflix' } },
  'wallet.account': { params: { slotCode: 'pg' } },
  'wallet.resetPassword': { params: { slotCode: 'joker2' } },
  'wallet.add': { body: { amount: 100 } },
  'wallet.transfer': { body: { from: 'WALLET', to: 'pg', amount: 10.5 } },
  'wallet.transferAll': { body: { to: 'huayhd' } },
  'wallet.withdraw': { body: { amount: 100 } },
  'wallet.withdrawAll': { body: { amount: 100 } },
  'wallet.slip': { file: png() },
  'wallet.truelink': { body: { link: '<sealed gift link>' } },
  'wallet.autoLogin': { params: { game: 'pg', username: '<pg-user>' } },
  'wallet.autoLoginWithPassword': { params: { game: 'joker2', username: '<joker2-user>', password: '<joker2-password>' } },
  'qrcode.get': { params: { provider: 'KBANK' } },
  'qrcode.create': { params: { provider: 'ZPAY' }, body: { amount: 50 } },
  'qrcode.cancel': { params: { qrcodeId: '<qr>' } },
  'slips.list': { body: pageBody },
  'slips.reference': { params: { reference: 'SLIP-0002' } },
  'invite.list': { body: pageBody }, 'invite.bonus': {}, 'invite.banners': {},
  'refund.list': { body: pageBody }, 'refund.check': {}, 'refund.receive': {}, 'refund.addWallet': {}, 'refund.banners': {},
  'bonus.list': {}, 'bonus.activate': { params: { code: 'WEEKLY5' } }, 'bonus.checkActive': {}, 'bonus.checkMinimum': {}, 'bonus.clear': {},
  'promotion.current': {}, 'promotion.find': { params: { code: 'PROMO50' } }, 'promotion.activate': { params: { code: 'PROMO50' } },
  'spin.setup': {}, 'spin.spin': { body: {} }, 'spin.coupons': {}, 'spin.active': {},
  'spin.claim': { body: { coupon: '64b0000000000000000d0001' } },
  'statement.list': { body: pageBody },
  'chat.config': {},
  'chat.send': { body: { sender: 'customer', message: { message_type: 'text', payload: 'สวัสดี' }, ...who, username: null, name: null, deviceToken: null, session_id: null } },
  'chat.history': { body: { ...who, limit: 10, skip: 0 } },
  'chat.uploadImage': { file: png() }, 'chat.uploadVideo': { file: mp4() },
  'chat.readCustomer': { body: who },
};

describe('every endpoint answers its contract', () => {
  let t: ReturnType<typeof setup>;
  beforeEach(async () => {
    t = setup();
    await t.loginAs();
  });
  afterEach(() => t.demo.shutdown());

  it('has a sample for every endpoint and a route for every endpoint', () => {
    const missing = allEndpoints.filter((e) => !(e.name in SAMPLES)).map((e) => e.name);
    expect(missing).toEqual([]);
    const unrouted = allEndpoints.filter((e) => !t.demo.registered.has(e.endpoint)).map((e) => e.name);
    expect(unrouted).toEqual([]);
  });

  /** Fill the placeholders that depend on live data (OTP token, game credentials, a QR id). */
  async function resolve(name: string, sample: Sample): Promise<Sample> {
    const s: Sample = { ...sample, params: { ...sample.params } };
    if (name === 'auth.otpVerify') {
      const sent = await t.fresh.call(api.auth.otpSend, { body: { phoneNumber: '0822223333' } });
      s.body = { otpToken: sent.otpToken, otpCode: '123456' };
    }
    if (name === 'account.create') await verifyPhone(registration.username);
    if (name === 'account.validate') await verifyPhone(registration.username);
    if (name === 'wallet.autoLogin') s.params!.username = (await t.fresh.call(api.wallet.account, { params: { slotCode: 'pg' } })).username;
    if (name === 'wallet.autoLoginWithPassword') {
      const c = await t.fresh.call(api.wallet.account, { params: { slotCode: 'joker2' } });
      Object.assign(s.params!, { username: c.username, password: c.password });
    }
    if (name === 'qrcode.cancel') {
      s.params!.qrcodeId = (await t.fresh.call(api.qrcode.create, { params: { provider: 'KBANK' }, body: { amount: 20 } })).qrcodeId!;
    }
    if (name === 'wallet.truelink') s.body = { link: await sealed(giftLink('CONTRACT0001')) };
    if (name === 'bonus.clear') await t.fresh.call(api.bonus.activate, { params: { code: 'WEEKLY5' } });
    return s;
  }

  async function verifyPhone(phone: string) {
    const sent = await t.fresh.call(api.auth.otpSend, { body: { phoneNumber: phone } });
    if (sent.otpToken) await t.fresh.call(api.auth.otpVerify, { body: { otpToken: sent.otpToken, otpCode: '123456' } });
  }

  it.each(allEndpoints.map((e) => [e.name, e.endpoint] as const))('%s', async (name: string, endpoint: AnyEndpoint) => {
    const sample = SAMPLES[name];
    expect(sample, `no sample for ${name}`).toBeDefined();
    const s = await resolve(name, sample!);
    const answer = await t.fresh.call(endpoint, { params: s.params, body: s.body as never, file: s.file });
    expect(endpoint.response.safeParse(answer).success).toBe(true);
    const json = JSON.stringify(answer);
    expect(json).not.toMatch(/passwordHash|demo1234/);
  });
});
