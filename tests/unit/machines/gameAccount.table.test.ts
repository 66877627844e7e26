// @vitest-environment node
/**
 * One game account (machines/gameAccount.ts) step by step, as docs/product.md#machine-gameAccount tells it: activate,
 * read the credentials, reset the password, play (the whole wallet moves to the game first when it holds money, then
 * the auto-login link opens) or move the wallet only. The move keeps its key after an unclear answer.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { gameAccountMachine } from '../../../machines/gameAccount';
import { answered, checkTable, checkTags, failed, type Row } from './table';

const creds = { username: 'u1', password: 'p1' };
const open = { key: 'k-open', values: { to: 'pg' }, at: 1 };
const active = (s: string) => ({ active: s });

describe('game account: activate, play, move the wallet', () => {
  const base = {
    code: 'pg',
    startedActive: true,
    walletAmount: 500,
    minimum: 1,
    credentials: creds,
    link: null,
    error: null,
    notice: null,
    intent: null,
  };
  const rows: Row[] = [
    { from: 'inactive', event: { type: 'ACTIVATE' }, to: 'activating', given: { error: 'X' }, then: { error: null } },
    { from: 'activating', event: answered('activate'), to: 'loadingCredentials', runs: ['walletChanged'] },
    {
      from: 'activating',
      event: failed('activate', 'SLOT_ALREADY_ACTIVE'),
      to: 'loadingCredentials',
      runs: ['walletChanged'],
    },
    { from: 'activating', event: failed('activate', 'NO_DATA'), to: 'inactive', then: { error: 'NO_DATA' } },
    {
      from: 'loadingCredentials',
      event: answered('credentials', creds),
      to: active('idle'),
      given: { credentials: null },
      then: { credentials: creds },
    },
    {
      from: 'loadingCredentials',
      event: failed('credentials', 'NO_DATA'),
      to: 'credentialsFailed',
      then: { error: 'NO_DATA' },
    },
    {
      from: 'credentialsFailed',
      event: { type: 'RETRY' },
      to: 'loadingCredentials',
      given: { error: 'X' },
      then: { error: null },
    },
    {
      from: active('idle'),
      event: { type: 'RESET_PASSWORD' },
      to: active('resetting'),
      given: { error: 'X', notice: 'transferred' },
      then: { error: null, notice: null },
    },
    {
      from: active('resetting'),
      event: answered('resetPassword'),
      to: 'loadingCredentials',
      then: { notice: 'passwordReset' },
    },
    {
      from: active('resetting'),
      event: failed('resetPassword', 'NO_DATA'),
      to: active('idle'),
      then: { error: 'NO_DATA' },
    },
    {
      from: active('idle'),
      event: { type: 'PLAY' },
      to: active('movingToPlay'),
      given: { error: 'X', notice: 'transferred' },
      then: { error: null, notice: null, intent: { values: { to: 'pg' } } },
      runs: ['prepareLaunch'],
    },
    {
      from: active('idle'),
      event: { type: 'PLAY' },
      to: active('launching'),
      given: { walletAmount: 0, error: 'X', notice: 'n' },
      then: { error: null, notice: null },
      runs: ['prepareLaunch'],
    },
    { from: active('idle'), event: { type: 'TRANSFER_ONLY' }, to: active('idle'), given: { walletAmount: 0 } },
    // Under the least a move takes (a kip member's 1,000 kip): the bank would refuse it, so play only launches.
    {
      from: active('idle'),
      event: { type: 'PLAY' },
      to: active('launching'),
      given: { walletAmount: 999.5, minimum: 1000 },
      runs: ['prepareLaunch'],
    },
    {
      from: active('idle'),
      event: { type: 'TRANSFER_ONLY' },
      to: active('idle'),
      given: { walletAmount: 999.5, minimum: 1000 },
    },
    {
      from: active('idle'),
      event: { type: 'PLAY' },
      to: active('movingToPlay'),
      given: { walletAmount: 1000, minimum: 1000 },
      runs: ['prepareLaunch'],
    },
    {
      from: active('idle'),
      event: { type: 'TRANSFER_ONLY' },
      to: active('movingOnly'),
      given: { error: 'X', notice: 'n' },
      then: { error: null, notice: null },
    },
    // After an unclear answer the next move resends its key.
    {
      from: active('idle'),
      event: { type: 'TRANSFER_ONLY' },
      to: active('movingOnly'),
      given: { intent: open },
      then: { intent: open },
    },
    {
      from: active('movingToPlay'),
      event: answered('transferAll'),
      to: active('launching'),
      given: { intent: open },
      then: { walletAmount: 0, intent: null, error: null },
    },
    {
      from: active('movingToPlay'),
      event: failed('transferAll', 'TRANSFER_FAIL'),
      to: active('idle'),
      given: { intent: open },
      then: { intent: null, error: 'TRANSFER_FAIL' },
      runs: ['abortLaunch'],
    },
    {
      from: active('movingToPlay'),
      event: failed('transferAll', 'INTERNAL_SERVER_ERROR', false),
      to: active('idle'),
      given: { intent: open },
      then: { intent: open, error: 'OUTCOME_UNKNOWN' },
    },
    {
      from: active('movingOnly'),
      event: answered('transferAll'),
      to: active('idle'),
      given: { intent: open },
      then: { walletAmount: 0, notice: 'transferred', intent: null },
    },
    {
      from: active('movingOnly'),
      event: failed('transferAll', 'INTERNAL_SERVER_ERROR', false),
      to: active('idle'),
      given: { intent: open },
      then: { intent: open, error: 'OUTCOME_UNKNOWN' },
    },
    {
      from: active('launching'),
      event: answered('autoLogin', { link: 'https://game.test/go' }),
      to: active('launched'),
      then: { link: 'https://game.test/go' },
      runs: [{ type: 'launch', params: { link: 'https://game.test/go' } }],
    },
    {
      from: active('launching'),
      event: failed('autoLogin', 'NO_DATA'),
      to: active('idle'),
      then: { error: 'NO_DATA' },
      runs: ['abortLaunch'],
    },
    {
      from: active('launched'),
      event: { type: 'PLAY' },
      to: active('launching'),
      given: { error: 'X' },
      then: { error: null },
      runs: ['prepareLaunch'],
    },
    {
      from: active('launched'),
      event: { type: 'RESET_PASSWORD' },
      to: active('resetting'),
      given: { error: 'X', notice: 'n' },
      then: { error: null, notice: null },
    },
    {
      from: active('launched'),
      event: { type: 'TRANSFER_ONLY' },
      to: active('movingOnly'),
      given: { error: 'X', notice: 'n' },
      then: { error: null, notice: null },
    },
    { from: active('launched'), event: { type: 'TRANSFER_ONLY' }, to: active('launched'), given: { walletAmount: 0 } },
    { from: active('idle'), event: { type: 'WALLET', amount: 42 }, to: active('idle'), then: { walletAmount: 42 } },
  ];
  checkTable(gameAccountMachine, base, rows);
  // The dialog's buttons wait while a call is on its way (busy); the frame opens on a launched link.
  checkTags(gameAccountMachine, base, {
    inactive: ['inactive'],
    activating: ['busy'],
    loadingCredentials: ['busy'],
    credentialsFailed: ['credentialsFailed'],
    'active.idle': ['active'],
    'active.resetting': ['active', 'busy'],
    'active.movingToPlay': ['active', 'busy'],
    'active.movingOnly': ['active', 'busy'],
    'active.launching': ['active', 'busy'],
    'active.launched': ['active', 'launched'],
  });

  it('opens where the account is: inactive, or reading the credentials; with its own open move only', () => {
    const opened = (isActive: boolean, intent: unknown = null) =>
      createActor(gameAccountMachine, {
        input: { code: 'pg', isActive, walletAmount: 5, intent } as never,
      }).getSnapshot();
    expect(opened(false).value).toBe('inactive');
    expect(opened(true).value).toBe('loadingCredentials');
    expect(opened(false, open).context.intent).toBe(open);
    expect(opened(false, { ...open, values: { to: 'joker' } }).context.intent).toBeNull();
    expect(opened(false).context).toMatchObject({
      code: 'pg',
      startedActive: false,
      walletAmount: 5,
      credentials: null,
      link: null,
      error: null,
      notice: null,
    });
  });
});
