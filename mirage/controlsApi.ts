/**
 * What the demo's remote control offers (mirage/controls.ts makes it): the console, the tour, the tests and
 * `window.demo` in the app all drive the bank through it.
 */
import type { DemoBrand } from './brands';
import type { RecentCall } from './http';
import type { DemoState, FailRule } from './state';
import type { LostAnswer } from './steps';

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
   * with a `code`, it is then answered as if `failNext(method, path, code, status)` had been armed for it alone. Kept
   * across a reload (a call held then is lost with the page: its hold waits for the page's next such call).
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
  /** The whole bank as it is kept (its holds with it, those held now first): a moment's bank. */
  bank(): DemoState;
  /**
   * Replaces the whole bank with a kept one (`bank()`'s, a moment's) and keeps it; its clock stands at `at` (epoch ms)
   * when given. Its scenarios, brand and site apply at the next page load. Throws for what is no demo bank of this
   * version.
   */
  restore(bank: DemoState, at?: number): void;
  /** The last calls the bank answered (at most 30), oldest first: what a moment hands over to read. */
  calls(): RecentCall[];
}
