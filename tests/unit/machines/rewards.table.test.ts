// @vitest-environment node
/**
 * Receiving a loss refund or the invite bonus (machines/claim.ts) and a promotion code (machines/promotion.ts), step by
 * step as docs/product.md#machine-claim and #calls-rewards tell them; an unclear answer keeps the intent (its key) for
 * the retry.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { claimMachine } from '../../../machines/claim';
import { promotionMachine } from '../../../machines/promotion';
import { answered, at, checkTable, checkTags, failed, type Row } from './table';

const open = { key: 'k-open', values: {}, at: 1 };
const lost = failed('receive', 'INTERNAL_SERVER_ERROR', false);

describe('claim: what waits, then received once', () => {
  const base = { check: null, error: null, intent: null, confirmed: false, receivedAt: null };
  const ready = { check: { amount: 75, blocked: false } };
  const rows: Row[] = [
    {
      from: 'checking',
      event: answered('check', { amount: 0, blocked: false }),
      to: 'nothing',
      then: { check: { amount: 0, blocked: false } },
    },
    { from: 'checking', event: answered('check', { amount: 0, blocked: true }), to: 'nothing' },
    {
      from: 'checking',
      event: answered('check', { amount: 75, blocked: true }),
      to: 'blocked',
      then: { check: { amount: 75, blocked: true } },
    },
    {
      from: 'checking',
      event: answered('check', { amount: 75, blocked: false }),
      to: 'ready',
      then: { check: { amount: 75, blocked: false } },
    },
    {
      from: 'checking',
      event: answered('check', { amount: 0.01, blocked: false }),
      to: 'ready',
      then: { check: { amount: 0.01, blocked: false } },
    },
    {
      from: 'checking',
      event: failed('check', 'INTERNAL_SERVER_ERROR'),
      to: 'checkFailed',
      then: { error: 'INTERNAL_SERVER_ERROR' },
    },
    { from: 'checkFailed', event: { type: 'RETRY' }, to: 'checking', given: { error: 'X' }, then: { error: null } },
    {
      from: 'ready',
      event: { type: 'RECEIVE' },
      to: 'confirming',
      given: { ...ready, error: 'X' },
      then: { error: null },
    },
    // Where opening the view was the confirm (the invite bonus's dialog), a receive is sent at once.
    {
      from: 'ready',
      event: { type: 'RECEIVE' },
      to: 'receiving',
      given: { ...ready, confirmed: true, error: 'X' },
      then: { error: null },
    },
    { from: 'confirming', event: { type: 'DISMISS' }, to: 'ready', given: ready },
    { from: 'confirming', event: { type: 'CONFIRM' }, to: 'receiving', given: ready },
    // The same receive after an unclear answer resends its key.
    {
      from: 'confirming',
      event: { type: 'CONFIRM' },
      to: 'receiving',
      given: { ...ready, intent: open },
      then: { intent: open },
    },
    {
      from: 'receiving',
      event: answered('receive'),
      to: 'received',
      given: { intent: open },
      then: { intent: null },
      runs: ['received'],
    },
    {
      from: 'receiving',
      event: failed('receive', 'BONUS_REMAINING'),
      to: 'ready',
      given: { intent: open },
      then: { intent: null, error: 'BONUS_REMAINING' },
      runs: [{ type: 'refused', params: { code: 'BONUS_REMAINING' } }],
    },
    {
      from: 'receiving',
      event: lost,
      to: 'ready',
      given: { intent: open },
      then: { intent: open },
      runs: [{ type: 'refused', params: { code: 'OUTCOME_UNKNOWN' } }],
    },
    { from: 'nothing', event: { type: 'RECEIVE' }, to: 'nothing' },
    { from: 'blocked', event: { type: 'RECEIVE' }, to: 'blocked' },
    { from: 'ready', event: { type: 'CONFIRM' }, to: 'ready', given: ready },
  ];
  checkTable(claimMachine, base, rows);
  checkTags(claimMachine, base, {
    checking: ['checking'],
    checkFailed: ['checkFailed'],
    nothing: ['nothing'],
    blocked: ['blocked'],
    ready: ['ready'],
    confirming: ['confirming'],
    receiving: ['receiving'],
    received: ['received'],
  });

  it('starts checking with the receive an earlier visit left open; received is the end', () => {
    const started = (input?: unknown) => createActor(claimMachine, { input } as never).getSnapshot();
    expect(started({ intent: open }).context).toEqual({
      check: null,
      error: null,
      intent: open,
      confirmed: false,
      receivedAt: null,
      reference: null,
    });
    expect(started().context).toEqual({
      check: null,
      error: null,
      intent: null,
      confirmed: false,
      receivedAt: null,
      reference: null,
    });
    expect(started({ confirmed: true }).context.confirmed).toBe(true);
    expect(at(claimMachine, 'received', base).status).toBe('done');
  });
});

describe('promotion: a code typed, found, received once', () => {
  const base = { code: '', promotion: null, error: null, intent: null, reference: null };
  const promo = { code: 'WELCOME', percentFail: 0, description: 'd' };
  const rows: Row[] = [
    {
      from: 'idle',
      event: { type: 'TYPE', value: 'welcome ' },
      to: 'idle',
      given: { error: 'X' },
      then: { code: 'WELCOME ', error: null },
    },
    { from: 'idle', event: { type: 'SEARCH' }, to: 'idle', given: { code: '   ' } },
    {
      from: 'idle',
      event: { type: 'SEARCH' },
      to: 'searching',
      given: { code: ' welcome ', error: 'X' },
      then: { code: 'WELCOME', error: null },
    },
    {
      from: 'searching',
      event: answered('find', promo),
      to: 'found',
      given: { code: 'WELCOME' },
      then: { promotion: promo },
    },
    { from: 'searching', event: answered('find', null), to: 'notFound', given: { code: 'NOPE' } },
    {
      from: 'searching',
      event: failed('find', 'NO_DATA'),
      to: 'idle',
      given: { code: 'X' },
      then: { error: 'NO_DATA' },
    },
    {
      from: 'found',
      event: { type: 'RECEIVE' },
      to: 'receiving',
      given: { promotion: promo, error: 'X' },
      then: { error: null },
    },
    {
      from: 'found',
      event: { type: 'CLOSE' },
      to: 'idle',
      given: { promotion: promo, error: 'X' },
      then: { promotion: null, error: null },
    },
    {
      from: 'receiving',
      event: answered('activate'),
      to: 'received',
      given: { promotion: promo, intent: open },
      // Its reference: the short form of the key it was sent with (docs/product.md#references).
      then: { intent: null, reference: 'KOPEN' },
    },
    {
      from: 'receiving',
      event: failed('activate', 'BONUS_REMAINING'),
      to: 'found',
      given: { promotion: promo, intent: open },
      then: { intent: null, error: 'BONUS_REMAINING' },
    },
    {
      from: 'receiving',
      event: failed('activate', 'INTERNAL_SERVER_ERROR', false),
      to: 'found',
      given: { promotion: promo, intent: open },
      then: { intent: open, error: 'OUTCOME_UNKNOWN' },
    },
    {
      from: 'received',
      event: { type: 'CLOSE' },
      to: 'idle',
      given: { code: 'WELCOME', promotion: promo, reference: 'KOPEN' },
      then: { code: '', promotion: null, reference: null },
    },
    { from: 'notFound', event: { type: 'CLOSE' }, to: 'idle', given: { code: 'NOPE' } },
    // The same code after an unclear answer keeps its key; another code is another intent.
    {
      from: 'found',
      event: { type: 'RECEIVE' },
      to: 'receiving',
      given: { promotion: promo, intent: { key: 'k-w', values: { code: 'WELCOME' }, at: 1 } },
      then: { intent: { key: 'k-w', values: { code: 'WELCOME' }, at: 1 } },
    },
  ];
  checkTable(promotionMachine, base, rows);
  checkTags(promotionMachine, base, {
    idle: ['idle'],
    searching: ['searching'],
    found: ['found'],
    receiving: ['receiving'],
    received: ['received'],
    notFound: ['notFound'],
  });

  it('starts with no code, and the activation an earlier visit left open', () => {
    const started = (input?: unknown) => createActor(promotionMachine, { input } as never).getSnapshot().context;
    expect(started({ intent: open })).toEqual({
      code: '',
      promotion: null,
      error: null,
      intent: open,
      reference: null,
      receivedAt: null,
    });
    expect(started().intent).toBeNull();
  });
});
