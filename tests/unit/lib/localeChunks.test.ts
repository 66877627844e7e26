// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CORE_ERRORS, splitTexts } from '../../../scripts/locale-chunks';

const load = (lang: string) =>
  JSON.parse(readFileSync(`locales/${lang}.json`, 'utf8')) as Record<string, Record<string, unknown>>;

describe("locale chunks: /login carries the core texts, the rest loads with later pages, the demo's with its console", () => {
  it.each(['th', 'la', 'en'])('%s: core, rest and demo together are every text, and nothing is in two', (lang) => {
    const all = load(lang);
    const { core, rest, demo } = splitTexts(all);
    expect(Object.keys(demo).sort()).toEqual(['demo', 'machines', 'tour']);
    expect(Object.keys(rest).filter((k) => k in demo || k in core)).toEqual(['errors']);
    const merged: Record<string, unknown> = {
      ...demo,
      ...rest,
      ...core,
      errors: { ...(rest.errors as object), ...(core.errors as object) },
    };
    expect(merged).toEqual(all);
    const coreErrors = Object.keys(core.errors as object);
    expect(coreErrors.filter((k) => k in (rest.errors as object))).toEqual([]);
    expect(coreErrors.sort()).toEqual([...CORE_ERRORS].sort());
  });

  it('the login page and its refusals are in the core', () => {
    const { core } = splitTexts(load('th'));
    expect(Object.keys(core)).toEqual(
      expect.arrayContaining(['login', 'menu', 'common', 'errors', 'config', 'terminated', 'notFound']),
    );
    for (const code of [
      'NO_USER',
      'WRONG_PASSWORD',
      'INACTIVE_USER',
      'REQUEST_LIMIT_1MIN',
      'NETWORK_ERROR',
      'UNEXPECTED_ANSWER',
    ]) {
      expect((core.errors as Record<string, string>)[code]).toBeTruthy();
    }
  });
});
