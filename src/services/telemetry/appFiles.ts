/**
 * What the telemetry hears of the app's own files (services/telemetry/telemetry.ts): a download that failed and
 * whether it came on a later try, and the service worker's new build offered to the member and taken up.
 */
import { APP_ROOT } from '../../lib/base';
import type { Attributes, LogEvent } from '../../lib/otlp';
import { ownFile } from './scrub';

type Tell = (name: string, attributes: Attributes, severity?: LogEvent['severity']) => void;

/** The app's own files: a dynamic import that failed (Vite's preload helper says which), and whether it came later. */
export function watchAppFiles(tell: Tell): void {
  const FAILED_KEY = 'wallet.telemetry.failed';
  const failedBefore = (): string[] => {
    try {
      return JSON.parse(sessionStorage.getItem(FAILED_KEY) ?? '[]') as string[];
    } catch {
      return [];
    }
  };
  const keepFailed = (files: string[]) => {
    try {
      if (files.length) sessionStorage.setItem(FAILED_KEY, JSON.stringify(files.slice(-10)));
      else sessionStorage.removeItem(FAILED_KEY);
    } catch {
      // A phone that refuses its storage: recovery is not reported.
    }
  };
  addEventListener('vite:preloadError', (e) => {
    const message = String((e as Event & { payload?: unknown }).payload);
    const file = ownFile(/https?:\/\/\S+/.exec(message)?.[0] ?? '', APP_ROOT);
    const before = failedBefore();
    tell('app.download.failed', { file, retried: before.includes(file) }, 'ERROR');
    keepFailed([...before.filter((f) => f !== file), file]);
  });
  if (failedBefore().length && 'PerformanceObserver' in window) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
        const file = ownFile(entry.name, APP_ROOT);
        const before = failedBefore();
        if (!before.includes(file) || (entry.responseStatus ?? 200) >= 400 || entry.decodedBodySize === 0) continue;
        tell('app.download.recovered', { file });
        keepFailed(before.filter((f) => f !== file));
      }
    }).observe({ type: 'resource', buffered: true });
  }
}

/** The service worker: a new build waiting for the member, and taken up. */
export function watchServiceWorker(tell: Tell): void {
  if ('serviceWorker' in navigator) {
    const sw = navigator.serviceWorker;
    const updating = !!sw.controller;
    sw.addEventListener('controllerchange', () => updating && tell('app.sw.update', { 'sw.step': 'adopted' }));
    void sw.getRegistration().then((reg) => {
      if (reg?.waiting && updating) tell('app.sw.update', { 'sw.step': 'offered' });
      reg?.addEventListener('updatefound', () => {
        const next = reg.installing;
        next?.addEventListener('statechange', () => {
          if (next.state === 'installed' && sw.controller) tell('app.sw.update', { 'sw.step': 'offered' });
        });
      });
    });
  }
}
