// @vitest-environment node
/**
 * One spelling per word in each language's texts (issue 69): a member reads the same word the same way on every
 * screen. Each row: the spelling the app uses, and the others that must not appear.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const SPELLINGS = {
  th: [
    { word: 'โปรโมชั่น', not: ['โปรโมชัน'] },
    { word: 'QR โค้ด', not: ['คิวอาร์โค้ด', 'คิวอาร์', 'คิวอาโค้ด'] },
    { word: 'ลิงก์', not: ['ลิงค์', 'ลิ้งค์', 'ลิ้ง'] },
    { word: 'แอป', not: ['แอพ', 'แอ๊ป'] },
  ],
  la: [
    { word: 'ໂປຣໂມຊັນ', not: ['ໂປຣໂມຊັ່ນ', 'ໂປໂມຊັນ'] },
    { word: 'QR ໂຄດ', not: ['ຄິວອາໂຄດ', 'ຄິວອາ'] },
    { word: 'ເຄຣດິດ', not: ['ເຄດິດ'] },
    { word: 'ສະລິບ', not: ['ສລິບ'] },
  ],
} as const;

const texts = (lang: string): string[] => {
  const all: string[] = [];
  const walk = (o: unknown): void => {
    if (typeof o === 'string') all.push(o);
    else if (o && typeof o === 'object') Object.values(o).forEach(walk);
  };
  walk(JSON.parse(readFileSync(`locales/${lang}.json`, 'utf8')));
  return all;
};

/** The demo bank's sources (its greetings, chat replies, banners and entries are read in the same app). */
const bank = readdirSync('mirage', { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts'))
  .map((f) => `mirage/${f}`);

describe.each(Object.entries(SPELLINGS))('the %s texts', (lang, rows) => {
  it.each(rows.map((r) => [r.word, r.not] as const))('write "%s", never %j', (word, others) => {
    const all = texts(lang);
    expect(all.some((s) => s.includes(word))).toBe(true);
    for (const other of others) expect(all.filter((s) => s.includes(other))).toEqual([]);
  });
  it.each(rows.map((r) => [r.word, r.not] as const))('and so does the demo bank: never %j', (_word, others) => {
    const written = bank.flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .filter((line) => others.some((o) => line.includes(o)))
        .map((line) => `${f}: ${line.trim()}`),
    );
    expect(written).toEqual([]);
  });
});
