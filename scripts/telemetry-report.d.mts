/** Types of scripts/telemetry-report.mjs (what an operator reads of the collector's lines). */
export function p75(xs: number[]): number;
export function sourceOf(frame: string, mapsDir: string): string;
export function report(lines: unknown[], opts?: { maps?: string }): string;
