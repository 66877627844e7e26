import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { seed } from '../../../mirage/seed';
import {
  buildMoment,
  LINK_MAX,
  momentFileName,
  momentFragment,
  momentFromFile,
  momentFromFragment,
  momentJson,
  parseMoment,
  type Moment,
} from '../../../src/demo/moment/moment';

const AT = Date.parse('2026-11-29T04:31:00Z');

function aMoment(): Moment {
  const bank = seed(AT, false);
  bank.scenarios = ['chatOff'];
  bank.clockOffsetMs = 86_400_000;
  bank.failures = [{ method: 'POST', path: '/api/wallet/transfer', code: 'TRANSFER_FAIL', status: 422 }];
  bank.holds = [{ method: 'GET', path: '/api/wallet' }];
  bank.members[0]!.walletSatang = 123_456;
  return buildMoment({
    takenAt: new Date(AT).toISOString(),
    bankTime: new Date(AT + 86_400_000).toISOString(),
    member: { phone: '0812345678', name: 'Somchai' },
    page: '/user/home?dialog=transfer',
    dialog: { title: 'Transfer', id: 'transfer' },
    lang: 'th',
    agreed: true,
    bank,
    calls: [{ at: new Date(AT).toISOString(), method: 'GET', path: '/api/wallet', status: 200 }],
    steps: [{ at: new Date(AT).toISOString(), machine: 'picker', event: 'OPEN', state: 'open' }],
  });
}

describe('a moment', () => {
  it('reads back from its file as it was saved: member, page, dialog, clock, errors, holds and bank', () => {
    const moment = aMoment();
    const read = parseMoment(momentJson(moment));
    expect(read).toEqual({ ok: true, moment });
    if (!read.ok) return;
    expect(read.moment.bank.members[0]!.walletSatang).toBe(123_456);
    expect(read.moment.bank.failures).toEqual([
      { method: 'POST', path: '/api/wallet/transfer', code: 'TRANSFER_FAIL', status: 422 },
    ]);
    expect(read.moment.bank.holds).toEqual([{ method: 'GET', path: '/api/wallet' }]);
    expect(read.moment.bankTime).toBe('2026-11-30T04:31:00.000Z');
  });
  it('is named by when it was taken', () => {
    expect(momentFileName('2026-11-29T04:31:00.000Z')).toBe('moment-2026-11-29T04-31-00.json');
  });
  it('refuses a file of another version, with its own reason', () => {
    expect(parseMoment(JSON.stringify({ ...aMoment(), version: 2 }))).toEqual({ ok: false, reason: 'version' });
    expect(parseMoment(JSON.stringify({ ...aMoment(), version: 0 }))).toEqual({ ok: false, reason: 'version' });
  });
  it('refuses what is not JSON, not a moment, or a moment whose bank is damaged', () => {
    expect(parseMoment('{"kind": "wallet-demo-moment", ')).toEqual({ ok: false, reason: 'notJson' });
    expect(parseMoment('')).toEqual({ ok: false, reason: 'notJson' });
    expect(parseMoment('[1, 2]')).toEqual({ ok: false, reason: 'notMoment' });
    expect(parseMoment(JSON.stringify({ version: 1, members: [] }))).toEqual({ ok: false, reason: 'notMoment' });
    const { page: _page, ...noPage } = aMoment();
    expect(parseMoment(JSON.stringify(noPage))).toEqual({ ok: false, reason: 'notMoment' });
    expect(parseMoment(JSON.stringify({ ...aMoment(), page: 'https://elsewhere.example/' }))).toEqual({
      ok: false,
      reason: 'notMoment',
    });
    const moment = aMoment();
    expect(parseMoment(JSON.stringify({ ...moment, bank: { ...moment.bank, version: 2 } }))).toEqual({
      ok: false,
      reason: 'bank',
    });
    expect(parseMoment(JSON.stringify({ ...moment, bank: { ...moment.bank, scenarios: ['nope'] } }))).toEqual({
      ok: false,
      reason: 'bank',
    });
  });
  it('goes in a link when short enough, without its calls and steps, and reads back from it', async () => {
    const moment = aMoment();
    const fragment = await momentFragment(moment);
    expect(fragment).toMatch(/^#moment=[\w-]+$/);
    expect(fragment!.length).toBeLessThan(LINK_MAX);
    expect(await momentFromFragment(fragment!)).toEqual({ ok: true, moment: { ...moment, calls: [], steps: [] } });
    expect(await momentFromFragment('#moment=not-deflated')).toEqual({ ok: false, reason: 'notJson' });
  });
  it('gives no link for a bank too big for one: the file alone', async () => {
    const moment = aMoment();
    // A bank played with for long: many statement entries that compress little.
    for (let i = 0; i < 400; i++)
      moment.bank.statements.push({
        ...moment.bank.statements[0]!,
        _id: `${i}-${Math.random().toString(36).slice(2)}`,
        satang: Math.floor(Math.random() * 1e9),
      });
    expect(await momentFragment(moment)).toBeNull();
  });
});

describe('a moment from elsewhere (a link or a file someone sent)', () => {
  const withPage = (page: string) => parseMoment(momentJson({ ...aMoment(), page }));

  it('opens only on a page of the app: never another site, a backslash or a path of no route', () => {
    for (const page of ['/user/home?dialog=transfer', '/login', '/', '/contact?forgot', '/user/statement?page=2'])
      expect(withPage(page).ok, page).toBe(true);
    for (const page of [
      '//evil.example/login',
      '/\\evil.example',
      '/\\/evil.example',
      'https://evil.example/',
      '/nowhere',
      '/%2F%2Fevil.example',
    ])
      expect(withPage(page), page).toEqual({ ok: false, reason: 'notMoment' });
  });

  it('refuses a link longer than any offered, and one that inflates past 4 MB, before reading it', async () => {
    expect(await momentFromFragment(`#moment=${'A'.repeat(LINK_MAX)}`)).toEqual({ ok: false, reason: 'tooBig' });
    // 5 MB of spaces deflate to a few kilobytes: a short link that would fill the phone's memory.
    const packed = deflateRawSync(Buffer.from(' '.repeat(5_000_000)));
    const fragment = `#moment=${Buffer.from(packed).toString('base64url')}`;
    expect(fragment.length).toBeLessThan(LINK_MAX);
    expect(await momentFromFragment(fragment)).toEqual({ ok: false, reason: 'tooBig' });
  });

  it('refuses a file over 4 MB before reading it', async () => {
    const big = new Blob([' '.repeat(4_000_001)]);
    expect(await momentFromFile(big)).toEqual({ ok: false, reason: 'tooBig' });
    expect(await momentFromFile(new Blob([momentJson(aMoment())]))).toMatchObject({ ok: true });
  });
});
