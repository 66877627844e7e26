import { brakeOnto, motionDone, rotationAt, type Motion } from './geometry';

/** What the spin machine's actions ask of whatever draws the wheel (Pixi, or the list shown without WebGL). */
export interface WheelDriver {
  start(): void;
  /** Brake onto slice `index` (-1: halt anywhere). */
  land(index: number): void;
  halt(): void;
  /** Darken every slice but `index` (-1: none); reset() lights them all again. */
  darken(index: number): void;
  reset(): void;
}

export const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The wheel's motion over time: turning from the tap, braking onto a slice when the answer comes, at rest. The
 * drawing reads `rotation(now)` every frame; `onStopped` is called once when a brake ends.
 */
class WheelMotion {
  private motion: Motion = { kind: 'rest', rotation: 0 };
  private braking = false;

  constructor(
    private readonly count: () => number,
    private readonly onStopped: () => void,
    private readonly random: () => number = Math.random,
    /** Whether the member asked for less motion (a worker is told it by the page). */
    private readonly reduced: () => boolean = prefersReducedMotion,
  ) {}

  start(now: number): void {
    this.motion = {
      kind: 'cruise',
      from: rotationAt(this.motion, now),
      startedAt: now,
      reduced: this.reduced(),
    };
    this.braking = false;
  }

  land(now: number, index: number): void {
    this.motion = brakeOnto(this.motion, now, index >= 0 ? index : null, this.count(), this.random, this.reduced());
    this.braking = true;
  }

  /** The rotation at `now`; reports the stop the first time a brake is over. */
  rotation(now: number): number {
    const r = rotationAt(this.motion, now);
    if (this.braking && motionDone(this.motion, now)) {
      this.braking = false;
      this.motion = { kind: 'rest', rotation: r };
      this.onStopped();
    }
    return r;
  }

  get moving(): boolean {
    return this.motion.kind !== 'rest';
  }
}

/**
 * The one driver the spin machine's actions talk to: it forwards to the drawing attached (the Pixi wheel) and, with
 * none (Pixi loading, or no WebGL), comes to rest at once, so that the flow goes on. The drawing reports its stop
 * through `stopped()`.
 */
export class WheelBridge implements WheelDriver {
  private target: WheelDriver | null = null;
  private listener: () => void = () => {};

  attach(target: WheelDriver | null): void {
    this.target = target;
  }
  /** Who hears the wheel stop (the machine); answers the way to stop listening. */
  listen(listener: () => void): () => void {
    this.listener = listener;
    return () => {
      if (this.listener === listener) this.listener = () => {};
    };
  }
  readonly stopped = () => this.listener();

  start(): void {
    this.target?.start();
  }
  land(index: number): void {
    if (this.target) this.target.land(index);
    else queueMicrotask(this.stopped);
  }
  halt(): void {
    if (this.target) this.target.halt();
    else queueMicrotask(this.stopped);
  }
  darken(index: number): void {
    this.target?.darken(index);
  }
  reset(): void {
    this.target?.reset();
  }
}

/**
 * The wheel's turning, a frame at a time while it moves: `show` puts each frame's rotation on the wheel (on the page,
 * the canvas's CSS rotation; in the worker, the picture drawn turned), and the stop is reported once. `reduced`: whether
 * the member asked for less motion (a worker is told it by the page).
 */
export function turning(
  show: (rotation: number) => void,
  count: () => number,
  onStopped: () => void,
  reduced: () => boolean = prefersReducedMotion,
) {
  const motion = new WheelMotion(count, onStopped, Math.random, reduced);
  let raf = 0;
  const frame = () => {
    show(motion.rotation(performance.now()));
    raf = motion.moving ? requestAnimationFrame(frame) : 0;
  };
  const run = () => {
    if (!raf) raf = requestAnimationFrame(frame);
  };
  return {
    start() {
      motion.start(performance.now());
      run();
    },
    land(index: number) {
      motion.land(performance.now(), index);
      run();
    },
    halt() {
      motion.land(performance.now(), -1);
      run();
    },
    stop() {
      cancelAnimationFrame(raf);
      raf = 0;
    },
  };
}
