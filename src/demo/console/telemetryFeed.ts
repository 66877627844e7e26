/**
 * The operators' events as the demo console shows them (console/Telemetry.tsx): each as its collector would receive it,
 * newest first, the last 30. The demo starts the telemetry without a collector to feed it (src/demo/demoStart.tsx).
 */
import { useSyncExternalStore } from 'react';

export interface ShownEvent {
  id: number;
  name: string;
  /** The OTLP/HTTP JSON request of this one record, as sent. */
  json: string;
}

let shown: ShownEvent[] = [];
let next = 0;
const listeners = new Set<() => void>();

/** One event's request (src/services/telemetry/telemetry.ts `show`). */
export function showEvent(request: { resourceLogs: { scopeLogs: { logRecords: { eventName: string }[] }[] }[] }) {
  const name = request.resourceLogs[0]?.scopeLogs[0]?.logRecords[0]?.eventName ?? '?';
  shown = [{ id: next++, name, json: JSON.stringify(request) }, ...shown].slice(0, 30);
  for (const l of listeners) l();
}

export const useShownEvents = () =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
    () => shown,
  );
