// @vitest-environment node
/**
 * Keys are made per actor and per intent, never per module: two visits to the same screen in one page's life (two
 * actors of one machine) send two different keys. The bug this holds down: a key written in a machine's static
 * context was made once when the module loaded, so a second spin replayed the first (coins 5 → 4 after two spins).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyStateMachine } from 'xstate';
import { claimMachine } from '../../../machines/claim';
import type { Intent } from '../../../machines/intent';
import { promotionMachine } from '../../../machines/promotion';
import { couponClaimMachine, spinMachine } from '../../../machines/spin';

/** One visit: a new actor, one money action sent to the end; answers the key it sent. */
type Visit = () => Promise<string>;

function visit(machine: AnyStateMachine, actorName: string, events: Array<{ type: string }>, done: string): Visit {
  return async () => {
    const keys: string[] = [];
    const actor = createActor(
      machine.provide({
        actors: {
          [actorName]: fromPromise(async ({ input }: { input: { intent: Intent } }) => {
            keys.push(input.intent.key);
            return actorName === 'spin' ? { code: 'A', label: 'A', remainingCoin: 0 } : null;
          }),
          load: fromPromise(async () => ({ wheel: { name: 'w', slices: [] }, coin: 5 })),
          check: fromPromise(async () => ({ amount: 10, blocked: false })),
          find: fromPromise(async () => ({ code: 'P', percentFail: 0, description: '' })),
        },
        delays: { debounce: 0 },
      }),
      { input: {} },
    ).start();
    await waitFor(actor, (s) => !['loading', 'checking'].includes(String(s.value)));
    for (const e of events) {
      actor.send(e);
      await new Promise((r) => setTimeout(r, 0));
    }
    await waitFor(actor, (s) => s.matches(done), { timeout: 2000 });
    actor.stop();
    expect(keys).toHaveLength(1);
    return keys[0]!;
  };
}

const VISITS: Record<string, Visit> = {
  spin: visit(spinMachine, 'spin', [{ type: 'SPIN' }], 'stopping'),
  'coupon claim': visit(
    couponClaimMachine,
    'claim',
    [{ type: 'CHOOSE', coupon: { _id: 'c1', label: 'A' } } as never, { type: 'CONFIRM' }],
    'claimed',
  ),
  'refund or invite bonus': visit(claimMachine, 'receive', [{ type: 'RECEIVE' }, { type: 'CONFIRM' }], 'received'),
  promotion: visit(
    promotionMachine,
    'activate',
    [{ type: 'TYPE', value: 'p' } as never, { type: 'SEARCH' }, { type: 'RECEIVE' }],
    'received',
  ),
};

describe.each(Object.entries(VISITS))('%s', (_name, once) => {
  it('a second visit in the same page sends a new key', async () => {
    const first = await once();
    const second = await once();
    expect(first).toMatch(/\S{8,}/);
    expect(second).not.toBe(first);
  });
});
