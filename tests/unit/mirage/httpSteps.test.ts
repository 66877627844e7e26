// @vitest-environment node
/**
 * The demo bank's way of answering a call (mirage/http.ts), one step at a time: an armed failure, a terminated
 * service, the call's arrival (its member and its idempotency key), the same key again, and the call carried out.
 */
import type { Request } from 'miragejs';
import { describe, expect, it, vi } from 'vitest';
import type { Runtime } from '../../../mirage/http';
import { fail } from '../../../mirage/rules/errors';
import { seed } from '../../../mirage/seed';
import type { FailRule } from '../../../mirage/state';
import { again, armedRefusal, arrival, carriedOut, terminatedService } from '../../../mirage/steps';
import { api } from '../../../src/api/contracts';

const NOW = Date.parse('2026-11-28T09:00:00Z');
const runtime = (): Runtime => ({ state: seed(NOW), now: () => NOW, save: vi.fn() });
const request = (url: string, headers: Record<string, string> = {}, body = '{}') =>
  ({ url, requestHeaders: headers, requestBody: body, params: {} }) as unknown as Request;
const answerOf = async (r: unknown) => {
  const res = (await r) as { code: number; data: unknown };
  const text = (d: string) => {
    try {
      return JSON.parse(d || 'null') as unknown;
    } catch {
      return d;
    }
  };
  return { status: res.code, body: typeof res.data === 'string' ? text(res.data) : res.data };
};
const transfer = api.wallet.transfer;
/** A money call arriving, with its key, before the steps 4 and 5 see it. */
const call = (rt: Runtime, storeKey: string | null) =>
  ({
    rt,
    ep: transfer,
    method: 'POST',
    path: transfer.path,
    request: request(transfer.path),
    now: NOW,
    member: null,
    storeKey,
    injected: null,
  }) as const;

describe('step 1: a failure armed for the call', () => {
  const rule: FailRule = { method: 'POST', path: '/api/wallet/transfer', code: 'MONEY_NOT_ENOUGH', status: 403 };

  it('is answered before anything runs, once', async () => {
    const rt = runtime();
    rt.state.failures = [rule];
    expect(await answerOf(armedRefusal(rt, rule, {}))).toEqual({ status: 403, body: { message: 'MONEY_NOT_ENOUGH' } });
    expect(rt.state.failures).toEqual([]);
  });

  it('stays armed when it fails every call, and is left to a route that plays it out', () => {
    const rt = runtime();
    const every = { ...rule, every: true };
    rt.state.failures = [every];
    expect(armedRefusal(rt, every, {})).toBeDefined();
    expect(rt.state.failures).toEqual([every]);
    expect(armedRefusal(rt, rule, { plays: ['MONEY_NOT_ENOUGH'] })).toBeUndefined();
    expect(armedRefusal(rt, null, {})).toBeUndefined();
  });
});

describe('step 2: a terminated service', () => {
  it('answers every call gone (410), and its status check 200 with terminated: gone', async () => {
    const state = seed(NOW);
    expect(terminatedService(state, '/api/wallet/transfer')).toBeUndefined();
    state.scenarios = ['terminated'];
    expect(await answerOf(terminatedService(state, '/api/wallet/transfer'))).toEqual({
      status: 410,
      body: { message: 'gone' },
    });
    expect(await answerOf(terminatedService(state, '/api/lookup/active'))).toEqual({
      status: 200,
      body: { terminated: 'gone' },
    });
  });
});

describe('step 3: the arrival', () => {
  it('keeps a guest’s money call under its key alone, and a read under none', () => {
    const rt = runtime();
    const guest = arrival(rt, api.auth.login, 'POST', '/api/login', request('/api/login'), null);
    expect([guest.member, guest.storeKey, guest.now]).toEqual([null, null, NOW]);
    const keyed = arrival(
      rt,
      api.chat.send,
      'POST',
      api.chat.send.path,
      request('/x', { 'idempotency-key': 'k1' }),
      null,
    );
    expect(keyed.storeKey).toBe(`guest|POST ${api.chat.send.path}|k1`);
  });

  it('refuses a member call without a valid token: UNAUTHORIZED', () => {
    expect(() =>
      arrival(runtime(), transfer, 'POST', transfer.path, request(transfer.path, { Authorization: 'Bearer no' }), null),
    ).toThrow(expect.objectContaining({ code: 'UNAUTHORIZED' }));
  });
});

describe('step 4: the same key again', () => {
  it('answers the first answer again; joins one still running; otherwise goes on', async () => {
    const rt = runtime();
    expect(again(call(rt, null))).toBeUndefined();
    expect(again(call(rt, 'm|POST /x|k'))).toBeUndefined();
    rt.state.idempotency['m|POST /x|k'] = { status: 200, body: { success: true }, at: NOW };
    expect(await answerOf(again(call(rt, 'm|POST /x|k')))).toEqual({ status: 200, body: { success: true } });
    rt.inflight = new Map([['m|POST /x|k2', Promise.resolve({ status: 403, body: { message: 'X' }, at: NOW })]]);
    expect(await answerOf(again(call(rt, 'm|POST /x|k2')))).toEqual({ status: 403, body: { message: 'X' } });
  });
});

describe('step 5: the call carried out', () => {
  it('keeps an answer and a refusal that proves what happened under the key, never a 5xx', async () => {
    const rt = runtime();
    expect(await answerOf(carriedOut(call(rt, 'a'), () => ({ success: true })))).toEqual({
      status: 200,
      body: { success: true },
    });
    await answerOf(carriedOut(call(rt, 'b'), () => fail('MONEY_NOT_ENOUGH', 403)));
    await answerOf(carriedOut(call(rt, 'c'), () => fail('INTERNAL_SERVER_ERROR', 500)));
    expect(Object.keys(rt.state.idempotency).sort()).toEqual(['a', 'b']);
    expect(rt.state.idempotency.b).toMatchObject({ status: 403, body: { message: 'MONEY_NOT_ENOUGH' } });
  });

  it('a handler that answers later is joined while it runs, and let go once it settled', async () => {
    const rt = runtime();
    let settle!: (v: unknown) => void;
    const answered = carriedOut(call(rt, 'k'), () => new Promise((r) => (settle = r)));
    expect(rt.inflight?.has('k')).toBe(true);
    settle({ success: true });
    expect(await answerOf(answered)).toEqual({ status: 200, body: { success: true } });
    expect(rt.inflight?.has('k')).toBe(false);
  });

  it('an armed loss gives the phone a gateway page while the bank keeps its answer', async () => {
    const rt = runtime();
    rt.losses = [{ method: 'POST', path: transfer.path, how: '502 page' }];
    const phone = await answerOf(carriedOut(call(rt, 'k'), () => ({ success: true })));
    expect(phone.status).toBe(502);
    expect(rt.state.idempotency.k).toMatchObject({ status: 200, body: { success: true } });
    expect(rt.losses).toEqual([]);
  });
});
