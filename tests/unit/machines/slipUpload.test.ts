// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  slipFileError,
  slipUploader,
  slipUploadMachine,
  type ReadSlip,
  type SlipFile,
  type SlipUploadInput,
} from '../../../machines/slipUpload';
import { SlipTooBig } from '../../../src/features/slip/prepare';

type Pending = {
  input: SlipUploadInput;
  progress: (p: number) => void;
  signal: AbortSignal;
  resolve: (ref: string) => void;
  reject: (code: string, proven?: boolean) => void;
};

/** The machine with an upload the test drives by hand. */
function start() {
  const sent: Pending[] = [];
  const uploaded: string[] = [];
  const actor = createActor(
    slipUploadMachine.provide({
      actors: {
        // The picture as chosen, with a QR of its own name (the reading's cases: slipUpload.table.test.ts); a giant
        // one refused from its header, as prepare.ts does.
        read: fromPromise<ReadSlip, { file: SlipFile }>(async ({ input }) => {
          if (/giant/.test(input.file.name ?? '')) throw new SlipTooBig({ width: 20_000, height: 20_000 });
          return { upload: input.file, slip: `qr ${input.file.name}` };
        }),
        upload: slipUploader(
          (input, { onProgress, signal }) =>
            new Promise((resolve, reject) =>
              sent.push({
                input,
                progress: onProgress,
                signal,
                resolve: (reference) => resolve({ reference }),
                reject: (code, proven = false) => reject({ code, proven }),
              }),
            ),
        ),
      },
      actions: { notifyUploaded: (_, p) => uploaded.push(p.reference) },
    }),
    { input: {} },
  ).start();
  const last = () => {
    const p = sent.at(-1);
    if (!p) throw new Error('nothing uploaded');
    return p;
  };
  return { actor, sent, uploaded, last, snap: () => actor.getSnapshot() };
}

const png = new File([new Uint8Array(10)], 'slip.png', { type: 'image/png' });
const pdf = new File(['%PDF'], 'slip.pdf', { type: 'application/pdf' });
const tick = () => new Promise((r) => setTimeout(r, 0));
/** Upload tapped, and the phone's reading of the picture done. */
const upload = async (m: ReturnType<typeof start>) => {
  m.actor.send({ type: 'UPLOAD' });
  await tick();
};

describe('what a slip can be', () => {
  const file = (name: string, type: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type });
  it('a JPEG, PNG or WebP photo or screenshot, by its type, or by its extension when the browser gives none', () => {
    for (const [name, type] of [
      ['a.jpg', 'image/jpeg'],
      ['a.png', 'image/png'],
      ['a.webp', 'image/webp'],
      ['a.JPG', ''],
      ['a.jpeg', ''],
      ['a.PNG', ''],
    ])
      expect(slipFileError(file(name!, type!)), name).toBeNull();
  });
  it('never an SVG (a document that can carry scripts), a GIF, a TIFF, a PDF or a file without a type or extension', () => {
    for (const [name, type] of [
      ['a.svg', 'image/svg+xml'],
      ['a.png', 'image/svg+xml'],
      ['a.gif', 'image/gif'],
      ['a.tiff', 'image/tiff'],
      ['a.pdf', 'application/pdf'],
      ['a.svg', ''],
      ['slip', ''],
    ])
      expect(slipFileError(file(name!, type!)), `${name} ${type}`).toBe('SLIP_INVALID_FILE');
  });
  it('at most 10 MB (10,485,760 bytes): one byte more is SLIP_TOO_LARGE', () => {
    expect(slipFileError(file('a.jpg', 'image/jpeg', 10_485_760))).toBeNull();
    expect(slipFileError(file('a.jpg', 'image/jpeg', 10_485_761))).toBe('SLIP_TOO_LARGE');
  });
});

describe('slipUpload machine', () => {
  it('checks the file on the client: none is SLIP_NO_FILE, a non-image is SLIP_INVALID_FILE, and nothing is sent', () => {
    expect(slipFileError(null)).toBe('SLIP_NO_FILE');
    const m = start();
    m.actor.send({ type: 'UPLOAD' });
    expect(m.snap().value).toBe('idle');
    expect(m.snap().context.error).toBe('SLIP_NO_FILE');
    m.actor.send({ type: 'CHOOSE', file: pdf });
    expect(m.snap().context.error).toBe('SLIP_INVALID_FILE');
    m.actor.send({ type: 'UPLOAD' });
    expect(m.snap().value).toBe('fileChosen');
    expect(m.sent).toHaveLength(0);
    m.actor.send({ type: 'CHOOSE', file: null });
    expect(m.snap().matches('idle')).toBe(true);
    expect(m.snap().context.error).toBeNull();
  });

  it('a picture too large to open goes back to the choice with SLIP_TOO_MANY_PIXELS, each time, and nothing is sent', async () => {
    const m = start();
    const giant = new File([new Uint8Array(10)], 'giant.png', { type: 'image/png' });
    m.actor.send({ type: 'CHOOSE', file: giant });
    for (let i = 0; i < 2; i++) {
      await upload(m);
      expect(m.snap().value).toBe('fileChosen');
      expect(m.snap().context).toMatchObject({ file: giant, error: 'SLIP_TOO_MANY_PIXELS', intent: null });
    }
    expect(m.sent).toHaveLength(0);
    // Another picture goes as usual.
    m.actor.send({ type: 'CHOOSE', file: png });
    await upload(m);
    expect(m.snap().value).toBe('uploading');
  });

  it('uploads an image with rising progress and ends with the reference', async () => {
    const m = start();
    m.actor.send({ type: 'CHOOSE', file: png });
    expect(m.snap().context.error).toBeNull();
    await upload(m);
    expect(m.snap().value).toBe('uploading');
    expect(m.last().input.file).toBe(png);
    m.last().progress(40);
    m.last().progress(30);
    expect(m.snap().context.percent).toBe(40);
    await upload(m);
    expect(m.sent).toHaveLength(1);
    m.last().resolve('SLIP-9');
    await tick();
    expect(m.snap().value).toBe('uploaded');
    expect(m.snap().context).toMatchObject({ reference: 'SLIP-9', percent: 100 });
    expect(m.uploaded).toEqual(['SLIP-9']);
  });

  it('keeps the Idempotency-Key after an unclear answer (TIMEOUT, NETWORK_ERROR, a 5xx), saying so; a proven refusal ends the intent', async () => {
    const m = start();
    m.actor.send({ type: 'CHOOSE', file: png });
    await upload(m);
    const first = m.last().input.intent.key;
    m.last().reject('TIMEOUT');
    await tick();
    expect(m.snap().value).toBe('fileChosen');
    expect(m.snap().context.error).toBe('OUTCOME_UNKNOWN');
    await upload(m);
    expect(m.snap().context.error).toBeNull();
    expect(m.last().input.intent.key).toBe(first);
    m.last().reject('NETWORK_ERROR');
    await tick();
    await upload(m);
    expect(m.last().input.intent.key).toBe(first);
    m.last().reject('INTERNAL_SERVER_ERROR');
    await tick();
    expect(m.snap().context.error).toBe('OUTCOME_UNKNOWN');
    await upload(m);
    expect(m.last().input.intent.key).toBe(first);
    m.last().reject('SLIP_UPLOAD_FAIL', true);
    await tick();
    expect(m.snap().context.error).toBe('SLIP_UPLOAD_FAIL');
    await upload(m);
    expect(m.last().input.intent.key).not.toBe(first);
  });

  it('a new file is a new intent; cancel aborts the request and keeps the key', async () => {
    const m = start();
    m.actor.send({ type: 'CHOOSE', file: png });
    await upload(m);
    const key = m.last().input.intent.key;
    m.actor.send({ type: 'CHOOSE', file: pdf });
    expect(m.snap().value).toBe('uploading');
    m.actor.send({ type: 'CANCEL' });
    expect(m.last().signal.aborted).toBe(true);
    m.last().reject('ABORTED');
    await tick();
    expect(m.snap().value).toBe('fileChosen');
    expect(m.snap().context.intent?.key).toBe(key);
    // The same file chosen again (as after a reload) is the same intent.
    m.actor.send({ type: 'CHOOSE', file: png });
    await upload(m);
    expect(m.last().input.intent.key).toBe(key);
    m.actor.send({ type: 'CANCEL' });
    m.last().reject('ABORTED');
    await tick();
    m.actor.send({ type: 'CHOOSE', file: new File(['x'], 'other.jpg', { type: 'image/jpeg' }) });
    await upload(m);
    expect(m.last().input.intent.key).not.toBe(key);
  });
});
