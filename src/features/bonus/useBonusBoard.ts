import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { BonusActor } from '../../../machines/bonus';
import { boardBonusMachine, bonusBoardMachine } from '../../../machines/bonusBoard';
import { api } from '../../api/contracts';
import type { Bonus } from '../../api/contracts/bonus';
import { watched } from '../../lib/inspect';
import { useServices } from '../../services/context';
import { useOpenIntent } from '../../services/useIntents';
import { bonusActors } from './actors';
import { fullBonuses } from './fullBonuses';
import { activeCodeOf, bonusInfoOf } from './queries';

/**
 * The bonus board for a loaded list: one bonus actor per code (the machines own the flow), reloaded lists passed on
 * to them, and the one that runs now (its cancel bar shows), as the board's machine knows it.
 */
export function useBonusBoard(bonuses: Bonus[] | undefined) {
  const { client, now } = useServices();
  const intent = useOpenIntent(api.bonus.activate);
  const board = useActorRef(
    bonusBoardMachine.provide({
      actors: {
        bonus: boardBonusMachine.provide({
          actors: bonusActors(client, now),
          // "Received" is said by the bonus's own dialog, open until its answer (its close waits while busy): no toast
          // repeats it over the dialog's first lines.
          actions: {
            noteFull: ({ context }) => fullBonuses.add(context.bonus.code),
          },
        }),
      },
    }),
    watched(),
  );
  // Every load of the list reaches the machines (each answer is new data: bonusListQuery).
  useEffect(() => {
    if (bonuses)
      board.send({
        type: 'LOAD',
        bonuses: bonuses.map(bonusInfoOf),
        activeCode: activeCodeOf(bonuses),
        now: now(),
        intent,
        full: fullBonuses.read(),
      });
  }, [board, bonuses, now, intent]);
  const children = useSelector(board, (s) => s.children as Record<string, BonusActor | undefined>);
  const running = useSelector(board, (s) => s.context.running);
  const cleared = useSelector(board, (s) => s.context.cleared);
  return {
    actorOf: (code: string) => children[code] ?? null,
    running: (running && children[running]) || null,
    /** The receipt of the bonus the member cancelled, until they close it. */
    cleared,
    closeCleared: () => board.send({ type: 'CLOSE' }),
  };
}
