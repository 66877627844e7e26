/**
 * A slip's QR read on the phone (docs/decisions/041-slip-checked-on-the-phone.md): the browser's own BarcodeDetector
 * where it has one that reads QR codes (Android's Chrome), else ZXing-C++ in WebAssembly (zxing-wasm's reader),
 * loaded the first time a member picks a slip, never before. Either way the answer is the first QR's text, or null
 * (none found, or the picture could not be read); a reader that did not download is an error.
 */

/** A reader of one picture: the QR texts it finds. */
export type QrReader = (image: Blob) => Promise<string[]>;

interface NativeDetector {
  detect(image: ImageBitmapSource): Promise<Array<{ rawValue: string }>>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

/** The browser's BarcodeDetector, when it reads QR codes (Chrome on Android, Safari on iOS 17+); else null. */
export async function nativeReader(
  Detector = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector,
): Promise<QrReader | null> {
  if (!Detector) return null;
  const formats = await Detector.getSupportedFormats().catch(() => [] as string[]);
  if (!formats.includes('qr_code')) return null;
  const detector = new Detector({ formats: ['qr_code'] });
  return async (image) => {
    const bitmap = await createImageBitmap(image);
    try {
      return (await detector.detect(bitmap)).map((c) => c.rawValue);
    } finally {
      bitmap.close();
    }
  };
}

/**
 * The bytes at `url`, through XMLHttpRequest as an ArrayBuffer: the demo's fake server (pretender) passes a binary
 * answer through whole only so (its fetch reads it as text and breaks it).
 */
const bytesAt = (url: string) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('GET', url);
    xhr.responseType = 'arraybuffer';
    xhr.onload = () =>
      xhr.status === 200 ? resolve(xhr.response as ArrayBuffer) : reject(new Error(`${url}: ${xhr.status}`));
    xhr.onerror = () => reject(new Error(`${url}: no answer`));
    xhr.send();
  });

/**
 * ZXing in WebAssembly: its module and the .wasm file from the app's own host (the CSP allows nothing else), handed
 * over as bytes (a test in node hands the file's own).
 */
export async function wasmReader(wasmBinary?: ArrayBuffer): Promise<QrReader> {
  const [{ prepareZXingModule, readBarcodes }, { default: wasmUrl }] = await Promise.all([
    import('zxing-wasm/reader'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({ overrides: { wasmBinary: wasmBinary ?? (await bytesAt(wasmUrl)) } });
  return async (image) =>
    (await readBarcodes(image, { formats: ['QRCode'], tryHarder: true, maxNumberOfSymbols: 1 })).map((r) => r.text);
}

let chosen: Promise<QrReader> | null = null;
/** The reader this browser uses, chosen once: the native one where it reads QR codes, else the WebAssembly one. */
const defaultReader = (): Promise<QrReader> =>
  (chosen ??= nativeReader()
    .then((native) => native ?? wasmReader())
    .catch((e: unknown) => {
      // A download that failed (no signal) is tried again with the next slip.
      chosen = null;
      throw e;
    }));

/**
 * The first QR text in `image`, or null (none, or an unreadable picture: the member is asked, never stopped). A reader
 * that could not be had (its code did not download: no signal) is thrown: the picture was never looked at, and "no QR
 * found" would not be true.
 */
export async function readQr(image: Blob, reader: () => Promise<QrReader> = defaultReader): Promise<string | null> {
  const read = await reader();
  try {
    return (await read(image)).find((t) => t.trim() !== '') ?? null;
  } catch {
    return null;
  }
}
