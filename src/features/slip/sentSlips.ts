/**
 * The slips a member sent from this phone (docs/decisions/041-slip-checked-on-the-phone.md): each slip's key (its QR
 * text's fingerprint, never the text) with its member and when. The bank is the one that decides a duplicate (its
 * review refuses SLIP_REFNO_DUPLICATED, and its slip list carries no QR); this is the phone's memory of what it sent,
 * so that the same slip is not sent twice over mobile data, through a reload and a logout. 30 days, 100 slips.
 */
import { fingerprint, storage, STORAGE_KEYS } from '../../lib/storage';

interface SentSlip {
  member: string;
  slip: string;
  at: number;
}

const SENT_SLIP_DAYS = 30;
const KEPT = 100;

/** A slip's key: its QR text's fingerprint (the phone recognises a slip without keeping its reference). */
export const slipKey = (qr: string): string => fingerprint(qr.trim());

function read(now: number): SentSlip[] {
  try {
    const all: unknown = JSON.parse(storage.get(STORAGE_KEYS.sentSlips) ?? '[]');
    if (!Array.isArray(all)) return [];
    return all.filter(
      (e): e is SentSlip =>
        typeof e?.member === 'string' &&
        typeof e.slip === 'string' &&
        typeof e.at === 'number' &&
        now - e.at < SENT_SLIP_DAYS * 86_400_000,
    );
  } catch {
    return [];
  }
}

/** This member's sent slips on this phone (their keys). */
export const sentSlips = (member: string | null, now = Date.now()): string[] =>
  member === null
    ? []
    : read(now)
        .filter((e) => e.member === member)
        .map((e) => e.slip);

/** A slip the bank took from this member: kept (the newest 100 of all members). */
export function rememberSent(member: string | null, slip: string, now = Date.now()): void {
  if (member === null) return;
  const kept = read(now).filter((e) => !(e.member === member && e.slip === slip));
  storage.set(STORAGE_KEYS.sentSlips, JSON.stringify([...kept, { member, slip, at: now }].slice(-KEPT)));
}
