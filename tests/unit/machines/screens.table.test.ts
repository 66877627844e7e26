// @vitest-environment node
/**
 * The small machines behind home's dialogs, written down from docs/product.md (#home-agreement: the agreement 1.5 s
 * after load unless remembered; #home-banners: banners first for invite and refund; #validation-change-password;
 * #error-session-ending: the session-ending codes), step by step with literal states and values. The model tests walk
 * paths generated from each machine; these rows do not move with it.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { agreementMachine } from '../../../machines/agreement';
import { bannerGateMachine } from '../../../machines/bannerGate';
import type { BonusInfo } from '../../../machines/bonus';
import { bonusBoardMachine } from '../../../machines/bonusBoard';
import { changePasswordMachine } from '../../../machines/changePassword';
import { codeOf, GONE, SESSION_ENDING } from '../../../machines/errors';
import { OTP_MAX_SENDS, OTP_RESEND_AFTER_MS, OTP_SEND_WINDOW_MS, resendWait } from '../../../machines/otpLimit';
import { pickerMachine } from '../../../machines/picker';
import { answered, checkTable, checkTags, elapsed, failed, type Row } from './table';

describe('agreement: 1.5 s after home loads unless remembered; consent only on a shown agreement', () => {
  const base = { accepted: false, blocks: [], error: null };
  const rows: Row[] = [
    // Read during the wait: an empty answer is no agreement to consent to.
    { from: 'waiting', event: answered('preload', ['<p>a</p>']), to: 'waiting', then: { blocks: ['<p>a</p>'] } },
    { from: 'waiting', event: answered('preload', []), to: 'waiting', then: { blocks: [], error: 'NO_DATA' } },
    {
      from: 'waiting',
      event: failed('preload', 'INTERNAL_SERVER_ERROR'),
      to: 'waiting',
      then: { error: 'INTERNAL_SERVER_ERROR' },
    },
    { from: 'waiting', event: elapsed('1500', 'agreement.waiting'), to: { open: 'shown' }, given: { blocks: ['x'] } },
    { from: 'waiting', event: elapsed('1500', 'agreement.waiting'), to: { open: 'loading' } },
    {
      from: 'waiting',
      event: elapsed('1500', 'agreement.waiting'),
      to: { open: 'failed' },
      given: { error: 'NO_DATA' },
    },
    {
      from: { open: 'loading' },
      event: answered('load', ['<p>b</p>']),
      to: { open: 'shown' },
      then: { blocks: ['<p>b</p>'], error: null },
    },
    { from: { open: 'loading' }, event: answered('load', []), to: { open: 'failed' }, then: { error: 'NO_DATA' } },
    {
      from: { open: 'loading' },
      event: failed('load', 'NETWORK_ERROR'),
      to: { open: 'failed' },
      then: { error: 'NETWORK_ERROR' },
    },
    {
      from: { open: 'failed' },
      event: { type: 'RETRY' },
      to: { open: 'loading' },
      given: { error: 'X' },
      then: { error: null },
    },
    // No "I agree" without a shown agreement.
    { from: { open: 'failed' }, event: { type: 'CONFIRM' }, to: { open: 'failed' }, given: { error: 'X' } },
    { from: { open: 'loading' }, event: { type: 'CONFIRM' }, to: { open: 'loading' } },
    {
      from: { open: 'shown' },
      event: { type: 'CONFIRM' },
      to: 'accepted',
      given: { blocks: ['x'] },
      runs: ['remember'],
    },
    { from: { open: 'shown' }, event: { type: 'DISMISS' }, to: 'dismissed', given: { blocks: ['x'] } },
    { from: { open: 'failed' }, event: { type: 'DISMISS' }, to: 'dismissed', given: { error: 'X' } },
  ];
  checkTable(agreementMachine, base, rows);
  checkTags(agreementMachine, base, {
    waiting: [],
    'open.loading': ['open', 'loading'],
    'open.shown': ['open', 'shown'],
    'open.failed': ['open', 'failed'],
    accepted: [],
  });

  it('a remembered agreement never opens; otherwise it opens 1500 ms after load, not before', async () => {
    const load = fromPromise<string[]>(async () => ['<p>a</p>']);
    const remembered = createActor(agreementMachine.provide({ actors: { load } }), { input: { accepted: true } });
    expect(remembered.start().getSnapshot().value).toBe('accepted');
    const { vi } = await import('vitest');
    vi.useFakeTimers();
    try {
      const actor = createActor(agreementMachine.provide({ actors: { load } }), { input: { accepted: false } }).start();
      await vi.advanceTimersByTimeAsync(1499);
      expect(actor.getSnapshot().hasTag('open')).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(actor.getSnapshot().value).toEqual({ open: 'shown' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('banners first (invite and refund): none, or a failed load, opens the dialog at once', () => {
  const banner = { image: 'https://img/1.png', html: '<p>1</p>' };
  const rows: Row[] = [
    { from: 'loading', event: answered('banners', [banner]), to: 'banners', then: { banners: [banner] } },
    { from: 'loading', event: answered('banners', []), to: 'open', then: { banners: [] } },
    { from: 'loading', event: failed('banners', 'INTERNAL_SERVER_ERROR'), to: 'open' },
    { from: 'banners', event: { type: 'CLOSE' }, to: 'open', given: { banners: [banner] } },
    { from: 'loading', event: { type: 'CLOSE' }, to: 'loading' },
  ];
  checkTable(bannerGateMachine, { banners: [] }, rows);
  checkTags(bannerGateMachine, { banners: [] }, { loading: ['loading'], banners: ['banners'], open: [] });
});

describe('change password: all three required, new and confirm match, at least 6', () => {
  const filled = { oldPassword: 'old123', newPassword: 'new123', confirmPassword: 'new123' };
  const hidden = { oldPassword: false, newPassword: false, confirmPassword: false };
  const base = { values: filled, shown: hidden, error: null };
  const rows: Row[] = [
    // An empty field: SUBMIT does nothing, says nothing.
    ...(['oldPassword', 'newPassword', 'confirmPassword'] as const).map((f): Row => ({
      from: 'editing',
      event: { type: 'SUBMIT' },
      to: 'editing',
      given: { values: { ...filled, [f]: '' } },
      then: { error: null },
    })),
    {
      from: 'editing',
      event: { type: 'SUBMIT' },
      to: 'editing',
      given: { values: { ...filled, confirmPassword: 'new124' } },
      then: { error: 'mismatch' },
    },
    {
      from: 'editing',
      event: { type: 'SUBMIT' },
      to: 'editing',
      given: { values: { ...filled, newPassword: '12345', confirmPassword: '12345' } },
      then: { error: 'tooShort' },
    },
    {
      from: 'editing',
      event: { type: 'SUBMIT' },
      to: 'saving',
      given: { values: { ...filled, newPassword: '123456', confirmPassword: '123456' } },
      then: { error: null },
    },
    {
      from: 'editing',
      event: { type: 'CHANGE', field: 'newPassword', value: 'abc' },
      to: 'editing',
      given: { error: 'mismatch' },
      then: { values: { ...filled, newPassword: 'abc' }, error: null },
    },
    {
      from: 'editing',
      event: { type: 'TOGGLE', field: 'oldPassword' },
      to: 'editing',
      then: { shown: { ...hidden, oldPassword: true } },
    },
    {
      from: 'editing',
      event: { type: 'TOGGLE', field: 'confirmPassword' },
      to: 'editing',
      given: { shown: { ...hidden, confirmPassword: true } },
      then: { shown: hidden },
    },
    { from: 'saving', event: answered('save'), to: 'saved', runs: ['saved'] },
    {
      from: 'saving',
      event: failed('save', 'WRONG_PASSWORD'),
      to: 'editing',
      then: { error: 'WRONG_PASSWORD', values: filled },
    },
    { from: 'saving', event: { type: 'SUBMIT' }, to: 'saving' },
  ];
  checkTable(changePasswordMachine, base, rows);
  checkTags(changePasswordMachine, base, { editing: [], saving: ['saving'], saved: ['saved'] });

  it('starts empty, every field hidden, and sends the old and the new password (not the confirmation)', async () => {
    const sent: unknown[] = [];
    const save = fromPromise<void, { oldPassword: string; newPassword: string }>(async ({ input }) => {
      sent.push(input);
    });
    const actor = createActor(changePasswordMachine.provide({ actors: { save } })).start();
    expect(actor.getSnapshot().context).toEqual({
      values: { oldPassword: '', newPassword: '', confirmPassword: '' },
      shown: hidden,
      error: null,
    });
    for (const [field, value] of Object.entries(filled))
      actor.send({ type: 'CHANGE', field: field as keyof typeof filled, value });
    actor.send({ type: 'SUBMIT' });
    await new Promise((r) => setTimeout(r, 0));
    expect(sent).toEqual([{ oldPassword: 'old123', newPassword: 'new123' }]);
    expect(actor.getSnapshot().value).toBe('saved');
  });
});

describe('picker: one thing open at a time, by its id', () => {
  const rows: Row[] = [
    { from: 'closed', event: { type: 'OPEN', id: 'deposit' }, to: 'open', then: { selected: 'deposit' } },
    {
      from: 'open',
      event: { type: 'OPEN', id: 'withdraw' },
      to: 'open',
      given: { selected: 'deposit' },
      then: { selected: 'withdraw' },
    },
    { from: 'open', event: { type: 'CLOSE' }, to: 'closed', given: { selected: 'deposit' }, then: { selected: null } },
    { from: 'closed', event: { type: 'CLOSE' }, to: 'closed' },
  ];
  checkTable(pickerMachine, { selected: null }, rows);
  checkTags(pickerMachine, { selected: null }, { closed: [], open: ['open'] });

  it('a deep link opens on its item from the start; no input starts closed', () => {
    const deep = createActor(pickerMachine, { input: { selected: 'deposit' } })
      .start()
      .getSnapshot();
    expect([deep.value, deep.context.selected]).toEqual(['open', 'deposit']);
    const plain = createActor(pickerMachine).start().getSnapshot();
    expect([plain.value, plain.context.selected]).toEqual(['closed', null]);
  });
});

describe('bonus board: one bonus actor per bonus, spawned once, kept in step by every reload', () => {
  const info = (code: string): BonusInfo => ({
    code,
    type: 'day',
    maxReceived: 1,
    received: [],
    isActive: false,
  });
  it('spawns each new code once, by its code, and the board remembers every code seen', () => {
    const actor = createActor(bonusBoardMachine).start();
    actor.send({ type: 'LOAD', bonuses: [info('A'), info('B')], activeCode: null, now: 0 });
    expect(actor.getSnapshot().context.codes).toEqual(['A', 'B']);
    expect(Object.keys(actor.getSnapshot().children).sort()).toEqual(['A', 'B']);
    const a = actor.getSnapshot().children.A;
    actor.send({ type: 'LOAD', bonuses: [info('A'), info('C')], activeCode: 'A', now: 0 });
    expect(actor.getSnapshot().context.codes).toEqual(['A', 'B', 'C']);
    // The same actor for A (synced, not spawned again).
    expect(actor.getSnapshot().children.A).toBe(a);
    expect(Object.keys(actor.getSnapshot().children).sort()).toEqual(['A', 'B', 'C']);
  });
  it('a bonus the bank refused as full starts full; an open activation goes to its own bonus only', () => {
    const actor = createActor(bonusBoardMachine).start();
    const intent = { key: 'k1', values: { code: 'B' }, at: 1 };
    actor.send({
      type: 'LOAD',
      bonuses: [info('A'), info('B')],
      activeCode: null,
      now: 0,
      intent: intent,
      full: ['A'],
    });
    const kids = actor.getSnapshot().children;
    expect(kids.A!.getSnapshot().context).toMatchObject({ intent: null, full: true });
    expect(kids.B!.getSnapshot().context).toMatchObject({ intent, full: false });
  });
});

describe('the bank limit on registration codes: 3 within 10 minutes, a minute between', () => {
  it('keeps the numbers the wizard and the demo bank share', () => {
    expect([OTP_MAX_SENDS, OTP_SEND_WINDOW_MS, OTP_RESEND_AFTER_MS]).toEqual([3, 600_000, 60_000]);
  });
  it.each([
    [0, 60_000],
    [1, 60_000],
    [2, 60_000],
    [3, 600_000],
    [4, 60_000],
    [5, 60_000],
    [6, 600_000],
  ])('after %i codes the wait is %i ms', (sends, wait) => expect(resendWait(sends)).toBe(wait));
});

describe('errors as data', () => {
  it.each([
    [{ code: 'WRONG_PASSWORD' }, 'WRONG_PASSWORD'],
    [{ code: 42 }, 'NETWORK_ERROR'],
    [{ message: 'x' }, 'NETWORK_ERROR'],
    [new Error('boom'), 'NETWORK_ERROR'],
    [null, 'NETWORK_ERROR'],
    ['WRONG_PASSWORD', 'NETWORK_ERROR'],
  ])('codeOf(%j) is %s', (error, code) => expect(codeOf(error)).toBe(code));
  it('the session ends on an invalid token and INVALID_USER_1 to 4 only (not INVALID_IP); "gone" closes the service', () => {
    expect([...SESSION_ENDING].sort()).toEqual(
      [
        'EXPIRED_AUTH_TOKEN',
        'INVALID_USER_1',
        'INVALID_USER_2',
        'INVALID_USER_3',
        'INVALID_USER_4',
        'UNAUTHORIZED',
      ].sort(),
    );
    expect(GONE).toBe('gone');
  });
});
