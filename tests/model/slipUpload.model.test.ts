import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { slipUploader, slipUploadMachine, type SlipUploadEvent } from '../../machines/slipUpload';
import { api } from '../../src/api/contracts';
import { setup } from '../unit/mirage/helpers';
import { publish, withEdges } from './publish';
import { describePath } from './runner';

type Snap = ReturnType<typeof slipUploadMachine.transition>;

const png = new File([new Uint8Array(64)], 'slip-250.png', { type: 'image/png' });
const pdf = new File(['%PDF'], 'slip.pdf', { type: 'application/pdf' });
/**
 * The member's choices and taps; in `uploading`, the answers of the upload under way (UPLOADED, or FAILED with an
 * armed SLIP_UPLOAD_FAIL), which the real upload sends back, and CANCEL.
 */
const EVENTS_BY_STATE: Record<string, SlipUploadEvent[]> = {
  idle: [{ type: 'CHOOSE', file: png }, { type: 'CHOOSE', file: pdf }, { type: 'UPLOAD' }],
  fileChosen: [{ type: 'UPLOAD' }, { type: 'RESET' }, { type: 'CHOOSE', file: null }],
  // PROGRESS and a new file while uploading are the member's and the upload's own events; the upload keeps going.
  uploading: [
    { type: 'UPLOADED', reference: 'REF' },
    { type: 'FAILED', code: 'SLIP_UPLOAD_FAIL', proven: true },
    // A 500 proves nothing: the bank may have the slip; the next upload of the same file resends its key.
    { type: 'FAILED', code: 'INTERNAL_SERVER_ERROR', proven: false },
    { type: 'CANCEL' },
    { type: 'PROGRESS', percent: 40 },
    { type: 'CHOOSE', file: png },
  ],
  uploaded: [{ type: 'RESET' }],
};
const key = (s: Snap) =>
  JSON.stringify([s.value, s.context.error, s.context.file?.name ?? null, s.context.reference !== null]);
// A File serialises as {}: name the file so that choosing a PNG and a PDF are two events.
const serializeEvent = (e: SlipUploadEvent) => JSON.stringify('file' in e ? { ...e, file: e.file?.name ?? null } : e);
const eventsFor = (s: Snap) => EVENTS_BY_STATE[s.value as string] ?? [];
/** A path to every state the model tells apart, plus one for each transition those do not take. */
const paths = withEdges(
  slipUploadMachine,
  getShortestPaths(slipUploadMachine, {
    events: eventsFor,
    serializeState: (s) => key(s as Snap),
    serializeEvent: (e) => serializeEvent(e as SlipUploadEvent),
  }),
  { events: eventsFor, serializeState: key, serializeEvent },
);
const ANSWERS = ['UPLOADED', 'FAILED'];

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
      'fileChosen null',
      'fileChosen SLIP_INVALID_FILE',
      'idle SLIP_NO_FILE',
      'uploading null',
      'uploaded null',
      'fileChosen SLIP_UPLOAD_FAIL',
    ]) {
      expect(ends).toContain(e);
    }
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_n, path) => {
    const before = (await slips()).length;
    const references: string[] = [];
    const actor = createActor(
      slipUploadMachine.provide({
        actors: {
          upload: slipUploader(({ file, intent }, { onProgress, signal }) =>
            t.client.upload(api.wallet.slip, { file, intent, onProgress, signal }),
          ),
        },
        actions: { notifyUploaded: (_, p) => void references.push(p.reference) },
      }),
      { input: {} },
    ).start();
    const steps = path.steps;
    for (let i = 1; i < steps.length; i++) {
      const { event, state } = steps[i]!;
      if (ANSWERS.includes(event.type)) {
        // The real upload answers; wait for it to arrive as the model says.
        await waitFor(actor, (s) => key(s) === key(state as Snap), { timeout: 5000 });
      } else {
        const next = steps[i + 1]?.event;
        if (event.type === 'UPLOAD' && next?.type === 'FAILED')
          t.demo.controls.failNext('POST', '/api/wallet/slip', (next as { code: string }).code);
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
      expect(references).toHaveLength(1);
      expect(now[0]).toMatchObject({ reference: references[0], status: 'IN_PROGRESS' });
    }
    const refused = ['SLIP_UPLOAD_FAIL', 'INTERNAL_SERVER_ERROR'].includes(path.state.context.error ?? '');
    if (refused || !steps.some((s) => s.state.matches('uploading'))) expect(now.length).toBe(before);
  });
});

publish('slipUpload', 'slip', slipUploadMachine, paths);
