import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { claimMachine, type ClaimCheck, type ClaimEvent } from '../../machines/claim';
import { api } from '../../src/api/contracts';
import { inviteClaimActors } from '../../src/features/invite/actors';
import { refundActors } from '../../src/features/refund/actors';
import { PERSONAS, setup } from '../unit/mirage/helpers';
import { publish, withEdges } from './publish';
import { describePath, failure, runPath, success } from './runner';

type Snap = ReturnType<typeof claimMachine.transition>;

/**
 * Starts from the demo's personas: Somchai's refund (ready), his refund while a bonus runs (blocked), Malee's (none),
 * Somchai's invite bonus (ready) and Anong's (her invitees never played). The invite bonus's dialog is its confirm
 * (input `confirmed`), as the app opens it.
 */
const STARTS = [
  { name: 'refund', persona: PERSONAS.funded, kind: 'refund', check: { amount: 123.45, blocked: false } },
  {
    name: 'refund with a bonus running',
    persona: PERSONAS.funded,
    kind: 'refund',
    check: { amount: 123.45, blocked: true },
    bonus: 'WEEKLY5',
  },
  { name: 'no refund', persona: PERSONAS.bonus, kind: 'refund', check: { amount: 0, blocked: true } },
  {
    name: 'invite bonus',
    persona: PERSONAS.funded,
    kind: 'invite',
    check: { amount: 75, blocked: false },
    confirmed: true,
  },
  {
    name: 'invite bonus, invitees never played',
    persona: PERSONAS.newcomer,
    kind: 'invite',
    check: { amount: 30, blocked: false },
    confirmed: true,
  },
] as const;
type Start = (typeof STARTS)[number];

/** What the bank refuses for each kind of claim (the model's failures), and its check outcomes. */
const REFUSALS = {
  refund: ['REFUND_CONDITION', 'REFUND_MINIMUM', 'REFUND_INACTIVE'],
  invite: ['NO_INVITEE_PLAY_INFO', 'INVITE_INACTIVE'],
};
const events = (start: Start) => (s: Snap) => {
  switch (s.value) {
    case 'checking':
      return [success('check', start.check), failure('check', 'INTERNAL_SERVER_ERROR')];
    case 'checkFailed':
      return [{ type: 'RETRY' }];
    case 'ready':
      return [{ type: 'RECEIVE' }];
    case 'confirming':
      return [{ type: 'CONFIRM' }, { type: 'DISMISS' }];
    // Anong's invitees never played: the bank can only refuse her.
    case 'receiving':
      return [
        ...(start.persona === PERSONAS.newcomer ? [] : [success('receive')]),
        ...REFUSALS[start.kind].map((c) => failure('receive', c)),
        // An unclear answer (a 500 proves nothing): the receive stays open, its retry resends the key.
        failure('receive', 'INTERNAL_SERVER_ERROR'),
      ];
    default:
      return [];
  }
};
const key = (s: Snap) => JSON.stringify([s.value, s.context.error]);
const inputOf = (start: Start) => ({ confirmed: 'confirmed' in start && start.confirmed });
const paths = STARTS.flatMap((start) =>
  withEdges(
    claimMachine,
    getShortestPaths(claimMachine, {
      events: events(start) as (s: Snap) => ClaimEvent[],
      serializeState: (s) => key(s as Snap),
      input: inputOf(start),
    }),
    {
      events: events(start) as (s: Snap) => ClaimEvent[],
      serializeState: key,
      input: inputOf(start),
    },
  ).map((path) => ({ start, path })),
);

let t: ReturnType<typeof setup>;
beforeEach(() => {
  t = setup();
});
afterEach(() => t.demo.shutdown());

const wallet = async () => Math.round((await t.client.call(api.wallet.get)).wallet.amount * 100);

describe('claim model (refund, invite bonus): every shortest path runs against Mirage', () => {
  it('reaches every state', () => {
    const reached = new Set(paths.map((p) => String(p.path.state.value)));
    for (const s of [
      'checking',
      'checkFailed',
      'nothing',
      'blocked',
      'ready',
      'confirming',
      'receiving',
      'received',
      'refused',
    ])
      expect(reached).toContain(s);
  });

  it.each(paths.map(({ start, path }) => [`${start.name}: ${describePath(path)}`, start, path] as const))(
    '%s',
    async (_n, start, path) => {
      await t.loginAs(start.persona);
      if ('bonus' in start) await t.fresh.call(api.bonus.activate, { params: { code: start.bonus } });
      const before = await wallet();
      const actors = start.kind === 'refund' ? refundActors(t.client, new QueryClient()) : inviteClaimActors(t.client);
      let refusedWith: string | null = null;
      await runPath<Snap>({
        path,
        key,
        arrange: (o: EventObject) => {
          const e = o as EventObject & { error?: { code: string } };
          if (!e.error) return;
          const id = e.type.replace(/^xstate\.(done|error)\.actor\./, '');
          // A refusal the persona really earns is left to the bank; the others are armed.
          const real = start.persona === PERSONAS.newcomer && e.error.code === 'NO_INVITEE_PLAY_INFO';
          if (!real) {
            const check = start.kind === 'refund' ? '/api/refund/check' : '/api/wallet';
            t.demo.controls.failNext(
              'GET',
              id === 'check' ? check : start.kind === 'refund' ? '/api/refund/addWallet' : '/api/invite/bonus',
              e.error.code,
            );
          }
        },
        start: () => {
          const actor = createActor(
            claimMachine.provide({ actors, actions: { refused: (_, p) => void (refusedWith = p.code) } }),
            { input: inputOf(start) },
          ).start();
          return actor;
        },
      });
      // The check the machine saw is the bank's.
      const seen = path.steps.find((s) => s.state.context.check)?.state.context.check as ClaimCheck | undefined;
      if (seen) expect(seen).toEqual(start.check);
      // Money moved exactly when the member saw it received, by exactly the waiting amount.
      const after = await wallet();
      if (path.state.matches('received')) expect(after - before).toBe(Math.round(start.check.amount * 100));
      else if (path.state.matches('receiving'))
        expect([0, Math.round(start.check.amount * 100)]).toContain(after - before);
      else expect(after).toBe(before);
      if (path.state.matches('ready') && path.state.context.error) expect(refusedWith).toBe(path.state.context.error);
      // The bank's own refusals of this claim end it, told; a 500 proves nothing and leaves the receive to retry.
      if (path.state.matches('refused'))
        expect([...REFUSALS[start.kind], 'NO_INVITEE_PLAY_INFO']).toContain(refusedWith);
      if (path.state.context.error === 'INTERNAL_SERVER_ERROR') expect(path.state.value).not.toBe('refused');
    },
  );
});

for (const start of STARTS)
  publish(
    'claim',
    start.name,
    claimMachine,
    paths.filter((p) => p.start === start).map((p) => p.path),
    { input: inputOf(start) },
  );
