// @vitest-environment node
/**
 * The slip upload (machines/slipUpload.ts) step by step, as docs/product.md#machine-slipUpload tells it: an image is
 * needed, it is sent with its progress, a reference comes back; a refusal goes back to the chosen file, and after an
 * unclear answer the same file resends its key.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { fileValues, slipFileError, slipUploadMachine } from '../../../machines/slipUpload';
import { checkTable, step, type Row } from './table';

const png = Object.assign(new Blob(['x'], { type: 'image/png' }), { name: 'slip.png', lastModified: 7 });
const pdf = Object.assign(new Blob(['x'], { type: 'application/pdf' }), { name: 'slip.pdf' });
const open = { key: 'k-open', values: fileValues(png), at: 1 };

describe('slip upload: an image, sent once per intent', () => {
  const base = { file: null, error: null, percent: 0, reference: null, intent: null };
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
    {
      from: 'fileChosen',
      event: { type: 'UPLOAD' },
      to: 'uploading',
      given: { file: png, error: 'X', percent: 30 },
      then: { error: null, percent: 0, intent: { values: fileValues(png) } },
    },
    {
      from: 'fileChosen',
      event: { type: 'UPLOAD' },
      to: 'uploading',
      given: { file: png, intent: open },
      then: { intent: open },
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
    {
      from: 'uploading',
      event: { type: 'UPLOADED', reference: 'REF1' },
      to: 'uploaded',
      given: { file: png, percent: 80, intent: open },
      then: { reference: 'REF1', percent: 100, intent: null, error: null },
      runs: [{ type: 'notifyUploaded', params: { reference: 'REF1' } }],
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
    expect(started({ intent: open })).toEqual({ file: null, error: null, percent: 0, reference: null, intent: open });
    expect(started()).toEqual({ file: null, error: null, percent: 0, reference: null, intent: null });
  });

  it('another file is another intent: a new key', () => {
    const s = step(slipUploadMachine, base, {
      from: 'fileChosen',
      event: { type: 'UPLOAD' },
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
    const tags = () => ['chosen', 'uploading', 'uploaded'].filter((t) => actor.getSnapshot().hasTag(t as never));
    expect(tags()).toEqual([]);
    actor.send({ type: 'CHOOSE', file: png as File });
    expect(tags()).toEqual(['chosen']);
    actor.send({ type: 'RESET' });
    expect(tags()).toEqual([]);
  });
});
