/**
 * QR deposits: one current QR per member and provider, valid 5 minutes by the injected clock (no timers). A QR is paid
 * only by the demo control `payQr`, which credits its amount like a real provider's callback would.
 */
import { providerRules, type Provider } from '../../machines/validation';
import { QR_PROVIDERS } from '../../src/api/contracts/deposit';
import { QR_MINIMUM_SATANG } from '../content';
import { qrMarkup } from '../qrPicture';
import type { DemoState, Member, QrRecord } from '../state';
import { iso, nextId } from '../state';
import { fail } from './errors';
import { receiveDeposit, toBaht, toSatang } from './ledger';

const QR_TTL_MS = 5 * 60 * 1000;

export const noQr = (message: string | null = null) => ({
  qrcodeId: null,
  hasQrcode: false,
  qrcode: null,
  amount: null,
  expireIn: null,
  message,
});

export const qrOf = (q: QrRecord) => ({
  qrcodeId: q.qrcodeId,
  hasQrcode: true,
  qrcode: qrMarkup(q.qrcodeId),
  amount: toBaht(q.satang),
  expireIn: iso(q.expiresAt),
  message: null,
});

/** A known provider code, else NO_DATA. */
export function qrProvider(code: string | undefined): string {
  if (!code || !(QR_PROVIDERS as readonly string[]).includes(code)) fail('NO_DATA', 404);
  return code;
}

/** The least a member's QR is made for, in their hundredths: the provider's baht minimum, or the kip one (the app's). */
function minimumSatang(state: DemoState, member: Member, provider: string): number {
  if (member.currency === 'LAK') return providerRules(provider as Provider, undefined, 'LAK', state.kip).minimum * 100;
  return QR_MINIMUM_SATANG[provider] ?? 1;
}

/** The short English server message of an amount below the provider's minimum (shown in a red toast). */
function belowMinimumMessage(state: DemoState, member: Member, provider: string): string {
  const min = minimumSatang(state, member, provider);
  const unit = member.currency === 'LAK' ? 'kip' : 'baht';
  return min <= 1
    ? `The amount must be more than 0 ${unit} for ${provider}`
    : `The minimum amount for ${provider} is ${toBaht(min)} ${unit}`;
}

/** Drops expired QRs; answers the live ones. */
function live(state: DemoState, now: number): QrRecord[] {
  state.qrcodes = state.qrcodes.filter((q) => q.expiresAt > now);
  return state.qrcodes;
}

export const currentQr = (state: DemoState, now: number, member: Member, provider: string): QrRecord | undefined =>
  live(state, now).find((q) => q.memberId === member._id && q.provider === provider);

/** POST /api/qrcode/{provider}: a new QR replacing the member's current one, or the below-minimum message. */
export function createQr(
  state: DemoState,
  now: number,
  member: Member,
  provider: string,
  amount: number,
): QrRecord | string {
  const satang = amount > 0 ? toSatang(amount) : 0;
  if (satang < minimumSatang(state, member, provider)) return belowMinimumMessage(state, member, provider);
  state.qrcodes = live(state, now).filter((q) => !(q.memberId === member._id && q.provider === provider));
  const rec: QrRecord = {
    qrcodeId: nextId(state),
    memberId: member._id,
    provider,
    satang,
    createdAt: now,
    expiresAt: now + QR_TTL_MS,
  };
  state.qrcodes.push(rec);
  return rec;
}

/** DELETE /api/qrcode/{qrcodeId}: the member's live QR, else NO_DATA. */
export function cancelQr(state: DemoState, now: number, member: Member, qrcodeId: string): void {
  const qrs = live(state, now);
  const i = qrs.findIndex((q) => q.qrcodeId === qrcodeId && q.memberId === member._id);
  if (i < 0) fail('NO_DATA', 404);
  qrs.splice(i, 1);
}

/**
 * The demo's payment of a live QR (the newest one without an id): its amount goes to its member's wallet with a
 * `deposit` SUCCESS entry from the provider, and the QR is gone. Answers the QR paid; an unknown or expired id throws.
 */
export function payQr(state: DemoState, now: number, qrcodeId?: string): QrRecord {
  const qrs = live(state, now);
  // The live QRs are kept in the order they were made: the newest is the last.
  const q = qrcodeId === undefined ? qrs.at(-1) : qrs.find((r) => r.qrcodeId === qrcodeId);
  if (!q) throw new Error(qrcodeId === undefined ? 'payQr: no live QR code' : `payQr: no live QR code "${qrcodeId}"`);
  const member = state.members.find((m) => m._id === q.memberId);
  if (!member) throw new Error(`payQr: the member of QR code "${q.qrcodeId}" is gone`);
  qrs.splice(qrs.indexOf(q), 1);
  receiveDeposit(state, now, member, q.satang, q.provider);
  return q;
}
