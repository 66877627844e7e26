import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { couponClaimMachine, spinMachine } from '../../../machines/spin';
import { api } from '../../api/contracts';
import { watched } from '../../lib/inspect';
import { useServices } from '../../services/context';
import { useOpenIntent } from '../../services/useIntents';
import { couponClaimActors, spinActors } from './actors';
import { refreshWheel } from './queries';
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
        refreshed: () => refreshWheel(queryClient),
      },
    }),
    watched({ input: { intent } }),
  );
  useEffect(() => wheel.listen(() => actor.send({ type: 'STOPPED' })), [wheel, actor]);
  return { actor, wheel };
}

/** A coupon's claim: its effects, the member's open intent, and the wheel's data read again after it. */
export function useCouponClaim() {
  const { client } = useServices();
  const intent = useOpenIntent(api.spin.claim);
  const queryClient = useQueryClient();
  return useActorRef(
    couponClaimMachine.provide({
      actors: couponClaimActors(client),
      actions: { refreshed: () => refreshWheel(queryClient) },
    }),
    watched({ input: { intent } }),
  );
}
