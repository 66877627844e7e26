import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { BonusActor } from '../../../machines/bonus';
import { boardBonusMachine, bonusBoardMachine } from '../../../machines/bonusBoard';
import { api } from '../../api/contracts';
import type { Bonus } from '../../api/contracts/bonus';
import { watched } from '../../lib/inspect';
import { useServices } from '../../services/context';
import { useOpenIntent } from '../../services/useIntents';
import { toast } from '../../ui/toast';
import { bonusActors } from './actors';
import { fullBonuses } from './fullBonuses';
import { activeCodeOf, bonusInfoOf } from './queries';

/** The toast that says a bonus was received (one per bonus). */
const activatedToast = (code: string) => `bonus-activated-${code}`;

/**
 * The bonus board for a loaded list: one bonus actor per code (the machines own the flow), reloaded lists passed on
 * to them, and the one that runs now (its cancel bar shows), as the board's machine knows it.
 */
export function useBonusBoard(bonuses: Bonus[] | undefined) {
  const { t } = useTranslation();
  const { client, now } = useServices();
  const intent = useOpenIntent(api.bonus.activate);
  const board = useActorRef(
    bonusBoardMachine.provide({
      actors: {
        bonus: boardBonusMachine.provide({
          actors: bonusActors(client, now),
          actions: {
            activated: ({ context }) =>
              void toast.success(t('bonus.activated', { code: context.bonus.code }), {
                id: activatedToast(context.bonus.code),
              }),
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
  // A bonus cancelled is no longer "received, the next deposit pays it": that news goes with its receipt's arrival.
  useEffect(() => {
    if (cleared) toast.dismiss(activatedToast(cleared.code));
  }, [cleared]);
  return {
    actorOf: (code: string) => children[code] ?? null,
    running: (running && children[running]) || null,
    /** The receipt of the bonus the member cancelled, until they close it. */
    cleared,
    closeCleared: () => board.send({ type: 'CLOSE' }),
  };
}
