import { assign, fromPromise, setup } from 'xstate';
import { codeOf } from './errors';
import { afterFailure, afterSuccess, intentFor, ownIntent, type Intent } from './intent';

export interface GameCredentials {
  username: string;
  password: string;
}

export interface GameAccountContext {
  code: string;
  /** Whether the account was active when the dialog opened. */
  startedActive: boolean;
  /**
   * The wallet balance: play moves all of it to the game first when it is at least `minimum`; below that the bank
   * would refuse it (TRANSFER_MINIMUM), so play only launches and transfer-only is closed.
   */
  walletAmount: number;
  /** The least a move takes, in the member's currency (transferMinimumOf: 1 baht, 1,000 kip). */
  minimum: number;
  credentials: GameCredentials | null;
  /** The auto-login link of the last launch. */
  link: string | null;
  error: string | null;
  /** A success the member should read (e.g. 'transferred'). */
  notice: string | null;
  /** The open move of the wallet to this game: sent without an answer that proved it (null: none). */
  intent: Intent | null;
}

export type GameAccountEvent =
  | { type: 'ACTIVATE' }
  | { type: 'RESET_PASSWORD' }
  | { type: 'PLAY' }
  | { type: 'TRANSFER_ONLY' }
  | { type: 'RETRY' }
  | { type: 'WALLET'; amount: number };

type Input = { code: string; isActive: boolean; walletAmount: number; minimum: number; intent?: Intent | null };
const moveInput = ({ context }: { context: GameAccountContext }) => ({ code: context.code, intent: context.intent! });

/**
 * One game account (docs/product.md#machine-gameAccount): inactive, activating, active with credentials; reset password
 * stays active and reloads the credentials. Play moves the whole wallet to the game when it holds at least the least a
 * move takes (below it the bank refuses: play only launches), then asks for the auto-login link and launches it;
 * transfer-only moves the wallet without launching.
 */
export const gameAccountMachine = setup({
  types: {
    context: {} as GameAccountContext,
    events: {} as GameAccountEvent,
    input: {} as Input,
    tags: {} as 'inactive' | 'busy' | 'credentialsFailed' | 'active' | 'launched',
  },
  actors: {
    activate: fromPromise<void, { code: string }>(async () => {
      throw new Error('activate not provided');
    }),
    credentials: fromPromise<GameCredentials, { code: string }>(async () => {
      throw new Error('credentials not provided');
    }),
    resetPassword: fromPromise<void, { code: string }>(async () => {
      throw new Error('resetPassword not provided');
    }),
    transferAll: fromPromise<void, { code: string; intent: Intent }>(async () => {
      throw new Error('transferAll not provided');
    }),
    autoLogin: fromPromise<{ link: string }, { code: string; credentials: GameCredentials }>(async () => {
      throw new Error('autoLogin not provided');
    }),
  },
  actions: {
    moveFailed: assign(({ context }, params: { error: unknown }) => afterFailure(context.intent, params.error)),
    /** The move's intent (the whole wallet to this game): after an unclear answer the next move resends its key. */
    beginMove: assign({ intent: ({ context }) => intentFor(context.intent, { to: context.code }, Date.now()) }),
    /** Runs inside the member's tap, so a new tab may be opened before the link is known. */
    prepareLaunch: () => {},
    /** Opens the link in an iframe or a new tab, as the deployment says. */
    launch: (_, _params: { link: string }) => {},
    /** The launch failed: close whatever prepareLaunch opened. */
    abortLaunch: () => {},
    /** The wallet changed: reload it. */
    walletChanged: () => {},
  },
  guards: {
    hasMoney: ({ context }) => context.walletAmount > 0 && context.walletAmount >= context.minimum,
  },
}).createMachine({
  id: 'gameAccount',
  context: ({ input }) => ({
    code: input.code,
    startedActive: input.isActive,
    walletAmount: input.walletAmount,
    minimum: input.minimum,
    credentials: null,
    link: null,
    error: null,
    notice: null,
    // A move left open by an earlier visit is this dialog's when it went to this game.
    intent: ownIntent(input.intent, { to: input.code }),
  }),
  initial: 'deciding',
  on: { WALLET: { actions: assign({ walletAmount: ({ event }) => event.amount }) } },
  states: {
    deciding: {
      always: [{ guard: ({ context }) => context.startedActive, target: 'loadingCredentials' }, { target: 'inactive' }],
    },
    inactive: {
      tags: ['inactive'],
      on: { ACTIVATE: { target: 'activating', actions: assign({ error: null }) } },
    },
    activating: {
      tags: ['busy'],
      invoke: {
        id: 'activate',
        src: 'activate',
        input: ({ context }) => ({ code: context.code }),
        onDone: { target: 'loadingCredentials', actions: 'walletChanged' },
        onError: [
          // Already active elsewhere (another tab): show it as active.
          {
            guard: ({ event }) => codeOf(event.error) === 'SLOT_ALREADY_ACTIVE',
            target: 'loadingCredentials',
            actions: 'walletChanged',
          },
          { target: 'inactive', actions: assign({ error: ({ event }) => codeOf(event.error) }) },
        ],
      },
    },
    loadingCredentials: {
      tags: ['busy'],
      invoke: {
        id: 'credentials',
        src: 'credentials',
        input: ({ context }) => ({ code: context.code }),
        onDone: { target: 'active', actions: assign({ credentials: ({ event }) => event.output }) },
        onError: { target: 'credentialsFailed', actions: assign({ error: ({ event }) => codeOf(event.error) }) },
      },
    },
    credentialsFailed: {
      tags: ['credentialsFailed'],
      on: { RETRY: { target: 'loadingCredentials', actions: assign({ error: null }) } },
    },
    active: {
      tags: ['active'],
      initial: 'idle',
      states: {
        idle: {
          on: {
            RESET_PASSWORD: { target: 'resetting', actions: assign({ error: null, notice: null }) },
            PLAY: [
              {
                guard: 'hasMoney',
                target: 'movingToPlay',
                actions: [assign({ error: null, notice: null }), 'prepareLaunch'],
              },
              { target: 'launching', actions: [assign({ error: null, notice: null }), 'prepareLaunch'] },
            ],
            TRANSFER_ONLY: { guard: 'hasMoney', target: 'movingOnly', actions: assign({ error: null, notice: null }) },
          },
        },
        resetting: {
          tags: ['busy'],
          invoke: {
            id: 'resetPassword',
            src: 'resetPassword',
            input: ({ context }) => ({ code: context.code }),
            onDone: { target: '#gameAccount.loadingCredentials', actions: assign({ notice: 'passwordReset' }) },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => codeOf(event.error) }) },
          },
        },
        movingToPlay: {
          tags: ['busy'],
          entry: 'beginMove',
          invoke: {
            id: 'transferAll',
            src: 'transferAll',
            input: moveInput,
            onDone: {
              target: 'launching',
              actions: [assign({ walletAmount: 0, ...afterSuccess, error: null })],
            },
            onError: {
              target: 'idle',
              actions: [{ type: 'moveFailed', params: ({ event }) => ({ error: event.error }) }, 'abortLaunch'],
            },
          },
        },
        movingOnly: {
          tags: ['busy'],
          entry: 'beginMove',
          invoke: {
            id: 'transferAll',
            src: 'transferAll',
            input: moveInput,
            onDone: {
              target: 'idle',
              actions: [assign({ walletAmount: 0, notice: 'transferred', ...afterSuccess, error: null })],
            },
            onError: {
              target: 'idle',
              actions: [{ type: 'moveFailed', params: ({ event }) => ({ error: event.error }) }],
            },
          },
        },
        launching: {
          tags: ['busy'],
          invoke: {
            id: 'autoLogin',
            src: 'autoLogin',
            input: ({ context }) => ({ code: context.code, credentials: context.credentials as GameCredentials }),
            onDone: {
              target: 'launched',
              actions: [
                assign({ link: ({ event }) => event.output.link }),
                { type: 'launch', params: ({ event }) => ({ link: event.output.link }) },
              ],
            },
            onError: {
              target: 'idle',
              actions: [assign({ error: ({ event }) => codeOf(event.error) }), 'abortLaunch'],
            },
          },
        },
        launched: {
          tags: ['launched'],
          on: {
            PLAY: { target: 'launching', actions: [assign({ error: null }), 'prepareLaunch'] },
            RESET_PASSWORD: { target: 'resetting', actions: assign({ error: null, notice: null }) },
            TRANSFER_ONLY: { guard: 'hasMoney', target: 'movingOnly', actions: assign({ error: null, notice: null }) },
          },
        },
      },
    },
  },
});
