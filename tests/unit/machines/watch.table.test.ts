/**
 * Two small machines written down from the product's rules, step by step with literal states, values and delays:
 * the bank account name edit (docs/product.md#machine-bankNameEdit: Latin letters and spaces, forced to uppercase,
 * applied on success and the copy action clicked for the member 1 s later) and the deposit watch
 * (docs/product.md#machine-depositWatch: while a deposit is awaited the wallet is read every 5 s, for 5 minutes after
 * the member's last word, paused while the page is hidden). The model tests walk paths generated from each machine;
 * these rows do not move with it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { bankNameEditMachine } from '../../../machines/bankNameEdit';
import { depositWatchMachine, type Awaited, type Credit } from '../../../machines/depositWatch';
import { answered, checkTable, checkTags, elapsed, failed, schedules, starts, type Row } from './table';

describe('bank account name edit: uppercase Latin letters and spaces; applied, closed, copied 1 s later', () => {
  const base = { name: '', errors: {}, serverError: null };
  const rows: Row[] = [
    {
      from: 'closed',
      event: { type: 'OPEN', name: 'somchai demo' },
      to: 'editing',
      given: { errors: { bankAccountName: 'x' }, serverError: 'X' },
      then: { name: 'SOMCHAI DEMO', errors: {}, serverError: null },
    },
    // Typing is forced to uppercase and clears what was said about the last try.
    {
      from: 'editing',
      event: { type: 'CHANGE', value: 'malee b' },
      to: 'editing',
      given: { errors: { bankAccountName: 'x' }, serverError: 'X' },
      then: { name: 'MALEE B', errors: {}, serverError: null },
    },
    // Empty, or not Latin: said under the field, nothing sent.
    {
      from: 'editing',
      event: { type: 'SUBMIT' },
      to: 'editing',
      given: { name: '   ' },
      then: { errors: { bankAccountName: 'validation.required' } },
    },
    {
      from: 'editing',
      event: { type: 'SUBMIT' },
      to: 'editing',
      given: { name: 'สมชาย' },
      then: { errors: { bankAccountName: 'errors.BANK_ACCOUNT_NAME_ENG' } },
    },
    {
      from: 'editing',
      event: { type: 'SUBMIT' },
      to: 'editing',
      given: { name: 'SOMCHAI1' },
      then: { errors: { bankAccountName: 'errors.BANK_ACCOUNT_NAME_ENG' } },
    },
    // A Latin name goes to the bank, its spaces tidied.
    {
      from: 'editing',
      event: { type: 'SUBMIT' },
      to: 'saving',
      given: { name: '  SOMCHAI   DEMO ' },
      runs: [starts('save', { bankAccountName: 'SOMCHAI DEMO' })],
    },
    { from: 'editing', event: { type: 'CANCEL' }, to: 'closed' },
    // The bank's answer: applied, then the copy 1,000 ms later.
    {
      from: 'saving',
      event: answered('save'),
      to: 'saved',
      given: { name: 'SOMCHAI DEMO' },
      runs: ['apply', schedules('xstate.after.1000.bankNameEdit.saved', 1000)],
    },
    {
      from: 'saving',
      event: failed('save', 'BANK_ACCOUNT_NAME_ENG'),
      to: 'editing',
      given: { name: 'SOMCHAI' },
      then: { serverError: 'BANK_ACCOUNT_NAME_ENG', name: 'SOMCHAI' },
    },
    {
      from: 'saved',
      event: elapsed('1000', 'bankNameEdit.saved'),
      to: 'closed',
      given: { name: ' SOMCHAI  DEMO ' },
      runs: [{ type: 'clickCopy', params: { name: 'SOMCHAI DEMO' } }],
    },
    // Nothing else moves it while it saves or waits to copy.
    { from: 'saving', event: { type: 'CANCEL' }, to: 'saving' },
    { from: 'saving', event: { type: 'SUBMIT' }, to: 'saving' },
    { from: 'saved', event: { type: 'CANCEL' }, to: 'saved' },
    { from: 'closed', event: { type: 'SUBMIT' }, to: 'closed' },
  ];
  checkTable(bankNameEditMachine, base, rows);
  checkTags(bankNameEditMachine, base, { closed: [], editing: ['open'], saving: ['open', 'saving'], saved: [] });

  it('starts closed, with no name and nothing said', () => {
    expect(bankNameEditMachine.config.initial).toBe('closed');
    expect(bankNameEditMachine.config.context).toEqual({ name: '', errors: {}, serverError: null });
  });
});

describe('deposit watch: every 5 s for 5 minutes after the last word, paused while hidden, told once credited', () => {
  const base = { awaited: null, paid: [], credit: null, credits: 0 };
  const slip = { channel: 'SLIP', baseline: 100, since: 1 };
  const qr = { channel: 'KBANK', baseline: 80, since: 2 };
  const credit = { amount: 250, channel: 'SLIP', at: 3, balance: 350 };
  // A QR said paid now, with 10 minutes left (the phone's clock held still for these rows).
  const NOW = Date.UTC(2026, 10, 28, 15, 0, 0);
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());
  const paidQr = { provider: 'KBANK', qrcodeId: 'qr-1', amount: 100, since: NOW, until: NOW + 600_000 };
  const rows: Row[] = [
    // The member's word: watched from now, the first look 5,000 ms later, the end 300,000 ms later.
    {
      from: 'idle',
      event: { type: 'WATCH', awaited: slip },
      to: { watching: 'waiting' },
      then: { awaited: slip, credit: null },
      runs: [
        starts('visibility'),
        schedules('xstate.after.every.depositWatch.watching.waiting', 5000),
        schedules('xstate.after.watchFor.depositWatch.watching', 300_000),
      ],
    },
    // A second word while one is awaited: the 5 minutes start again, the lower baseline kept.
    {
      from: { watching: 'waiting' },
      event: { type: 'WATCH', awaited: qr },
      to: { watching: 'waiting' },
      given: { awaited: slip },
      then: { awaited: { channel: 'KBANK', baseline: 80, since: 2 } },
      runs: [schedules('xstate.after.watchFor.depositWatch.watching', 300_000)],
    },
    {
      from: { watching: 'waiting' },
      event: { type: 'WATCH', awaited: { ...qr, baseline: 120 } },
      to: { watching: 'waiting' },
      given: { awaited: slip },
      then: { awaited: { channel: 'KBANK', baseline: 100, since: 2 } },
    },
    // A watch found again on the phone knows no balance: a new word keeps it not known (the statement decides).
    {
      from: { watching: 'waiting' },
      event: { type: 'WATCH', awaited: qr },
      to: { watching: 'waiting' },
      given: { awaited: { ...slip, baseline: null } },
      then: { awaited: { channel: 'KBANK', baseline: null, since: 2 } },
    },
    // Even while hidden or in the middle of a look: the watch starts again from the member's word.
    {
      from: { watching: 'paused' },
      event: { type: 'WATCH', awaited: qr },
      to: { watching: 'waiting' },
      given: { awaited: slip },
      runs: [
        schedules('xstate.after.every.depositWatch.watching.waiting', 5000),
        schedules('xstate.after.watchFor.depositWatch.watching', 300_000),
      ],
    },
    {
      from: { watching: 'checking' },
      event: { type: 'WATCH', awaited: qr },
      to: { watching: 'waiting' },
      given: { awaited: slip },
      runs: [schedules('xstate.after.watchFor.depositWatch.watching', 300_000)],
    },
    // After a credit was told, a new word starts from its own baseline.
    {
      from: { credited: 'told' },
      event: { type: 'WATCH', awaited: { ...qr, baseline: 350 } },
      to: { watching: 'waiting' },
      given: { awaited: slip, credit },
      then: { awaited: { ...qr, baseline: 350 }, credit: null },
    },
    {
      from: { watching: 'waiting' },
      event: elapsed('every', 'depositWatch.watching.waiting'),
      to: { watching: 'checking' },
      given: { awaited: slip },
      runs: [starts('check', slip)],
    },
    {
      from: { watching: 'checking' },
      event: answered('check', null),
      to: { watching: 'waiting' },
      given: { awaited: slip },
      then: { awaited: slip, credit: null },
    },
    // A missed look (offline, a server error) is only missed: the next one comes as planned.
    {
      from: { watching: 'checking' },
      event: failed('check', 'NETWORK_ERROR'),
      to: { watching: 'waiting' },
      given: { awaited: slip },
      then: { awaited: slip },
    },
    {
      from: { watching: 'checking' },
      event: answered('check', credit),
      to: { credited: 'told' },
      given: { awaited: slip, credits: 2 },
      then: { credit, awaited: null, credits: 3 },
    },
    // Hidden: no reads; shown again: one at once.
    {
      from: { watching: 'waiting' },
      event: { type: 'HIDDEN' },
      to: { watching: 'paused' },
      given: { awaited: slip },
    },
    {
      from: { watching: 'checking' },
      event: { type: 'HIDDEN' },
      to: { watching: 'paused' },
      given: { awaited: slip },
    },
    {
      from: { watching: 'paused' },
      event: { type: 'VISIBLE' },
      to: { watching: 'checking' },
      given: { awaited: slip },
      runs: [starts('check', slip)],
    },
    {
      from: { watching: 'waiting' },
      event: { type: 'VISIBLE' },
      to: { watching: 'waiting' },
      given: { awaited: slip },
    },
    // 5 minutes without a credit: the watch ends quietly.
    {
      from: { watching: 'paused' },
      event: elapsed('watchFor', 'depositWatch.watching'),
      to: 'idle',
      given: { awaited: slip },
      then: { awaited: null, credit: null },
    },
    {
      from: { watching: 'waiting' },
      event: elapsed('watchFor', 'depositWatch.watching'),
      to: 'idle',
      given: { awaited: slip },
      then: { awaited: null },
    },
    // A credit is news first (docs/product.md#machine-depositWatch): "See the receipt" opens its receipt; the news's
    // close ends it; a close of the news that comes once the receipt is open leaves the receipt; closing it ends it.
    {
      from: { credited: 'told' },
      event: { type: 'OPEN' },
      to: { credited: 'open' },
      given: { credit },
      then: { credit },
    },
    { from: { credited: 'told' }, event: { type: 'DISMISS' }, to: 'idle', given: { credit }, then: { credit: null } },
    { from: { credited: 'told' }, event: { type: 'CLOSE' }, to: { credited: 'told' }, given: { credit } },
    {
      from: { credited: 'open' },
      event: { type: 'DISMISS' },
      to: { credited: 'open' },
      given: { credit },
      then: { credit },
    },
    { from: { credited: 'open' }, event: { type: 'CLOSE' }, to: 'idle', given: { credit }, then: { credit: null } },
    {
      from: { credited: 'told' },
      event: { type: 'HIDDEN' },
      to: { credited: 'told' },
      given: { credit },
      then: { credit },
    },
    {
      from: { watching: 'waiting' },
      event: { type: 'STOP' },
      to: 'idle',
      given: { awaited: slip },
      then: { awaited: null, credit: null },
    },
    {
      from: { credited: 'open' },
      event: { type: 'STOP' },
      to: 'idle',
      given: { credit },
      then: { awaited: null, credit: null },
    },
    { from: 'idle', event: { type: 'DISMISS' }, to: 'idle' },
    // "I have paid" on a QR of 100 baht with 10 minutes left: watched as a word is, the QR pending, and the watch kept
    // until it expires (600,000 ms and one look more), not 5 minutes (docs/product.md#references).
    {
      from: 'idle',
      event: { type: 'PAID', awaited: qr, qr: paidQr },
      to: { watching: 'waiting' },
      then: { awaited: qr, paid: [paidQr], credit: null },
      runs: [
        starts('visibility'),
        schedules('xstate.after.every.depositWatch.watching.waiting', 5000),
        schedules('xstate.after.watchFor.depositWatch.watching', 605_000),
      ],
    },
    // The same QR said paid again is one pending deposit.
    {
      from: { watching: 'waiting' },
      event: { type: 'PAID', awaited: qr, qr: paidQr },
      to: { watching: 'waiting' },
      given: { awaited: qr, paid: [paidQr] },
      then: { paid: [paidQr] },
    },
    // A credit by its provider settles it; one by another channel leaves it pending.
    {
      from: { watching: 'checking' },
      event: answered('check', { ...credit, channel: 'KBANK' }),
      to: { credited: 'told' },
      given: { awaited: qr, paid: [paidQr] },
      then: { paid: [] },
    },
    {
      from: { watching: 'checking' },
      event: answered('check', credit),
      to: { credited: 'told' },
      given: { awaited: qr, paid: [paidQr] },
      then: { paid: [paidQr] },
    },
    // Expired (its time passed): gone at the next look.
    {
      from: { watching: 'checking' },
      event: answered('check', null),
      to: { watching: 'waiting' },
      given: { awaited: qr, paid: [{ ...paidQr, until: NOW - 1 }] },
      then: { paid: [] },
    },
    {
      from: { watching: 'waiting' },
      event: { type: 'STOP' },
      to: 'idle',
      given: { awaited: qr, paid: [paidQr] },
      then: { paid: [] },
    },
  ];
  checkTable(depositWatchMachine, base, rows);
  checkTags(depositWatchMachine, base, {
    idle: [],
    'watching.waiting': ['watching'],
    'watching.checking': ['watching'],
    'watching.paused': ['watching'],
    'credited.told': ['credited', 'news'],
    'credited.open': ['credited', 'receipt'],
  });

  it('starts idle with nothing awaited and no credit told', () => {
    expect(depositWatchMachine.config.initial).toBe('idle');
    expect(depositWatchMachine.config.context).toEqual({ awaited: null, paid: [], credit: null, credits: 0 });
  });
});

describe("deposit watch: the page's visibility, as the browser tells it", () => {
  const setHidden = (hidden: boolean) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
    document.dispatchEvent(new Event('visibilitychange'));
  };
  afterEach(() => {
    Reflect.deleteProperty(document, 'hidden');
    vi.restoreAllMocks();
  });

  it('hidden pauses the reads, shown again reads at once; once the watch ends the page is no longer listened to', async () => {
    const looks: string[] = [];
    const actor = createActor(
      depositWatchMachine.provide({
        actors: {
          check: fromPromise<Credit | null, Awaited>(async ({ input }) => {
            looks.push(input.channel);
            return null;
          }),
        },
      }),
    ).start();
    const removed = vi.spyOn(document, 'removeEventListener');
    actor.send({ type: 'WATCH', awaited: { channel: 'SLIP', baseline: 100, since: 1 } });
    setHidden(true);
    expect(actor.getSnapshot().value).toEqual({ watching: 'paused' });
    setHidden(false);
    expect(actor.getSnapshot().value).toEqual({ watching: 'checking' });
    expect(looks).toEqual(['SLIP']);
    actor.send({ type: 'STOP' });
    expect(removed).toHaveBeenCalledWith('visibilitychange', expect.any(Function));
    setHidden(true);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.stop();
  });
});
