/** Types of scripts/telemetry-collect.mjs (the local OTLP/HTTP JSON receiver). */
export interface CollectedLine {
  received: string;
  signal: 'logs' | 'metrics';
  event?: string;
  metric?: string;
  unit?: string;
  value?: number;
  time: string;
  severity?: string;
  resource: Record<string, unknown>;
  attributes: Record<string, unknown>;
}
export interface Collector {
  url: string;
  lines: CollectedLine[];
  requests: { signal: 'logs' | 'metrics'; body: string }[];
  close(): Promise<void>;
}
export function linesOf(signal: 'logs' | 'metrics', request: unknown): Omit<CollectedLine, 'received'>[];
export function startCollector(opts?: { port?: number; host?: string; out?: string }): Promise<Collector>;
