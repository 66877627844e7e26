// @vitest-environment node
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import la from '../../../locales/la.json';
import th from '../../../locales/th.json';
import {
  CLIENT_CODES,
  ERROR_CODES,
  errorKey,
  GONE,
  SESSION_ENDING_CODES,
  SLIP_REASON_CODES,
  SPIN_ERROR_CODES,
} from '../../../src/api/errors';

type Tree = { [k: string]: string | Tree };
const LOCALES = { th, la, en } as Record<string, Tree>;

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out[key] = v;
    else Object.assign(out, flatten(v, key));
  }
  return out;
}
const flat = Object.fromEntries(Object.entries(LOCALES).map(([l, tree]) => [l, flatten(tree)])) as Record<
  string,
  Record<string, string>
>;

describe('errorKey', () => {
  it("names the text of a known code, the closed service and the client's own codes", () => {
    expect(errorKey('WRONG_PASSWORD')).toBe('errors.WRONG_PASSWORD');
    expect(errorKey('gone')).toBe('errors.gone');
    expect(errorKey('DOWNLOAD_FAILED')).toBe('errors.DOWNLOAD_FAILED');
  });

  it('has none for an unknown server message (shown raw)', () => {
    expect(errorKey('Server is under maintenance')).toBeNull();
  });
});

const requiredKeys = [
  ...Object.values(ERROR_CODES)
    .flat()
    .map((c) => `errors.${c}`),
  ...CLIENT_CODES.map((c) => `errors.${c}`),
  `errors.${GONE}`,
  ...SPIN_ERROR_CODES.map((c) => `spinErrors.${c}`),
  ...SLIP_REASON_CODES.map((c) => `slipReasons.${c}`),
];

describe('locale files', () => {
  it.each(Object.keys(LOCALES))('%s has a non-empty text for every error code, spin error and slip reason', (lang) => {
    const missing = requiredKeys.filter((k) => !(flat[lang]![k] ?? '').trim());
    expect(missing).toEqual([]);
  });

  it('have the same keys in th, la and en', () => {
    const keys = (l: string) => Object.keys(flat[l]!).sort();
    expect(keys('la')).toEqual(keys('th'));
    expect(keys('en')).toEqual(keys('th'));
  });

  it('write Thai in Thai script and Lao in Lao script with no Thai letters', () => {
    const thai = /[\u0E00-\u0E7F]/;
    const lao = /[\u0E80-\u0EFF]/;
    // A text that is only placeholders, digits and signs carries no script.
    const hasLetters = (v: string) => /\p{L}/u.test(v.replace(/\{\{[^}]*\}\}/g, ''));
    const thaiWithout = Object.entries(flat.th!).filter(([, v]) => hasLetters(v) && !thai.test(v));
    const laoWithout = Object.entries(flat.la!).filter(([, v]) => hasLetters(v) && !lao.test(v));
    const thaiLetter = /[\u0E01-\u0E3A\u0E40-\u0E4E]/; // not the baht sign or digits
    const laoWithThai = Object.entries(flat.la!).filter(([, v]) => thaiLetter.test(v));
    expect(thaiWithout.map(([k]) => k)).toEqual([]);
    expect(laoWithout.map(([k]) => k)).toEqual([]);
    expect(laoWithThai.map(([k]) => k)).toEqual([]);
    expect(thai.test(th.errors.WRONG_PASSWORD)).toBe(true);
    expect(lao.test(la.errors.WRONG_PASSWORD)).toBe(true);
  });

  it('use the same {{placeholders}} in every language', () => {
    const names = (v: string) => [...v.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();
    const mismatched = Object.keys(flat.th!).filter((k) =>
      ['la', 'en'].some((l) => JSON.stringify(names(flat[l]![k] ?? '')) !== JSON.stringify(names(flat.th![k]!))),
    );
    expect(mismatched).toEqual([]);
  });

  it("ends the session on the catalogue's auth codes but INVALID_IP, and on no other", () => {
    expect([...SESSION_ENDING_CODES].sort()).toEqual(ERROR_CODES.auth.filter((c) => c !== 'INVALID_IP').sort());
    expect(GONE).toBe('gone');
  });
});
