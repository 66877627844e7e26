/**
 * The QRs a member said they paid, kept on the phone (docs/product.md#references): "I have paid" is the member's
 * word, and it outlives the page. A reload, a crash, a logout or another tab finds them pending again, until the bank
 * credits them (a deposit in the statement since then) or they expire. Per member; an expired QR is dropped as it is
 * read. Never a balance: the wallet before them stays in the page's memory (docs/security.md, finding 8).
 */
import type { Awaited, PaidQr } from '../../../machines/depositWatch';
import { storage, STORAGE_KEYS } from '../../lib/storage';

/** One member's QRs said paid, and what the watch awaits for them. */
export interface StoredPaid {
  member: string;
  awaited: Awaited;
  paid: PaidQr[];
}

const isPaidQr = (q: unknown): q is PaidQr => {
  const p = q as PaidQr | null;
  return (
    !!p &&
    typeof p.provider === 'string' &&
    typeof p.qrcodeId === 'string' &&
    typeof p.amount === 'number' &&
    typeof p.since === 'number' &&
    typeof p.until === 'number'
  );
};

function read(now: number): StoredPaid[] {
  try {
    const all: unknown = JSON.parse(storage.get(STORAGE_KEYS.paidQrs) ?? '[]');
    if (!Array.isArray(all)) return [];
    return all.flatMap((e: StoredPaid) =>
      typeof e?.member === 'string' &&
      typeof e.awaited?.channel === 'string' &&
      typeof e.awaited.since === 'number' &&
      Array.isArray(e.paid)
        ? [
            {
              member: e.member,
              awaited: { channel: e.awaited.channel, since: e.awaited.since, baseline: null },
              paid: e.paid.filter((q) => isPaidQr(q) && q.until > now),
            },
          ]
        : [],
    );
  } catch {
    return [];
  }
}

/** This member's QRs said paid and not expired at `now`, with what was awaited for them; null when there are none. */
export function storedPaid(member: string | null, now = Date.now()): StoredPaid | null {
  const mine = member === null ? undefined : read(now).find((e) => e.member === member);
  return mine && mine.paid.length > 0 ? mine : null;
}

/**
 * Keep this member's QRs said paid as the watch holds them now (none: forgotten), with what it awaits for them (null:
 * as kept before).
 */
export function keepPaid(member: string | null, paid: PaidQr[], awaited: Awaited | null, now = Date.now()) {
  if (member === null) return;
  const all = read(now);
  const kept = awaited ?? all.find((e) => e.member === member)?.awaited;
  const others = all.filter((e) => e.member !== member && e.paid.length > 0);
  const mine = paid.length > 0 && kept ? [{ member, awaited: kept, paid }] : [];
  // Of what was awaited, the channel and the time only: no balance is written.
  const left = [...others, ...mine].map((e) => ({
    ...e,
    awaited: { channel: e.awaited.channel, since: e.awaited.since },
  }));
  if (left.length > 0) storage.set(STORAGE_KEYS.paidQrs, JSON.stringify(left));
  else storage.remove(STORAGE_KEYS.paidQrs);
}
