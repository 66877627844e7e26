/** Reading request bodies: a missing key is KEY_MISSING, a wrong type or format KEY_INVALID, each naming the key. */
import { fail } from './errors';

export type Body = Record<string, unknown>;

export function parseBody(raw: unknown): Body {
  if (raw === undefined || raw === null || raw === '') return {};
  if (typeof raw !== 'string') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    fail('KEY_INVALID', 400);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) fail('KEY_INVALID', 400);
  return parsed as Body;
}

/** A required string; `allowEmpty` false also refuses '' (KEY_MISSING). */
export function str(body: Body, key: string, allowEmpty = false): string {
  const v = body[key];
  if (v === undefined || v === null) fail('KEY_MISSING', 400, key);
  if (typeof v !== 'string') fail('KEY_INVALID', 400, key);
  if (!allowEmpty && v.trim() === '') fail('KEY_MISSING', 400, key);
  return v;
}

export function optStr(body: Body, key: string): string | null {
  const v = body[key];
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string') fail('KEY_INVALID', 400, key);
  return v;
}

export function num(body: Body, key: string): number {
  const v = body[key];
  if (v === undefined || v === null) fail('KEY_MISSING', 400, key);
  if (typeof v !== 'number' || !Number.isFinite(v)) fail('KEY_INVALID', 400, key);
  return v;
}

export function page(body: Body): { page: number; limit: number } {
  const p = num(body, 'page');
  const limit = num(body, 'limit');
  if (!Number.isInteger(p) || p < 1 || !Number.isInteger(limit) || limit < 1 || limit > 100) fail('KEY_INVALID', 400);
  return { page: p, limit };
}

export function paginate<T>(items: T[], p: { page: number; limit: number }): T[] {
  return items.slice((p.page - 1) * p.limit, p.page * p.limit);
}

export const isDigits = (s: string) => /^\d+$/.test(s);
export const isLatinName = (s: string) => /^[A-Za-z ]+$/.test(s) && s.trim() !== '';
