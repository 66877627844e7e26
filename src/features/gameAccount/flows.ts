import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { gameAccountMachine } from '../../../machines/gameAccount';
import { api } from '../../api/contracts';
import type { GameAccount } from '../../api/contracts/wallet';
import { watched } from '../../lib/inspect';
import { safeUrl } from '../../lib/safeUrl';
import { useServices } from '../../services/context';
import { moneyMoved } from '../../services/queries';
import { useOpenIntent } from '../../services/useIntents';
import { gameAccountActors } from './actors';

/**
 * The tab opens inside the member's tap, so that phones do not block it; the link follows when it is known. Its link
 * back to the wallet (`opener`) is cut first: a game page can never turn the wallet's tab into another page.
 */
function tabLauncher(newTab: boolean) {
  let tab: Window | null = null;
  return {
    prepareLaunch: () => {
      if (!newTab) return;
      tab = window.open('about:blank', '_blank');
      if (tab) tab.opener = null;
    },
    launch: (_: unknown, { link: relative }: { link: string }) => {
      if (!newTab) return;
      // Only a web address: a javascript: link would run in the tab this app opened.
      const link = safeUrl(relative);
      if (!link) {
        tab?.close();
        tab = null;
        return;
      }
      if (tab && !tab.closed) tab.location.href = link;
      else window.open(link, '_blank', 'noopener');
      tab = null;
    },
    abortLaunch: () => {
      tab?.close();
      tab = null;
    },
  };
}

/**
 * One game account's flow: its effects (the custom game's host), the member's open intent, the game's tab or frame,
 * every money view read again after the wallet moved; the wallet's balance follows while the dialog is open.
 */
/** `minimum`: the least a move takes in the member's currency (transferMinimumOf); below it play only launches. */
export function useGameAccount(game: GameAccount, walletAmount: number, minimum: number) {
  const { client, config } = useServices();
  const intent = useOpenIntent(api.wallet.transferAll);
  const queryClient = useQueryClient();
  // One launcher for the dialog's life: the tab opened in the tap is the one the link goes to.
  const [launcher] = useState(() => tabLauncher(config.gameLaunch === 'newTab'));
  const actor = useActorRef(
    gameAccountMachine.provide({
      actors: gameAccountActors(client, { game: config.customGame, host: config.customGameHost }),
      actions: {
        // A game account made: the games' list in the wallet read again (a transfer's: services/moneyCalls.ts).
        walletChanged: () => moneyMoved(queryClient, { slotsMoved: true }),
        ...launcher,
      },
    }),
    watched({ input: { code: game.code, isActive: game.isActive, walletAmount, minimum, intent } }),
  );
  // The wallet can change while the dialog is open (a transfer elsewhere, a deposit): the machine hears of it.
  useEffect(() => actor.send({ type: 'WALLET', amount: walletAmount }), [actor, walletAmount]);
  return actor;
}
