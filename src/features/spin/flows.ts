import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { couponClaimMachine, spinMachine } from '../../../machines/spin';
import { api } from '../../api/contracts';
import { watched } from '../../lib/inspect';
import { useServices } from '../../services/context';
import { moneyMoved } from '../../services/queries';
import { useOpenIntent } from '../../services/useIntents';
import { couponClaimActors, spinActors } from './actors';
import { WheelBridge } from './wheelDriver';

/**
 * The wheel's spin: its effects, the member's open intent, and the drawing it drives (`wheel`, given to WheelStage):
 * the machine's actions turn, land, halt and light the drawing, and the drawing's stop is the machine's STOPPED.
 */
export function useSpin() {
  const { client } = useServices();
  const intent = useOpenIntent(api.spin.spin);
  const queryClient = useQueryClient();
  const [wheel] = useState(() => new WheelBridge());
  const actor = useActorRef(
    spinMachine.provide({
      actors: spinActors(client, queryClient),
      actions: {
        startTurning: () => wheel.start(),
        landOn: (_, p) => wheel.land(p.index),
        halt: () => wheel.halt(),
        darken: (_, p) => wheel.darken(p.index),
        lighten: () => wheel.reset(),
        // The spin's outcome is seen (the prize closed, or the wheel at rest after a failure): the coins, the
        // coupons, the wallet and the home tile read again (its contract: `settles: 'reveal'`).
        refreshed: () => moneyMoved(queryClient),
      },
    }),
    watched({ input: { intent } }),
  );
  useEffect(() => wheel.listen(() => actor.send({ type: 'STOPPED' })), [wheel, actor]);
  return { actor, wheel };
}

/** A coupon's claim: its effects and the member's open intent (the wheel's data: services/moneyCalls.ts). */
export function useCouponClaim() {
  const { client } = useServices();
  const intent = useOpenIntent(api.spin.claim);
  return useActorRef(couponClaimMachine.provide({ actors: couponClaimActors(client) }), watched({ input: { intent } }));
}
