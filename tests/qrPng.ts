/**
 * A slip's picture with a real QR for tests in node: the project's QR library (uqr) drawn into a grey PNG (zlib and a
 * CRC are all a PNG needs), large or small, with the QR where a slip has it.
 */
import { deflateSync } from 'node:zlib';
import { encode } from 'uqr';

/** A field of an EMVCo-style QR text: its tag, its length in 2 digits, its value. */
const field = (tag: string, value: string) => `${tag}${String(value.length).padStart(2, '0')}${value}`;
/**
 * A Thai e-slip's verification QR as the bank apps write it (mini-QR: field 00 holds the API id 000001, the bank 014
 * and the transaction reference; country TH; CRC), with an EMVCo amount field 54 when `amount` is given, as the demo's
 * own slips carry the transfer's amount (docs/demo.md#demo-deposits).
 */
export const slipQr = (transRef: string, amount?: string) =>
  field('00', field('00', '000001') + field('01', '014') + field('02', transRef)) +
  (amount === undefined ? '' : field('54', amount)) +
  field('51', 'TH') +
  field('91', '6D2B');
/** A real slip's QR, without an amount (a bank tells it only to whoever asks by its reference). */
export const SLIP_QR = slipQr('202611296Z4vBK1VRr6Aq3oU2s');

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Uint8Array) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

/** A greyscale PNG of `width` × `height` at `depth` bits a pixel, from its rows (each with its filter byte). */
function png(width: number, height: number, depth: number, rows: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = depth;
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', new Uint8Array()),
  ]);
}

/** A grey PNG of `width` × `height` whose pixel (x, y) is `grey(x, y)` (0 black … 255 white). */
export function greyPng(width: number, height: number, grey: (x: number, y: number) => number): Buffer {
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) raw[y * (width + 1) + 1 + x] = grey(x, y);
  return png(width, height, 8, raw);
}

/**
 * A black picture of `width` × `height` that is small as a file and huge opened: one bit a pixel, deflated (20,000 ×
 * 20,000 is 50 KB; a browser opens it at 4 bytes a pixel, 1.6 GB). A real PNG: any decoder opens it.
 */
export const giantPng = (width: number, height: number): Buffer =>
  png(width, height, 1, Buffer.alloc((Math.ceil(width / 8) + 1) * height));

/** A slip picture: a light page with the QR of `text` (`module` px a module) at (left, top); null: no QR. */
export function slipPng(text: string | null, { width = 400, height = 600, module = 4, left = 40, top = 40 } = {}) {
  const qr = text === null ? null : encode(text, { ecc: 'M', border: 0 });
  return greyPng(width, height, (x, y) => {
    const col = Math.floor((x - left) / module);
    const row = Math.floor((y - top) / module);
    if (qr && row >= 0 && col >= 0 && row < qr.size && col < qr.size) return qr.data[row]![col] ? 0 : 255;
    // The rest of the slip: light grey lines of "text".
    return y % 24 < 4 && x > 20 && x < width - 20 && y > top + (qr ? qr.size * module : 0) + 20 ? 120 : 245;
  });
}

/**
 * The QR reader where jsdom cannot decode a picture (src/lib/readQr.ts mocked): a picture's QR is the text after
 * `QR:` in its bytes, none without one.
 */
export const readQrOfText = async (image: Blob): Promise<string | null> =>
  /QR:(\S+)/.exec(await image.text())?.[1] ?? null;

/**
 * A real PNG's first 33 bytes (its signature and IHDR: 400 × 600), for a stand-in picture that jsdom cannot decode:
 * the phone measures a slip from its header before it opens it (src/features/slip/prepare.ts).
 */
export const PNG_HEADER = new Uint8Array(slipPng(null).subarray(0, 33));
