import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WheelSlice } from '../../../machines/spin';
import { hubRadius, POINTER_DEPTH, RESIZE_DEBOUNCE_MS, RIM_INSET, wheelRadius, wheelSize } from './geometry';
import type { PixiWheel } from './pixiWheel';
import { StillWheel } from './StillWheel';
import type { WheelBridge } from './wheelDriver';

/**
 * The wheel's size: min(350 px, 85 % of the window), redrawn 500 ms after the last resize
 * (docs/product.md#constants-wheel).
 */
function useWheelSize(): number {
  const [size, setSize] = useState(() => wheelSize(window.innerWidth));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setSize(wheelSize(window.innerWidth)), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return size;
}

interface WheelStageProps {
  slices: WheelSlice[];
  /** The machine's actions reach the drawing through it. */
  bridge: WheelBridge;
  /** The won slice once the wheel stopped (the list marks it), else -1. */
  won: number;
  /** The centre spin button. */
  children: ReactNode;
}

/**
 * The drawn wheel (Pixi, loaded here and nowhere else) with the spin button in its centre: drawn in a worker where the
 * phone can, else on the page (WebGL, then Pixi's 2D canvas). With no canvas at all the prizes are listed instead,
 * never a blank canvas, and the flow is the same.
 */
export function WheelStage({ slices, bridge, won, children }: WheelStageProps) {
  const { t } = useTranslation();
  const size = useWheelSize();
  const host = useRef<HTMLDivElement>(null);
  const wheel = useRef<PixiWheel | null>(null);
  const [mode, setMode] = useState<'loading' | 'pixi' | 'list'>('loading');
  // Redrawn only when the slices themselves change, not at every reload of the same wheel.
  const sliceKey = JSON.stringify(slices.map((s) => [s.code, s.label, s.bgColor, s.textColor]));

  useEffect(() => {
    let cancelled = false;
    const drawn = (JSON.parse(sliceKey) as string[][]).map(([code, label, bgColor, textColor]) => ({
      code: code!,
      label: label!,
      bgColor: bgColor!,
      textColor: textColor!,
    }));
    const px = wheelSize(window.innerWidth);
    const inWorker = () =>
      import('./workerWheel').then((m) => m.createWorkerWheel(host.current!, drawn, px, bridge.stopped));
    const onPage = () => import('./pixiWheel').then((m) => m.createPixiWheel(host.current!, drawn, px, bridge.stopped));
    // Drawn in a worker where the phone can (its main thread stays free for the member's taps), else on the page.
    inWorker()
      .catch(() => {
        if (cancelled) throw new Error('left the page');
        return onPage();
      })
      .then((w) => {
        if (cancelled) return w.destroy();
        wheel.current = w;
        bridge.attach(w);
        setMode('pixi');
      })
      .catch(() => !cancelled && setMode('list'));
    return () => {
      cancelled = true;
      bridge.attach(null);
      wheel.current?.destroy();
      wheel.current = null;
    };
  }, [sliceKey, bridge]);

  useEffect(() => {
    wheel.current?.resize(size);
  }, [size, mode]);

  return (
    <>
      <div
        className={`wheel-stage${mode === 'list' ? ' no-canvas' : ''}`}
        ref={host}
        style={mode === 'list' ? undefined : { width: size, height: size }}
      >
        {/*
          The same wheel as a still picture, at once and then beneath the animated one: the worker says it is ready
          when it has drawn, but the page shows its canvas a frame or more later (a slow phone showed a bare button).
        */}
        {mode !== 'list' && <StillWheel slices={slices} size={size} />}
        {mode !== 'list' && <Pointer size={size} />}
        <div className="wheel-hub" style={{ '--hub-size': `${2 * hubRadius(size)}px` } as CSSProperties}>
          {children}
        </div>
      </div>
      {mode === 'list' && (
        <>
          <p className="muted">{t('spin.noWebgl')}</p>
          <ol className="wheel-list" aria-label={t('spin.slices')}>
            {slices.map((s, i) => (
              <li
                key={s.code}
                style={{ background: s.bgColor, color: s.textColor }}
                aria-current={i === won ? 'true' : undefined}
              >
                {s.label}
                {i === won && <strong> ★ {t('spin.won')}</strong>}
              </li>
            ))}
          </ol>
        </>
      )}
    </>
  );
}

/** The pointer at the top of the wheel; it stays while the wheel turns under it. */
function Pointer({ size }: { size: number }) {
  const tip = wheelRadius(size) * POINTER_DEPTH;
  const w = tip * 1.2 + 4;
  const h = tip + 12;
  return (
    <svg
      className="wheel-pointer"
      aria-hidden="true"
      width={w}
      height={h}
      viewBox={`${-w / 2} -10 ${w} ${h}`}
      style={{ left: size / 2 - w / 2, top: RIM_INSET - 10 }}
    >
      <polygon
        points={`${-tip * 0.6},-8 ${tip * 0.6},-8 0,${tip}`}
        fill="#fff"
        stroke="#1f2937"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
