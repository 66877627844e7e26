import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { bankNameEditMachine, COPY_AFTER_EDIT_MS, type BankNameEvent } from '../../machines/bankNameEdit';
import { agreementMachine, AGREEMENT_DELAY_MS } from '../../machines/agreement';
import { api } from '../../src/api/contracts';
import { setup, PERSONAS } from '../unit/mirage/helpers';
import { describePath, failure, runPath, success } from './runner';
import { publish, withEdges } from './publish';

type Snap = ReturnType<typeof bankNameEditMachine.transition>;

const EVENTS: Record<string, unknown[]> = {
  closed: [{ type: 'OPEN', name: 'มาลี โบนัส' }],
  editing: [
    { type: 'CHANGE', value: 'malee bonus' }, { type: 'CHANGE', value: 'มาลี' }, { type: 'CHANGE', value: '' },
    { type: 'SUBMIT' }, { type: 'CANCEL' },
  ],
  saving: [success('save'), failure('save', 'BANK_ACCOUNT_NAME_ENG')],
  saved: [{ type: `xstate.after.${COPY_AFTER_EDIT_MS}.bankNameEdit.saved` }],
};
const key = (s: Snap) => JSON.stringify([s.value, s.context.name, Object.keys(s.context.errors), s.context.serverError]);
const eventsFor = (s: Snap) => (EVENTS[s.value as string] ?? []) as BankNameEvent[];
/** A path to every state the model tells apart, plus one for each transition those do not take. */
const paths = withEdges(bankNameEditMachine, getShortestPaths(bankNameEditMachine, { events: eventsFor, serializeState: (s) => key(s as Snap) }), { events: eventsFor, serializeState: key });

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
        if ((o as { error?: unknown }).error) t.demo.controls.failNext('PUT', '/api/account/bankAccountName', 'BANK_ACCOUNT_NAME_ENG');
      },
      advance: () => clock.increment(COPY_AFTER_EDIT_MS),
      start: () =>
        createActor(
          bankNameEditMachine.provide({
            actors: {
              save: fromPromise(async ({ input }: { input: { bankAccountName: string } }) => {
                await t.client.call(api.account.bankAccountName, { body: { bankCode, bankAccountName: input.bankAccountName } });
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
  const events: Record<string, unknown[]> = {
    waiting: [{ type: `xstate.after.${AGREEMENT_DELAY_MS}.agreement.waiting` }],
    open: [{ type: 'CONFIRM' }, { type: 'DISMISS' }],
  };
  for (const accepted of [false, true]) {
    const agreementPaths = getShortestPaths(agreementMachine, {
      input: { accepted },
      events: (s) => (events[s.value as string] ?? []) as never,
    });
    publish('agreement', accepted ? 'accepted before' : 'first visit', agreementMachine, agreementPaths, { input: { accepted } });
    it.each(agreementPaths.map((p) => [`accepted before: ${accepted}: ${describePath(p)}`, p] as const))('%s', (_n, path) => {
      const clock = new SimulatedClock();
      const remember = vi.fn();
      const actor = createActor(agreementMachine.provide({ actions: { remember } }), { input: { accepted }, clock }).start();
      for (const step of path.steps.slice(1)) {
        if (step.event.type.startsWith('xstate.after')) {
          clock.increment(AGREEMENT_DELAY_MS - 1);
          expect(actor.getSnapshot().value).toBe('waiting');
          clock.increment(1);
        } else actor.send(step.event as never);
        expect(actor.getSnapshot().value).toEqual(step.state.value);
      }
      expect(remember).toHaveBeenCalledTimes(path.steps.filter((s) => s.event.type === 'CONFIRM').length);
    });
  }
});

publish('bankNameEdit', 'Malee', bankNameEditMachine, paths);
