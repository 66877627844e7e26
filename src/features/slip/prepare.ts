/**
 * A slip made ready on the phone before it is sent (docs/decisions/041-slip-checked-on-the-phone.md): shrunk to a
 * size the bank's check still reads, and its QR read. Measured on a generated 3000 × 4000 photo (5.0 MB) with a
 * 37-module slip QR of 180 px: at 1600 px and JPEG quality 0.8 it is 227 KB and its QR reads; the QR stops reading at
 * 1024 px and 0.7, so 1600/0.8 keeps a margin for the bank's own reader (and its reading of the text).
 */
import { imageDimensionsFromData } from 'image-dimensions';
import type { SlipFile } from '../../../machines/slipFile';
import type { RefusedSlip } from '../../../machines/slipUpload';
import { readQr } from '../../lib/readQr';

/** The longest side a slip is sent with, in pixels. */
const SLIP_LONGEST_SIDE = 1600;
/** JPEG quality for a photo; a screenshot (PNG) keeps its small text sharp with more. */
const PHOTO_QUALITY = 0.8;
const SCREENSHOT_QUALITY = 0.92;
/** A picture within the longest side and at most this many bytes is sent as it is: shrinking it saves little. */
const SMALL_SLIP_BYTES = 300 * 1024;

export interface ShrinkPlan {
  width: number;
  height: number;
  quality: number;
}

/** How a picture is shrunk (its size drawn at, its JPEG quality), or null: it is sent as it is. */
export function shrinkPlan(file: { type: string; size: number }, picture: { width: number; height: number }) {
  const scale = Math.min(1, SLIP_LONGEST_SIDE / Math.max(picture.width, picture.height, 1));
  if (scale === 1 && file.size <= SMALL_SLIP_BYTES) return null;
  return {
    width: Math.max(1, Math.round(picture.width * scale)),
    height: Math.max(1, Math.round(picture.height * scale)),
    quality: file.type === 'image/png' ? SCREENSHOT_QUALITY : PHOTO_QUALITY,
  } satisfies ShrinkPlan;
}

/** An opened picture: its size, and a JPEG of it drawn at a plan's size. */
interface Picture {
  width: number;
  height: number;
  jpeg(plan: ShrinkPlan): Promise<Blob>;
  close(): void;
}
/** `size`: the picture's size from its header (measureSlip), when known: a painter may open it at the size it goes at. */
export type Painter = (file: Blob, size?: PictureSize) => Promise<Picture>;

/** A JPEG of `source` drawn at a plan's size. */
function drawJpeg(source: CanvasImageSource, { width, height, quality }: ShrinkPlan): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const g = canvas.getContext('2d')!;
  // A transparent screenshot turns white, not black, as JPEG.
  g.fillStyle = '#fff';
  g.fillRect(0, 0, width, height);
  g.imageSmoothingQuality = 'high';
  g.drawImage(source, 0, 0, width, height);
  return canvas.convertToBlob({ type: 'image/jpeg', quality });
}

/** The browser's canvas: the picture opened whole and upright (its EXIF turn applied), drawn smaller, as JPEG. */
const canvasPainter: Painter = async (file) => {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  return {
    width: bitmap.width,
    height: bitmap.height,
    jpeg: (plan) => drawJpeg(bitmap, plan),
    close: () => bitmap.close(),
  };
};

/**
 * WebCodecs' decoder: the picture opened at the size it is sent at (its header's size, the longest side
 * SLIP_LONGEST_SIDE) and upright. Measured on a 6000 × 8000 JPEG in a worker: the page's process peaked at 204 MB and
 * took 155 ms, against 423 MB and 1,037 ms opened whole. Its size is told as the picture's own (the plan is made from
 * it), from the size it was opened at (a decoder may open it larger than asked).
 */
const decoderPainter = async (file: Blob, size: PictureSize): Promise<Picture> => {
  const scale = Math.min(1, SLIP_LONGEST_SIDE / Math.max(size.width, size.height));
  const decoder = new ImageDecoder({
    data: file.stream(),
    type: file.type,
    desiredWidth: Math.max(1, Math.round(size.width * scale)),
    desiredHeight: Math.max(1, Math.round(size.height * scale)),
  });
  try {
    const { image } = await decoder.decode();
    const opened = image.codedWidth / size.width;
    return {
      width: Math.round(image.displayWidth / opened),
      height: Math.round(image.displayHeight / opened),
      jpeg: (plan) => drawJpeg(image, plan),
      close: () => {
        image.close();
        decoder.close();
      },
    };
  } catch (e) {
    decoder.close();
    throw e;
  }
};

/** The decoder where the phone has one for the picture's type and its size is known, else the canvas. */
export const paint: Painter = async (file, size) =>
  size && file.type && typeof ImageDecoder !== 'undefined' && (await ImageDecoder.isTypeSupported(file.type))
    ? decoderPainter(file, size)
    : canvasPainter(file);

/** A name with the JPEG extension (the bank keeps the member's name: `slip-250.png` goes as `slip-250.jpg`). */
const jpegName = (name: string | undefined) => `${(name || 'slip').replace(/\.[a-z0-9]+$/i, '')}.jpg`;

/**
 * The slip shrunk, or the file itself when shrinking is not worth it, would not make it smaller, or fails (a picture
 * the browser cannot draw goes as it is: the bank says what it is).
 */
export async function shrinkSlip(file: SlipFile, painter: Painter = paint, size?: PictureSize): Promise<SlipFile> {
  let picture: Picture;
  try {
    picture = await painter(file, size);
  } catch {
    return file;
  }
  try {
    const plan = shrinkPlan(file, picture);
    if (!plan) return file;
    const jpeg = await picture.jpeg(plan);
    if (jpeg.size >= file.size) return file;
    const lastModified = (file as { lastModified?: number }).lastModified ?? 0;
    return new File([jpeg], jpegName(file.name), { type: 'image/jpeg', lastModified });
  } catch {
    return file;
  } finally {
    picture.close();
  }
}

/**
 * The phone could not look for the slip's QR (its reader did not download): the picture made ready goes with the error,
 * for the member to send it as it is (machines/slipUpload.ts `UncheckedSlip`).
 */
export class SlipNotChecked extends Error {
  constructor(
    readonly upload: SlipFile,
    options?: ErrorOptions,
  ) {
    super('the slip could not be checked on the phone', options);
    this.name = 'SlipNotChecked';
  }
}

/**
 * The most pixels a slip may have to be opened on the phone: 50 million. A 50-megapixel camera's photo (8160 × 6120)
 * has 49.9 million, a screenshot 2.6 million; opened, each pixel takes 4 bytes (200 MB at the limit). A 389 KB picture
 * of 20,000 × 20,000 took 1.5 GB and 13 s to open on the page's thread.
 */
const SLIP_MAX_PIXELS = 50_000_000;

/** A picture with more pixels than SLIP_MAX_PIXELS, refused from its header: nothing opened, nothing sent. */
export class SlipTooBig extends Error implements RefusedSlip {
  readonly refused = 'SLIP_TOO_MANY_PIXELS';
  constructor(readonly size: PictureSize) {
    super(`the slip is ${size.width} × ${size.height} pixels, more than ${SLIP_MAX_PIXELS}`);
    this.name = 'SlipTooBig';
  }
}

export interface PictureSize {
  width: number;
  height: number;
}

/**
 * A picture's size read from its header (JPEG, PNG, WebP, GIF, AVIF, HEIC), without opening it; null when no header
 * says it (not a picture of those kinds, or a broken one). The file is at most SLIP_MAX_BYTES (checked before).
 */
export async function measureSlip(file: Blob): Promise<PictureSize | null> {
  const size = imageDimensionsFromData(new Uint8Array(await file.arrayBuffer()));
  return size && size.width > 0 && size.height > 0 ? { width: size.width, height: size.height } : null;
}

/** What is sent: the picture going up and the QR text read on it (null: none). */
export interface PreparedSlip {
  upload: SlipFile;
  qr: string | null;
}

/**
 * The slip made ready: measured from its header first (more than SLIP_MAX_PIXELS rejects with `SlipTooBig`; a picture
 * no header measures is not opened and goes as it is, without a QR), then shrunk, and its QR read on what is sent. When
 * the shrunk picture lost a QR the original still has, the original goes (the bank must read it); without a QR on
 * either, the shrunk one goes if the member sends it anyway. A reader that did not download rejects with
 * `SlipNotChecked`, holding the shrunk picture.
 */
export async function prepareSlip(
  file: SlipFile,
  {
    measure = measureSlip,
    shrink = shrinkSlip,
    read = readQr,
  }: {
    measure?: typeof measureSlip;
    shrink?: typeof shrinkSlip;
    read?: (image: Blob) => Promise<string | null>;
  } = {},
): Promise<PreparedSlip> {
  const size = await measure(file);
  if (!size) return { upload: file, qr: null };
  if (size.width * size.height > SLIP_MAX_PIXELS) throw new SlipTooBig(size);
  const small = await shrink(file, undefined, size);
  const qr = await read(small).catch((e: unknown) => {
    throw new SlipNotChecked(small, { cause: e });
  });
  if (qr !== null || small === file) return { upload: small, qr };
  const full = await read(file);
  return full !== null ? { upload: file, qr: full } : { upload: small, qr: null };
}
