/**
 * Wallet gift links (POST /api/wallet/truelink). `link` is base64 of the RSA-OAEP (SHA-256) ciphertext, under
 * DEMO_TRUELINK_PUBLIC_KEY (keys.ts), of `<gift link>::<wallet account name>`. Decrypted with Web Crypto
 * (globalThis.crypto.subtle: browsers and Node 20).
 */
import { DEMO_WALLET_NAME } from '../content';
import { DEMO_TRUELINK_PRIVATE_KEY } from '../keys';
import type { DemoState, Member } from '../state';
import { fail } from './errors';
import { receiveDeposit } from './ledger';

/** A gift link, with an optional amount hint in baht: `https://gift.truemoney.com/campaign/?v=<10+ alphanumerics>`. */
const GIFT_LINK =
  /^https:\/\/gift\.truemoney\.com\/campaign\/\?v=([A-Za-z0-9]{10,})(?:&amount=(\d{1,6}(?:\.\d{1,2})?))?$/;
const TRUELINK_DEFAULT_SATANG = 5_000;
const TRUELINK_MIN_SATANG = 200;

function bytesOf(base64: string): Uint8Array<ArrayBuffer> {
  const bin = atob(base64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

let privateKey: Promise<CryptoKey> | null = null;
function key(): Promise<CryptoKey> {
  privateKey ??= globalThis.crypto.subtle.importKey(
    'pkcs8',
    bytesOf(DEMO_TRUELINK_PRIVATE_KEY.replace(/-----[^-]+-----|\s/g, '')),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['decrypt'],
  );
  return privateKey;
}

/** The plain text of a ciphertext, or null when it is not base64 or does not decrypt under the demo key. */
export async function decryptLink(cipher: string): Promise<string | null> {
  try {
    const plain = await globalThis.crypto.subtle.decrypt({ name: 'RSA-OAEP' }, await key(), bytesOf(cipher.trim()));
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    return null;
  }
}

/**
 * Redeems a decrypted `<gift link>::<wallet account name>`: no plain text or no `::` is KEY_INVALID; another account
 * name NO_WALLET; not a gift link (or a hint below 2 baht) TRUELINK_INVALID; a voucher already redeemed, by anyone,
 * TRUELINK_DUPLICATE. Success credits 50 baht (or the `&amount=` hint) with a `deposit` SUCCESS entry; answers satang.
 */
export function redeemLink(state: DemoState, now: number, member: Member, plain: string | null): number {
  const at = plain?.indexOf('::') ?? -1;
  if (plain === null || at < 0) fail('KEY_INVALID', 400, 'link');
  const link = plain.slice(0, at).trim();
  if (plain.slice(at + 2).trim() !== DEMO_WALLET_NAME) fail('NO_WALLET', 403);
  const m = GIFT_LINK.exec(link);
  if (!m) fail('TRUELINK_INVALID', 400);
  const satang = m[2] === undefined ? TRUELINK_DEFAULT_SATANG : Math.round(Number(m[2]) * 100);
  if (satang < TRUELINK_MIN_SATANG) fail('TRUELINK_INVALID', 400);
  const voucher = m[1]!;
  if (state.truelinks.includes(voucher)) fail('TRUELINK_DUPLICATE', 409);
  state.truelinks.push(voucher);
  receiveDeposit(state, now, member, satang, 'TRUEWALLET');
  return satang;
}
