/** Test side of the wallet gift link: what the app sends to POST /api/wallet/truelink. */
import { DEMO_TRUELINK_PUBLIC_KEY } from '../../../mirage';

const derOf = (pem: string) => Uint8Array.from(atob(pem.replace(/-----[^-]+-----|\s/g, '')), (c) => c.charCodeAt(0));

/** Base64 of the RSA-OAEP (SHA-256) ciphertext of `plain` under a public key (the demo's by default), by Web Crypto. */
export async function encryptLink(plain: string, publicKeyPem = DEMO_TRUELINK_PUBLIC_KEY): Promise<string> {
  const key = await crypto.subtle.importKey('spki', derOf(publicKeyPem), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
    'encrypt',
  ]);
  const cipher = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(plain)),
  );
  return btoa(String.fromCharCode(...cipher));
}

export const giftLink = (voucher: string, extra = '') => `https://gift.truemoney.com/campaign/?v=${voucher}${extra}`;
/** What the gift-link form sends: the pasted link joined to the wallet account name by `::`, encrypted. */
export const sealed = (link: string, account = 'DEMO WALLET') => encryptLink(`${link}::${account}`);
