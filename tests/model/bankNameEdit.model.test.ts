import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { agreementMachine, AGREEMENT_DELAY_MS } from '../../machines/agreement';
import { bankNameEditMachine, COPY_AFTER_EDIT_MS, type BankNameEvent } from '../../machines/bankNameEdit';
import { api } from '../../src/api/contracts';
import { setup, PERSONAS } from '../unit/mirage/helpers';
import { publish, withEdges } from './publish';
import { describePath, failure, runPath, success } from './runner';

type Snap = ReturnType<typeof bankNameEditMachine.transition>;

const EVENTS: Record<string, unknown[]> = {
  closed: [{ type: 'OPEN', name: 'มาลี โบนัส' }],
  editing: [
    { type: 'CHANGE', value: 'malee bonus' },
    { type: 'CHANGE', value: 'มาลี' },
    { type: 'CHANGE', value: '' },
    { type: 'SUBMIT' },
    { type: 'CANCEL' },
  ],
  saving: [success('save'), failure('save', 'BANK_ACCOUNT_NAME_ENG')],
  saved: [{ type: `xstate.after.${COPY_AFTER_EDIT_MS}.bankNameEdit.saved` }],
};
const key = (s: Snap) =>
  JSON.stringify([s.value, s.context.name, Object.keys(s.context.errors), s.context.serverError]);
const eventsFor = (s: Snap) => (EVENTS[s.value as string] ?? []) as BankNameEvent[];
/** A path to every state the model tells apart, plus one for each transition those do not take. */
const paths = withEdges(
  bankNameEditMachine,
  getShortestPaths(bankNameEditMachine, { events: eventsFor, serializeState: (s) => key(s as Snap) }),
  { events: eventsFor, serializeState: key },
);

let t: ReturnType<typeof setup>;
beforeEach(async () => {
  t = setup();
  await t.loginAs(PERSONAS.bonus);
});
afterEach(() => t.demo.shutdown());

describe('bank account name edit model: every shortest path against Mirage (Malee, KTB with a Thai name)', () => {
  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_n, path) => {
    const clock = new SimulatedClock();
    const copied = vi.fn();
    const bankCode = (await t.client.call(api.wallet.get)).bankAccount.bankCode;
    await runPath<Snap>({
      path,
      key,
      arrange: (o: EventObject) => {
        if ((o as { error?: unknown }).error)
          t.demo.controls.failNext('PUT', '/api/account/bankAccountName', 'BANK_ACCOUNT_NAME_ENG');
      },
      advance: () => clock.increment(COPY_AFTER_EDIT_MS),
      start: () =>
        createActor(
          bankNameEditMachine.provide({
            actors: {
              save: fromPromise(async ({ input }: { input: { bankAccountName: string } }) => {
                await t.client.call(api.account.bankAccountName, {
                  body: { bankCode, bankAccountName: input.bankAccountName },
                });
              }),
            },
            actions: { clickCopy: (_, p) => copied(p.name) },
          }),
          { clock },
        ).start(),
    });
    const saved = path.steps.some((s) => (s.event as EventObject).type === 'xstate.done.actor.save');
    const stored = (await t.client.call(api.wallet.get)).bankAccount.bankAccountName;
    // Only a save the server accepted changes the stored name (a path may end with one still on its way), and the
    // copy happens only after it, 1 s later.
    if (!path.state.matches('saving')) expect(stored === 'MALEE BONUS').toBe(saved);
    if (path.state.matches('closed') && saved) expect(copied).toHaveBeenCalledWith('MALEE BONUS');
    else expect(copied).not.toHaveBeenCalled();
  });
});

describe('agreement model: every shortest path', () => {
  type AgreementSnap = ReturnType<typeof agreementMachine.transition>;
  const BLOCK = '<h3>Terms</h3><p>Play fair.</p>';
  const eventsOf = (s: AgreementSnap): unknown[] => {
    if (s.matches('waiting')) {
      return [
        success('preload', [BLOCK]),
        success('preload', []),
        failure('preload', 'UNEXPECTED_ANSWER'),
        { type: `xstate.after.${AGREEMENT_DELAY_MS}.agreement.waiting` },
      ];
    }
    if (s.matches({ open: 'loading' }))
      return [
        success('load', [BLOCK]),
        success('load', []),
        failure('load', 'INTERNAL_SERVER_ERROR'),
        { type: 'DISMISS' },
      ];
    if (s.matches({ open: 'shown' })) return [{ type: 'CONFIRM' }, { type: 'DISMISS' }];
    if (s.matches({ open: 'failed' })) return [{ type: 'RETRY' }, { type: 'CONFIRM' }, { type: 'DISMISS' }];
    return [];
  };
  const serializeState = (s: AgreementSnap) => JSON.stringify([s.value, s.context.blocks.length, s.context.error]);
  for (const accepted of [false, true]) {
    const opts = { input: { accepted }, events: (s: AgreementSnap) => eventsOf(s) as never, serializeState };
    const agreementPaths = withEdges(agreementMachine, getShortestPaths(agreementMachine, opts), opts);
    publish('agreement', accepted ? 'accepted before' : 'first visit', agreementMachine, agreementPaths, {
      input: { accepted },
    });
    it.each(agreementPaths.map((p) => [`accepted before: ${accepted}: ${describePath(p)}`, p] as const))(
      '%s',
      async (_n, path) => {
        const clock = new SimulatedClock();
        const remember = vi.fn();
        // The agreement's reads, answered as the path says (the newest one: a read left behind answers nobody).
        const reads: { resolve: (blocks: string[]) => void; reject: (e: unknown) => void }[] = [];
        const load = fromPromise<string[]>(() => new Promise((resolve, reject) => reads.push({ resolve, reject })));
        const actor = createActor(agreementMachine.provide({ actors: { load }, actions: { remember } }), {
          input: { accepted },
          clock,
        }).start();
        let confirmedAfterSeeing = 0;
        for (const step of path.steps.slice(1)) {
          const e = step.event as EventObject & { output?: string[]; error?: unknown };
          const before = actor.getSnapshot();
          if (e.type.startsWith('xstate.after')) {
            clock.increment(AGREEMENT_DELAY_MS - 1);
            expect(actor.getSnapshot().value).toBe('waiting');
            clock.increment(1);
          } else if (e.type.startsWith('xstate.done.actor.')) reads.at(-1)!.resolve(e.output!);
          else if (e.type.startsWith('xstate.error.actor.')) reads.at(-1)!.reject(e.error);
          else actor.send(e as never);
          await Promise.resolve();
          await Promise.resolve();
          if (e.type === 'CONFIRM' && before.context.blocks.length > 0 && before.matches({ open: 'shown' }))
            confirmedAfterSeeing++;
          expect(actor.getSnapshot().value).toEqual(step.state.value);
          expect([actor.getSnapshot().context.blocks, actor.getSnapshot().context.error]).toEqual([
            step.state.context.blocks,
            step.state.context.error,
          ]);
        }
        // Remembered only when the member agreed to an agreement on screen: a tap on a failed one does nothing.
        expect(remember).toHaveBeenCalledTimes(confirmedAfterSeeing);
        if (actor.getSnapshot().matches('accepted') && !accepted) expect(confirmedAfterSeeing).toBe(1);
        const end = actor.getSnapshot();
        if (end.matches({ open: 'failed' }))
          expect(end.context.error).toMatch(/^(NO_DATA|UNEXPECTED_ANSWER|INTERNAL_SERVER_ERROR)$/);
      },
    );
  }
});

publish('bankNameEdit', 'Malee', bankNameEditMachine, paths);
