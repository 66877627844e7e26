/**
 * A valid call of every endpoint, as the demo bank's funded member (Somchai) would make it: read by the contract
 * tests (tests/unit/mirage/contracts.test.ts) and by the OpenAPI document's examples (mirage/examples.ts).
 */
import { api, type AnyEndpoint } from '../src/api/contracts';
import type { CallName } from '../src/api/contracts/refusals';
import { PERSONAS } from './personas';

export interface Sample {
  params?: Record<string, string>;
  body?: unknown;
  file?: File;
}
/** A call to the demo bank (by the app's client or directly): its answer, or a throw when refused. */
export type Caller = (ep: AnyEndpoint, opts: Sample) => Promise<unknown>;

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'slip.png', { type: 'image/png' });
const mp4 = () => new File([new Uint8Array([0, 0, 0, 24])], 'clip.mp4', { type: 'video/mp4' });
const REGISTRATION = {
  name: 'New Player',
  username: '0811112222',
  password: 'secret12',
  sourceCode: 'facebook',
  inviteCode: '',
  bankCode: 'KBANK',
  bankAccountName: 'NEW PLAYER',
  bankAccountNo: '1112223334',
};
const pageBody = { page: 1, limit: 10 };
const who = { userId: '64b000000000000000000a01', guestId: null };

/** Valid params and body for every endpoint (the type asks for every call); placeholders `<…>` are filled by `prepared`. */
export const SAMPLES: Record<CallName, Sample> = {
  'lookup.banks': {},
  'lookup.deposit': {},
  'lookup.conditions': {},
  'lookup.agreements': {},
  'lookup.info': {},
  'lookup.notice': {},
  'lookup.contact': {},
  'lookup.withdraw': {},
  'lookup.slip': {},
  'lookup.sources': {},
  'lookup.active': {},
  'lookup.registerOTP': {},
  'lookup.enableChatWidget': {},
  'auth.login': { body: { username: PERSONAS.funded, password: 'demo1234' } },
  'auth.otpSend': { body: { phoneNumber: '0811112222' } },
  'auth.otpVerify': { body: { otpToken: '<otp>', otpCode: '123456' } },
  'account.validate': { body: REGISTRATION },
  'account.create': { body: REGISTRATION },
  'account.profile': {},
  'account.updateProfile': {
    body: { name: 'Somchai Demo', bankCode: 'KBANK', bankAccountName: 'SOMCHAI DEMO', bankAccountNo: '1234567890' },
  },
  'account.bankAccountName': { body: { bankCode: 'KBANK', bankAccountName: 'SOMCHAI DEMO' } },
  'account.changePassword': { body: { oldPassword: 'demo1234', newPassword: 'demo1234' } },
  'wallet.get': {},
  'wallet.refreshSlot': {},
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
  'wallet.autoLoginWithPassword': {
    params: { game: 'joker2', username: '<joker2-user>', password: '<joker2-password>' },
  },
  'qrcode.get': { params: { provider: 'KBANK' } },
  'qrcode.create': { params: { provider: 'ZPAY' }, body: { amount: 50 } },
  'qrcode.cancel': { params: { qrcodeId: '<qr>' } },
  'slips.list': { body: pageBody },
  'slips.reference': { params: { reference: 'SLIP-0002' } },
  'invite.list': { body: pageBody },
  'invite.bonus': {},
  'invite.banners': {},
  'refund.list': { body: pageBody },
  'refund.check': {},
  'refund.receive': {},
  'refund.addWallet': {},
  'refund.banners': {},
  'bonus.list': {},
  'bonus.activate': { params: { code: 'WEEKLY5' } },
  'bonus.checkActive': {},
  'bonus.checkMinimum': {},
  'bonus.clear': {},
  'promotion.current': {},
  'promotion.find': { params: { code: 'PROMO50' } },
  'promotion.activate': { params: { code: 'PROMO50' } },
  'spin.setup': {},
  'spin.spin': { body: {} },
  'spin.coupons': {},
  'spin.active': {},
  'spin.claim': { body: { coupon: '64b0000000000000000d0001' } },
  'statement.list': { body: pageBody },
  'chat.config': {},
  'chat.send': {
    body: {
      sender: 'customer',
      message: { message_type: 'text', payload: 'สวัสดี' },
      ...who,
      username: null,
      name: null,
      deviceToken: null,
      session_id: null,
    },
  },
  'chat.history': { body: { ...who, limit: 10, skip: 0 } },
  'chat.uploadImage': { file: png() },
  'chat.uploadVideo': { file: mp4() },
  'chat.readCustomer': { body: who },
};

/**
 * The sample of `name` with the placeholders that depend on live data filled (an OTP token, game credentials, a QR
 * id, a sealed gift link), by calls made before it with `call`; a bonus is activated before `bonus.clear`.
 */
export async function prepared(name: CallName, call: Caller, sealGift: () => Promise<string>): Promise<Sample> {
  const sample = SAMPLES[name];
  const s: Sample = { ...sample, params: { ...sample.params } };
  const verifyPhone = async (phone: string) => {
    const sent = (await call(api.auth.otpSend, { body: { phoneNumber: phone } })) as { otpToken?: string };
    if (sent.otpToken) await call(api.auth.otpVerify, { body: { otpToken: sent.otpToken, otpCode: '123456' } });
  };
  const credentials = (slotCode: string) =>
    call(api.wallet.account, { params: { slotCode } }) as Promise<{ username: string; password: string }>;
  if (name === 'auth.otpVerify') {
    const sent = (await call(api.auth.otpSend, { body: { phoneNumber: '0822223333' } })) as { otpToken: string };
    s.body = { otpToken: sent.otpToken, otpCode: '123456' };
  }
  if (name === 'account.create' || name === 'account.validate') await verifyPhone(REGISTRATION.username);
  if (name === 'wallet.autoLogin') s.params!.username = (await credentials('pg')).username;
  if (name === 'wallet.autoLoginWithPassword') {
    const c = await credentials('joker2');
    Object.assign(s.params!, { username: c.username, password: c.password });
  }
  if (name === 'qrcode.cancel') {
    s.params!.qrcodeId = (
      (await call(api.qrcode.create, { params: { provider: 'KBANK' }, body: { amount: 20 } })) as { qrcodeId: string }
    ).qrcodeId;
  }
  if (name === 'wallet.truelink') s.body = { link: await sealGift() };
  if (name === 'bonus.clear') await call(api.bonus.activate, { params: { code: 'WEEKLY5' } });
  return s;
}
