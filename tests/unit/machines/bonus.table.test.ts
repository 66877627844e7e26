// @vitest-environment node
/**
 * One bonus's lifecycle (machines/bonus.ts) step by step, as docs/product.md#machine-bonus tells it: received at most
 * maxReceived times in total, per Bangkok day or per Bangkok week from Monday; receiving while another runs asks first,
 * clears it and activates this one; cancelling asks first. Activation and clearing keep their key after an unclear
 * answer.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { bonusMachine, type BonusInfo } from '../../../machines/bonus';
import { boardBonusMachine, bonusBoardMachine } from '../../../machines/bonusBoard';
import type { Intent } from '../../../machines/intent';
import { answered, checkTable, checkTags, failed, step, type Row } from './table';

// Wednesday 2026-11-25 10:00 in Bangkok.
const NOW = Date.UTC(2026, 10, 25, 3);
const bonus: BonusInfo = { code: 'DAY5', type: 'day', maxReceived: 1, received: [], isActive: false };
const today = new Date(Date.UTC(2026, 10, 25, 1)).toISOString();
const yesterday = new Date(Date.UTC(2026, 10, 24, 1)).toISOString();
const open = { key: 'k-open', values: { code: 'DAY5' }, at: 1 };
const lost = (id: string) => failed(id, 'INTERNAL_SERVER_ERROR', false);

describe('bonus: available, received, running, cleared', () => {
  const base = { bonus, activeCode: null, now: NOW, error: null, intent: null, full: false };
  const running = { bonus: { ...bonus, isActive: true, received: [today] }, activeCode: 'DAY5' };
  const rows: Row[] = [
    {
      from: 'available',
      event: { type: 'SYNC', bonus: running.bonus, activeCode: 'DAY5' },
      to: 'active',
      then: running,
    },
    {
      from: 'available',
      event: { type: 'SYNC', bonus: { ...bonus, received: [today] }, activeCode: null },
      to: 'limitedOut',
    },
    {
      from: 'available',
      event: { type: 'SYNC', bonus: { ...bonus, received: [yesterday] }, activeCode: null },
      to: 'available',
    },
    { from: 'available', event: { type: 'RECEIVE' }, to: 'activating', given: { error: 'X' }, then: { error: null } },
    {
      from: 'available',
      event: { type: 'RECEIVE' },
      to: 'confirmingSwitch',
      given: { activeCode: 'WEEK9', error: 'X' },
      then: { error: null },
    },
    { from: 'available', event: { type: 'RECEIVE' }, to: 'activating', given: { activeCode: 'DAY5' } },
    { from: 'available', event: { type: 'DISMISS' }, to: 'available', given: { error: 'X' }, then: { error: null } },
    { from: 'available', event: { type: 'TICK', now: NOW + 5 }, to: 'available', then: { now: NOW + 5 } },
    { from: 'confirmingSwitch', event: { type: 'DISMISS' }, to: 'available', given: { activeCode: 'WEEK9' } },
    {
      from: 'confirmingSwitch',
      event: { type: 'CONFIRM' },
      to: 'switching',
      given: { activeCode: 'WEEK9' },
      then: { intent: { values: {} } },
    },
    {
      from: 'confirmingSwitch',
      event: { type: 'SYNC', bonus, activeCode: 'OTHER' },
      to: 'confirmingSwitch',
      given: { activeCode: 'WEEK9' },
      then: { activeCode: 'OTHER' },
    },
    {
      from: 'switching',
      event: answered('clear'),
      to: 'activating',
      given: { activeCode: 'WEEK9', intent: { key: 'k-c', values: {}, at: 1 } },
      then: { activeCode: null, intent: { values: { code: 'DAY5' } } },
    },
    {
      from: 'switching',
      event: failed('clear', 'BONUS_REMAINING'),
      to: 'available',
      given: { activeCode: 'WEEK9', intent: { key: 'k-c', values: {}, at: 1 } },
      then: { error: 'BONUS_REMAINING', intent: null },
    },
    {
      from: 'switching',
      event: { type: 'SYNC', bonus, activeCode: null },
      to: 'switching',
      given: { activeCode: 'WEEK9' },
      then: { activeCode: null },
    },
    // The same activation after an unclear answer: the same key.
    {
      from: 'available',
      event: { type: 'RECEIVE' },
      to: 'activating',
      given: { intent: open },
      then: { intent: open },
    },
    {
      from: 'activating',
      event: answered('activate', { received: [today], isActive: true }),
      to: 'active',
      given: { intent: open },
      then: { ...running, intent: null, error: null },
    },
    {
      from: 'activating',
      event: failed('activate', 'BONUS_LIMIT'),
      to: 'available',
      given: { intent: open },
      then: { error: 'BONUS_LIMIT', intent: null },
    },
    // Every place of its quota taken: the card says so from now on (the app keeps it for the session).
    {
      from: 'activating',
      event: failed('activate', 'BONUS_FULL'),
      to: 'full',
      given: { intent: open },
      then: { error: 'BONUS_FULL', intent: null, full: true },
      runs: ['noteFull'],
    },
    {
      from: 'full',
      event: { type: 'DISMISS' },
      to: 'full',
      given: { full: true, error: 'BONUS_FULL' },
      then: { error: null },
    },
    // A reload of the list keeps it full, unless it shows the bonus running (received on another phone after all).
    { from: 'full', event: { type: 'SYNC', bonus, activeCode: null }, to: 'full', given: { full: true } },
    { from: 'full', event: { type: 'RECEIVE' }, to: 'full', given: { full: true } },
    {
      from: 'full',
      event: { type: 'SYNC', bonus: running.bonus, activeCode: 'DAY5' },
      to: 'active',
      given: { full: true },
    },
    {
      from: 'activating',
      event: lost('activate'),
      to: 'available',
      given: { intent: open },
      then: { error: 'OUTCOME_UNKNOWN', intent: open },
    },
    {
      from: 'activating',
      event: { type: 'SYNC', bonus: running.bonus, activeCode: 'DAY5' },
      to: 'activating',
      then: running,
    },
    {
      from: 'active',
      event: { type: 'CANCEL' },
      to: 'confirmingCancel',
      given: { ...running, error: 'X' },
      then: { error: null },
    },
    {
      from: 'active',
      event: { type: 'SYNC', bonus: { ...bonus, received: [today] }, activeCode: null },
      to: 'limitedOut',
      given: running,
    },
    {
      from: 'active',
      event: { type: 'DISMISS' },
      to: 'active',
      given: { ...running, error: 'X' },
      then: { error: null },
    },
    { from: 'confirmingCancel', event: { type: 'DISMISS' }, to: 'active', given: running },
    {
      from: 'confirmingCancel',
      event: { type: 'CONFIRM' },
      to: 'clearing',
      given: running,
      then: { intent: { values: {} } },
    },
    {
      from: 'confirmingCancel',
      event: { type: 'SYNC', bonus: running.bonus, activeCode: 'DAY5' },
      to: 'confirmingCancel',
      given: { ...running, activeCode: null },
      then: { activeCode: 'DAY5' },
    },
    {
      from: 'clearing',
      event: answered('clear'),
      to: 'limitedOut',
      given: running,
      then: { bonus: { ...running.bonus, isActive: false }, activeCode: null, intent: null },
      runs: ['cleared'],
    },
    {
      from: 'clearing',
      event: answered('clear'),
      to: 'available',
      given: { ...running, bonus: { ...running.bonus, received: [yesterday] } },
    },
    {
      from: 'clearing',
      event: failed('clear', 'NO_DATA'),
      to: 'active',
      given: running,
      then: { error: 'NO_DATA', intent: null },
    },
    { from: 'clearing', event: lost('clear'), to: 'active', given: running, then: { error: 'OUTCOME_UNKNOWN' } },
    {
      from: 'clearing',
      event: { type: 'SYNC', bonus, activeCode: null },
      to: 'clearing',
      given: running,
      then: { activeCode: null },
    },
    {
      from: 'limitedOut',
      event: { type: 'SYNC', bonus: { ...bonus, received: [yesterday] }, activeCode: null },
      to: 'available',
      given: { bonus: { ...bonus, received: [today] } },
    },
    // Midnight in Bangkok frees a daily bonus.
    {
      from: 'limitedOut',
      event: { type: 'TICK', now: Date.UTC(2026, 10, 25, 17) },
      to: 'available',
      given: { bonus: { ...bonus, received: [today] } },
    },
    {
      from: 'limitedOut',
      event: { type: 'TICK', now: Date.UTC(2026, 10, 25, 16, 59) },
      to: 'limitedOut',
      given: { bonus: { ...bonus, received: [today] } },
    },
  ];
  checkTable(bonusMachine, base, rows);
  checkTags(bonusMachine, base, {
    available: ['available'],
    confirmingSwitch: ['confirmingSwitch'],
    switching: ['busy'],
    activating: ['busy'],
    // The member's running bonus (the cancel bar shows) while active, asked to cancel, and cancelling.
    active: ['active', 'running'],
    confirmingCancel: ['confirmingCancel', 'running'],
    clearing: ['clearing', 'running'],
    limitedOut: ['limitedOut'],
    full: ['full'],
  });

  it('starts where the list says: running, used up for today, or available; with its own open activation', () => {
    const started = (b: typeof bonus, intent: unknown = undefined) =>
      createActor(bonusMachine, { input: { bonus: b, activeCode: null, now: NOW, intent } as never }).getSnapshot();
    expect(started({ ...bonus, isActive: true }).value).toBe('active');
    expect(started({ ...bonus, received: [today] }).value).toBe('limitedOut');
    expect(started(bonus).value).toBe('available');
    expect(started(bonus, open).context.intent).toBe(open);
    expect(started(bonus).context).toMatchObject({ error: null, intent: null, now: NOW, activeCode: null });
    // Refused as full earlier in the session: full before any tap, even with receipts left this period.
    const full = createActor(bonusMachine, { input: { bonus, activeCode: null, now: NOW, full: true } });
    expect(full.getSnapshot().value).toBe('full');
  });

  it("while used up, the bonus reads the clock every second (the bank's time, Date.now) and frees itself at midnight", () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 25, 16, 59, 59) });
    try {
      const actor = createActor(bonusMachine, {
        input: { bonus: { ...bonus, received: [today] }, activeCode: null, now: NOW },
      }).start();
      expect(actor.getSnapshot().value).toBe('limitedOut');
      vi.advanceTimersByTime(1000);
      expect(actor.getSnapshot().context.now).toBe(Date.UTC(2026, 10, 25, 17));
      expect(actor.getSnapshot().value).toBe('available');
      actor.stop();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a clearing is its own intent: a new key, not the activation that failed', () => {
    const s = step(bonusMachine, base, {
      from: 'confirmingCancel',
      event: { type: 'CONFIRM' },
      to: 'clearing',
      given: { intent: open },
    });
    expect((s.context.intent as { key: string }).key).not.toBe(open.key);
  });
});

describe('the bonus board: one actor per bonus, kept in step with the list', () => {
  it('spawns each bonus once, syncs it on a reload, and gives an open activation to the bonus it names', () => {
    const board = createActor(bonusBoardMachine).start();
    const week: BonusInfo = { ...bonus, code: 'WEEK9', type: 'week' };
    board.send({ type: 'LOAD', bonuses: [bonus, week], activeCode: null, now: NOW, intent: open, full: ['WEEK9'] });
    const child = (code: string) => board.getSnapshot().children[code]!.getSnapshot();
    expect(board.getSnapshot().context.codes).toEqual(['DAY5', 'WEEK9']);
    expect(child('DAY5').context.intent).toBe(open);
    expect(child('WEEK9').context.intent).toBeNull();
    expect(child('WEEK9').value).toBe('full');
    expect(child('DAY5').value).toBe('available');
    const first = board.getSnapshot().children.DAY5;
    board.send({ type: 'LOAD', bonuses: [{ ...bonus, isActive: true }, week], activeCode: 'DAY5', now: NOW });
    expect(board.getSnapshot().children.DAY5).toBe(first);
    expect(board.getSnapshot().context.codes).toEqual(['DAY5', 'WEEK9']);
    expect(child('DAY5').value).toBe('active');
    expect(child('WEEK9').context.activeCode).toBe('DAY5');
    board.stop();
  });

  it('knows which bonus runs as the bonuses tell it: none, the one activated, none once it is cleared', async () => {
    const board = createActor(
      bonusBoardMachine.provide({
        actors: {
          bonus: boardBonusMachine.provide({
            actors: {
              activate: fromPromise(async () => ({ received: [today], isActive: true as boolean })),
              clear: fromPromise<void, { intent: Intent }>(async () => {}),
            },
          }),
        },
      }),
    ).start();
    const week: BonusInfo = { ...bonus, code: 'WEEK9', type: 'week' };
    board.send({ type: 'LOAD', bonuses: [bonus, { ...week, isActive: true }], activeCode: 'WEEK9', now: NOW });
    expect(board.getSnapshot().context.running).toBe('WEEK9');
    const day = board.getSnapshot().children.DAY5!;
    day.send({ type: 'RECEIVE' });
    day.send({ type: 'CONFIRM' });
    await waitFor(day, (s) => s.matches('active'));
    expect(board.getSnapshot().context.running).toBe('DAY5');
    // The list reloaded: WEEK9 no longer runs (its news does not take DAY5's place).
    board.send({ type: 'LOAD', bonuses: [{ ...bonus, isActive: true }, week], activeCode: 'DAY5', now: NOW });
    expect(board.getSnapshot().context.running).toBe('DAY5');
    day.send({ type: 'CANCEL' });
    day.send({ type: 'CONFIRM' });
    await waitFor(day, (s) => !s.hasTag('running'));
    expect(board.getSnapshot().context.running).toBeNull();
    board.stop();
  });
});
