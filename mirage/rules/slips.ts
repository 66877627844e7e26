/**
 * Slip deposits. An upload waits IN_PROGRESS; the review is decided lazily, by the injected clock, on the first call
 * at least 4 s after the upload (no timers), and by the file name so that every outcome can be shown:
 * - a name containing a rejection code (docs/product.md#errors-slip-reasons) (case-insensitive, e.g. `NOT_MATCH.png`,
 * `expired_slip.jpg`)
 *   is FAILED with that code in `note`;
 * - else a name containing `fail` is FAILED with INVALID_SLIP;
 * - else a slip whose QR text (read by the route, as a bank reads it) an earlier slip of any member carried, and that
 *   was not refused, is FAILED with SLIP_REFNO_DUPLICATED (the slip was already used);
 * - else SUCCESS for the first number in the name in baht (`slip-250.png` 250.00, `slip-99.50.png` 99.50), or 100 when
 *   there is none (or it is 0). SUCCESS credits the wallet once, with a `deposit` SUCCESS statement entry.
 */
import { slipFileError } from '../../machines/slipFile';
import { SLIP_REASON_CODES } from '../../src/api/errors';
import type { DemoState, Member, SlipRecord } from '../state';
import { iso, nextId } from '../state';
import { fail } from './errors';
import { receiveDeposit } from './ledger';

export const SLIP_REVIEW_MS = 4_000;
const SLIP_DEFAULT_SATANG = 10_000;

/**
 * POST /api/wallet/slip: the app's own rule (machines/slipUpload.ts `slipFileError`): SLIP_NO_FILE without a file,
 * SLIP_INVALID_FILE for a file that is no slip's type; a file over the limit is refused as the same (the spec has no
 * code of its own for it). Answers the reference.
 */
export function uploadSlip(
  state: DemoState,
  now: number,
  member: Member,
  file: File | null,
  qr: string | null = null,
): string {
  const refused = slipFileError(file);
  if (!file || refused) fail(refused === 'SLIP_NO_FILE' ? 'SLIP_NO_FILE' : 'SLIP_INVALID_FILE', 400);
  const reference = `SLIP-${nextId(state).slice(-6).toUpperCase()}`;
  state.slips.unshift({
    memberId: member._id,
    reference,
    createdAt: iso(now),
    satang: null,
    status: 'IN_PROGRESS',
    note: null,
    link: null,
    fileName: file.name || 'file',
    uploadedAt: now,
    qr,
  });
  return reference;
}

/** The first number of a name in satang (at most 2 decimals), or null. */
function amountIn(name: string): number | null {
  const m = /\d+(?:\.\d{1,2})?/.exec(name);
  const satang = m ? Math.round(Number(m[0]) * 100) : 0;
  return satang > 0 && Number.isSafeInteger(satang) ? satang : null;
}

export type Review = Pick<SlipRecord, 'status' | 'note' | 'satang'>;

/** The review of a slip by its file name (see the module comment). */
export function reviewOf(fileName: string): Review {
  const upper = fileName.toUpperCase();
  const code = SLIP_REASON_CODES.find((c) => upper.includes(c));
  if (code) return { status: 'FAILED', note: code, satang: amountIn(fileName) };
  if (upper.includes('FAIL')) return { status: 'FAILED', note: 'INVALID_SLIP', satang: amountIn(fileName) };
  return { status: 'SUCCESS', note: null, satang: amountIn(fileName) ?? SLIP_DEFAULT_SATANG };
}

/** A slip whose QR an earlier slip (any member's, not refused) carried: FAILED, SLIP_REFNO_DUPLICATED; else null. */
function duplicateOf(state: DemoState, slip: SlipRecord): Review | null {
  if (!slip.qr) return null;
  // The list is newest first: the earlier slips are after this one.
  const earlier = state.slips.slice(state.slips.indexOf(slip) + 1);
  return earlier.some((s) => s.qr === slip.qr && s.status !== 'FAILED')
    ? { status: 'FAILED', note: 'SLIP_REFNO_DUPLICATED', satang: null }
    : null;
}

/** Decides every uploaded slip due for review; a SUCCESS credits its member's wallet (once: the slip leaves IN_PROGRESS). */
export function settleSlips(state: DemoState, now: number): void {
  for (const slip of state.slips ?? []) {
    if (slip.uploadedAt === undefined || slip.status !== 'IN_PROGRESS' || now - slip.uploadedAt < SLIP_REVIEW_MS)
      continue;
    const review = duplicateOf(state, slip) ?? reviewOf(slip.fileName ?? '');
    Object.assign(slip, review);
    delete slip.uploadedAt;
    const member = state.members.find((m) => m._id === slip.memberId);
    if (review.status !== 'SUCCESS' || !member || review.satang === null) continue;
    receiveDeposit(state, now, member, review.satang, 'SLIP');
  }
}
