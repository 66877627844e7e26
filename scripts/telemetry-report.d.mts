/** Types of scripts/telemetry-report.mjs (what an operator reads of the collector's lines). */
export function p75(xs: number[]): number;
export function report(lines: unknown[]): string;
