import { and, assign, fromCallback, fromPromise, not, setup, stateIn } from 'xstate';
import { codeOf } from './errors';
import { afterFailure, afterSuccess, intentFor, outcomeUnknown, type Intent } from './intent';
import { slipFileError, type SlipFile } from './slipFile';

export type { SlipFile } from './slipFile';

export interface SlipUploadContext {
  /** The member's choice (its values name the intent: the same photo chosen again is the same upload). */
  file: SlipFile | null;
  /** What goes up: the chosen picture shrunk (or as it is), once read; null before. */
  upload: SlipFile | null;
  /** The chosen slip's key (its QR text's fingerprint), null when it has no QR. */
  slip: string | null;
  /** The keys of the slips this member sent (kept on the phone): one of them again is refused as a duplicate. */
  sent: readonly string[];
  /** A translation-table error code (SLIP_NO_FILE, SLIP_INVALID_FILE, a server or network code) or null. */
  error: string | null;
  /** Percent of the file sent (the form shows it in bytes of `upload`). */
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
  /** Without a QR: the member sends it anyway (SEND), or chooses another (RESET). */
  | { type: 'SEND' }
  | { type: 'PROGRESS'; percent: number }
  | { type: 'UPLOADED'; reference: string }
  /** `proven`: the answer proved what happened (see intent.ts); otherwise the retry keeps the key. */
  | { type: 'FAILED'; code: string; proven?: boolean };

export interface SlipUploadInput {
  file: SlipFile;
  intent: Intent;
}

/** The picture made ready (src/features/slip/prepare.ts): what goes up, and the slip's key (null: no QR found). */
export interface ReadSlip {
  upload: SlipFile;
  slip: string | null;
}

/** A reading that could not look (the phone's QR reader did not download): the picture made ready, to send as it is. */
export interface UncheckedSlip {
  upload?: SlipFile;
}

/** A picture the phone refuses to open (its header says more pixels than it can): `refused` is the code it shows. */
export interface RefusedSlip {
  refused: string;
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

const chosen = (file: SlipFile | null) => ({
  file,
  upload: null,
  slip: null,
  error: slipFileError(file),
  percent: 0,
  reference: null,
});

/**
 * Slip upload (docs/product.md#machine-slipUpload): choose an image; it is read on the phone (shrunk, its QR read):
 * without a QR the member is asked before anything is sent, a slip this member already sent is refused as a
 * duplicate; then it goes up with its progress and a reference comes back. A refusal goes back to the chosen file with
 * its code; a retry after no answer (NETWORK_ERROR, TIMEOUT) reuses the Idempotency-Key, any definite answer or a new
 * file starts a new intent.
 */
export const slipUploadMachine = setup({
  types: {
    context: {} as SlipUploadContext,
    events: {} as SlipUploadEvent,
    input: {} as { intent?: Intent | null; sent?: readonly string[] } | undefined,
    tags: {} as 'chosen' | 'reading' | 'noQr' | 'duplicate' | 'uploading' | 'uploaded',
  },
  actors: {
    /**
     * The chosen picture shrunk and its QR read (a picture it cannot read goes as it is, without a QR); it fails when
     * the phone could not look (its reader did not download), with an `UncheckedSlip`, or will not open the picture
     * (too many pixels), with a `RefusedSlip`.
     */
    read: fromPromise<ReadSlip, { file: SlipFile }>(async ({ input }) => ({ upload: input.file, slip: null })),
    upload: slipUploader(async () => {
      throw new Error('upload not provided');
    }),
  },
  actions: {
    /** The slip list has a new entry: reload it. */
    notifyUploaded: (_, _params: { reference: string; slip: string | null }) => {},
  },
  guards: {
    hasValidFile: ({ context }) => slipFileError(context.file) === null,
  },
}).createMachine({
  id: 'slipUpload',
  context: ({ input }) => ({
    file: null,
    upload: null,
    slip: null,
    sent: input?.sent ?? [],
    error: null,
    percent: 0,
    reference: null,
    intent: input?.intent ?? null,
  }),
  initial: 'idle',
  on: {
    // A new file waits until an upload ends or is cancelled: while one goes up, a choice is not taken.
    CHOOSE: [
      {
        guard: and([({ event }) => event.file === null, not(stateIn('#slipUpload.uploading'))]),
        target: '.idle',
        actions: assign({ error: null }),
      },
      {
        guard: not(stateIn('#slipUpload.uploading')),
        target: '.fileChosen',
        actions: assign(({ event }) => chosen(event.file)),
      },
    ],
  },
  states: {
    idle: {
      entry: assign({ file: null, upload: null, slip: null, percent: 0, reference: null }),
      on: { UPLOAD: { actions: assign({ error: 'SLIP_NO_FILE' }) } },
    },
    fileChosen: {
      // A file is chosen and not on its way: the form offers to clear it.
      tags: ['chosen'],
      on: {
        UPLOAD: [
          { guard: 'hasValidFile', target: 'reading' },
          { actions: assign({ error: ({ context }) => slipFileError(context.file) }) },
        ],
        // The choice emptied, its error with it (an open upload's notice stays: it may have gone through).
        RESET: { target: 'idle', actions: assign({ error: null }) },
      },
    },
    // Shrunk and its QR read on the phone; a new choice replaces it (the read of the old one is dropped).
    reading: {
      tags: ['reading'],
      entry: assign({ error: null }),
      invoke: {
        id: 'read',
        src: 'read',
        input: ({ context }) => ({ file: context.file as SlipFile }),
        onDone: [
          {
            guard: ({ event }) => event.output.slip === null,
            target: 'noQrAsk',
            actions: assign({ upload: ({ event }) => event.output.upload, slip: null }),
          },
          {
            guard: ({ context, event }) => context.sent.includes(event.output.slip!),
            target: 'duplicate',
            actions: assign({ upload: ({ event }) => event.output.upload, slip: ({ event }) => event.output.slip }),
          },
          {
            target: 'uploading',
            actions: assign({ upload: ({ event }) => event.output.upload, slip: ({ event }) => event.output.slip }),
          },
        ],
        onError: [
          // A picture too large to open (SLIP_TOO_MANY_PIXELS, from its header): refused, nothing opened or sent.
          {
            guard: ({ event }) => typeof (event.error as Partial<RefusedSlip> | undefined)?.refused === 'string',
            target: 'fileChosen',
            actions: assign({ error: ({ event }) => (event.error as RefusedSlip).refused }),
          },
          // The phone could not look (see `read`): the member is asked, told that nothing was checked, whether to send
          // the picture as it is (the bank checks every slip) or choose again.
          {
            target: 'noQrAsk',
            actions: assign({
              upload: ({ context, event }) => (event.error as UncheckedSlip | undefined)?.upload ?? context.file,
              slip: null,
              error: 'SLIP_NOT_CHECKED',
            }),
          },
        ],
      },
    },
    // No QR found (a Thai e-slip carries one), or none could be looked for (SLIP_NOT_CHECKED). Nothing is sent unless
    // the member says so.
    noQrAsk: {
      tags: ['noQr'],
      on: {
        SEND: 'uploading',
        RESET: { target: 'idle', actions: assign({ error: null }) },
      },
    },
    // This member sent this slip already (its QR): refused on the phone, nothing sent.
    duplicate: {
      tags: ['duplicate'],
      entry: assign({ error: 'SLIP_ALREADY_SENT' }),
      on: { RESET: { target: 'idle', actions: assign({ error: null }) } },
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
        input: ({ context }) => ({ file: (context.upload ?? context.file) as SlipFile, intent: context.intent! }),
      },
      on: {
        PROGRESS: {
          actions: assign({ percent: ({ context, event }) => Math.max(context.percent, Math.min(100, event.percent)) }),
        },
        UPLOADED: {
          target: 'uploaded',
          actions: [
            assign({
              reference: ({ event }) => event.reference,
              percent: 100,
              ...afterSuccess,
              error: null,
              // Sent: the same slip again is a duplicate (the flows keep the key on the phone through a reload).
              sent: ({ context }) => (context.slip === null ? context.sent : [...context.sent, context.slip]),
            }),
            {
              type: 'notifyUploaded',
              params: ({ context, event }) => ({ reference: event.reference, slip: context.slip }),
            },
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
