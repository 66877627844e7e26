// @vitest-environment node
/**
 * A slip made ready on the phone (src/features/slip/prepare.ts, src/lib/readQr.ts): the shrink's decisions with the
 * measured numbers, never a bigger file, the QR read by the browser's detector or ZXing's WebAssembly (here in node
 * on real QR pictures), and the slips a member sent kept through a reload.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  measureSlip,
  paint,
  prepareSlip,
  shrinkPlan,
  shrinkSlip,
  SlipNotChecked,
  SlipTooBig,
  type Painter,
  type ShrinkPlan,
} from '../../../src/features/slip/prepare';
import { nativeReader, readQr, wasmReader } from '../../../src/lib/readQr';
import { giantPng, SLIP_QR, slipPng } from '../../qrPng';

const MB = 1024 * 1024;
const file = (size: number, name = 'slip-250.jpg', type = 'image/jpeg') =>
  new File([new Uint8Array(size)], name, { type, lastModified: 7 });

/** A painter that reports a picture's size and encodes a JPEG of `bytes(plan)` bytes (jsdom and node cannot draw). */
const painter =
  (width: number, height: number, bytes: (p: ShrinkPlan) => number, plans: ShrinkPlan[] = []): Painter =>
  async () => ({
    width,
    height,
    jpeg: async (plan) => {
      plans.push(plan);
      return new Blob([new Uint8Array(bytes(plan))], { type: 'image/jpeg' });
    },
    close: () => {},
  });

describe('the shrink: a size the bank still reads', () => {
  it('draws a photo at 1600 px on its longest side, JPEG 0.8; a PNG screenshot at 0.92', () => {
    expect(shrinkPlan({ type: 'image/jpeg', size: 5 * MB }, { width: 3000, height: 4000 })).toEqual({
      width: 1200,
      height: 1600,
      quality: 0.8,
    });
    expect(shrinkPlan({ type: 'image/png', size: 900_000 }, { width: 1080, height: 2400 })).toEqual({
      width: 720,
      height: 1600,
      quality: 0.92,
    });
    expect(shrinkPlan({ type: 'image/webp', size: 2 * MB }, { width: 4000, height: 1000 })).toEqual({
      width: 1600,
      height: 400,
      quality: 0.8,
    });
  });

  it('sends a picture within 1600 px and 300 KB (307,200 bytes) as it is; one byte more is re-encoded', () => {
    expect(shrinkPlan({ type: 'image/jpeg', size: 307_200 }, { width: 1600, height: 1200 })).toBeNull();
    expect(shrinkPlan({ type: 'image/jpeg', size: 307_201 }, { width: 1600, height: 1200 })).toEqual({
      width: 1600,
      height: 1200,
      quality: 0.8,
    });
    // Small in bytes but larger than 1600 px: still drawn smaller.
    expect(shrinkPlan({ type: 'image/png', size: 100_000 }, { width: 1601, height: 800 })).toMatchObject({
      width: 1600,
    });
  });

  it('sends the shrunk JPEG under the same name as .jpg, with the original time', async () => {
    const plans: ShrinkPlan[] = [];
    const small = await shrinkSlip(
      file(4_800_000, 'slip-250.png', 'image/png'),
      painter(3000, 4000, () => 230_000, plans),
    );
    expect(plans).toEqual([{ width: 1200, height: 1600, quality: 0.92 }]);
    expect(small).toMatchObject({ name: 'slip-250.jpg', type: 'image/jpeg', size: 230_000, lastModified: 7 });
  });

  it('never makes a file bigger: a shrunk one as big or bigger, or a picture it cannot draw, goes as it is', async () => {
    const original = file(400_000);
    expect(
      await shrinkSlip(
        original,
        painter(2000, 1000, () => 400_000),
      ),
    ).toBe(original);
    expect(
      await shrinkSlip(
        original,
        painter(2000, 1000, () => 399_999),
      ),
    ).not.toBe(original);
    expect(await shrinkSlip(original, () => Promise.reject(new Error('not an image')))).toBe(original);
    const broken: Painter = async () => ({
      width: 2000,
      height: 1000,
      jpeg: () => Promise.reject(new Error('out of memory')),
      close: () => {},
    });
    expect(await shrinkSlip(original, broken)).toBe(original);
  });
});

describe('a picture opened at the size it goes at', () => {
  /** WebCodecs' decoder as the phone has it: opens at the size asked, upright (`turned`: its EXIF turns it a quarter). */
  const decoder = (asked: object[], turned = false) =>
    class {
      static isTypeSupported = async (type: string) => type === 'image/jpeg';
      constructor(readonly init: { desiredWidth: number; desiredHeight: number }) {
        asked.push(init);
      }
      decode = async () => {
        const { desiredWidth: w, desiredHeight: h } = this.init;
        const [dw, dh] = turned ? [h, w] : [w, h];
        return { image: { codedWidth: w, codedHeight: h, displayWidth: dw, displayHeight: dh, close: () => {} } };
      };
      close = () => {};
    };
  afterEach(() => vi.unstubAllGlobals());

  it('a 3000 × 4000 photo is opened at 1200 × 1600, and told as 3000 × 4000 (the plan a whole opening makes)', async () => {
    const asked: object[] = [];
    vi.stubGlobal('ImageDecoder', decoder(asked));
    const picture = await paint(file(5 * MB), { width: 3000, height: 4000 });
    expect(asked).toEqual([expect.objectContaining({ type: 'image/jpeg', desiredWidth: 1200, desiredHeight: 1600 })]);
    expect([picture.width, picture.height]).toEqual([3000, 4000]);
  });

  it('a camera photo stored 4000 × 3000 and turned by its EXIF: asked at 1600 × 1200, told upright as 3000 × 4000', async () => {
    const asked: object[] = [];
    vi.stubGlobal('ImageDecoder', decoder(asked, true));
    const picture = await paint(file(5 * MB), { width: 4000, height: 3000 });
    expect(asked).toEqual([expect.objectContaining({ desiredWidth: 1600, desiredHeight: 1200 })]);
    expect([picture.width, picture.height]).toEqual([3000, 4000]);
  });

  it('no decoder for the type, none at all, or no size from the header: the canvas opens it whole', async () => {
    const opened = vi.fn(async () => ({ width: 3000, height: 4000, close: () => {} }));
    vi.stubGlobal('createImageBitmap', opened);
    const asked: object[] = [];
    vi.stubGlobal('ImageDecoder', decoder(asked));
    await paint(file(5 * MB, 'slip.png', 'image/png'), { width: 3000, height: 4000 });
    await paint(file(5 * MB));
    vi.stubGlobal('ImageDecoder', undefined);
    await paint(file(5 * MB), { width: 3000, height: 4000 });
    expect(asked).toEqual([]);
    expect(opened).toHaveBeenCalledTimes(3);
  });
});

describe('the slip made ready: what goes up and its QR', () => {
  const original = file(5 * MB);
  const shrunk = file(230_000, 'slip-250.jpg');
  // The 5 MB photo's header: 3000 × 4000.
  const measure = async () => ({ width: 3000, height: 4000 });

  it('reads the QR on the shrunk picture, which goes', async () => {
    const read = vi.fn(async (b: Blob) => (b === shrunk ? SLIP_QR : null));
    expect(await prepareSlip(original, { measure, shrink: async () => shrunk, read })).toEqual({
      upload: shrunk,
      qr: SLIP_QR,
    });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('when shrinking lost a QR the original has, the original goes (the bank must read it)', async () => {
    const read = async (b: Blob) => (b === original ? SLIP_QR : null);
    expect(await prepareSlip(original, { measure, shrink: async () => shrunk, read })).toEqual({
      upload: original,
      qr: SLIP_QR,
    });
  });

  it('without a QR on either, the shrunk one goes if the member sends it anyway; an unshrunk one is read once', async () => {
    const read = vi.fn(async () => null);
    expect(await prepareSlip(original, { measure, shrink: async () => shrunk, read })).toEqual({
      upload: shrunk,
      qr: null,
    });
    expect(read).toHaveBeenCalledTimes(2);
    read.mockClear();
    expect(await prepareSlip(original, { measure, shrink: async (f) => f, read })).toEqual({
      upload: original,
      qr: null,
    });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('a reader that did not download is no "no QR": it fails with the shrunk picture, to send as it is', async () => {
    const offline = new Error('zxing_reader.wasm: no answer');
    const read = (b: Blob) => readQr(b, async () => Promise.reject(offline));
    const failure = await prepareSlip(original, { measure, shrink: async () => shrunk, read }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(SlipNotChecked);
    expect(failure).toMatchObject({ upload: shrunk, cause: offline });
    // The 230 KB picture itself, not the 5 MB original (toMatchObject takes any two Files as equal).
    expect((failure as SlipNotChecked).upload).toBe(shrunk);
  });
});

describe('a picture measured from its header before anything opens it', () => {
  const blob = (bytes: Uint8Array | Buffer, type = 'image/png') => new Blob([new Uint8Array(bytes)], { type });

  it('reads the size of a PNG, a JPEG after its EXIF, and a WebP from their first bytes', async () => {
    expect(await measureSlip(blob(slipPng(null, { width: 400, height: 600 })))).toEqual({ width: 400, height: 600 });
    // JPEG: SOI, an APP1 (EXIF) segment of 1,000 bytes to skip, then the frame header SOF0: 4000 high, 3000 wide.
    const app1 = [0xff, 0xe1, 0x03, 0xe8, ...new Array<number>(998).fill(0)];
    const sof0 = [0xff, 0xc0, 0x00, 0x11, 0x08, 0x0f, 0xa0, 0x0b, 0xb8, 0x03];
    const jpeg = Uint8Array.from([0xff, 0xd8, ...app1, ...sof0, ...new Array<number>(40).fill(0)]);
    expect(await measureSlip(blob(jpeg, 'image/jpeg'))).toEqual({ width: 3000, height: 4000 });
    // WebP (VP8X): the canvas is 20,000 × 20,000 (each side less one, 24-bit little-endian).
    const webp = Buffer.alloc(40);
    webp.write('RIFF', 0, 'latin1');
    webp.writeUInt32LE(32, 4);
    webp.write('WEBPVP8X', 8, 'latin1');
    webp.writeUInt32LE(10, 16);
    webp.writeUIntLE(19_999, 24, 3);
    webp.writeUIntLE(19_999, 27, 3);
    expect(await measureSlip(blob(webp, 'image/webp'))).toEqual({ width: 20_000, height: 20_000 });
  });

  it('no header that says a size: null (a PDF, zeros, a PNG cut before its size)', async () => {
    expect(await measureSlip(new Blob(['%PDF-1.7']))).toBeNull();
    expect(await measureSlip(blob(new Uint8Array(64)))).toBeNull();
    expect(await measureSlip(blob(slipPng(null).subarray(0, 20)))).toBeNull();
  });

  it('refuses more than 50,000,000 pixels before shrinking or reading: a 48 KB picture of 20,000 × 20,000', async () => {
    const shrink = vi.fn(async (f: Blob) => f);
    const read = vi.fn(async () => SLIP_QR);
    const giant = new File([new Uint8Array(giantPng(20_000, 20_000))], 'IMG_0001.png', { type: 'image/png' });
    expect(giant.size).toBeLessThan(50_000);
    const refusal = await prepareSlip(giant, { shrink, read }).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(SlipTooBig);
    expect(refusal).toMatchObject({ refused: 'SLIP_TOO_MANY_PIXELS', size: { width: 20_000, height: 20_000 } });
    // One pixel over the limit is refused; the limit itself is opened.
    const sized = (width: number, height: number) => ({ measure: async () => ({ width, height }), shrink, read });
    await expect(prepareSlip(file(1000), sized(10_000, 5_000))).resolves.toMatchObject({ qr: SLIP_QR });
    await expect(prepareSlip(file(1000), sized(50_000_001, 1))).rejects.toBeInstanceOf(SlipTooBig);
    expect(shrink).toHaveBeenCalledTimes(1);
  });

  it('a picture no header measures is never opened: it goes as it is, without a QR (the member is asked)', async () => {
    const shrink = vi.fn(async (f: Blob) => f);
    const read = vi.fn(async () => SLIP_QR);
    const odd = file(4096, 'slip.png', 'image/png');
    expect(await prepareSlip(odd, { shrink, read })).toEqual({ upload: odd, qr: null });
    expect(shrink).not.toHaveBeenCalled();
    expect(read).not.toHaveBeenCalled();
  });
});

const wasm = () => {
  const path = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
  const bytes = readFileSync(path);
  return wasmReader(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
};
const png = (bytes: Buffer) => new Blob([new Uint8Array(bytes)], { type: 'image/png' });

describe('the QR reader', () => {
  it('ZXing (WebAssembly) reads a slip QR of 2 px modules in a 1200 × 1600 picture, and finds none in a photo', async () => {
    const slip = png(slipPng(SLIP_QR, { width: 1200, height: 1600, module: 2, left: 900, top: 1400 }));
    expect(await readQr(slip, wasm)).toBe(SLIP_QR);
    expect(await readQr(png(slipPng(null)), wasm)).toBeNull();
    // Not a picture at all: no QR, never an error (the member is asked).
    expect(await readQr(new Blob(['%PDF-1.7']), wasm)).toBeNull();
  });

  it("prefers the browser's BarcodeDetector when it reads QR codes; none that does is no native reader", async () => {
    const detect = vi.fn(async () => [{ rawValue: '' }, { rawValue: SLIP_QR }]);
    class Detector {
      static getSupportedFormats = async () => ['ean_13', 'qr_code'];
      constructor(readonly options: { formats: string[] }) {}
      detect = detect;
    }
    const bitmap = { close: vi.fn() };
    vi.stubGlobal('createImageBitmap', async () => bitmap);
    try {
      const native = await nativeReader(Detector as never);
      expect(await readQr(new Blob(['x']), async () => native!)).toBe(SLIP_QR);
      expect(bitmap.close).toHaveBeenCalled();
      class NoQr extends Detector {
        static override getSupportedFormats = async () => ['ean_13'];
      }
      expect(await nativeReader(NoQr as never)).toBeNull();
      expect(await nativeReader(undefined)).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a reader that cannot load (no signal) is an error, not "no QR": the picture was never looked at', async () => {
    await expect(readQr(new Blob(['x']), () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
  });
});
