import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fillPath } from '../../../src/api/client';
import { allEndpoints } from '../../../src/api/contracts';
import { DEMO_PASSWORD, PERSONAS, api, failure, setup } from './helpers';

let t: ReturnType<typeof setup>;
beforeEach(() => {
  t = setup();
});
afterEach(() => t.demo.shutdown());

const login = (username: string, password: string) => t.fresh.call(api.auth.login, { body: { username, password } });

describe('login', () => {
  it('answers a token for each active persona, marked as the demo\'s ("demo-"): the app tells a live one from it', async () => {
    expect((await login(PERSONAS.funded, DEMO_PASSWORD)).token).toMatch(/^demo-\w{20,}$/);
    expect((await login(PERSONAS.bonus, DEMO_PASSWORD)).token).toMatch(/^demo-\w{20,}$/);
  });
  it('refuses an unknown phone, a wrong password and an inactive member', async () => {
    expect(await failure(login('0899999999', DEMO_PASSWORD))).toEqual({ code: 'NO_USER', status: 401 });
    expect(await failure(login(PERSONAS.funded, 'nope'))).toEqual({ code: 'WRONG_PASSWORD', status: 401 });
    expect(await failure(login(PERSONAS.inactive, DEMO_PASSWORD))).toEqual({ code: 'INACTIVE_USER', status: 403 });
  });
  it('answers KEY_MISSING without a password', async () => {
    const res = await fetch('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: PERSONAS.funded }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'KEY_MISSING', key: 'password' });
    const bad = await fetch('/api/login', {
      method: 'POST',
      body: JSON.stringify({ username: 812345678, password: 'x' }),
    });
    expect(await bad.json()).toEqual({ message: 'KEY_INVALID', key: 'username' });
  });
  it('blocks the sixth wrong password within a minute, even when the password is then right', async () => {
    for (let i = 0; i < 5; i++) expect((await failure(login(PERSONAS.funded, 'bad'))).code).toBe('WRONG_PASSWORD');
    expect(await failure(login(PERSONAS.funded, 'bad'))).toEqual({ code: 'REQUEST_LIMIT_1MIN', status: 429 });
    expect(await failure(login(PERSONAS.funded, DEMO_PASSWORD))).toEqual({ code: 'REQUEST_LIMIT_1MIN', status: 429 });
    expect((await login(PERSONAS.bonus, DEMO_PASSWORD)).token).toBeTruthy();
    t.advance(61_000);
    expect((await login(PERSONAS.funded, DEMO_PASSWORD)).token).toBeTruthy();
  });
  it('forgets failures older than a minute', async () => {
    for (let i = 0; i < 4; i++) await failure(login(PERSONAS.funded, 'bad'));
    t.advance(60_001);
    for (let i = 0; i < 5; i++) expect((await failure(login(PERSONAS.funded, 'bad'))).code).toBe('WRONG_PASSWORD');
  });
});

describe('bearer tokens', () => {
  it('every member route answers 401 UNAUTHORIZED without a token or with a made-up one', async () => {
    const member = allEndpoints.filter((e) => e.endpoint.auth);
    expect(member.length).toBeGreaterThan(40);
    for (const token of [null, 'Bearer not-a-token']) {
      for (const { name, endpoint } of member) {
        const params = Object.fromEntries([...endpoint.path.matchAll(/:(\w+)/g)].map((m) => [m[1], 'x']));
        const headers: Record<string, string> = { 'Content-Type': 'application/json' };
        if (token) headers.Authorization = token;
        const res = await fetch(fillPath(endpoint.path, params), {
          method: endpoint.method,
          headers,
          body: endpoint.method === 'GET' || endpoint.method === 'DELETE' ? undefined : '{}',
        });
        expect([name, res.status, await res.json()]).toEqual([name, 401, { message: 'UNAUTHORIZED' }]);
      }
    }
  });
  it('a token expires 24 hours after issue', async () => {
    await t.loginAs();
    t.advance(24 * 60 * 60 * 1000 - 1);
    expect((await t.fresh.call(api.wallet.get)).wallet.amount).toBe(1500);
    t.advance(1);
    expect(await failure(t.fresh.call(api.wallet.get))).toEqual({ code: 'EXPIRED_AUTH_TOKEN', status: 401 });
  });
  it('never returns a password hash or another member', async () => {
    await t.loginAs();
    const wallet = JSON.stringify(await t.fresh.call(api.wallet.get));
    const profile = JSON.stringify(await t.fresh.call(api.account.profile));
    for (const json of [wallet, profile]) {
      expect(json).not.toMatch(/passwordHash|demo1234|\$/);
      expect(json).not.toContain(PERSONAS.bonus);
      expect(json).not.toContain('Malee');
    }
  });
});

describe('change password', () => {
  it('refuses a wrong old password and then logs in with the new one', async () => {
    await t.loginAs();
    const change = (oldPassword: string, newPassword: string) =>
      t.fresh.call(api.account.changePassword, { body: { oldPassword, newPassword } });
    expect(await failure(change('wrong', 'newpass1'))).toEqual({ code: 'WRONG_PASSWORD', status: 400 });
    expect(await change(DEMO_PASSWORD, 'newpass1')).toEqual({ success: true });
    expect((await failure(login(PERSONAS.funded, DEMO_PASSWORD))).code).toBe('WRONG_PASSWORD');
    expect((await login(PERSONAS.funded, 'newpass1')).token).toBeTruthy();
  });
});

describe('profile and bank account name', () => {
  it('updates the profile and checks the bank rules', async () => {
    await t.loginAs();
    const put = (body: { name: string; bankCode: string; bankAccountName: string; bankAccountNo: string }) =>
      t.fresh.call(api.account.updateProfile, { body });
    const ok = await put({
      name: 'Somchai Updated',
      bankCode: 'SCB',
      bankAccountName: 'somchai demo',
      bankAccountNo: '1234567890',
    });
    expect(ok.profile.name).toBe('Somchai Updated');
    expect(ok.bankAccount).toMatchObject({
      bankCode: 'SCB',
      bankAccountName: 'SOMCHAI DEMO',
      bank: { nameTH: 'ธนาคารไทยพาณิชย์' },
    });
    expect(
      (await failure(put({ name: 'S', bankCode: 'NOPE', bankAccountName: 'S D', bankAccountNo: '1234567890' }))).code,
    ).toBe('INVALID_BANK');
    expect(
      (await failure(put({ name: 'S', bankCode: 'KTB', bankAccountName: 'สมชาย', bankAccountNo: '1234567890' }))).code,
    ).toBe('BANK_ACCOUNT_NAME_ENG');
    expect(
      (await failure(put({ name: 'S', bankCode: 'SCB', bankAccountName: 'S D', bankAccountNo: '9876543210' }))).code,
    ).toBe('EXISTING_BANK');
    expect(
      (await failure(put({ name: '', bankCode: 'SCB', bankAccountName: 'S D', bankAccountNo: '1234567890' }))).code,
    ).toBe('KEY_MISSING');
  });
  it('edits the bank account name in English for KTB', async () => {
    await t.loginAs(PERSONAS.bonus);
    const put = (bankAccountName: string) =>
      t.fresh.call(api.account.bankAccountName, { body: { bankCode: 'KTB', bankAccountName } });
    expect((await failure(put('มาลี โบนัส'))).code).toBe('BANK_ACCOUNT_NAME_ENG');
    expect((await put('malee bonus')).bankAccount.bankAccountName).toBe('MALEE BONUS');
    expect((await t.fresh.call(api.account.profile)).bankAccount.bankAccountName).toBe('MALEE BONUS');
  });
});
