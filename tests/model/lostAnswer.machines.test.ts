/**
 * Every money machine with the app's own actors against the demo bank, the answer of its money call lost once
 * (demo.loseNext: the bank carries it out, the phone gets a 502 page): the machine says the outcome is unknown, the
 * member does the same thing again, and the screen ends where a success leaves it while the bank moved exactly once.
 * A retry that started a new intent would be refused (the reward is gone) or move twice (a coin, a QR): the
 * expectations are the seed's numbers (README's personas) and the spec's states, not read from the machines.
 */
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import { bonusMachine } from '../../machines/bonus';
import { claimMachine } from '../../machines/claim';
import { gameAccountMachine } from '../../machines/gameAccount';
import { OUTCOME_UNKNOWN } from '../../machines/intent';
import { promotionMachine } from '../../machines/promotion';
import { qrDepositMachine } from '../../machines/qrDeposit';
import { couponClaimMachine, spinMachine } from '../../machines/spin';
import type { AnyEndpoint } from '../../src/api/contracts';
import { bonusActors, promotionActors } from '../../src/features/bonus/actors';
import { bonusInfoOf } from '../../src/features/bonus/queries';
import { qrActors } from '../../src/features/deposit/actors';
import { gameAccountActors } from '../../src/features/gameAccount/actors';
import { inviteClaimActors } from '../../src/features/invite/actors';
import { refundActors } from '../../src/features/refund/actors';
import { couponClaimActors, spinActors } from '../../src/features/spin/actors';
import { api, setup } from '../unit/mirage/helpers';

let t: ReturnType<typeof setup>;
afterEach(() => t.demo.shutdown());

const cents = (n: number) => Math.round(n * 100);
const wallet = async () => cents((await t.client.call(api.wallet.get)).wallet.amount);
const settled = (a: AnyActorRef, ...states: string[]) =>
  waitFor(a, (s) => states.some((st) => s.matches(st)), { timeout: 5000 });
const lose = (ep: AnyEndpoint) => t.demo.controls.loseNext(ep.method, ep.path, '502 page');

describe('a lost answer, then the same action again: one move, and the screen shows the success', () => {
  it('spin: one coin for the two taps, and the wheel lands', async () => {
    t = setup();
    await t.loginAs();
    const coins = async () => (await t.client.call(api.spin.setup)).result.userCoin;
    const before = await coins();
    const a = createActor(spinMachine.provide({ actors: spinActors(t.client, new QueryClient()) }), {
      input: {},
    }).start();
    await settled(a, 'idle');
    lose(api.spin.spin);
    a.send({ type: 'SPIN' });
    await settled(a, 'halting');
    expect(a.getSnapshot().context.error).toBe(OUTCOME_UNKNOWN);
    a.send({ type: 'STOPPED' });
    await settled(a, 'idle');
    a.send({ type: 'SPIN' });
    await settled(a, 'stopping');
    expect(a.getSnapshot().context.result).not.toBeNull();
    expect(await coins()).toBe(before - 1);
  });

  it('coupon claim: the coupon is claimed once and the claim shows as claimed', async () => {
    t = setup();
    await t.loginAs();
    const list = async () => (await t.client.call(api.spin.coupons)).coupons;
    const [coupon] = await list();
    const count = (await list()).length;
    const a = createActor(couponClaimMachine.provide({ actors: couponClaimActors(t.client) }), { input: {} }).start();
    const claim = async () => {
      a.send({ type: 'CHOOSE', coupon: { _id: coupon!._id, label: 'x', amount: 1 } });
      a.send({ type: 'CONFIRM' });
      await settled(a, 'claimed', 'failed');
    };
    lose(api.spin.claim);
    await claim();
    expect(a.getSnapshot().context.error).toBe(OUTCOME_UNKNOWN);
    a.send({ type: 'CLOSE' });
    await claim();
    expect(a.getSnapshot().value).toBe('claimed');
    expect((await list()).length).toBe(count - 1);
  });

  it.each([
    ['refund of 123.45', 12_345, api.refund.addWallet, () => refundActors(t.client, new QueryClient())],
    ['invite bonus of 75', 7_500, api.invite.bonus, () => inviteClaimActors(t.client)],
  ] as const)('%s: received once, and the dialog says received', async (_n, amount, ep, actors) => {
    t = setup();
    await t.loginAs();
    const before = await wallet();
    const a = createActor(claimMachine.provide({ actors: actors() }), { input: {} }).start();
    await settled(a, 'ready');
    lose(ep);
    a.send({ type: 'RECEIVE' });
    a.send({ type: 'CONFIRM' });
    await settled(a, 'ready', 'received');
    expect(a.getSnapshot().context.error).toBe(OUTCOME_UNKNOWN);
    // Dismissing the confirm leaves what waits waiting: the receive button is there again.
    a.send({ type: 'RECEIVE' });
    a.send({ type: 'DISMISS' });
    expect(a.getSnapshot().value).toBe('ready');
    a.send({ type: 'RECEIVE' });
    a.send({ type: 'CONFIRM' });
    await settled(a, 'received', 'ready');
    expect(a.getSnapshot().value).toBe('received');
    expect(await wallet()).toBe(before + amount);
  });

  it('promotion PROMO50: 50 baht once, and the dialog says received', async () => {
    t = setup();
    await t.loginAs();
    const before = await wallet();
    const a = createActor(promotionMachine.provide({ actors: promotionActors(t.client) }), { input: {} }).start();
    a.send({ type: 'TYPE', value: 'promo50' });
    a.send({ type: 'SEARCH' });
    await settled(a, 'found');
    lose(api.promotion.activate);
    a.send({ type: 'RECEIVE' });
    await settled(a, 'found', 'received');
    expect(a.getSnapshot().context.error).toBe(OUTCOME_UNKNOWN);
    a.send({ type: 'RECEIVE' });
    await settled(a, 'received', 'found');
    expect(a.getSnapshot().value).toBe('received');
    expect(await wallet()).toBe(before + 5_000);
  });

  it('bonus WEEKLY5: activated once, and the card shows it running', async () => {
    t = setup();
    await t.loginAs();
    const { bonuses } = await t.client.call(api.bonus.list);
    const weekly = bonuses.find((b) => b.code === 'WEEKLY5')!;
    const a = createActor(bonusMachine.provide({ actors: bonusActors(t.client, () => t.clock.t) }), {
      input: { bonus: bonusInfoOf(weekly), activeCode: null, now: t.clock.t },
    }).start();
    lose(api.bonus.activate);
    a.send({ type: 'RECEIVE' });
    await settled(a, 'available', 'active');
    expect(a.getSnapshot().context.error).toBe(OUTCOME_UNKNOWN);
    a.send({ type: 'RECEIVE' });
    await settled(a, 'active', 'available');
    expect(a.getSnapshot().value).toBe('active');
    const after = (await t.client.call(api.bonus.list)).bonuses.find((b) => b.code === 'WEEKLY5')!;
    expect(after.userBonus?.received).toHaveLength((weekly.userBonus?.received.length ?? 0) + 1);
  });

  it('play with 1,500 in the wallet: moved to pg once, and the move says done', async () => {
    t = setup();
    await t.loginAs();
    const pg = async () => cents((await t.client.call(api.wallet.get)).slots.find((s) => s.code === 'pg')!.amount);
    const [w0, pg0] = [await wallet(), await pg()];
    const a = createActor(gameAccountMachine.provide({ actors: gameAccountActors(t.client) }), {
      input: { code: 'pg', isActive: true, walletAmount: w0 / 100, minimum: 1 },
    }).start();
    await waitFor(a, (s) => s.matches({ active: 'idle' }), { timeout: 5000 });
    lose(api.wallet.transferAll);
    a.send({ type: 'TRANSFER_ONLY' });
    await waitFor(a, (s) => s.matches({ active: 'idle' }), { timeout: 5000 });
    expect(a.getSnapshot().context.error).toBe(OUTCOME_UNKNOWN);
    a.send({ type: 'TRANSFER_ONLY' });
    await waitFor(a, (s) => s.matches({ active: 'idle' }) && s.context.error === null, { timeout: 5000 });
    expect(a.getSnapshot().context.notice).toBe('transferred');
    expect([await wallet(), await pg()]).toEqual([0, pg0 + w0]);
  });

  it('QR of 100 by KBANK: one QR made, and it is shown', async () => {
    t = setup();
    await t.loginAs();
    const a = createActor(qrDepositMachine.provide({ actors: qrActors(t.client, () => t.clock.t) }), {
      input: { provider: 'KBANK', minimum: 0, now: t.clock.t },
    }).start();
    await settled(a, 'none');
    a.send({ type: 'AMOUNT', value: '100' });
    lose(api.qrcode.create);
    a.send({ type: 'CREATE' });
    await settled(a, 'none', 'shown');
    expect(a.getSnapshot().context.error).toBe(OUTCOME_UNKNOWN);
    const made = (await t.client.call(api.qrcode.get, { params: { provider: 'KBANK' } })).qrcodeId;
    expect(made).toBeTruthy();
    a.send({ type: 'CREATE' });
    await settled(a, 'shown', 'none');
    expect(a.getSnapshot().context.qr?.qrcodeId).toBe(made);
  });
});
