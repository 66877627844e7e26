import { fromCallback, type EventObject } from 'xstate';

/** The QR countdown's and the clocks' tick (docs/product.md#constants-qr: 1 s). */
export const TICK_MS = 1000;

/**
 * A machine's clock: TICK with the bank's time (`now`: Date.now(), or the demo bank's moved clock) at once and every
 * second, so that countdowns and day or week limits follow the bank, also after the phone slept. `E`: the machine's
 * events (TICK among them).
 */
export const bankClock = <E extends EventObject>(now: () => number) =>
  fromCallback<E>(({ sendBack }) => {
    const tick = () => sendBack({ type: 'TICK', now: now() } as unknown as E);
    tick();
    const id = setInterval(tick, TICK_MS);
    return () => clearInterval(id);
  });

/**
 * A countdown's clock: TICK with the page's monotonic clock (`clock`: performance.now(), which setting the phone's
 * date never moves) at once and every second. A sleeping phone's monotonic clock may stand still (Android's does):
 * when the bank's time (`now`) and `clock` part by more than `slackMs` between two readings, the phone slept or its
 * clock was set, and `parted` is sent instead (e.g. REFRESH: the bank's answer sets the deadline again).
 */
export const countdownClock = <E extends EventObject>(
  clock: () => number,
  now: () => number,
  parted: E,
  slackMs = 2000,
) =>
  fromCallback<E>(({ sendBack }) => {
    let last = { clock: clock(), bank: now() };
    const tick = () => {
      const at = { clock: clock(), bank: now() };
      const apart = Math.abs(at.bank - last.bank - (at.clock - last.clock)) > slackMs;
      last = at;
      sendBack(apart ? parted : ({ type: 'TICK', now: at.clock } as unknown as E));
    };
    tick();
    const id = setInterval(tick, TICK_MS);
    return () => clearInterval(id);
  });
