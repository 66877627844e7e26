/** Types of scripts/lighthouse.mjs. */
export const LIGHTHOUSE: string;
export function cpuSlowdown(index: number): number;
