// @vitest-environment node
/**
 * A slip made ready on the phone (src/features/slip/prepare.ts, src/lib/readQr.ts): the shrink's decisions with the
 * measured numbers, never a bigger file, the QR read by the browser's detector or ZXing's WebAssembly (here in node
 * on real QR pictures), and the slips a member sent kept through a reload.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import {
  prepareSlip,
  shrinkPlan,
  shrinkSlip,
  SlipNotChecked,
  type Painter,
  type ShrinkPlan,
} from '../../../src/features/slip/prepare';
import { nativeReader, readQr, wasmReader } from '../../../src/lib/readQr';
import { SLIP_QR, slipPng } from '../../qrPng';

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

describe('the slip made ready: what goes up and its QR', () => {
  const original = file(5 * MB);
  const shrunk = file(230_000, 'slip-250.jpg');

  it('reads the QR on the shrunk picture, which goes', async () => {
    const read = vi.fn(async (b: Blob) => (b === shrunk ? SLIP_QR : null));
    expect(await prepareSlip(original, { shrink: async () => shrunk, read })).toEqual({ upload: shrunk, qr: SLIP_QR });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('when shrinking lost a QR the original has, the original goes (the bank must read it)', async () => {
    const read = async (b: Blob) => (b === original ? SLIP_QR : null);
    expect(await prepareSlip(original, { shrink: async () => shrunk, read })).toEqual({
      upload: original,
      qr: SLIP_QR,
    });
  });

  it('without a QR on either, the shrunk one goes if the member sends it anyway; an unshrunk one is read once', async () => {
    const read = vi.fn(async () => null);
    expect(await prepareSlip(original, { shrink: async () => shrunk, read })).toEqual({ upload: shrunk, qr: null });
    expect(read).toHaveBeenCalledTimes(2);
    read.mockClear();
    expect(await prepareSlip(original, { shrink: async (f) => f, read })).toEqual({ upload: original, qr: null });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('a reader that did not download is no "no QR": it fails with the shrunk picture, to send as it is', async () => {
    const offline = new Error('zxing_reader.wasm: no answer');
    const read = (b: Blob) => readQr(b, async () => Promise.reject(offline));
    const failure = await prepareSlip(original, { shrink: async () => shrunk, read }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(SlipNotChecked);
    expect(failure).toMatchObject({ upload: shrunk, cause: offline });
    // The 230 KB picture itself, not the 5 MB original (toMatchObject takes any two Files as equal).
    expect((failure as SlipNotChecked).upload).toBe(shrunk);
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
