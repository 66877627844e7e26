// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { encryptGiftLink, GiftLinkError, pemToDer, toBase64 } from '../../../src/lib/crypto';

async function keyPair() {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const lines = toBase64(spki).match(/.{1,64}/g) ?? [];
  const pem = `-----BEGIN PUBLIC KEY-----\n${lines.join('\n')}\n-----END PUBLIC KEY-----\n`;
  return { pem, privateKey: pair.privateKey };
}

const fromBase64 = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));

describe('encryptGiftLink', () => {
  it('encrypts `<link>::<wallet account name>` with RSA-OAEP SHA-256 as base64 that the private key opens', async () => {
    const { pem, privateKey } = await keyPair();
    const link = 'https://gift.truemoney.com/campaign/?v=0193ab5c7d8e4f00a1b2c3d4e5f60718';
    const cipher = await encryptGiftLink(link, 'บริษัท เดโม จำกัด', pem);
    expect(cipher).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(fromBase64(cipher)).toHaveLength(256);
    const plain = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, fromBase64(cipher));
    expect(new TextDecoder().decode(plain)).toBe(`${link}::บริษัท เดโม จำกัด`);
    // OAEP is randomised: the same link never gives the same ciphertext twice.
    expect(await encryptGiftLink(link, 'x', pem)).not.toBe(await encryptGiftLink(link, 'x', pem));
  });

  it('fails with KEY_INVALID for a key that is not an RSA public key PEM', async () => {
    await expect(encryptGiftLink('https://gift', 'w', 'not a key')).rejects.toMatchObject({ code: 'KEY_INVALID' });
    await expect(
      encryptGiftLink('https://gift', 'w', '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----'),
    ).rejects.toBeInstanceOf(GiftLinkError);
    expect(() => pemToDer('-----BEGIN PUBLIC KEY-----\n*&^\n-----END PUBLIC KEY-----')).toThrow(GiftLinkError);
  });

  it('a bad key is refused before anything is sent: proven, named, with its code', () => {
    let err: unknown;
    try {
      pemToDer('-----BEGIN PUBLIC KEY-----\n*&^\n-----END PUBLIC KEY-----');
    } catch (e) {
      err = e;
    }
    expect(err).toMatchObject({ name: 'GiftLinkError', code: 'KEY_INVALID', message: 'KEY_INVALID', proven: true });
  });

  it('fails with TRUELINK_INVALID for a text too long for the key', async () => {
    const { pem } = await keyPair();
    await expect(encryptGiftLink('x'.repeat(400), 'w', pem)).rejects.toMatchObject({ code: 'TRUELINK_INVALID' });
  });
});
