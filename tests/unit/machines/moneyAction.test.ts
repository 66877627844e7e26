// @vitest-environment node
/**
 * The money form (machines/moneyAction.ts) step by step, against what the member must see: the words of each field,
 * the refusal, what comes back after a reload, what "It went through" drops, the question before a second request,
 * the answer kept for the success screen. Written from the intent rule
 * (docs/decisions/010-an-intent-is-the-request-sent.md), not read from the machine.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Intent } from '../../../machines/intent';
import { moneyFormMachine, type MoneyActionInput, type MoneyForm, type Values } from '../../../machines/moneyAction';
import { transferErrors, transferRequest } from '../../../machines/validation';

const unknownOutcome = { code: 'INTERNAL_SERVER_ERROR', proven: false };
const refused = { code: 'MONEY_NOT_ENOUGH', proven: true };

/** A transfer form whose bank answers from `answers` in turn (an Error-like object fails the call). */
function form(input: MoneyActionInput & MoneyForm = {}, answers: unknown[] = [{ wallet: { amount: 1 } }]) {
  const { validate = transferErrors, toRequest = transferRequest, ...given } = { ...input };
  const rules =
    'validate' in input ? { validate: input.validate, toRequest: input.toRequest } : { validate, toRequest };
  const sent: Intent[] = [];
  const forgotten: Intent[] = [];
  const actor = createActor(
    moneyFormMachine(rules).provide({
      actors: {
        submit: fromPromise(async ({ input: { intent } }: { input: { intent: Intent; values: Values } }) => {
          sent.push(intent);
          const answer = answers.shift();
          if (answer && typeof answer === 'object' && 'code' in answer) throw answer;
          return answer;
        }),
      },
      actions: { forget: (_, params: { intent: Intent }) => void forgotten.push(params.intent) },
    }),
    { input: given },
  ).start();
  const type = (values: Record<string, string>) => {
    for (const [field, value] of Object.entries(values)) actor.send({ type: 'CHANGE', field, value });
  };
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'));
  return { actor, sent, forgotten, type, settled, ctx: () => actor.getSnapshot().context };
}

const filled = { from: 'WALLET', to: 'pg', amount: '100' };

describe('the money form', () => {
  it('shows each field its own words, and a change clears only that field', () => {
    const f = form();
    f.actor.send({ type: 'SUBMIT' });
    expect(Object.keys(f.ctx().errors).sort()).toEqual(['amount', 'from', 'to']);
    f.type({ amount: '100' });
    expect(Object.keys(f.ctx().errors).sort()).toEqual(['from', 'to']);
    expect(f.sent).toHaveLength(0);
  });

  it('sends the parsed request once, and keeps the answer for the success screen until RESET', async () => {
    const f = form({}, [{ wallet: { amount: 900 } }]);
    f.type({ ...filled, amount: '1,000' });
    f.actor.send({ type: 'SUBMIT' });
    expect(f.actor.getSnapshot().hasTag('busy')).toBe(true);
    f.actor.send({ type: 'SUBMIT' });
    await waitFor(f.actor, (s) => s.matches('succeeded'));
    expect(f.sent.map((i) => i.values)).toEqual([{ from: 'WALLET', to: 'pg', amount: 1000 }]);
    expect(f.ctx().result).toEqual({ wallet: { amount: 900 } });
    expect(f.ctx().intent).toBeNull();
    f.actor.send({ type: 'RESET' });
    expect(f.actor.getSnapshot().value).toBe('editing');
    expect(f.ctx().result).toBeNull();
  });

  it("a refusal's words go once the member sends again or changes a value", async () => {
    const f = form({}, [refused, refused, unknownOutcome]);
    f.type(filled);
    f.actor.send({ type: 'SUBMIT' });
    await f.settled();
    expect(f.ctx().serverError).toBe('MONEY_NOT_ENOUGH');
    f.type({ amount: '100' });
    expect(f.ctx().serverError).toBeNull();
    f.actor.send({ type: 'SUBMIT' });
    await f.settled();
    expect(f.ctx().serverError).toBe('MONEY_NOT_ENOUGH');
    f.actor.send({ type: 'SUBMIT' });
    expect(f.ctx().serverError).toBeNull();
    await f.settled();
    expect(f.ctx().serverError).toBe('OUTCOME_UNKNOWN');
    f.actor.send({ type: 'RETRY' });
    expect(f.ctx().serverError).toBeNull();
  });

  it('comes back after a reload with the values of the open request, and RETRY resends its key', async () => {
    const open: Intent = { key: 'k-open', values: { from: 'WALLET', to: 'pg', amount: 250 }, at: 1 };
    const f = form({ intent: open, values: { from: '', to: '', amount: '' } });
    expect(f.ctx().values).toEqual({ from: 'WALLET', to: 'pg', amount: '250' });
    f.actor.send({ type: 'RETRY' });
    await waitFor(f.actor, (s) => s.matches('succeeded'));
    expect(f.sent.map((i) => i.key)).toEqual(['k-open']);
  });

  it('a request that is not an object leaves the form as it was', () => {
    const odd = { key: 'k', values: 'WALLET→pg', at: 1 } as unknown as Intent;
    expect(form({ intent: odd, values: { amount: '5' } }).ctx().values).toEqual({ amount: '5' });
  });

  it('without rules of its own, sends the values as typed', async () => {
    const f = form({ validate: undefined, toRequest: undefined });
    f.type({ note: 'x' });
    f.actor.send({ type: 'SUBMIT' });
    await waitFor(f.actor, (s) => s.matches('succeeded'));
    expect(f.sent[0]?.values).toEqual({ note: 'x' });
  });

  it('"It went through" drops the open intent from the phone and its warning; with none open it does nothing', async () => {
    const f = form({}, [unknownOutcome]);
    f.type(filled);
    f.actor.send({ type: 'FORGET' });
    expect(f.forgotten).toHaveLength(0);
    f.actor.send({ type: 'SUBMIT' });
    await f.settled();
    const open = f.ctx().intent!;
    expect(open).not.toBeNull();
    f.actor.send({ type: 'FORGET' });
    expect(f.forgotten).toEqual([open]);
    expect(f.ctx().intent).toBeNull();
    expect(f.ctx().serverError).toBeNull();
  });

  it('asks before a different request while one may have gone through; CONFIRM sends it with a new key', async () => {
    const f = form({}, [unknownOutcome, { wallet: { amount: 1 } }]);
    f.type(filled);
    f.actor.send({ type: 'SUBMIT' });
    await f.settled();
    f.type({ amount: '200' });
    f.actor.send({ type: 'SUBMIT' });
    const asking = f.actor.getSnapshot();
    expect(asking.value).toBe('confirmingNew');
    expect(asking.hasTag('asking')).toBe(true);
    expect(asking.context.errors).toEqual({});
    f.actor.send({ type: 'DISMISS' });
    expect(f.actor.getSnapshot().value).toBe('editing');
    f.actor.send({ type: 'SUBMIT' });
    f.actor.send({ type: 'CONFIRM' });
    expect(f.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(f.ctx().serverError).toBeNull();
    await waitFor(f.actor, (s) => s.matches('succeeded'));
    expect(f.sent.map((i) => i.values)).toEqual([
      { from: 'WALLET', to: 'pg', amount: 100 },
      { from: 'WALLET', to: 'pg', amount: 200 },
    ]);
    expect(f.sent[1]!.key).not.toBe(f.sent[0]!.key);
  });

  it("a stale field's words go when the question about a new request comes", async () => {
    const f = form({}, [unknownOutcome]);
    f.type(filled);
    f.actor.send({ type: 'SUBMIT' });
    await f.settled();
    f.type({ to: 'WALLET', amount: '200' });
    f.actor.send({ type: 'SUBMIT' });
    expect(f.ctx().errors).toEqual({ to: 'transfer.sameAccount' });
    // Fixed by changing From: To's error no longer holds, so it goes
    // (docs/decisions/019-unknown-game-link-and-stale-field-errors.md).
    f.type({ from: 'joker2' });
    expect(f.ctx().errors).toEqual({});
    f.actor.send({ type: 'SUBMIT' });
    expect(f.actor.getSnapshot().value).toBe('confirmingNew');
    expect(f.ctx().errors).toEqual({});
  });

  it("keeps another field's error only while it still holds for the new values", () => {
    const f = form();
    f.type({ from: 'WALLET', to: '', amount: 'abc' });
    f.actor.send({ type: 'SUBMIT' });
    expect(f.ctx().errors).toEqual({ to: 'validation.required', amount: 'amountRefused.characters' });
    // The amount changes: its own error goes at once; To is still empty, so its error stays.
    f.type({ amount: '1' });
    expect(f.ctx().errors).toEqual({ to: 'validation.required' });
    // To chosen as From: a new error is not raised while typing, only on the next submit.
    f.type({ to: 'WALLET' });
    expect(f.ctx().errors).toEqual({});
    f.actor.send({ type: 'SUBMIT' });
    expect(f.ctx().errors).toEqual({ to: 'transfer.sameAccount' });
    // Fixed by changing From: gone.
    f.type({ from: 'pg' });
    expect(f.ctx().errors).toEqual({});
  });

  it('marks its intent with the time it was sent', async () => {
    vi.useFakeTimers({ now: 1_700_000_000_000, toFake: ['Date'] });
    try {
      const f = form();
      f.type(filled);
      f.actor.send({ type: 'SUBMIT' });
      expect(f.ctx().intent?.at).toBe(1_700_000_000_000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks once before sending when told to (a withdrawal): back changes nothing, confirm sends once', async () => {
    const f = form({ confirm: true }, [{ wallet: { amount: 400 } }]);
    f.type(filled);
    f.actor.send({ type: 'SUBMIT' });
    expect(f.actor.getSnapshot().hasTag('confirming')).toBe(true);
    expect(f.sent).toHaveLength(0);
    f.actor.send({ type: 'DISMISS' });
    expect(f.actor.getSnapshot().hasTag('confirming')).toBe(false);
    f.type({ amount: '250' });
    f.actor.send({ type: 'SUBMIT' });
    // A double tap's second tap, landing on the send button as it appears, sends nothing.
    f.actor.send({ type: 'CONFIRM' });
    expect(f.sent).toHaveLength(0);
    await waitFor(f.actor, (s) => s.hasTag('armed'));
    f.actor.send({ type: 'CONFIRM' });
    f.actor.send({ type: 'CONFIRM' });
    await f.settled();
    expect(f.sent.map((i) => i.values)).toEqual([{ from: 'WALLET', to: 'pg', amount: 250 }]);
  });

  it('keeps for the receipt the request that went through (not what was typed after) and when', async () => {
    const f = form({}, [unknownOutcome, { wallet: { amount: 900 } }]);
    f.type(filled);
    f.actor.send({ type: 'SUBMIT' });
    await f.settled();
    // After the unclear answer the member edits the amount, then sends the open request again, as it was.
    f.type({ amount: '5' });
    const before = Date.now();
    f.actor.send({ type: 'RETRY' });
    await waitFor(f.actor, (s) => s.hasTag('succeeded'));
    expect(f.ctx().receipt?.sent).toEqual({ from: 'WALLET', to: 'pg', amount: 100 });
    expect(f.ctx().receipt?.at).toBeGreaterThanOrEqual(before);
    f.actor.send({ type: 'RESET' });
    expect(f.ctx().receipt).toBeNull();
  });
});
