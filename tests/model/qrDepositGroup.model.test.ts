import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromCallback, sendParent, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { qrDepositMachine, type Provider } from '../../machines/qrDeposit';
import { qrDepositGroupMachine, type QrGroupInput } from '../../machines/qrDepositGroup';
import { qrActors } from '../../src/features/deposit/actors';
import { setup } from '../unit/mirage/helpers';
import { publish } from './publish';
import { describePath } from './runner';

type GroupEvent = { type: 'QR_CREATED'; provider: Provider };

const INPUT: QrGroupInput = {
  providers: [
    { provider: 'KBANK', minimum: 0 },
    { provider: 'WW', minimum: 100 },
    { provider: 'ZPAY', minimum: 10 },
  ],
  now: 0,
};
/** The group has one state; what differs is which provider made a QR last, so the model keys on that event. */
const paths = getShortestPaths(qrDepositGroupMachine, {
  input: INPUT,
  events: INPUT.providers.map((p): GroupEvent => ({ type: 'QR_CREATED', provider: p.provider })),
  serializeState: (_s, e) => JSON.stringify((e as GroupEvent | undefined)?.provider ?? null),
});

let t: ReturnType<typeof setup>;
beforeEach(async () => {
  t = setup();
  await t.loginAs();
});
afterEach(() => t.demo.shutdown());

describe('QR group model: a QR made for each provider, against Mirage', () => {
  it('has a path for each provider making a QR', () => {
    expect(paths.map((p) => describePath(p)).sort()).toEqual(['QR_CREATED', 'QR_CREATED', 'QR_CREATED', 'initial']);
  });

  it.each(paths.map((p) => [`${describePath(p)} ${JSON.stringify(p.steps.at(-1)!.event)}`, p] as const))(
    '%s',
    async (_n, path) => {
      const group = createActor(
        qrDepositGroupMachine.provide({
          actors: {
            provider: qrDepositMachine.provide({
              actors: {
                // The page's monotonic clock stands at 1,000,000 ms when the answers come.
                ...qrActors(
                  t.client,
                  () => t.demo.controls.now(),
                  () => 1_000_000,
                ),
                clock: fromCallback(() => () => {}),
              },
              actions: { created: sendParent(({ context }) => ({ type: 'QR_CREATED', provider: context.provider })) },
            }),
          },
        }),
        { input: { ...INPUT, now: t.demo.controls.now() } },
      ).start();
      const refs = group.getSnapshot().context.refs;
      await Promise.all(Object.values(refs).map((r) => waitFor(r!, (s) => s.matches('none'))));
      const event = path.steps.at(-1)!.event as GroupEvent | { type: 'xstate.init' };
      if (event.type === 'QR_CREATED') {
        // The provider makes a real QR (which sends QR_CREATED); every other provider reloads, the maker does not.
        const reloaded = new Set<string>();
        for (const [p, r] of Object.entries(refs)) r!.subscribe((s) => s.matches('loading') && reloaded.add(p));
        const maker = refs[event.provider]!;
        maker.send({ type: 'AMOUNT', value: '100' });
        maker.send({ type: 'CREATE' });
        await waitFor(maker, (s) => s.matches('shown'), { timeout: 5000 });
        // The demo bank's QR lives 5 minutes from its answer, on the monotonic clock.
        expect(maker.getSnapshot().context.qr!.expiresAt).toBe(1_000_000 + 5 * 60 * 1000);
        const others = INPUT.providers.map((p) => p.provider).filter((p) => p !== event.provider);
        await Promise.all(
          others.map((p) => waitFor(refs[p]!, (s) => reloaded.has(p) && !s.matches('loading'), { timeout: 5000 })),
        );
        expect([...reloaded].sort()).toEqual(others.sort());
      }
      group.stop();
    },
  );
});

publish('qrDepositGroup', 'three providers', qrDepositGroupMachine, paths, { input: INPUT });
