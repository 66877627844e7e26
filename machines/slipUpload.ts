import { assign, fromCallback, setup } from 'xstate';
import { codeOf } from './errors';
import { afterFailure, afterSuccess, intentFor, outcomeUnknown, type Intent } from './intent';
import { slipFileError, type SlipFile } from './slipFile';

export type { SlipFile } from './slipFile';

export interface SlipUploadContext {
  file: SlipFile | null;
  /** A translation-table error code (SLIP_NO_FILE, SLIP_INVALID_FILE, a server or network code) or null. */
  error: string | null;
  /** Percent of the file sent. */
  percent: number;
  reference: string | null;
  /** The open upload (its values describe the file): the same file after an unclear answer resends its key. */
  intent: Intent | null;
}

export type SlipUploadEvent =
  | { type: 'CHOOSE'; file: SlipFile | null }
  | { type: 'UPLOAD' }
  | { type: 'CANCEL' }
  | { type: 'RESET' }
  | { type: 'PROGRESS'; percent: number }
  | { type: 'UPLOADED'; reference: string }
  /** `proven`: the answer proved what happened (see intent.ts); otherwise the retry keeps the key. */
  | { type: 'FAILED'; code: string; proven?: boolean };

export interface SlipUploadInput {
  file: SlipFile;
  intent: Intent;
}

/** What identifies a chosen file as the member's intent (a Blob cannot be kept on the phone; these can). */
export const fileValues = (file: SlipFile) => ({
  name: file.name ?? '',
  size: file.size,
  type: file.type,
  lastModified: (file as { lastModified?: number }).lastModified ?? 0,
});

export { SLIP_MAX_BYTES, SLIP_TYPES, slipFileError } from './slipFile';

/**
 * The `upload` actor from a promise-returning function: progress and the outcome come back to the machine as
 * events, and leaving `uploading` (cancel, close) aborts the request.
 */
export function slipUploader(
  send: (
    input: SlipUploadInput,
    hooks: { onProgress: (percent: number) => void; signal: AbortSignal },
  ) => Promise<{ reference: string }>,
) {
  return fromCallback<SlipUploadEvent, SlipUploadInput>(({ input, sendBack }) => {
    const ctl = new AbortController();
    const onProgress = (percent: number) => {
      if (!ctl.signal.aborted) sendBack({ type: 'PROGRESS', percent });
    };
    // Once aborted (the machine left `uploading`), the outcome is nobody's business.
    send(input, { onProgress, signal: ctl.signal }).then(
      ({ reference }) => {
        if (!ctl.signal.aborted) sendBack({ type: 'UPLOADED', reference });
      },
      (e: unknown) => {
        if (!ctl.signal.aborted) sendBack({ type: 'FAILED', code: codeOf(e), proven: !outcomeUnknown(e) });
      },
    );
    return () => ctl.abort();
  });
}

const chosen = (file: SlipFile | null) => ({ file, error: slipFileError(file), percent: 0, reference: null });

/**
 * Slip upload (docs/product.md#machine-slipUpload): choose an image, upload it with progress, get a reference. A
 * refusal goes back to the chosen file with its code; a retry after no answer (NETWORK_ERROR, TIMEOUT) reuses the
 * Idempotency-Key, any definite answer or a new file starts a new intent.
 */
export const slipUploadMachine = setup({
  types: {
    context: {} as SlipUploadContext,
    events: {} as SlipUploadEvent,
    input: {} as { intent?: Intent | null } | undefined,
    tags: {} as 'chosen' | 'uploading' | 'uploaded',
  },
  actors: {
    upload: slipUploader(async () => {
      throw new Error('upload not provided');
    }),
  },
  actions: {
    /** The slip list has a new entry: reload it. */
    notifyUploaded: (_, _params: { reference: string }) => {},
  },
  guards: {
    hasValidFile: ({ context }) => slipFileError(context.file) === null,
  },
}).createMachine({
  id: 'slipUpload',
  context: ({ input }) => ({ file: null, error: null, percent: 0, reference: null, intent: input?.intent ?? null }),
  initial: 'idle',
  on: {
    CHOOSE: [
      { guard: ({ event }) => event.file === null, target: '.idle', actions: assign({ error: null }) },
      { target: '.fileChosen', actions: assign(({ event }) => chosen(event.file)) },
    ],
  },
  states: {
    idle: {
      entry: assign({ file: null, percent: 0, reference: null }),
      on: { UPLOAD: { actions: assign({ error: 'SLIP_NO_FILE' }) } },
    },
    fileChosen: {
      // A file is chosen and not on its way: the form offers to clear it.
      tags: ['chosen'],
      on: {
        UPLOAD: [
          { guard: 'hasValidFile', target: 'uploading' },
          { actions: assign({ error: ({ context }) => slipFileError(context.file) }) },
        ],
        // The choice emptied, its error with it (an open upload's notice stays: it may have gone through).
        RESET: { target: 'idle', actions: assign({ error: null }) },
      },
    },
    uploading: {
      tags: ['uploading'],
      // The same file after an unclear answer (even chosen again after a reload) resends its key.
      entry: assign({
        error: null,
        percent: 0,
        intent: ({ context }) => intentFor(context.intent, fileValues(context.file as SlipFile), Date.now()),
      }),
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context }) => ({ file: context.file as SlipFile, intent: context.intent! }),
      },
      on: {
        // A new file waits until this upload ends or is cancelled.
        CHOOSE: {},
        PROGRESS: {
          actions: assign({ percent: ({ context, event }) => Math.max(context.percent, Math.min(100, event.percent)) }),
        },
        UPLOADED: {
          target: 'uploaded',
          actions: [
            assign({ reference: ({ event }) => event.reference, percent: 100, ...afterSuccess, error: null }),
            { type: 'notifyUploaded', params: ({ event }) => ({ reference: event.reference }) },
          ],
        },
        FAILED: {
          target: 'fileChosen',
          actions: assign(({ context, event }) => afterFailure(context.intent, event)),
        },
        // Nobody knows whether the server got it: a retry keeps the key.
        CANCEL: 'fileChosen',
      },
    },
    uploaded: {
      tags: ['uploaded'],
      on: { RESET: 'idle' },
    },
  },
});
