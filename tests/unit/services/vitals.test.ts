/**
 * The web vitals of one page life (src/services/telemetry/vitals.ts): web-vitals' INP report played by hand (jsdom
 * has no Event Timing), and the tap it names though the tap removed its own button before the report came.
 */
import { describe, expect, it, vi } from 'vitest';
import { watchVitals } from '../../../src/services/telemetry/vitals';
import { hide } from './telemetryCollector';

/** web-vitals' INP callback, as the page gave it: the test calls it as the browser's report would. */
const inp = vi.hoisted(() => ({ report: (_metric: unknown) => {} }));
vi.mock('web-vitals/attribution', () => ({
  onINP: (report: (metric: unknown) => void) => {
    inp.report = report;
  },
  onLCP: () => {},
  onCLS: () => {},
  onFCP: () => {},
  onTTFB: () => {},
}));

/** A dialog with its close button, in the app's root. */
function dialog() {
  document.body.innerHTML =
    '<div id="root"><dialog class="dialog" open><header class="dialog-header">' +
    '<button class="icon-button">×</button></header></dialog></div>';
  return document.querySelector('dialog')!;
}

/** The member presses the pointer on `target` at `time` ms (the event's time stamp, as Event Timing gives it). */
function press(target: Element, time: number) {
  const event = new Event('pointerdown', { bubbles: true });
  Object.defineProperty(event, 'timeStamp', { value: time });
  target.dispatchEvent(event);
}

/** The INP web-vitals reports: a tap of 180 ms, its target empty (the button was gone), its entries as given. */
const tap = (entries: { name: string; startTime: number }[]) =>
  inp.report({
    value: 180,
    entries,
    attribution: {
      interactionTarget: '',
      interactionType: 'pointer',
      inputDelay: 2,
      processingDuration: 150,
      presentationDelay: 28,
    },
  });

describe('INP', () => {
  it('names the tapped button by its place in the page, though the tap closed its dialog before the report', () => {
    const report = vi.fn();
    watchVitals('/user/home', report);
    const box = dialog();
    press(box.querySelector('button')!, 1000.2);
    box.remove();
    // The browser's entries: the release (not named) and the press, its start within 1 ms of the event's time stamp.
    tap([
      { name: 'pointerup', startTime: 1000.6 },
      { name: 'pointerdown', startTime: 1000.6 },
    ]);
    hide();
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]![0]).toMatchObject({
      'app.route': '/user/home',
      'inp.value': 180,
      'inp.type': 'pointer',
      'inp.target': '#root>dialog.dialog>header.dialog-header>button.icon-button',
    });
  });

  it('names no target for a press 1 ms or more from the reported one: another tap, not this one', () => {
    const report = vi.fn();
    watchVitals('/user/home', report);
    const box = dialog();
    press(box.querySelector('button')!, 3000);
    box.remove();
    tap([{ name: 'pointerdown', startTime: 3001 }]);
    hide();
    expect(report.mock.calls[0]![0]).toMatchObject({ 'inp.value': 180 });
    expect(report.mock.calls[0]![0]['inp.target']).toBeUndefined();
  });
});
