import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keptLaosChoice, STORAGE_KEY } from '../../../mirage/persist';
import { DEMO_PASSWORD, PERSONAS, api, failure, setup } from './helpers';

let t: ReturnType<typeof setup>;
beforeEach(() => {
  localStorage.clear();
  t = setup();
});
afterEach(() => {
  t.demo.shutdown();
  localStorage.clear();
});

describe('scenarios', () => {
  it('lists the scenarios and starts on default', () => {
    expect(t.demo.controls.scenarios()).toEqual([
      'default',
      'terminated',
      'otpOff',
      'chatOff',
      'walletAuto',
      'manualDeposit',
      'inviteOff',
      'refundOff',
      'noBanners',
      'wheelOff',
    ]);
    expect(t.demo.controls.scenario()).toBe('default');
    expect(() => t.demo.controls.scenario('nope')).toThrow();
  });
  it('terminated: active says gone and every other /api call answers 410 gone', async () => {
    await t.loginAs();
    t.demo.controls.scenario('terminated');
    expect(await t.fresh.call(api.lookup.active)).toEqual({ terminated: 'gone' });
    expect(await failure(t.fresh.call(api.lookup.banks))).toEqual({ code: 'gone', status: 410 });
    expect(await failure(t.fresh.call(api.wallet.get))).toEqual({ code: 'gone', status: 410 });
    expect(
      await failure(t.fresh.call(api.auth.login, { body: { username: PERSONAS.funded, password: DEMO_PASSWORD } })),
    ).toEqual({ code: 'gone', status: 410 });
    const res = await fetch('/api/unknown/path', { method: 'POST' });
    expect([res.status, await res.json()]).toEqual([410, { message: 'gone' }]);
  });
  it('default: active is not terminated; chatOff turns the chat widget off, and the contact text offers no chat', async () => {
    expect(await t.fresh.call(api.lookup.active)).toEqual({ terminated: null });
    expect(await t.fresh.call(api.lookup.enableChatWidget)).toEqual({ enableChatWidget: true });
    expect((await t.fresh.call(api.lookup.contact)).contactText).toBe('ติดต่อทีมงานได้ตลอด 24 ชั่วโมง ผ่านไลน์หรือแชทสด');
    t.demo.controls.scenario('chatOff');
    expect(await t.fresh.call(api.lookup.enableChatWidget)).toEqual({ enableChatWidget: false });
    expect((await t.fresh.call(api.lookup.contact)).contactText).toBe('ติดต่อทีมงานได้ตลอด 24 ชั่วโมง ผ่านไลน์');
    expect(await t.fresh.call(api.lookup.registerOTP)).toEqual({ registerOTP: true });
  });
  it('combines scenarios: chat off and OTP off at once, each turned off alone; one by name sets it alone', async () => {
    expect(t.demo.controls.scenarioOn('chatOff', true)).toEqual(['chatOff']);
    expect(t.demo.controls.scenarioOn('otpOff', true)).toEqual(['otpOff', 'chatOff']);
    expect(t.demo.controls.scenario()).toBe('otpOff+chatOff');
    expect(await t.fresh.call(api.lookup.enableChatWidget)).toEqual({ enableChatWidget: false });
    expect(await t.fresh.call(api.lookup.registerOTP)).toEqual({ registerOTP: false });
    t.demo.controls.scenarioOn('chatOff', false);
    expect(await t.fresh.call(api.lookup.enableChatWidget)).toEqual({ enableChatWidget: true });
    expect(await t.fresh.call(api.lookup.registerOTP)).toEqual({ registerOTP: false });
    t.demo.controls.scenario('wheelOff');
    expect(t.demo.controls.snapshot().scenarios).toEqual(['wheelOff']);
    t.demo.controls.scenarioOn('default', true);
    expect(t.demo.controls.scenario()).toBe('default');
    expect(() => t.demo.controls.scenarioOn('nope', true)).toThrow();
  });
  it('reads a bank kept before scenarios combined: its one scenario is on', () => {
    t.demo.shutdown();
    t = setup({ persist: true });
    const kept = JSON.parse(localStorage.getItem(STORAGE_KEY)!) as Record<string, unknown>;
    delete kept.scenarios;
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...kept, scenario: 'chatOff' }));
    t.demo.shutdown();
    t = setup({ persist: true });
    expect(t.demo.controls.snapshot().scenarios).toEqual(['chatOff']);
  });
  it('everything but /api passes through to the network (config.json, Vite modules, assets)', () => {
    const checks = (t.demo.server as unknown as { passthroughChecks: Array<(r: { url: string }) => boolean> })
      .passthroughChecks;
    const passes = (url: string) => checks.some((c) => c({ url }));
    expect(
      [
        '/config.json',
        '/src/main.tsx?t=1',
        '/@vite/client',
        '/demo/games/pg-logo.svg',
        'http://localhost:3000/assets/a.js',
      ].every(passes),
    ).toBe(true);
    expect(passes('/api/wallet')).toBe(false);
    expect(passes('http://localhost:3000/api/login')).toBe(false);
  });
  it('an unknown /api path answers 404 NO_DATA', async () => {
    const res = await fetch('/api/does/not/exist');
    expect([res.status, await res.json()]).toEqual([404, { message: 'NO_DATA' }]);
  });
});

describe('failNext', () => {
  it('fails the next matching call once, with the default or a given status', async () => {
    t.demo.controls.failNext('post', '/api/login', 'LOGIN_FAIL');
    const login = () => t.fresh.call(api.auth.login, { body: { username: PERSONAS.funded, password: DEMO_PASSWORD } });
    expect(await failure(login())).toEqual({ code: 'LOGIN_FAIL', status: 422 });
    expect((await login()).token).toBeTruthy();
    t.demo.controls.failNext('GET', '/api/lookup/banks', 'gone', 410);
    expect(await failure(t.fresh.call(api.lookup.banks))).toEqual({ code: 'gone', status: 410 });
  });
  it('matches an exact path or a :param template, and only that method', async () => {
    await t.loginAs();
    t.demo.controls.failNext('GET', '/api/wallet/activate/usun', 'SLOT_ACTIVATE_FAIL', 500);
    expect(await t.fresh.call(api.wallet.activate, { params: { slotCode: 'betflix' } })).toEqual({ success: true });
    expect(await failure(t.fresh.call(api.wallet.activate, { params: { slotCode: 'usun' } }))).toEqual({
      code: 'SLOT_ACTIVATE_FAIL',
      status: 500,
    });
    t.demo.controls.failNext('GET', '/api/wallet/account/:slotCode', 'SLOT_NO_ACCOUNT', 403);
    t.demo.controls.failNext('POST', '/api/wallet', 'NO_DATA');
    expect(await failure(t.fresh.call(api.wallet.account, { params: { slotCode: 'pg' } }))).toEqual({
      code: 'SLOT_NO_ACCOUNT',
      status: 403,
    });
    expect((await t.fresh.call(api.wallet.get)).wallet.amount).toBe(1500);
  });
});

describe('holdNext', () => {
  it('holds the next matching call unanswered until release, then answers it as any call or with its code', async () => {
    await t.loginAs();
    t.demo.controls.holdNext('get', '/api/wallet');
    t.demo.controls.holdNext('POST', '/api/wallet/add', 'INTERNAL_SERVER_ERROR');
    let wallet: number | null = null;
    const read = t.fresh.call(api.wallet.get).then((w) => (wallet = w.wallet.amount));
    const add = failure(t.fresh.call(api.wallet.add, { body: { amount: 5 } }));
    await new Promise((r) => setTimeout(r, 50));
    expect([wallet, t.demo.controls.holding()]).toEqual([null, 2]);
    // Another call, not held, is answered meanwhile.
    expect((await t.fresh.call(api.lookup.active)).terminated).toBeNull();
    expect(t.demo.controls.release()).toBe(2);
    await read;
    expect(wallet).toBe(1500);
    expect(await add).toEqual({ code: 'INTERNAL_SERVER_ERROR', status: 500 });
    // The code was for that call alone: the next one is answered, and nothing moved.
    expect(t.demo.controls.armed()).toEqual([]);
    expect((await t.fresh.call(api.wallet.get)).wallet.amount).toBe(1500);
  });
  it('releases the held calls of one method and path alone when asked', async () => {
    await t.loginAs();
    t.demo.controls.holdNext('GET', '/api/wallet');
    t.demo.controls.holdNext('GET', '/api/lookup/banks');
    let wallet = false;
    const read = t.fresh.call(api.wallet.get).then(() => (wallet = true));
    const banks = t.fresh.call(api.lookup.banks);
    await new Promise((r) => setTimeout(r, 50));
    expect(t.demo.controls.release(false, 'GET', '/api/lookup/banks')).toBe(1);
    expect((await banks).banks.length).toBeGreaterThan(0);
    expect([wallet, t.demo.controls.holding()]).toEqual([false, 1]);
    expect(t.demo.controls.release()).toBe(1);
    await read;
  });
  it('keeps a hold not yet met across release, unless dropped', async () => {
    t.demo.controls.holdNext('GET', '/api/lookup/banks');
    expect(t.demo.controls.release()).toBe(0);
    const banks = t.fresh.call(api.lookup.banks);
    await new Promise((r) => setTimeout(r, 50));
    expect(t.demo.controls.holding()).toBe(1);
    t.demo.controls.release();
    expect((await banks).banks.length).toBeGreaterThan(0);
    t.demo.controls.holdNext('GET', '/api/lookup/banks');
    t.demo.controls.release(true);
    expect((await t.fresh.call(api.lookup.banks)).banks.length).toBeGreaterThan(0);
  });
});

describe('persistence and reset', () => {
  it('keeps the bank and the scenario across restarts with persist, until reset', async () => {
    t.demo.shutdown();
    t = setup({ persist: true });
    await t.loginAs();
    await t.fresh.call(api.wallet.add, { body: { amount: 12.34 } });
    t.demo.controls.scenario('chatOff');
    expect(localStorage.getItem(STORAGE_KEY)).toContain('"chatOff"');
    t.demo.shutdown();

    const token = t.session.token;
    t = setup({ persist: true });
    t.session.token = token;
    expect((await t.fresh.call(api.wallet.get)).wallet.amount).toBe(1512.34);
    expect(t.demo.controls.scenario()).toBe('chatOff');

    t.demo.controls.reset();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(t.demo.controls.scenario()).toBe('default');
    expect(await failure(t.fresh.call(api.wallet.get))).toEqual({ code: 'UNAUTHORIZED', status: 401 });
    await t.loginAs();
    expect((await t.fresh.call(api.wallet.get)).wallet.amount).toBe(1500);
  });
  it("the console's choice of site is the deployment's laos at the next start: the bank is seeded anew for it", async () => {
    t.demo.shutdown();
    t = setup({ persist: true });
    await t.loginAs();
    await t.fresh.call(api.wallet.add, { body: { amount: 12.34 } });
    t.demo.controls.brand('lanxang');
    expect(keptLaosChoice()).toBeNull();
    expect(t.demo.controls.laosChoice(true)).toBe(true);
    expect(t.demo.controls.snapshot()).toMatchObject({ laos: false, laosChoice: true });
    expect(keptLaosChoice()).toBe(true);
    t.demo.shutdown();

    // The next start reads the choice as its `laos` (src/demo/demoStart.tsx): a Thai bank is not kept for the Lao site.
    t = setup({ persist: true, laos: true });
    expect(t.demo.controls.snapshot()).toMatchObject({ laos: true, laosChoice: true, brand: 'lanxang' });
    await t.loginAs();
    expect((await t.fresh.call(api.wallet.get)).wallet.amount).toBe(1500);
    expect((await t.fresh.call(api.lookup.sources)).sources[2]).toEqual({ code: 'friend', description: 'ໝູ່ແນະນຳ' });
    // The same site again keeps the bank; back to config.json's (null) is for the start after.
    await t.fresh.call(api.wallet.add, { body: { amount: 1 } });
    t.demo.shutdown();
    t = setup({ persist: true, laos: true });
    await t.loginAs();
    expect((await t.fresh.call(api.wallet.get)).wallet.amount).toBe(1501);
    expect(t.demo.controls.laosChoice(null)).toBeNull();
    expect(keptLaosChoice()).toBeNull();
  });
  it('keeps holds across a restart: a call held then waits again for the next such call', async () => {
    t.demo.shutdown();
    t = setup({ persist: true });
    await t.loginAs();
    t.demo.controls.holdNext('GET', '/api/wallet');
    t.demo.controls.holdNext('POST', '/api/wallet/add', 'INTERNAL_SERVER_ERROR');
    void t.fresh.call(api.wallet.get).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 50));
    expect(t.demo.controls.holding()).toBe(1);
    t.demo.shutdown();

    const token = t.session.token;
    t = setup({ persist: true });
    t.session.token = token;
    expect(t.demo.controls.snapshot().holds).toEqual({
      waiting: [
        { method: 'GET', path: '/api/wallet' },
        { method: 'POST', path: '/api/wallet/add', code: 'INTERNAL_SERVER_ERROR' },
      ],
      held: [],
    });
    let wallet: number | null = null;
    const read = t.fresh.call(api.wallet.get).then((w) => (wallet = w.wallet.amount));
    await new Promise((r) => setTimeout(r, 50));
    expect([wallet, t.demo.controls.holding()]).toEqual([null, 1]);
    t.demo.controls.release();
    await read;
    expect(wallet).toBe(1500);
    const add = failure(t.fresh.call(api.wallet.add, { body: { amount: 5 } }));
    await new Promise((r) => setTimeout(r, 50));
    expect(t.demo.controls.release()).toBe(1);
    expect(await add).toEqual({ code: 'INTERNAL_SERVER_ERROR', status: 500 });
    // Released and met, nothing is kept to hold.
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!)).not.toHaveProperty('holds');
  });
  it("hands over the whole bank and takes one back, its clock standing where the kept one's stood", async () => {
    await t.loginAs();
    await t.fresh.call(api.wallet.add, { body: { amount: 12.34 } });
    t.demo.controls.failEvery('GET', '/api/lookup/banks', 'INTERNAL_SERVER_ERROR');
    t.demo.controls.holdNext('GET', '/api/wallet');
    const kept = t.demo.controls.bank();
    const at = t.demo.controls.now();
    expect(t.demo.controls.calls().slice(-1)[0]).toMatchObject({
      method: 'POST',
      path: '/api/wallet/add',
      status: 200,
    });
    t.demo.controls.reset();
    t.advance(3 * 86_400_000);
    expect(() => t.demo.controls.restore({ ...kept, version: 2 } as never)).toThrow(/not a demo bank/);

    t.demo.controls.restore(kept, at);
    expect(t.demo.controls.now()).toBe(at);
    expect(t.demo.controls.snapshot()).toMatchObject({
      armed: [{ method: 'GET', path: '/api/lookup/banks', code: 'INTERNAL_SERVER_ERROR', every: true }],
      holds: { waiting: [{ method: 'GET', path: '/api/wallet' }], held: [] },
    });
    t.demo.controls.release(true);
    // The session of the kept bank is still open: its member's wallet is as it was.
    expect((await t.fresh.call(api.wallet.get)).wallet.amount).toBe(1512.34);
    expect(await failure(t.fresh.call(api.lookup.banks))).toEqual({ code: 'INTERNAL_SERVER_ERROR', status: 500 });
    expect(t.demo.controls.calls().slice(-1)[0]).toMatchObject({
      method: 'GET',
      path: '/api/lookup/banks',
      status: 500,
      code: 'INTERNAL_SERVER_ERROR',
    });
  });
  it('names each call a moment hands over by its path template: no game username or password in it', async () => {
    await t.loginAs();
    await failure(
      t.fresh.call(api.wallet.autoLoginWithPassword, {
        params: { game: 'askmebet', username: 'PLANTEDUSER', password: 'PLANTEDPASS' },
      }),
    );
    const [last] = t.demo.controls.calls().slice(-1);
    expect(last).toMatchObject({ method: 'GET', path: '/api/autoLogin/:game/:username/:password' });
    expect(JSON.stringify(t.demo.controls.calls())).not.toMatch(/PLANTED/);
  });
  it('does not touch localStorage without persist', async () => {
    await t.loginAs();
    await t.fresh.call(api.wallet.add, { body: { amount: 1 } });
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });
  it('reset clears pending failures', async () => {
    t.demo.controls.failNext('GET', '/api/lookup/info', 'INTERNAL_SERVER_ERROR');
    t.demo.controls.reset();
    expect((await t.fresh.call(api.lookup.info)).name).toBeTruthy();
  });
});

describe('demo brands', () => {
  it("starts on config.json's own, keeps a chosen brand, refuses an unknown one, goes back with null", () => {
    expect(t.demo.controls.brand()).toBeNull();
    expect(t.demo.controls.brand('lanxang')).toBe('lanxang');
    expect(() => t.demo.controls.brand('acme')).toThrow(/Unknown demo brand "acme"; one of gold, lanxang/);
    expect(t.demo.controls.brand()).toBe('lanxang');
    expect(t.demo.controls.brand(null)).toBeNull();
    t.demo.controls.brand('gold');
    t.demo.controls.reset();
    expect(t.demo.controls.brand()).toBeNull();
  });
});

describe("the demo's bank works after the page has painted the call's frame", () => {
  afterEach(() => vi.useRealTimers());

  it('moves no money in the frame of the tap that asked: after the next paint, in the order asked, answered once', async () => {
    t.demo.shutdown();
    vi.useFakeTimers();
    t = setup({ environment: 'development', timing: 60 });
    const painted = async () => vi.advanceTimersByTimeAsync(20);
    const login = t.loginAs();
    await vi.advanceTimersByTimeAsync(200);
    await login;
    const funded = t.demo.state().members.find((m) => m.username === PERSONAS.funded)!;
    const before = funded.walletSatang;
    const answers: string[] = [];
    // Two withdrawals asked in one tap: the bank has done neither while that frame is still being made.
    void t.fresh.call(api.wallet.withdraw, { body: { amount: 100 } }).then(() => answers.push('first'));
    void t.fresh.call(api.wallet.withdraw, { body: { amount: 200 } }).then(() => answers.push('second'));
    await vi.advanceTimersByTimeAsync(0);
    expect(funded.walletSatang).toBe(before);
    // After the paint, both are done, once each, and answered in the order asked.
    await painted();
    expect(funded.walletSatang).toBe(before - 30_000);
    await vi.advanceTimersByTimeAsync(200);
    expect(answers).toEqual(['first', 'second']);
    expect(funded.walletSatang).toBe(before - 30_000);
  });
});

describe('whenQuiet (the demo console waits for it)', () => {
  // The bank's answers and the quiet time run on vitest's clock: the test moves it, nothing waits for real time.
  afterEach(() => vi.useRealTimers());

  it('resolves once a call is answered and nothing is pending for the quiet time, not while a call waits', async () => {
    t.demo.shutdown();
    vi.useFakeTimers();
    // Mirage answers at once in its test environment: the demo's own, where answers take their time (60 ms here).
    t = setup({ environment: 'development', timing: 60 });
    /** Move the clock in small steps until `done` holds (an answer takes a few timers after its 60 ms). */
    const until = async (done: () => boolean) => {
      for (let i = 0; i < 100 && !done(); i++) await vi.advanceTimersByTimeAsync(5);
      expect(done()).toBe(true);
    };
    let quiet = false;
    void t.demo.whenQuiet(40, 5000).then(() => (quiet = true));
    let first = false;
    void t.fresh.call(api.lookup.active).then(() => (first = true));
    await vi.advanceTimersByTimeAsync(30);
    expect(quiet).toBe(false);
    await until(() => first);
    // A second call asked within the quiet time keeps it waiting past the quiet time, until that one is answered too.
    let second = false;
    void t.fresh.call(api.lookup.banks).then(() => (second = true));
    await vi.advanceTimersByTimeAsync(45);
    expect([second, quiet]).toEqual([false, false]);
    await until(() => second);
    expect(quiet).toBe(false);
    await until(() => quiet);
  });

  it('resolves after its longest wait when the page asks for nothing', async () => {
    vi.useFakeTimers();
    let done = false;
    const waiting = t.demo.whenQuiet(10, 80).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(79);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toBe(true);
  });
});

describe('the controls as a store (what the demo console reads)', () => {
  it('tells its listeners of every change, a call that took an armed failure too, and keeps one snapshot between changes', async () => {
    const c = t.demo.controls;
    const heard = vi.fn();
    const stop = c.subscribe(heard);
    const first = c.snapshot();
    await t.fresh.call(api.lookup.info);
    expect(c.snapshot()).toBe(first);
    expect(heard).not.toHaveBeenCalled();

    c.failNext('GET', '/api/lookup/info', 'INTERNAL_SERVER_ERROR');
    expect(heard).toHaveBeenCalledTimes(1);
    expect(c.snapshot().armed.map((f) => f.code)).toEqual(['INTERNAL_SERVER_ERROR']);
    expect(await failure(t.fresh.call(api.lookup.info))).toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
    // The call took it: the console's list empties without anyone redrawing it.
    expect(heard).toHaveBeenCalledTimes(2);
    expect(c.snapshot().armed).toEqual([]);

    c.advanceClock(60_000);
    c.scenario('chatOff');
    expect(c.snapshot()).toMatchObject({ clockOffsetMs: 60_000, scenario: 'chatOff' });
    expect(heard).toHaveBeenCalledTimes(4);
    stop();
    c.reset();
    expect(heard).toHaveBeenCalledTimes(4);
    expect(c.snapshot()).toMatchObject({ clockOffsetMs: 0, scenario: 'default', armed: [] });
  });
});

describe('demo password', () => {
  it('sets a password changed in the demo back, so the persona logs in again; leaves an unchanged one alone', async () => {
    await t.loginAs(PERSONAS.funded);
    await t.client.call(api.account.changePassword, { body: { oldPassword: DEMO_PASSWORD, newPassword: 'other999' } });
    expect(
      await failure(t.fresh.call(api.auth.login, { body: { username: PERSONAS.funded, password: DEMO_PASSWORD } })),
    ).toMatchObject({ code: 'WRONG_PASSWORD' });
    expect(t.demo.controls.demoPassword(PERSONAS.funded)).toBe(true);
    await expect(
      t.fresh.call(api.auth.login, { body: { username: PERSONAS.funded, password: DEMO_PASSWORD } }),
    ).resolves.toHaveProperty('token');
    expect(t.demo.controls.demoPassword(PERSONAS.funded)).toBe(false);
    expect(t.demo.controls.demoPassword('0800000000')).toBe(false);
  });
});

describe('grantCoins', () => {
  it("adds coins to the member's wheel, and refuses an unknown phone or a count that is no whole coin", async () => {
    expect(t.demo.controls.grantCoins(PERSONAS.newcomer, 2)).toBe(2);
    await t.loginAs(PERSONAS.newcomer);
    expect((await t.fresh.call(api.spin.setup)).result.userCoin).toBe(2);
    expect(() => t.demo.controls.grantCoins('0000000000', 1)).toThrow(/no member/);
    expect(() => t.demo.controls.grantCoins(PERSONAS.newcomer, 0)).toThrow(/whole number/);
    expect(() => t.demo.controls.grantCoins(PERSONAS.newcomer, 1.5)).toThrow(/whole number/);
  });
});
