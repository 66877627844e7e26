import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { BonusActor } from '../../machines/bonus';
import { boardBonusMachine, bonusBoardMachine } from '../../machines/bonusBoard';
import { api } from '../../src/api/contracts';
import { bonusActors } from '../../src/features/bonus/actors';
import { activeCodeOf, bonusInfoOf } from '../../src/features/bonus/queries';
import { PERSONAS, setup } from '../unit/mirage/helpers';
import { publish, withEdges } from './publish';
import { describePath } from './runner';

let t: ReturnType<typeof setup>;
beforeEach(() => {
  t = setup();
});
afterEach(() => t.demo.shutdown());

/** The bonus page's board for Malee: each load of GET /api/bonus (the seed's list, as the bank gives it). */
const BOARD_LOAD = await (async () => {
  const s = setup();
  await s.loginAs(PERSONAS.bonus);
  const { bonuses } = await s.client.call(api.bonus.list);
  s.demo.shutdown();
  return { type: 'LOAD' as const, bonuses: bonuses.map(bonusInfoOf), activeCode: activeCodeOf(bonuses), now: 0 };
})();
type BoardSnap = ReturnType<typeof bonusBoardMachine.transition>;
const codesOf = (s: BoardSnap) => JSON.stringify([...s.context.codes].sort());
const boardKey = (s: BoardSnap) => JSON.stringify([codesOf(s), s.context.running, s.context.cleared?.code ?? null]);
/** A bonus of the list tells the board it runs, or may no longer run (the bonus machine's `runs`). */
const told = (running: boolean) => ({ type: 'RUNS' as const, code: BOARD_LOAD.bonuses[0]!.code, running });
/** A bonus the member cancelled tells the board its receipt (the bonus machine's `cleared`); OK closes it. */
const cleared = {
  type: 'CLEARED' as const,
  receipt: { code: BOARD_LOAD.bonuses[0]!.code, reference: '3F2A9C1E', at: 1 },
};
const boardEvents = () => [BOARD_LOAD, told(true), told(false), cleared, { type: 'CLOSE' as const }];
const boardPaths = withEdges(
  bonusBoardMachine,
  getShortestPaths(bonusBoardMachine, { events: boardEvents, serializeState: (s) => boardKey(s as BoardSnap) }),
  {
    events: boardEvents,
    serializeState: boardKey,
  },
);

describe('bonus board model: each load of the list reaches one bonus machine a bonus', () => {
  it.each(boardPaths.map((p) => [describePath(p), p] as const))('%s', async (_n, path) => {
    await t.loginAs(PERSONAS.bonus);
    const board = createActor(
      bonusBoardMachine.provide({
        actors: {
          bonus: boardBonusMachine.provide({
            actors: { ...bonusActors(t.client, () => t.demo.controls.now()), clock: fromCallback(() => {}) },
          }),
        },
      }),
    ).start();
    const cards = () => board.getSnapshot().children as Record<string, BonusActor>;
    // Every step loads the list from the bank again; the second load reaches the same cards (their state kept).
    for (const step of path.steps.slice(1)) {
      if (step.event.type === 'RUNS') {
        const { code, running } = step.event as ReturnType<typeof told>;
        const was = board.getSnapshot().context.running;
        board.send(step.event as ReturnType<typeof told>);
        // The one that says it runs is the running one; one that stops is no longer, and another's stop changes nothing.
        expect(board.getSnapshot().context.running).toBe(running ? code : was === code ? null : was);
        continue;
      }
      if (step.event.type === 'CLEARED' || step.event.type === 'CLOSE') {
        board.send(step.event as typeof cleared);
        // The receipt shows from the clearing's answer until the member closes it.
        expect(board.getSnapshot().context.cleared).toEqual(step.event.type === 'CLEARED' ? cleared.receipt : null);
        continue;
      }
      const { bonuses } = await t.client.call(api.bonus.list);
      const before = { ...cards() };
      board.send({
        type: 'LOAD',
        bonuses: bonuses.map(bonusInfoOf),
        activeCode: activeCodeOf(bonuses),
        now: t.demo.controls.now(),
      });
      expect(codesOf(board.getSnapshot()), step.event.type).toBe(codesOf(step.state as BoardSnap));
      expect(Object.keys(cards()).sort()).toEqual(bonuses.map((b) => b.code).sort());
      for (const [code, card] of Object.entries(before)) expect(cards()[code]).toBe(card);
      // The card of the bonus the bank runs is the running one; no other is.
      const running = Object.entries(cards())
        .filter(([, c]) => c.getSnapshot().matches('active'))
        .map(([code]) => code);
      expect(running).toEqual([activeCodeOf(bonuses)].filter(Boolean));
      // The board knows it as the running card told it (its cancel bar shows).
      expect(board.getSnapshot().context.running).toBe(activeCodeOf(bonuses));
    }
    board.stop();
  });
});

publish('bonusBoard', 'board (Malee)', bonusBoardMachine, boardPaths);
