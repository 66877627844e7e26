/** Invite bonus and loss refund claims of the demo bank, through real HTTP calls of the API client. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keyed } from '../../keyed';
import { PERSONAS, api, failure, setup } from './helpers';

let t: ReturnType<typeof setup>;
beforeEach(async () => {
  t = setup();
  await t.loginAs();
});
afterEach(() => t.demo.shutdown());

const wallet = async () => Math.round((await t.fresh.call(api.wallet.get)).wallet.amount * 100);
const statements = async () => (await t.fresh.call(api.statement.list, { body: { page: 1, limit: 100 } })).statements;
const refunds = (page = 1) => t.fresh.call(api.refund.list, { body: { page, limit: 10 } });

describe('refund', () => {
  it('checks, then credits exactly the waiting refund once, with a history row and a bonus entry', async () => {
    expect(await t.fresh.call(api.refund.check)).toMatchObject({
      result: true,
      bonus: false,
      refundAmount: 123.45,
      refundSuccess: 70,
      refundFail: 30,
    });
    const before = await wallet();
    const history = await refunds();
    expect([history.total, history.refunds.length]).toEqual([12, 10]);
    expect((await refunds(2)).refunds).toHaveLength(2);
    expect(await t.fresh.call(api.refund.addWallet, { intent: keyed('r1') })).toEqual({ message: 'SUCCESS' });
    expect(await t.fresh.call(api.refund.addWallet, { intent: keyed('r1') })).toEqual({ message: 'SUCCESS' });
    expect(await wallet()).toBe(before + 12_345);
    expect((await refunds()).refunds[0]).toEqual({
      refundAmount: 123.45,
      createdAt: new Date(t.clock.t).toISOString(),
    });
    expect((await refunds()).total).toBe(13);
    expect((await statements())[0]).toMatchObject({ statementType: 'bonus', from: 'REFUND', amount: 123.45 });
    expect(await failure(t.fresh.call(api.refund.addWallet))).toEqual({ code: 'NO_REFUND', status: 403 });
    expect(await t.fresh.call(api.refund.check)).toMatchObject({ result: false, refundAmount: 0 });
    expect(await wallet()).toBe(before + 12_345);
  });

  it('is refused while a bonus runs, below the minimum and when switched off, moving nothing', async () => {
    const before = await wallet();
    await t.fresh.call(api.bonus.activate, { params: { code: 'WEEKLY5' } });
    expect((await t.fresh.call(api.refund.check)).bonus).toBe(true);
    expect(await failure(t.fresh.call(api.refund.addWallet))).toEqual({ code: 'REFUND_CONDITION', status: 403 });
    t.demo.controls.scenario('refundOff');
    expect(await failure(t.fresh.call(api.refund.receive))).toEqual({ code: 'REFUND_INACTIVE', status: 403 });
    expect(await wallet()).toBe(before);
    t.demo.controls.scenario('default');
    await t.loginAs(PERSONAS.newcomer);
    expect(await failure(t.fresh.call(api.refund.addWallet))).toEqual({ code: 'REFUND_MINIMUM', status: 403 });
  });

  it('a member without refunds has an empty history', async () => {
    await t.loginAs(PERSONAS.bonus);
    expect(await refunds()).toEqual({ total: 0, refunds: [] });
    expect(await failure(t.fresh.call(api.refund.addWallet))).toEqual({ code: 'NO_REFUND', status: 403 });
  });
});

describe('invite', () => {
  it('pages 13 invitees 10 at a time, newest first', async () => {
    const first = await t.fresh.call(api.invite.list, { body: { page: 1, limit: 10 } });
    expect([first.total, first.invites.length, first.invites[0]!.from.name]).toEqual([13, 10, 'Kanya Newcomer']);
    expect(
      (await t.fresh.call(api.invite.list, { body: { page: 2, limit: 10 } })).invites.map((i) => i.from.name),
    ).toEqual(['Noi Weekend', 'Keng Daily', 'Pim First']);
  });

  it('credits the invite bonus once and answers its amount', async () => {
    const before = await wallet();
    expect(await t.fresh.call(api.invite.bonus)).toEqual({ message: 'SUCCESS', amount: 75 });
    expect(await wallet()).toBe(before + 7_500);
    expect(await failure(t.fresh.call(api.invite.bonus))).toEqual({ code: 'NO_INVITE_BONUS', status: 403 });
  });

  it('refuses when invitees never played, when switched off, and moves nothing', async () => {
    t.demo.controls.scenario('inviteOff');
    expect(await failure(t.fresh.call(api.invite.bonus))).toEqual({ code: 'INVITE_INACTIVE', status: 403 });
    t.demo.controls.scenario('default');
    await t.loginAs(PERSONAS.newcomer);
    const before = await wallet();
    expect(await failure(t.fresh.call(api.invite.bonus))).toEqual({ code: 'NO_INVITEE_PLAY_INFO', status: 403 });
    expect(await wallet()).toBe(before);
  });

  it('has banners, and none in the noBanners scenario', async () => {
    expect((await t.fresh.call(api.invite.banners)).banners.length).toBeGreaterThan(0);
    t.demo.controls.scenario('noBanners');
    expect(await t.fresh.call(api.refund.banners)).toEqual({ banners: [] });
  });
});
