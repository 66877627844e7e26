import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { gameAccountMachine, type GameAccountEvent } from '../../machines/gameAccount';
import { api } from '../../src/api/contracts';
import { gameAccountActors } from '../../src/features/gameAccount/actors';
import { setup } from '../unit/mirage/helpers';
import { publish, withEdges } from './publish';
import { describePath, failure, runPath, success } from './runner';

type Snap = ReturnType<typeof gameAccountMachine.transition>;

const LINK = { link: 'demo/play.html?game=x' };
/** The member's buttons in each state, and every answer the server may give to the call under way. */
const EVENTS_BY_STATE: Record<string, unknown[]> = {
  inactive: [{ type: 'ACTIVATE' }],
  activating: [
    success('activate'),
    failure('activate', 'SLOT_ACTIVATE_FAIL'),
    failure('activate', 'SLOT_ALREADY_ACTIVE'),
  ],
  loadingCredentials: [
    success('credentials', { username: 'u', password: 'p' }),
    failure('credentials', 'INTERNAL_SERVER_ERROR'),
  ],
  credentialsFailed: [{ type: 'RETRY' }],
  'active.idle': [
    { type: 'RESET_PASSWORD' },
    { type: 'PLAY' },
    { type: 'TRANSFER_ONLY' },
    { type: 'WALLET', amount: 0 },
    { type: 'WALLET', amount: 100 },
  ],
  'active.resetting': [success('resetPassword'), failure('resetPassword', 'SLOT_RESET_PASSWORD_FAIL')],
  // A 500 to the move proves nothing: the move stays open, and its retry resends the key.
  'active.movingToPlay': [
    success('transferAll'),
    failure('transferAll', 'TRANSFER_FAIL'),
    failure('transferAll', 'INTERNAL_SERVER_ERROR'),
  ],
  'active.movingOnly': [
    success('transferAll'),
    failure('transferAll', 'MONEY_NOT_ENOUGH'),
    failure('transferAll', 'INTERNAL_SERVER_ERROR'),
  ],
  'active.launching': [success('autoLogin', LINK), failure('autoLogin', 'NO_GAME')],
  'active.launched': [
    { type: 'PLAY' },
    { type: 'RESET_PASSWORD' },
    { type: 'TRANSFER_ONLY' },
    { type: 'WALLET', amount: 100 },
  ],
};
const flat = (v: Snap['value']): string =>
  typeof v === 'string' ? v : Object.entries(v).map(([k, c]) => `${k}.${flat(c as Snap['value'])}`)[0]!;
const eventsFor = (s: Snap) => (EVENTS_BY_STATE[flat(s.value)] ?? []) as GameAccountEvent[];
const key = (s: Snap) =>
  JSON.stringify([
    flat(s.value),
    s.context.walletAmount > 0,
    s.context.credentials !== null,
    s.context.error,
    s.context.notice,
  ]);

/**
 * Three starts, all of the funded persona: a game without an account (betflix), an active one (pg), and pg as the
 * deployment's custom game (config.json `customGame: pg`, `customGameHost`): its link opens on that host.
 */
const CUSTOM_HOST = 'https://games.wallet.example';
const STARTS = [
  { name: 'betflix', input: { code: 'betflix', isActive: false, walletAmount: 1500, minimum: 1 } },
  { name: 'pg (active)', input: { code: 'pg', isActive: true, walletAmount: 1500, minimum: 1 } },
  {
    name: 'pg (active, custom host)',
    input: { code: 'pg', isActive: true, walletAmount: 1500, minimum: 1 },
    custom: { game: 'pg', host: CUSTOM_HOST },
  },
];
const paths = STARTS.flatMap((start) =>
  withEdges(
    gameAccountMachine,
    getShortestPaths(gameAccountMachine, {
      input: start.input,
      events: eventsFor,
      serializeState: (s) => key(s as Snap),
    }),
    { input: start.input, events: eventsFor, serializeState: key },
  ).map((p) => ({ start, path: p })),
);

let t: ReturnType<typeof setup>;
/** Satang the path's arrangement put into the wallet (a demo deposit), the one way money may come in. */
let deposited = 0;
beforeEach(async () => {
  t = setup();
  deposited = 0;
  await t.loginAs();
});

/** The member's money in satang: the wallet and every game account. */
const total = async () => {
  const w = await t.client.call(api.wallet.get);
  return Math.round(w.wallet.amount * 100) + w.slots.reduce((sum, s) => sum + Math.round(s.amount * 100), 0);
};
afterEach(() => t.demo.shutdown());

/** Arm the demo server so that the call under way answers as the path says. */
async function arrange(outcome: EventObject, code: string) {
  const e = outcome as EventObject & { error?: { code: string } };
  const id = e.type.replace(/^xstate\.(done|error)\.actor\./, '');
  if (e.error) {
    const route: Record<string, [string, string]> = {
      activate: ['GET', `/api/wallet/activate/${code}`],
      credentials: ['GET', `/api/wallet/account/${code}`],
      resetPassword: ['GET', `/api/wallet/resetpassword/${code}`],
      transferAll: ['POST', '/api/wallet/transferAll'],
      autoLogin: ['GET', `/api/autoLogin/${code}/:username`],
    };
    t.demo.controls.failNext(route[id]![0], route[id]![1], e.error.code);
  } else if (id === 'transferAll') {
    // The wallet holds money when the model says the move succeeds.
    const w = await t.client.call(api.wallet.get);
    if (w.wallet.amount <= 0) {
      await t.fresh.call(api.wallet.add, { body: { amount: 100 } });
      deposited += 100_00;
    }
  }
}

describe('game account model: every shortest path runs against Mirage', () => {
  it('reaches every state', () => {
    const reached = new Set(paths.map((p) => flat(p.path.state.value)));
    for (const s of [
      'inactive',
      'activating',
      'loadingCredentials',
      'credentialsFailed',
      'active.idle',
      'active.resetting',
      'active.movingToPlay',
      'active.movingOnly',
      'active.launching',
      'active.launched',
    ])
      expect(reached).toContain(s);
  });

  it.each(paths.map(({ start, path }) => [`${start.name}: ${describePath(path)}`, start, path] as const))(
    '%s',
    async (_n, { input, custom }, path) => {
      const before = await total();
      const launch = vi.fn();
      await runPath<Snap>({
        path,
        key,
        arrange: (o) => arrange(o, input.code),
        start: () =>
          createActor(
            gameAccountMachine.provide({
              actors: gameAccountActors(t.client, custom),
              actions: { launch: (_, p) => launch(p.link) },
            }),
            { input },
          ).start(),
      });
      if (path.state.matches({ active: 'launched' })) {
        // The member was sent to a real auto-login link of this game: the bank's, or on the custom game's host.
        const host = custom ? 'https://games\\.wallet\\.example' : 'http://localhost(:\\d+)?';
        expect(launch).toHaveBeenLastCalledWith(
          expect.stringMatching(new RegExp(`^${host}/demo/play\\.html\\?game=${input.code}(&|$)`)),
        );
      }
      // Whatever happened, no money was created or lost: the wallet and the game accounts hold, to the satang, what
      // they held before plus what the arrangement deposited.
      expect(await total()).toBe(before + deposited);
    },
  );
});

for (const start of STARTS)
  publish(
    'gameAccount',
    start.name,
    gameAccountMachine,
    paths.filter((p) => p.start === start).map((p) => p.path),
    { input: start.input },
  );
