import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromCallback, type EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { bonusMachine, type BonusEvent, type BonusInfo } from '../../machines/bonus';
import { newKey } from '../../machines/intent';
import { api } from '../../src/api/contracts';
import { bonusActors } from '../../src/features/bonus/actors';
import { keyed } from '../keyed';
import { PERSONAS, setup } from '../unit/mirage/helpers';
import { publish, withEdges } from './publish';
import { describePath, failure, runPath, success } from './runner';

type Snap = ReturnType<typeof bonusMachine.transition>;

/** Bangkok wall time to epoch ms. The test bank starts on Monday 10 March 2025, 15:00 Bangkok. */
const bkk = (s: string) => Date.parse(`${s}+07:00`);
/** The clock ticks a limited-out bonus can see: the last second of the period, and the first of the next. */
const TICKS: Record<string, BonusEvent[]> = {
  day: [
    { type: 'TICK', now: bkk('2025-03-10T23:59:59') },
    { type: 'TICK', now: bkk('2025-03-11T00:00:00') },
  ],
  week: [
    { type: 'TICK', now: bkk('2025-03-16T23:59:59') },
    { type: 'TICK', now: bkk('2025-03-17T00:00:00') },
  ],
  limit: [{ type: 'TICK', now: bkk('2026-03-10T00:00:00') }],
};

/** The demo's bonus whose every place other members took (the seed's FLASH50): the bank refuses it as full. */
const FULL_BY_QUOTA = new Set(['FLASH50']);

/** The member's taps in each state, and every answer the server may give to the call under way. */
/** The list reloaded (the page refetches it after every change, on focus, on a pull): here it says what the machine knows. */
const sync = (s: Snap) => ({ type: 'SYNC', bonus: s.context.bonus, activeCode: s.context.activeCode });
/**
 * The other bonus the member receives, then cancels, while this one's card waits (its board tells it at once, before
 * the list is read again): for the flash bonus, Somchai's free weekly bonus. The other starts have none the bank
 * would give.
 */
const OTHER: Record<string, string> = { FLASH50: 'WEEKLY5' };
const running = (s: Snap) => {
  const other = OTHER[s.context.bonus.code];
  if (!other || s.context.error !== null) return [];
  if (s.context.activeCode === null) return [{ type: 'RUNNING', code: other, running: true }];
  return s.context.activeCode === other ? [{ type: 'RUNNING', code: other, running: false }] : [];
};
const EVENTS_BY_STATE: Record<string, (s: Snap) => unknown[]> = {
  available: (s) => [{ type: 'RECEIVE' }, { type: 'DISMISS' }, sync(s), ...running(s)],
  confirmingSwitch: (s) => [{ type: 'CONFIRM' }, { type: 'DISMISS' }, sync(s)],
  switching: (s) => [success('clear'), failure('clear', 'INTERNAL_SERVER_ERROR'), sync(s)],
  // The bank records the receipt at its clock, which the path's ticks have moved to the machine's.
  // A bonus whose quota is taken has one answer, the bank's own (FULL_BY_QUOTA); the others' refusals are armed.
  activating: (s) =>
    FULL_BY_QUOTA.has(s.context.bonus.code)
      ? [failure('activate', 'BONUS_FULL'), sync(s)]
      : [
          success('activate', {
            received: [...s.context.bonus.received, new Date(s.context.now).toISOString()],
            isActive: true,
          }),
          failure('activate', 'BONUS_MAX_CLAIMED'),
          failure('activate', 'BONUS_CONDITION'),
          sync(s),
        ],
  active: (s) => [{ type: 'CANCEL' }, { type: 'DISMISS' }, sync(s)],
  confirmingCancel: (s) => [{ type: 'CONFIRM' }, { type: 'DISMISS' }, sync(s)],
  clearing: (s) => [success('clear'), failure('clear', 'INTERNAL_SERVER_ERROR'), sync(s)],
  limitedOut: (s) => [...TICKS[s.context.bonus.type]!, sync(s)],
  full: (s) => [{ type: 'RECEIVE' }, { type: 'DISMISS' }, sync(s)],
};
const eventsFor = (s: Snap) => (EVENTS_BY_STATE[s.value as string]?.(s) ?? []) as BonusEvent[];
const key = (s: Snap) => JSON.stringify([s.value, s.context.error, s.context.activeCode, s.context.bonus.isActive]);

/**
 * Five starts from the demo's personas: Somchai's free weekly bonus, his daily bonus used up today, the flash bonus
 * whose three places other members took (the list cannot tell: the bank's refusal does), Malee's weekly bonus used up
 * this week while her daily bonus runs (receiving switches), and her running daily bonus.
 */
const STARTS = [
  { persona: PERSONAS.funded, code: 'WEEKLY5' },
  { persona: PERSONAS.funded, code: 'DAILY10' },
  { persona: PERSONAS.funded, code: 'FLASH50' },
  { persona: PERSONAS.bonus, code: 'WEEKLY5' },
  { persona: PERSONAS.bonus, code: 'DAILY10' },
] as const;

let t: ReturnType<typeof setup>;
beforeEach(() => {
  t = setup();
});
afterEach(() => t.demo.shutdown());

/** The machine's input as the bonus page makes it, from GET /api/bonus of the bank `s`. */
async function inputFor(s: ReturnType<typeof setup>, code: string) {
  const { bonuses } = await s.client.call(api.bonus.list);
  const b = bonuses.find((x) => x.code === code)!;
  const bonus: BonusInfo = {
    code,
    type: b.type,
    maxReceived: b.maxReceived,
    received: b.userBonus?.received.map((r) => r.updatedAt) ?? [],
    isActive: !!b.userBonus?.isActive,
  };
  return { bonus, activeCode: bonuses.find((x) => x.userBonus?.isActive)?.code ?? null, now: s.demo.controls.now() };
}

/** The model's inputs are the seed's, which the test bank makes the same way on every start. */
const MODEL_INPUTS = await (async () => {
  const s = setup();
  const out: Record<string, Awaited<ReturnType<typeof inputFor>>> = {};
  for (const start of STARTS) {
    await s.loginAs(start.persona);
    out[`${start.persona}:${start.code}`] = await inputFor(s, start.code);
  }
  s.demo.shutdown();
  return out;
})();

/** From each start, a path to every state the model tells apart, plus one for each transition those do not take. */
const paths = STARTS.flatMap((start) => {
  const input = MODEL_INPUTS[`${start.persona}:${start.code}`]!;
  return withEdges(
    bonusMachine,
    getShortestPaths(bonusMachine, { input, events: eventsFor, serializeState: (s) => key(s as Snap) }),
    { input, events: eventsFor, serializeState: key },
  ).map((path) => ({ start, path }));
});

/** Arm the demo bank so that the call under way answers as the path says. */
function arrange(outcome: EventObject, code: string) {
  const e = outcome as EventObject & { error?: { code: string } };
  const id = e.type.replace(/^xstate\.(done|error)\.actor\./, '');
  // A full bonus's activation is refused by the bank itself; its switch's clearing is armed like any other.
  if (!e.error || (id === 'activate' && FULL_BY_QUOTA.has(code))) return;
  t.demo.controls.failNext('GET', id === 'activate' ? `/api/bonus/activate/${code}` : '/api/bonus/clear', e.error.code);
}

describe('bonus model: every shortest path runs against Mirage', () => {
  it('reaches every state of the lifecycle, and both boundaries reset a limit', () => {
    const reached = new Set(paths.map((p) => String(p.path.state.value)));
    for (const s of [
      'available',
      'confirmingSwitch',
      'switching',
      'activating',
      'active',
      'confirmingCancel',
      'clearing',
      'limitedOut',
      'full',
    ])
      expect(reached).toContain(s);
    const crossed = paths.filter(
      (p) => p.path.steps.some((s) => s.event.type === 'TICK') && p.path.state.matches('available'),
    );
    expect(new Set(crossed.map((p) => p.start.code))).toEqual(new Set(['DAILY10', 'WEEKLY5']));
  });

  it.each(
    paths.map(({ start, path }) => [`${start.persona} ${start.code}: ${describePath(path)}`, start, path] as const),
  )('%s', async (_n, start, path) => {
    await t.loginAs(start.persona);
    const input = await inputFor(t, start.code);
    expect(input).toEqual(MODEL_INPUTS[`${start.persona}:${start.code}`]);
    const machine = bonusMachine.provide({
      actors: { ...bonusActors(t.client, () => t.demo.controls.now()), clock: fromCallback(() => {}) },
    });
    await runPath<Snap>({
      path,
      key,
      arrange: (o) => arrange(o, start.code),
      start: () => createActor(machine, { input }).start(),
      // A tick is the bank's clock moving: move the demo bank first, then tell the machine.
      exec: async (event) => {
        if (event.type === 'TICK')
          t.demo.controls.advanceClock((event as EventObject & { now: number }).now - t.demo.controls.now());
        // The other bonus is received or cancelled at the bank first, then its board tells this card.
        if (event.type === 'RUNNING') {
          const { code, running } = event as Extract<BonusEvent, { type: 'RUNNING' }>;
          if (running) await t.client.call(api.bonus.activate, { params: { code }, intent: keyed(newKey()) });
          else await t.client.call(api.bonus.clear, { intent: keyed(newKey()) });
        }
        return false;
      },
    });
    // What the member sees agrees with the bank.
    const end = path.state;
    const check = await t.client.call(api.bonus.checkActive);
    if (end.matches('active')) expect(check).toEqual({ status: true, type: start.code });
    if (end.matches('available') || end.matches('limitedOut')) expect(check.type === start.code).toBe(false);
    if (end.matches('available') && end.context.activeCode === null) expect(check.status).toBe(false);
    // A bonus the machine shows as available can really be received now; a limited-out one is refused.
    // Full: the bank refuses it still.
    if (end.matches('full')) {
      const answer = await t.client
        .call(api.bonus.activate, { params: { code: start.code }, intent: keyed(newKey()) })
        .then(
          () => 'OK',
          (e: { code: string }) => e.code,
        );
      expect(answer).toBe('BONUS_FULL');
    }
    if ((end.matches('available') && end.context.activeCode === null) || end.matches('limitedOut')) {
      const answer = await t.client
        .call(api.bonus.activate, { params: { code: start.code }, intent: keyed(newKey()) })
        .then(
          () => 'OK',
          (e: { code: string }) => e.code,
        );
      // (While another bonus runs the bank names that first.)
      // (While another bonus runs the bank names that first; a full bonus looks available until the bank says so.)
      expect(answer).toBe(
        end.matches('limitedOut')
          ? end.context.activeCode
            ? 'BONUS_ALREADY_ACTIVE'
            : 'BONUS_MAX_CLAIMED'
          : FULL_BY_QUOTA.has(start.code)
            ? 'BONUS_FULL'
            : 'OK',
      );
    }
  });
});

for (const start of STARTS) {
  publish(
    'bonus',
    `${start.persona} ${start.code}`,
    bonusMachine,
    paths.filter((p) => p.start === start).map((p) => p.path),
    { input: MODEL_INPUTS[`${start.persona}:${start.code}`] },
  );
}
