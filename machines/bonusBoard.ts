import { enqueueActions, setup } from 'xstate';
import { bonusMachine, type BonusInfo } from './bonus';
import { ownIntent, type Intent } from './intent';

/**
 * The bonus page: one bonus actor per bonus of the list, spawned when the list first names it (id = its code) and
 * kept in step with every reload of the list (SYNC), so that each card shows its own lifecycle.
 */
export const bonusBoardMachine = setup({
  types: {
    context: {} as { codes: string[] },
    /**
     * `intent`: an activation left open by an earlier visit; the bonus it names takes it. `full`: the codes the bank
     * refused as full earlier in the session.
     */
    events: {} as {
      type: 'LOAD';
      bonuses: BonusInfo[];
      activeCode: string | null;
      now: number;
      intent?: Intent | null;
      full?: readonly string[];
    },
  },
  actors: { bonus: bonusMachine },
}).createMachine({
  id: 'bonusBoard',
  // The codes of the bonuses spawned so far (the children's ids).
  context: { codes: [] },
  on: {
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
