import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { bonusMachine, type BonusActor } from '../../../machines/bonus';
import { bonusBoardMachine } from '../../../machines/bonusBoard';
import { api } from '../../api/contracts';
import type { Bonus } from '../../api/contracts/bonus';
import { watched } from '../../lib/inspect';
import { useServices } from '../../services/context';
import { moneyMoved } from '../../services/queries';
import { useOpenIntent } from '../../services/useIntents';
import { bonusActors } from './actors';
import { fullBonuses } from './fullBonuses';
import { activeCodeOf, bonusInfoOf } from './queries';

/**
 * The bonus board for a loaded list: one bonus actor per code (the machines own the flow), reloaded lists passed on
 * to them, and the one that runs now (its cancel bar shows) read from their states.
 */
export function useBonusBoard(bonuses: Bonus[] | undefined) {
  const { t } = useTranslation();
  const { client, now } = useServices();
  const intent = useOpenIntent(api.bonus.activate);
  const queryClient = useQueryClient();
  const board = useActorRef(
    bonusBoardMachine.provide({
      actors: {
        bonus: bonusMachine.provide({
          actors: bonusActors(client, now),
          actions: {
            changed: () => moneyMoved(queryClient),
            activated: ({ context }) => void toast.success(t('bonus.activated', { code: context.bonus.code })),
            cleared: ({ context }) => void toast.success(t('bonus.cleared', { code: context.bonus.code })),
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
  const subscribe = useCallback(
    (changed: () => void) => {
      const subs = Object.values(children).map((c) => c!.subscribe(changed));
      return () => subs.forEach((s) => s.unsubscribe());
    },
    [children],
  );
  const running = useCallback(
    () => Object.values(children).find((c) => c!.getSnapshot().hasTag('running')) ?? null,
    [children],
  );
  return {
    actorOf: (code: string) => children[code] ?? null,
    running: useSyncExternalStore(subscribe, running, running),
  };
}
