/** Types of scripts/csp.mjs (the CSP of a build, from its config.json). */
export type Policy = [directive: string, sources: string[]][];
export function bootHash(html: string): string;
export function styleHash(html: string): string;
export function policyOf(
  config: Record<string, unknown>,
  opts: { boot: string; style?: string; frameAncestors?: string },
): Policy;
export function policyText(policy: Policy, opts?: { meta?: boolean }): string;
export function writeCsp(dist: string, opts?: { meta?: boolean }): string;
