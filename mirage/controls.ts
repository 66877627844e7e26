/** The demo's remote control: scenario, one-shot failures, QR payments, reset. Also `window.demo` in the app. */
import { pathPattern, statusFor } from './armed';
import { DEMO_BRANDS, isDemoBrand } from './brands';
import type { ChatAgent } from './chatAgent';
import type { DemoControls, DemoSnapshot } from './controlsApi';
import { keptBank, type Runtime } from './http';
import { bankFrom } from './persist';
import { DEMO_PASSWORD, PERSONAS } from './personas';
import { checkPassword, hashPassword } from './rules/auth';
import type { DemoCode } from './rules/errors';
import { toBaht } from './rules/ledger';
import { payQr } from './rules/qr';
import type { Scenario } from './state';
import { SCENARIOS, isScenario, scenarioName } from './state';
import { LOST_ANSWERS } from './steps';
import { WHEEL } from './wheelContent';

export type { DemoControls, DemoSnapshot };

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
      // Kept with the bank: it survives a reload.
      rt.save();
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
      rt.save();
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
    bank: () => structuredClone(keptBank(rt)),
    restore(kept, at) {
      const bank = bankFrom(structuredClone(kept));
      if (!bank) throw new Error('restore: not a demo bank of this version');
      // The bank's clock stands where the kept one stood: its QR codes, slips and sessions are as old as they were.
      const page = rt.now() - (rt.state.clockOffsetMs ?? 0);
      const { holds = [], ...state } = bank;
      rt.state = { ...state, clockOffsetMs: at === undefined ? (state.clockOffsetMs ?? 0) : at - page };
      const held = rt.holds?.held ?? [];
      rt.holds = { waiting: holds, held: [] };
      // The calls this page had held are answered by the bank they asked.
      for (const h of held) h.answer();
      rt.save();
    },
    calls: () => rt.calls?.all() ?? [],
  };
}
