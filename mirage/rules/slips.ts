/**
 * Slip deposits. An upload waits IN_PROGRESS; the review is decided lazily, by the injected clock, on the first call
 * at least 4 s after the upload (no timers), as a bank's slip check decides it, by the slip's QR (read by the route as
 * a bank reads it; docs/demo.md#demo-deposits):
 * - a slip whose QR an earlier slip of any member carried, and that was not refused, is FAILED with
 *   SLIP_REFNO_DUPLICATED (the slip was already used);
 * - else, so that a demo can show every refusal, a file name containing a rejection code
 *   (docs/product.md#errors-slip-reasons, any case: `NOT_MATCH.png`, `expired_slip.jpg`) is FAILED with that code,
 *   and one containing `fail` with INVALID_SLIP;
 * - else a slip's verification QR (a Thai bank's e-slip mini-QR: field 00 holding the transaction reference in its
 *   field 02) is SUCCESS for the amount in its EMVCo amount field 54, in the member's currency (the demo's own slips
 *   write it), or, without one, for the demo's stated amount: 100 baht, or a kip member's 100,000 kip (the demo has no
 *   bank to ask the transfer's amount of);
 * - else (no QR, or a QR that is no slip's) FAILED with INVALID_SLIP: the slip could not be read.
 * A file name's digits are never an amount. SUCCESS credits the wallet once, with a `deposit` SUCCESS statement entry.
 */
import { slipFileError } from '../../machines/slipFile';
import { SLIP_REASON_CODES } from '../../src/api/errors';
import { ownAmount } from '../content';
import type { DemoState, Member, SlipRecord } from '../state';
import { iso, nextId } from '../state';
import { fail } from './errors';
import { receiveDeposit } from './ledger';

export const SLIP_REVIEW_MS = 4_000;
/** The demo's stated amount for a slip whose QR does not say one: 100 baht (a kip member's: the bank's kip price). */
const SLIP_STATED_SATANG = 10_000;

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

/** The top-level fields of an EMVCo-style QR text (2-digit tag, 2-digit length, value), or null where it is none. */
function qrFields(text: string): Map<string, string> | null {
  const fields = new Map<string, string>();
  for (let at = 0; at < text.length;) {
    const head = /^(\d{2})(\d{2})/.exec(text.slice(at, at + 4));
    const value = head ? text.slice(at + 4, at + 4 + Number(head[2])) : '';
    if (!head || value.length !== Number(head[2])) return null;
    fields.set(head[1]!, value);
    at += 4 + value.length;
  }
  return fields.size > 0 ? fields : null;
}

/** A slip's verification QR (its field 00 holds a transaction reference, field 02): its amount in hundredths, or null. */
function slipQrAmount(qr: string | null | undefined): { hundredths: number | null } | null {
  const fields = qr ? qrFields(qr) : null;
  const verification = fields?.get('00');
  if (!verification || !qrFields(verification)?.get('02')) return null;
  const amount = /^\d{1,13}(?:\.\d{1,2})?$/.exec(fields!.get('54') ?? '');
  const hundredths = amount ? Math.round(Number(amount[0]) * 100) : 0;
  return { hundredths: hundredths > 0 && Number.isSafeInteger(hundredths) ? hundredths : null };
}

export type Review = Pick<SlipRecord, 'status' | 'note' | 'satang'>;

/** The review of a member's slip by its QR, with the demo's refusals by name (see the module comment). */
export function reviewOf(slip: Pick<SlipRecord, 'fileName' | 'qr'>, member: Member): Review {
  const read = slipQrAmount(slip.qr);
  const upper = (slip.fileName ?? '').toUpperCase();
  const code = SLIP_REASON_CODES.find((c) => upper.includes(c)) ?? (upper.includes('FAIL') ? 'INVALID_SLIP' : null);
  if (code || !read) return { status: 'FAILED', note: code ?? 'INVALID_SLIP', satang: read?.hundredths ?? null };
  return { status: 'SUCCESS', note: null, satang: read.hundredths ?? ownAmount(member, SLIP_STATED_SATANG) };
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
    const member = state.members.find((m) => m._id === slip.memberId);
    if (!member) continue;
    const review = duplicateOf(state, slip) ?? reviewOf(slip, member);
    Object.assign(slip, review);
    delete slip.uploadedAt;
    if (review.status !== 'SUCCESS' || review.satang === null) continue;
    receiveDeposit(state, now, member, review.satang, 'SLIP');
  }
}
