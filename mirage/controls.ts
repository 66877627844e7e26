/** The demo's remote control: scenario, one-shot failures, QR payments, reset. Also `window.demo` in the app. */
import { pathPattern, statusFor } from './armed';
import { DEMO_BRANDS, isDemoBrand, type DemoBrand } from './brands';
import type { ChatAgent } from './chatAgent';
import type { Runtime } from './http';
import { DEMO_PASSWORD, PERSONAS } from './personas';
import { checkPassword, hashPassword } from './rules/auth';
import type { DemoCode } from './rules/errors';
import { toBaht } from './rules/ledger';
import { payQr } from './rules/qr';
import type { FailRule, Scenario } from './state';
import { SCENARIOS, isScenario, scenarioName } from './state';
import { LOST_ANSWERS, type LostAnswer } from './steps';
import { WHEEL } from './wheelContent';

/** What the demo console shows of the bank, one object per change (useSyncExternalStore compares it by identity). */
export interface DemoSnapshot {
  /** The scenarios on as one name (scenarioName: `default`, `chatOff`, `chatOff+wheelOff`), and as a list. */
  scenario: string;
  scenarios: string[];
  brand: DemoBrand | null;
  /** The site the bank serves (config.json's `laos`, or the console's choice), and that choice (null: config.json's). */
  laos: boolean;
  laosChoice: boolean | null;
  /** The armed failures, oldest first. */
  armed: FailRule[];
  /** The members registered during the demo (not the personas), oldest first: the console logs them in too. */
  registered: Array<{ phone: string; name: string }>;
  /** How far the bank's clock is ahead of the page's. */
  clockOffsetMs: number;
  /** The holds not yet met (holdNext), oldest first, and the calls held now, waiting for `release`. */
  holds: {
    waiting: Array<{ method: string; path: string; code?: string }>;
    held: Array<{ method: string; path: string }>;
  };
}

export interface DemoControls {
  /** Calls `listener` after every change of the bank (a control, a call that took an armed failure); answers an unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** The bank as the console shows it; the same object until something in it changes. */
  snapshot(): DemoSnapshot;
  scenarios(): string[];
  /**
   * Sets the scenario when a name is given (that one alone on; `default`: none); answers the scenarios on as one name
   * (`default`, `chatOff`, `chatOff+wheelOff`).
   */
  scenario(name?: string): string;
  /** Turns one scenario on or off beside the others (they combine: chat off and the wheel off); answers those on. */
  scenarioOn(name: string, on: boolean): string[];
  /**
   * The next call of `method` on `path` (exact, or with `:params`) answers `{ message: code }` once, moving nothing.
   * A route may play a code out instead (RouteOptions.plays): TRANSFER_FAIL on a transfer debits, fails and refunds.
   * With a `key`, the answer names the request key it refuses (`{ message, key }`, for KEY_MISSING and KEY_INVALID).
   */
  failNext(method: string, path: string, code: string, status?: number, key?: string): void;
  /** Like failNext, for every such call until `disarm`. */
  failEvery(method: string, path: string, code: string, status?: number): void;
  /** The armed failures, oldest first (the first matching one answers a call). */
  armed(): FailRule[];
  /** Clears the armed failure at this index of `armed()`, or all of them. */
  disarm(index?: number): void;
  /**
   * The next call of `method` on `path` (exact, or with `:params`) waits unanswered until `release()`, so that the
   * app's waiting state stays on screen (the testers' paths in the browser hold each call whose answer is a step);
   * with a `code`, it is then answered as if `failNext(method, path, code, status)` had been armed for it alone. Not
   * kept across a reload.
   */
  holdNext(method: string, path: string, code?: string, status?: number): void;
  /**
   * Answers the held calls (in the order they came), or those of `method` on `path` alone; the holds not yet met
   * stay, unless `drop` (then none is left). Answers how many calls it answered.
   */
  release(drop?: boolean, method?: string, path?: string): number;
  /** How many calls are held now. */
  holding(): number;
  /**
   * The held calls (or those of `method` on `path`) report `percent` of their body sent, as the network would while
   * a file goes up: the slip's progress bar moves. Answers how many calls reported it.
   */
  progressHeld(percent: number, method?: string, path?: string): number;
  /**
   * The next call of `method` on `path` is carried out by the bank (money moves, the answer is kept for its
   * Idempotency-Key), and then its answer is lost on the way back: a gateway's 502 page, a 504, a 200 whose body
   * breaks the contract, or a dropped connection (the phone's request fails as offline would). The app must say it may have gone through, and its retry must not move the money again.
   */
  loseNext(method: string, path: string, how?: LostAnswer): void;
  /**
   * Pays a live QR code (the newest one when no id is given), as the provider would: its amount goes to its member's
   * wallet with a `deposit` SUCCESS statement entry and the QR is gone. Answers the amount in baht; throws for an
   * unknown or expired QR.
   */
  payQr(qrcodeId?: string): number;
  /** The demo bank's clock (epoch ms): the page's Date.now() plus every advanceClock. */
  now(): number;
  /**
   * Moves the demo bank's clock ahead by `ms` (e.g. to show "tomorrow" or "next week" in Bangkok time). Open sessions
   * move with it, so the member stays logged in; QR codes and slips age as they would.
   */
  advanceClock(ms: number): number;
  /**
   * Sets the demo bank's clock to `at` (epoch ms), forward or back (e.g. 23:59:50 Bangkok time, just before a day's
   * limits start again). Open sessions move with it, as with advanceClock. Answers the bank's time.
   */
  setClock(at: number): number;
  /** The demo bank's clock back to the page's own (undoes every advanceClock and setClock); open sessions stay open. */
  realTime(): number;
  /** The chat's sockets drop for `ms` (default 6 s), as in a network outage, then come back. */
  chatDisconnect(ms?: number): void;
  /** The next spin of the wheel lands on this slice code (once); null goes back to drawing by weight. */
  nextSpin(code: string | null): void;
  /** The operator gives the member with this phone `count` coins of the wheel (a campaign); answers their coins. */
  grantCoins(phone: string, count: number): number;
  /**
   * Sets the demo brand (applied at the next page load) when an id of DEMO_BRANDS is given, or back to config.json's
   * own with null; answers the current one (null: config.json's).
   */
  brand(id?: string | null): DemoBrand | null;
  /**
   * Sets the console's choice of site (applied at the next page load: config.json's `laos` as the app and the bank
   * read it) when a boolean is given, or back to config.json's with null; answers the choice (null: config.json's).
   */
  laosChoice(laos?: boolean | null): boolean | null;
  /**
   * The member with this phone can log in with the demo password again (a password changed in the demo is set back);
   * answers whether it had been changed. The console's one-tap persona login uses it first.
   */
  demoPassword(phone: string): boolean;
  /** Back to the seed and the default scenario; clears the persisted state. */
  reset(): void;
}

function known(name: string): Scenario {
  if (!isScenario(name)) throw new Error(`Unknown demo scenario "${name}"; one of ${SCENARIOS.join(', ')}`);
  return name;
}

export function createControls(rt: Runtime, resetBank: () => void, agent?: ChatAgent): DemoControls {
  const listeners = new Set<() => void>();
  /**
   * The bank's clock moved by `ms` (either way). Open sessions move with it, so the member stays logged in and a
   * session keeps its age.
   */
  const moveClock = (ms: number) => {
    rt.state.clockOffsetMs = (rt.state.clockOffsetMs ?? 0) + ms;
    for (const s of rt.state.sessions) s.issuedAt += ms;
    rt.save();
    return rt.now();
  };
  const read = (): DemoSnapshot => ({
    scenario: scenarioName(rt.state.scenarios),
    scenarios: [...rt.state.scenarios],
    brand: isDemoBrand(rt.state.brand) ? rt.state.brand : null,
    laos: rt.state.laos,
    laosChoice: rt.state.laosChoice ?? null,
    armed: (rt.state.failures ?? []).map((f) => ({ ...f })),
    registered: rt.state.members
      .filter((m) => !(Object.values(PERSONAS) as string[]).includes(m.username))
      .map((m) => ({ phone: m.username, name: m.name })),
    clockOffsetMs: rt.state.clockOffsetMs ?? 0,
    holds: {
      waiting: (rt.holds?.waiting ?? []).map(({ method, path, code }) => ({ method, path, ...(code ? { code } : {}) })),
      held: (rt.holds?.held ?? []).map(({ method, path }) => ({ method, path })),
    },
  });
  let current = read();
  let text = JSON.stringify(current);
  /** A new snapshot (and the listeners told) only when what the console shows changed. */
  function changed() {
    const next = read();
    const nextText = JSON.stringify(next);
    if (nextText === text) return;
    current = next;
    text = nextText;
    for (const listener of listeners) listener();
  }
  // Every change of the bank is saved (a control, or a call that took an armed failure): the store hears it there.
  const save = rt.save;
  rt.save = () => {
    save();
    changed();
  };
  function arm(method: string, path: string, code: string, status: number | undefined, every: boolean, key?: string) {
    if (!path.startsWith('/')) throw new Error('failNext: path must start with /');
    pathPattern(path);
    (rt.state.failures ??= []).push({
      method: method.toUpperCase(),
      path,
      code: code as DemoCode,
      status: status ?? statusFor(code),
      ...(every ? { every } : {}),
      ...(key ? { key } : {}),
    });
    rt.save();
  }
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    snapshot: () => current,
    scenarios: () => [...SCENARIOS],
    scenario(name) {
      if (name !== undefined) {
        const s = known(name);
        rt.state.scenarios = s === 'default' ? [] : [s];
        rt.save();
      }
      return scenarioName(rt.state.scenarios);
    },
    scenarioOn(name, on) {
      const s = known(name);
      if (s !== 'default') {
        const set = new Set(rt.state.scenarios);
        if (on) set.add(s);
        else set.delete(s);
        rt.state.scenarios = SCENARIOS.filter((x): x is Exclude<Scenario, 'default'> => x !== 'default' && set.has(x));
      } else if (on) rt.state.scenarios = [];
      rt.save();
      return [...rt.state.scenarios];
    },
    failNext(method, path, code, status, key) {
      arm(method, path, code, status, false, key);
    },
    failEvery(method, path, code, status) {
      arm(method, path, code, status, true);
    },
    armed: () => (rt.state.failures ?? []).map((f) => ({ ...f })),
    disarm(index) {
      if (index === undefined) rt.state.failures = [];
      else rt.state.failures?.splice(index, 1);
      rt.save();
    },
    holdNext(method, path, code, status) {
      if (!path.startsWith('/')) throw new Error('holdNext: path must start with /');
      pathPattern(path);
      (rt.holds ??= { waiting: [], held: [] }).waiting.push({
        method: method.toUpperCase(),
        path,
        ...(code ? { code, status: status ?? statusFor(code) } : {}),
      });
      changed();
    },
    release(drop = false, method, path) {
      const holds = (rt.holds ??= { waiting: [], held: [] });
      const pattern = path ? pathPattern(path) : null;
      const mine = holds.held.filter(
        (h) => (!method || h.method === method.toUpperCase()) && (!pattern || pattern.test(h.path)),
      );
      holds.held = holds.held.filter((h) => !mine.includes(h));
      if (drop) holds.waiting = [];
      for (const h of mine) h.answer();
      changed();
      return mine.length;
    },
    holding: () => rt.holds?.held.length ?? 0,
    progressHeld(percent, method, path) {
      const pattern = path ? pathPattern(path) : null;
      const mine = (rt.holds?.held ?? []).filter(
        (h) => (!method || h.method === method.toUpperCase()) && (!pattern || pattern.test(h.path)),
      );
      for (const h of mine) h.progress(percent);
      return mine.length;
    },
    loseNext(method, path, how = '502 page') {
      if (!path.startsWith('/')) throw new Error('loseNext: path must start with /');
      if (!LOST_ANSWERS.includes(how)) throw new Error(`loseNext: one of ${LOST_ANSWERS.join(', ')}`);
      pathPattern(path);
      (rt.losses ??= []).push({ method: method.toUpperCase(), path, how });
    },
    brand(id) {
      if (id === null) {
        delete rt.state.brand;
        rt.save();
      } else if (id !== undefined) {
        if (!isDemoBrand(id))
          throw new Error(`Unknown demo brand "${id}"; one of ${Object.keys(DEMO_BRANDS).join(', ')}`);
        rt.state.brand = id;
        rt.save();
      }
      return isDemoBrand(rt.state.brand) ? rt.state.brand : null;
    },
    laosChoice(laos) {
      if (laos === null) delete rt.state.laosChoice;
      else if (laos !== undefined) rt.state.laosChoice = laos;
      if (laos !== undefined) rt.save();
      return rt.state.laosChoice ?? null;
    },
    payQr(qrcodeId) {
      const paid = payQr(rt.state, rt.now(), qrcodeId);
      rt.save();
      return toBaht(paid.satang);
    },
    now: () => rt.now(),
    advanceClock(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new Error('advanceClock: a number of milliseconds, 0 or more');
      return moveClock(ms);
    },
    setClock(at) {
      if (!Number.isFinite(at)) throw new Error('setClock: a time in epoch milliseconds');
      return moveClock(at - rt.now());
    },
    realTime() {
      return moveClock(-(rt.state.clockOffsetMs ?? 0));
    },
    chatDisconnect(ms = 6000) {
      agent?.disconnect(ms);
    },
    nextSpin(code) {
      if (code !== null && !WHEEL.slices.some((s) => s.code === code)) {
        throw new Error(`nextSpin: one of ${WHEEL.slices.map((s) => s.code).join(', ')}, or null`);
      }
      rt.state.nextSpin = code;
      rt.save();
    },
    grantCoins(phone, count) {
      const member = rt.state.members.find((m) => m.username === phone);
      if (!member) throw new Error(`grantCoins: no member with the phone ${phone}`);
      if (!Number.isInteger(count) || count < 1) throw new Error('grantCoins: a whole number of coins, at least 1');
      member.coin += count;
      rt.save();
      return member.coin;
    },
    demoPassword(phone) {
      const member = rt.state.members.find((m) => m.username === phone);
      if (!member || checkPassword(member, DEMO_PASSWORD)) return false;
      member.passwordHash = hashPassword(DEMO_PASSWORD, member._id.slice(-4));
      rt.save();
      return true;
    },
    reset() {
      resetBank();
      changed();
    },
  };
}
