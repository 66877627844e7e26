/**
 * Core Web Vitals with attribution (web-vitals' attribution build): LCP with its element and subparts, INP with the
 * interaction's target and its longest script, CLS with its largest shift's source, FCP and TTFB. One report per page
 * life, when the page is first hidden (docs/telemetry.md `browser.web_vitals`).
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import { APP_ROOT } from '../../lib/base';
import type { Attributes } from '../../lib/otlp';
import { fileOrOrigin } from './scrub';

type Point = [name: string, unit: string, value: number];

const ms = (n: number | undefined) => (n === undefined ? undefined : Math.round(n));
/** An address without its query: a file of the app as its path from the root, another site's as its origin and path. */
const address = (url: string | undefined) => (url ? fileOrOrigin(url, APP_ROOT) : undefined);

/**
 * An element's place in the page, as web-vitals writes it (`#root>div.app>main>button.primary`, from the nearest id,
 * at most 100 characters): one way of naming, used for web-vitals' own targets and for those named below.
 */
function placeOf(node: Node | null): string {
  let place = '';
  for (let n: Node | null = node; n && n.nodeType === Node.ELEMENT_NODE; n = n.parentNode) {
    const el = n as Element;
    const part = el.id ? `#${el.id}` : [el.localName, ...[...el.classList].sort()].join('.');
    if (place.length + part.length > 99) return place || part;
    place = place ? `${part}>${place}` : part;
    if (el.id) break;
  }
  return place;
}

/** The events an interaction is made of (Event Timing's names). */
const INTERACTION_EVENTS = ['pointerdown', 'pointerup', 'click', 'keydown', 'keyup'] as const;

/**
 * Each interaction's target, named as its event is dispatched. The browser reports an interaction a frame or more
 * later, and by then a tap that closed its dialog has removed its own button: the report's target is empty (Chromium
 * has no `targetSelector` yet). An Event Timing entry's name and start are its event's type and time stamp, so the
 * name taken here is found again (Chrome's advice, web-vitals#567). The last 50 are kept.
 */
function nameTargets() {
  const named: { type: string; time: number; place: string }[] = [];
  const take = (e: Event) => {
    if (!(e.target instanceof Element)) return;
    named.push({ type: e.type, time: e.timeStamp, place: placeOf(e.target) });
    if (named.length > 50) named.shift();
  };
  for (const type of INTERACTION_EVENTS) addEventListener(type, take, { capture: true, passive: true });
  return (entries: PerformanceEntry[]) =>
    entries.map((e) => named.find((n) => n.type === e.name && Math.abs(n.time - e.startTime) < 1)?.place).find(Boolean);
}

export function watchVitals(route: string, report: (attributes: Attributes, points: Point[]) => void) {
  const seen: Attributes = { 'app.route': route };
  const points = new Map<string, Point>();
  let sent = false;
  const namedTarget = nameTargets();
  const point = (name: string, value: number, unit = 'ms') =>
    points.set(name, [`browser.web_vital.${name}`, unit, value]);

  onLCP(
    ({ value, attribution: a }) => {
      point('lcp', value);
      Object.assign(seen, {
        'lcp.value': ms(value),
        'lcp.element': a.target,
        'lcp.url': address(a.url),
        'lcp.ttfb': ms(a.timeToFirstByte),
        'lcp.load_delay': ms(a.resourceLoadDelay),
        'lcp.load_duration': ms(a.resourceLoadDuration),
        'lcp.render_delay': ms(a.elementRenderDelay),
      });
    },
    { generateTarget: placeOf },
  );
  onINP(
    ({ value, entries, attribution: a }) => {
      point('inp', value);
      Object.assign(seen, {
        'inp.value': ms(value),
        'inp.target': a.interactionTarget || namedTarget(entries),
        'inp.type': a.interactionType,
        'inp.input_delay': ms(a.inputDelay),
        'inp.processing': ms(a.processingDuration),
        'inp.presentation': ms(a.presentationDelay),
        'inp.script': address(a.longestScript?.entry.sourceURL),
        'inp.script_invoker': a.longestScript?.entry.invokerType,
        'inp.script_ms': ms(a.longestScript?.intersectingDuration),
      });
    },
    // Every interaction that paints counts, not only those over 40 ms: a quick tap is a fact too.
    { durationThreshold: 16, generateTarget: placeOf },
  );
  onCLS(
    ({ value, attribution: a }) => {
      point('cls', value, '1');
      Object.assign(seen, { 'cls.value': Math.round(value * 1000) / 1000, 'cls.source': a.largestShiftTarget });
    },
    { generateTarget: placeOf },
  );
  onFCP(({ value }) => {
    point('fcp', value);
    seen['fcp.value'] = ms(value);
  });
  onTTFB(({ value }) => {
    point('ttfb', value);
    seen['ttfb.value'] = ms(value);
  });

  // After web-vitals' own listeners (added above): its final values are in by then.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden' || sent || points.size === 0) return;
    sent = true;
    report({ ...seen }, [...points.values()]);
  });
}
