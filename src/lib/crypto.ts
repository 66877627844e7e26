/** Encryption of wallet gift links before they leave the browser (docs/product.md#call-wallet-truelink). */

/** An error with a code of the catalogue, for the money action to show. */
export class GiftLinkError extends Error {
  /** Refused before anything was sent: the outcome is known (machines/intent.ts). */
  readonly proven = true;
  constructor(readonly code: 'KEY_INVALID' | 'TRUELINK_INVALID') {
    super(code);
    this.name = 'GiftLinkError';
  }
}

/** The DER bytes of a PEM "PUBLIC KEY" (SPKI) block. */
export function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const body = pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  if (!body || /[^A-Za-z0-9+/=]/.test(body)) throw new GiftLinkError('KEY_INVALID');
  const bin = atob(body);
  const der = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) der[i] = bin.charCodeAt(i);
  return der;
}

export function toBase64(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}

/**
 * `<gift link>::<wallet account name>` encrypted with RSA-OAEP (SHA-256) under the deployment's public key, as
 * base64. A key that is not an RSA SPKI PEM fails with KEY_INVALID; a link too long for the key with
 * TRUELINK_INVALID.
 */
export async function encryptGiftLink(link: string, walletAccountName: string, publicKeyPem: string): Promise<string> {
  let key: CryptoKey;
  try {
    key = await crypto.subtle.importKey('spki', pemToDer(publicKeyPem), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
      'encrypt',
    ]);
  } catch {
    throw new GiftLinkError('KEY_INVALID');
  }
  const plain = new TextEncoder().encode(`${link}::${walletAccountName}`);
  try {
    return toBase64(new Uint8Array(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, plain)));
  } catch {
    throw new GiftLinkError('TRUELINK_INVALID');
  }
}
