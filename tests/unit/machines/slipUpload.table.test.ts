// @vitest-environment node
/**
 * The slip upload (machines/slipUpload.ts) step by step, as docs/product.md#machine-slipUpload tells it: an image is
 * needed, it is sent with its progress, a reference comes back; a refusal goes back to the chosen file, and after an
 * unclear answer the same file resends its key.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  fileValues,
  slipFileError,
  slipUploader,
  slipUploadMachine,
  type ReadSlip,
  type SlipFile,
} from '../../../machines/slipUpload';
import { answered, checkTable, step, type Row } from './table';

const png = Object.assign(new Blob(['x'], { type: 'image/png' }), { name: 'slip.png', lastModified: 7 });
const pdf = Object.assign(new Blob(['x'], { type: 'application/pdf' }), { name: 'slip.pdf' });
const open = { key: 'k-open', values: fileValues(png), at: 1 };
/** The picture shrunk on the phone: what goes up (the intent still names the member's own file). */
const small = Object.assign(new Blob(['y'], { type: 'image/jpeg' }), { name: 'slip.jpg' });
const read = (slip: string | null, upload: Blob = small) => answered('read', { upload, slip });

describe('slip upload: an image, sent once per intent', () => {
  const base = {
    file: null,
    upload: null,
    slip: null,
    sent: [],
    error: null,
    percent: 0,
    reference: null,
    intent: null,
  };
  const rows: Row[] = [
    { from: 'idle', event: { type: 'UPLOAD' }, to: 'idle', then: { error: 'SLIP_NO_FILE' } },
    {
      from: 'idle',
      event: { type: 'CHOOSE', file: png },
      to: 'fileChosen',
      given: { error: 'X' },
      then: { file: png, error: null, percent: 0, reference: null },
    },
    {
      from: 'idle',
      event: { type: 'CHOOSE', file: pdf },
      to: 'fileChosen',
      then: { file: pdf, error: 'SLIP_INVALID_FILE' },
    },
    {
      from: 'fileChosen',
      event: { type: 'CHOOSE', file: null },
      to: 'idle',
      given: { file: png, error: 'X', percent: 40, reference: 'R' },
      then: { file: null, error: null, percent: 0, reference: null },
    },
    {
      from: 'fileChosen',
      event: { type: 'UPLOAD' },
      to: 'fileChosen',
      given: { file: pdf },
      then: { error: 'SLIP_INVALID_FILE' },
    },
    // A slip is read on the phone before anything goes.
    {
      from: 'fileChosen',
      event: { type: 'UPLOAD' },
      to: 'reading',
      given: { file: png, error: 'X', percent: 30 },
      then: { error: null },
    },
    {
      from: 'reading',
      event: read('K2'),
      to: 'uploading',
      given: { file: png, error: null, percent: 30, sent: ['K1'] },
      then: { upload: small, slip: 'K2', error: null, percent: 0, intent: { values: fileValues(png) } },
    },
    {
      from: 'reading',
      event: read('K2'),
      to: 'uploading',
      given: { file: png, intent: open },
      then: { intent: open },
    },
    // No QR: asked, nothing sent; the choice as it was kept (the shrunk picture goes if the member says so).
    {
      from: 'reading',
      event: read(null),
      to: 'noQrAsk',
      given: { file: png },
      then: { upload: small, slip: null, error: null },
    },
    // A slip this member sent already: refused on the phone.
    {
      from: 'reading',
      event: read('K1'),
      to: 'duplicate',
      given: { file: png, sent: ['K0', 'K1'] },
      then: { slip: 'K1', error: 'SLIP_ALREADY_SENT', sent: ['K0', 'K1'] },
    },
    // A reader that did not download: the picture made ready (shrunk) kept, and the member told nothing was checked.
    {
      from: 'reading',
      event: { type: 'xstate.error.actor.read', error: Object.assign(new Error('x'), { upload: small }) },
      to: 'noQrAsk',
      given: { file: png, slip: 'old' },
      then: { upload: small, slip: null, error: 'SLIP_NOT_CHECKED' },
    },
    // A failure without the picture: the one chosen goes.
    {
      from: 'reading',
      event: { type: 'xstate.error.actor.read', error: new Error('x') },
      to: 'noQrAsk',
      given: { file: png },
      then: { upload: png, slip: null, error: 'SLIP_NOT_CHECKED' },
    },
    {
      from: 'noQrAsk',
      event: { type: 'SEND' },
      to: 'uploading',
      given: { file: png, upload: small, error: 'SLIP_NOT_CHECKED' },
      then: { upload: small, error: null },
    },
    {
      from: 'noQrAsk',
      event: { type: 'SEND' },
      to: 'uploading',
      given: { file: png, upload: small },
      then: { upload: small, slip: null, intent: { values: fileValues(png) } },
    },
    {
      from: 'noQrAsk',
      event: { type: 'RESET' },
      to: 'idle',
      given: { file: png, upload: small },
      then: { file: null, upload: null, slip: null, error: null },
    },
    {
      from: 'noQrAsk',
      event: { type: 'CHOOSE', file: pdf },
      to: 'fileChosen',
      given: { file: png, upload: small },
      then: { file: pdf, upload: null, error: 'SLIP_INVALID_FILE' },
    },
    {
      from: 'duplicate',
      event: { type: 'RESET' },
      to: 'idle',
      given: { file: png, slip: 'K1', error: 'SLIP_ALREADY_SENT' },
      then: { file: null, slip: null, error: null },
    },
    {
      from: 'duplicate',
      event: { type: 'CHOOSE', file: png },
      to: 'fileChosen',
      given: { file: png, slip: 'K1', error: 'SLIP_ALREADY_SENT' },
      then: { file: png, slip: null, error: null },
    },
    // The choice cleared after a refusal: the file and its error go; an open upload's notice stays (intent).
    {
      from: 'fileChosen',
      event: { type: 'RESET' },
      to: 'idle',
      given: { file: png, error: 'SLIP_UPLOAD_FAIL', intent: open },
      then: { file: null, error: null, intent: open },
    },
    {
      from: 'uploading',
      event: { type: 'CHOOSE', file: pdf },
      to: 'uploading',
      given: { file: png },
      then: { file: png },
    },
    {
      from: 'uploading',
      event: { type: 'PROGRESS', percent: 40 },
      to: 'uploading',
      given: { file: png, percent: 50 },
      then: { percent: 50 },
    },
    {
      from: 'uploading',
      event: { type: 'PROGRESS', percent: 60 },
      to: 'uploading',
      given: { file: png, percent: 50 },
      then: { percent: 60 },
    },
    {
      from: 'uploading',
      event: { type: 'PROGRESS', percent: 140 },
      to: 'uploading',
      given: { file: png, percent: 50 },
      then: { percent: 100 },
    },
    // Sent: the slip is kept as sent (the flows keep it on the phone through a reload).
    {
      from: 'uploading',
      event: { type: 'UPLOADED', reference: 'REF1' },
      to: 'uploaded',
      given: { file: png, percent: 80, intent: open, slip: 'K2', sent: ['K1'] },
      then: { reference: 'REF1', percent: 100, intent: null, error: null, sent: ['K1', 'K2'] },
      runs: [{ type: 'notifyUploaded', params: { reference: 'REF1', slip: 'K2' } }],
    },
    {
      from: 'uploading',
      event: { type: 'UPLOADED', reference: 'REF2' },
      to: 'uploaded',
      given: { file: png, slip: null, sent: ['K1'] },
      then: { sent: ['K1'] },
      runs: [{ type: 'notifyUploaded', params: { reference: 'REF2', slip: null } }],
    },
    {
      from: 'uploading',
      event: { type: 'FAILED', code: 'SLIP_INVALID_FILE', proven: true },
      to: 'fileChosen',
      given: { file: png, intent: open },
      then: { error: 'SLIP_INVALID_FILE', intent: null },
    },
    {
      from: 'uploading',
      event: { type: 'FAILED', code: 'TIMEOUT' },
      to: 'fileChosen',
      given: { file: png, intent: open },
      then: { error: 'OUTCOME_UNKNOWN', intent: open },
    },
    {
      from: 'uploading',
      event: { type: 'CANCEL' },
      to: 'fileChosen',
      given: { file: png, intent: open },
      then: { intent: open },
    },
    {
      from: 'uploaded',
      event: { type: 'RESET' },
      to: 'idle',
      given: { file: png, reference: 'R', percent: 100 },
      then: { file: null, reference: null, percent: 0 },
    },
  ];
  checkTable(slipUploadMachine, base, rows);

  it('starts with nothing chosen, and the upload an earlier visit left open', () => {
    const started = (input?: unknown) => createActor(slipUploadMachine, { input } as never).getSnapshot().context;
    expect(started({ intent: open, sent: ['K1'] })).toEqual({ ...base, sent: ['K1'], intent: open });
    expect(started()).toEqual(base);
  });

  it('another file is another intent: a new key', () => {
    const s = step(slipUploadMachine, base, {
      from: 'noQrAsk',
      event: { type: 'SEND' },
      to: 'uploading',
      given: { file: { ...png, name: 'b.png', type: 'image/png', size: 1 }, intent: open },
    });
    expect((s.context.intent as { key: string }).key).not.toBe(open.key);
  });

  it('names a file by what survives a reload: its name, size, type and time', () => {
    expect(fileValues(png)).toEqual({ name: 'slip.png', size: 1, type: 'image/png', lastModified: 7 });
    expect(fileValues(new Blob([]))).toEqual({ name: '', size: 0, type: '', lastModified: 0 });
    expect(slipFileError(null)).toBe('SLIP_NO_FILE');
    expect(slipFileError(Object.assign(new Blob([], { type: 'image/jpeg' })))).toBeNull();
    expect(slipFileError(Object.assign(new Blob([], { type: 'text/image/' })))).toBe('SLIP_INVALID_FILE');
  });

  it('reads a file the browser gives no type by its whole extension', () => {
    const untyped = (name: string) => slipFileError(Object.assign(new Blob(['x']), { name }));
    for (const name of ['slip.JPG', 'slip.jpeg', 'slip.png', 'slip.webp']) expect(untyped(name), name).toBeNull();
    for (const name of ['slip.png.exe', 'slip.gif', 'slip', 'jpg'])
      expect(untyped(name), name).toBe('SLIP_INVALID_FILE');
    expect(slipFileError(new Blob(['x']))).toBe('SLIP_INVALID_FILE');
  });
});

describe('slip upload: what the form shows, by tag', () => {
  it('offers to clear a chosen file only while it is chosen and not on its way', () => {
    const actor = createActor(slipUploadMachine, { input: { intent: null } }).start();
    const tags = () =>
      ['chosen', 'reading', 'noQr', 'duplicate', 'uploading', 'uploaded'].filter((t) =>
        actor.getSnapshot().hasTag(t as never),
      );
    expect(tags()).toEqual([]);
    actor.send({ type: 'CHOOSE', file: png as File });
    expect(tags()).toEqual(['chosen']);
    actor.send({ type: 'RESET' });
    expect(tags()).toEqual([]);
  });
});

describe('slip upload: the shrunk picture is what goes', () => {
  it('uploads what the reading made ready, under the intent of the member’s own file', async () => {
    const sent: Array<{ file: Blob; values: unknown }> = [];
    const actor = createActor(
      slipUploadMachine.provide({
        actors: {
          read: fromPromise<ReadSlip, { file: SlipFile }>(async () => ({ upload: small, slip: 'K9' })),
          upload: slipUploader(async ({ file, intent }) => {
            sent.push({ file, values: intent.values });
            return { reference: 'R9' };
          }),
        },
      }),
      { input: { intent: null } },
    ).start();
    actor.send({ type: 'CHOOSE', file: png as File });
    actor.send({ type: 'UPLOAD' });
    await waitFor(actor, (s) => s.matches('uploaded'));
    expect(sent).toEqual([{ file: small, values: fileValues(png) }]);
    expect(actor.getSnapshot().context.sent).toEqual(['K9']);
  });
});
