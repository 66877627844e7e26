import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { slipUploadMachine, type SlipUploadEvent } from '../../machines/slipUpload';
import { api } from '../../src/api/contracts';
import { slipActors } from '../../src/features/slip/actors';
import { SlipTooBig } from '../../src/features/slip/prepare';
import { setup } from '../unit/mirage/helpers';
import { publish, withEdges } from './publish';
import { describePath } from './runner';

type Snap = ReturnType<typeof slipUploadMachine.transition>;

const png = new File([new Uint8Array(64)], 'slip-250.png', { type: 'image/png' });
const pdf = new File(['%PDF'], 'slip.pdf', { type: 'application/pdf' });
/** A picture without a QR (a photo of something else). */
const photo = new File([new Uint8Array(64)], 'photo.png', { type: 'image/png' });
/** A picture too large to open (its header says 20,000 × 20,000): refused on the phone. */
const giant = new File([new Uint8Array(64)], 'giant.png', { type: 'image/png' });
const hasQr = (file: Blob & { name?: string }) => !/photo/.test(file.name ?? '');
const tooBig = { type: 'xstate.error.actor.read', error: { refused: 'SLIP_TOO_MANY_PIXELS' } };
/** The phone's reading as the model has it: a slip's key from its QR, none for the photo. */
const READ = 'xstate.done.actor.read';
const read = (file: File) => ({ type: READ, output: { upload: file, slip: hasQr(file) ? `qr ${file.name}` : null } });
/** The phone's reading in the run (the picture's own QR: a fixed text per name), shrinking as it is. */
const prepare = async (file: Blob & { name?: string }) => {
  if (file === giant) throw new SlipTooBig({ width: 20_000, height: 20_000 });
  return { upload: file, qr: hasQr(file) ? `QR ${file.name}` : null };
};
type ModelEvent = SlipUploadEvent | { type: string; output?: unknown };
/**
 * The member's choices and taps; in `reading`, the phone's reading of the picture (a QR or none); in `uploading`, the
 * answers of the upload under way (UPLOADED, or FAILED with an armed SLIP_UPLOAD_FAIL), which the real upload sends
 * back, and CANCEL.
 */
const EVENTS_BY_STATE: Record<string, (s: Snap) => ModelEvent[]> = {
  idle: () => [
    { type: 'CHOOSE', file: png },
    { type: 'CHOOSE', file: photo },
    { type: 'CHOOSE', file: pdf },
    { type: 'CHOOSE', file: giant },
    { type: 'UPLOAD' },
  ],
  fileChosen: () => [{ type: 'UPLOAD' }, { type: 'RESET' }, { type: 'CHOOSE', file: null }],
  // The reader fails when it did not download (prepare.ts, SlipNotChecked): taken after the photo's reading (so the
  // question's own moves extend from a reading the screen paths can play, the photo's).
  reading: (s) =>
    s.context.file === giant
      ? [tooBig]
      : hasQr(s.context.file as File)
        ? [read(s.context.file as File)]
        : [read(s.context.file as File), { type: 'xstate.error.actor.read', error: new Error('unreadable') }],
  noQrAsk: () => [{ type: 'SEND' }, { type: 'RESET' }, { type: 'CHOOSE', file: png }],
  duplicate: () => [{ type: 'RESET' }, { type: 'CHOOSE', file: photo }],
  // PROGRESS and a new file while uploading are the member's and the upload's own events; the upload keeps going.
  uploading: () => [
    { type: 'UPLOADED', reference: 'REF' },
    { type: 'FAILED', code: 'SLIP_UPLOAD_FAIL', proven: true },
    // A 500 proves nothing: the bank may have the slip; the next upload of the same file resends its key.
    { type: 'FAILED', code: 'INTERNAL_SERVER_ERROR', proven: false },
    { type: 'CANCEL' },
    { type: 'PROGRESS', percent: 40 },
    { type: 'CHOOSE', file: png },
  ],
  uploaded: () => [{ type: 'RESET' }],
};
// The slips sent count: after one is sent, the same slip again is another state (a duplicate).
const key = (s: Snap) =>
  JSON.stringify([
    s.value,
    s.context.error,
    s.context.file?.name ?? null,
    s.context.reference !== null,
    s.context.slip !== null,
    s.context.sent.length,
  ]);
// A File serialises as {}: name the file so that choosing a PNG and a PDF are two events.
const named = (f: unknown) => (f instanceof Blob ? ((f as File).name ?? '') : f);
const serializeEvent = (e: ModelEvent) => {
  const o = e as Record<string, unknown>;
  if ('file' in o) return JSON.stringify({ ...o, file: named(o.file) ?? null });
  if (o.type === READ) return JSON.stringify({ type: READ, slip: (o.output as { slip: unknown }).slip });
  return JSON.stringify(o);
};
const eventsFor = (s: Snap) => (EVENTS_BY_STATE[s.value as string]?.(s) ?? []) as SlipUploadEvent[];
/** A path to every state the model tells apart, plus one for each transition those do not take. */
const paths = withEdges(
  slipUploadMachine,
  getShortestPaths(slipUploadMachine, {
    events: eventsFor,
    serializeState: (s) => key(s as Snap),
    serializeEvent: (e) => serializeEvent(e as ModelEvent),
  }),
  { events: eventsFor, serializeState: key, serializeEvent },
);
/** The answers the run's own actors send (the phone's reading, the bank's answer): waited for, not sent. */
const ANSWERS = ['UPLOADED', 'FAILED', READ];
/** The reading's refusal of the giant picture comes from the run's own reading too (prepare above). */
const answered = (e: { type: string; error?: unknown }) =>
  ANSWERS.includes(e.type) || (e.error as { refused?: string } | undefined)?.refused !== undefined;

let t: ReturnType<typeof setup>;
beforeEach(async () => {
  t = setup();
  await t.loginAs();
});
afterEach(() => t.demo.shutdown());

const slips = async () => (await t.client.call(api.slips.list, { body: { page: 1, limit: 100 } })).slips;

describe('slip upload model: every shortest path runs against Mirage', () => {
  it('reaches every state and both answers', () => {
    const ends = new Set(paths.map((p) => `${String(p.state.value)} ${p.state.context.error}`));
    for (const e of [
      'idle null',
      'noQrAsk null',
      'noQrAsk SLIP_NOT_CHECKED',
      'duplicate SLIP_ALREADY_SENT',
      'fileChosen null',
      'fileChosen SLIP_INVALID_FILE',
      'idle SLIP_NO_FILE',
      'uploading null',
      'uploaded null',
      'fileChosen SLIP_UPLOAD_FAIL',
      'fileChosen SLIP_TOO_MANY_PIXELS',
    ]) {
      expect(ends).toContain(e);
    }
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_n, path) => {
    const before = (await slips()).length;
    const references: string[] = [];
    const actor = createActor(
      slipUploadMachine.provide({
        actors: slipActors(t.client, prepare),
        actions: { notifyUploaded: (_, p) => void references.push(p.reference) },
      }),
      { input: {} },
    ).start();
    const steps = path.steps;
    for (let i = 1; i < steps.length; i++) {
      const { event, state } = steps[i]!;
      // An upload the path has refused: the bank is armed before the step that sends it (a tap, or the reading's end).
      const next = steps[i + 1]?.event;
      if ((state as Snap).matches('uploading') && next?.type === 'FAILED')
        t.demo.controls.failNext('POST', '/api/wallet/slip', (next as { code: string }).code);
      if (answered(event as { type: string })) {
        // The real upload answers; wait for it to arrive as the model says.
        await waitFor(actor, (s) => key(s) === key(state as Snap), { timeout: 5000 });
      } else {
        actor.send(event as SlipUploadEvent);
      }
      expect(key(actor.getSnapshot()), `step ${i} (${event.type})`).toBe(key(state as Snap));
    }
    if (actor.getSnapshot().matches('uploading'))
      await waitFor(actor, (s) => !s.matches('uploading'), { timeout: 5000 }).catch(() => undefined);
    actor.stop();
    // An upload the member saw succeed is in the bank's slip list under the reference they were given; a refused one is not.
    const now = await slips();
    if (path.state.matches('uploaded')) {
      expect(references.length).toBeGreaterThan(0);
      expect(now[0]).toMatchObject({ reference: references.at(-1), status: 'IN_PROGRESS' });
    }
    // Only the uploads the member saw go through are in the bank: a refused one, a slip refused as already sent and a
    // picture without a QR not sent anyway cost nothing.
    const refused = ['SLIP_UPLOAD_FAIL', 'INTERNAL_SERVER_ERROR'].includes(path.state.context.error ?? '');
    const unsent = (['duplicate', 'noQrAsk'] as const).some((v) => path.state.matches(v));
    if (refused || unsent || !steps.some((s) => s.state.matches('uploading')))
      expect(now.length).toBe(before + references.length);
  });
});

publish('slipUpload', 'slip', slipUploadMachine, paths);
