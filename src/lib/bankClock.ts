import { fromCallback, type EventObject } from 'xstate';

/**
 * A machine's clock: TICK with the bank's time (`now`: Date.now(), or the demo bank's moved clock) at once and every
 * second, so that countdowns and day or week limits follow the bank, also after the phone slept. `E`: the machine's
 * events (TICK among them).
 */
export const bankClock = <E extends EventObject>(now: () => number) =>
  fromCallback<E>(({ sendBack }) => {
    const tick = () => sendBack({ type: 'TICK', now: now() } as unknown as E);
    tick();
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  });
