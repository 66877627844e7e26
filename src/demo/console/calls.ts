/**
 * The product's calls as the demo console offers them: each by what the member does (`demo.calls.<call>`, grouped by
 * area, `demo.areas.<domain>`), with the refusals it can answer, each by what it means to the member (the app's own
 * text of the code). The call's method, path and codes are the contracts' (src/api/contracts, refusals.ts): nothing
 * is listed twice.
 */
import type { TFunction } from 'i18next';
import { pathPattern } from '../../../mirage/armed';
import { allEndpoints } from '../../api/contracts';
import { REFUSALS, refusalsOf } from '../../api/contracts/refusals';
import { errorKey, GONE, SPIN_ERROR_CODES } from '../../api/errors';

export interface DemoCall {
  /** `wallet.transfer`: the contracts' name, and its words' key under `demo.calls`. */
  name: string;
  method: string;
  path: string;
  /** `POST /api/wallet/transfer` */
  route: string;
  /** Its own refusals (a spin's and a claim's are answered in their body), then those any call of its kind may answer. */
  own: readonly string[];
  any: readonly string[];
}

export const CALLS: readonly DemoCall[] = allEndpoints.map(({ name, endpoint }) => {
  const own = (REFUSALS as Record<string, readonly string[]>)[name] ?? [];
  const any = refusalsOf(name, endpoint).filter((c) => !own.includes(c));
  // A spin or a claim is refused in its answer (SPIN_ERROR_CODES); a closed service answers 'gone'.
  const spin = name.startsWith('spin.') ? SPIN_ERROR_CODES.filter((c) => !own.includes(c)) : [];
  return {
    name,
    method: endpoint.method,
    path: endpoint.path,
    route: `${endpoint.method} ${endpoint.path}`,
    own: [...own, ...spin],
    any: [...any, GONE],
  };
});

/** The calls by area (the contracts' domains, in their order). */
export const AREAS: ReadonlyArray<readonly [string, readonly DemoCall[]]> = Object.entries(
  CALLS.reduce<Record<string, DemoCall[]>>((groups, call) => {
    (groups[call.name.split('.')[0]!] ??= []).push(call);
    return groups;
  }, {}),
);

export const callByRoute = (route: string): DemoCall | undefined => CALLS.find((c) => c.route === route);

/** The call an armed rule or a held call is on (its path as armed: exact, with `:params`, or a concrete id). */
export const callOf = (method: string, path: string): DemoCall | undefined =>
  CALLS.find((c) => c.method === method.toUpperCase() && (c.path === path || pathPattern(c.path).test(path)));

/** What the member does, in the console's language; the raw route where the call is not the product's. */
export function doing(t: TFunction, method: string, path: string): string {
  const call = callOf(method, path);
  return call ? t(`demo.calls.${call.name}`) : `${method} ${path}`;
}

/** What a code means to the member: the text the app shows for it (a spin's and a claim's their own table's). */
export function meaning(t: TFunction, code: string, callName?: string): string {
  if (callName?.startsWith('spin.') && (SPIN_ERROR_CODES as readonly string[]).includes(code))
    return t(`spinErrors.${code}`);
  const key = errorKey(code);
  return key ? t(key) : code;
}

/**
 * The codes of a list by their meaning; where two mean the same to the member (the four INVALID_USER_n), the code
 * tells them apart.
 */
export function meanings(t: TFunction, codes: readonly string[], callName?: string, others: readonly string[] = []) {
  const said = (c: string) => meaning(t, c, callName);
  const all = [...codes, ...others].map(said);
  return codes.map((code) => {
    const text = said(code);
    return { code, text: all.filter((x) => x === text).length > 1 ? `${text} (${code})` : text };
  });
}
