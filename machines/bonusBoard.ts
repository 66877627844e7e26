import { assign, enqueueActions, sendParent, setup } from 'xstate';
import { bonusMachine, type BonusInfo, type ClearedBonus } from './bonus';
import { ownIntent, type Intent } from './intent';

/** A bonus on the board: it tells the board when it starts running and when it may have stopped. */
export const boardBonusMachine = bonusMachine.provide({
  actions: {
    runs: sendParent(({ context }, params: { running: boolean }) => ({
      type: 'RUNS' as const,
      code: context.bonus.code,
      running: params.running,
    })),
    cleared: sendParent(({ context }, params: { reference: string | null; at: number }) => ({
      type: 'CLEARED' as const,
      receipt: { code: context.bonus.code, ...params },
    })),
  },
});

/**
 * The bonus page: one bonus actor per bonus of the list, spawned when the list first names it (id = its code) and
 * kept in step with every reload of the list (SYNC), so that each card shows its own lifecycle; `running` names the
 * one that runs (its cancel bar shows), as that bonus tells it; `cleared` is the receipt of the bonus the member
 * cancelled, shown until they close it (its card and cancel bar are gone by then).
 */
export const bonusBoardMachine = setup({
  types: {
    context: {} as { codes: string[]; running: string | null; cleared: ClearedBonus | null },
    /**
     * `intent`: an activation left open by an earlier visit; the bonus it names takes it. `full`: the codes the bank
     * refused as full earlier in the session.
     */
    events: {} as
      | {
          type: 'LOAD';
          bonuses: BonusInfo[];
          activeCode: string | null;
          now: number;
          intent?: Intent | null;
          full?: readonly string[];
        }
      | { type: 'RUNS'; code: string; running: boolean }
      | { type: 'CLEARED'; receipt: ClearedBonus }
      | { type: 'CLOSE' },
  },
  actors: { bonus: boardBonusMachine },
}).createMachine({
  id: 'bonusBoard',
  // The codes of the bonuses spawned so far (the children's ids), and the one running (null: none).
  context: { codes: [], running: null, cleared: null },
  on: {
    CLEARED: { actions: assign({ cleared: ({ event }) => event.receipt }) },
    CLOSE: { actions: assign({ cleared: null }) },
    RUNS: {
      actions: enqueueActions(({ context, event, enqueue }) => {
        enqueue.assign({
          running: event.running ? event.code : context.running === event.code ? null : context.running,
        });
        // Every other card knows at once (a tap on one just after another was received asks to switch).
        for (const code of context.codes)
          if (code !== event.code) enqueue.sendTo(code, { type: 'RUNNING', code: event.code, running: event.running });
      }),
    },
    LOAD: {
      actions: enqueueActions(({ context, event, enqueue }) => {
        for (const bonus of event.bonuses) {
          if (context.codes.includes(bonus.code))
            enqueue.sendTo(bonus.code, { type: 'SYNC', bonus, activeCode: event.activeCode });
          else
            enqueue.spawnChild('bonus', {
              id: bonus.code,
              input: {
                bonus,
                activeCode: event.activeCode,
                now: event.now,
                intent: ownIntent(event.intent, { code: bonus.code }),
                full: event.full?.includes(bonus.code) ?? false,
              },
            });
        }
        enqueue.assign({ codes: [...new Set([...context.codes, ...event.bonuses.map((b) => b.code)])] });
      }),
    },
  },
});
