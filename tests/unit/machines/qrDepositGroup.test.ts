// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, sendParent, waitFor } from 'xstate';
import { qrDepositMachine, type Provider, type QrAnswer } from '../../../machines/qrDeposit';
import { qrDepositGroupMachine } from '../../../machines/qrDepositGroup';

const none: QrAnswer = { qrcodeId: null, hasQrcode: false, qrcode: null, amount: null, expireIn: null, message: null };

describe('QR list: a QR made for one provider refreshes the other providers', () => {
  it('asks the others for their current QR again, and not the one that made it', async () => {
    const asked: Provider[] = [];
    const group = createActor(
      qrDepositGroupMachine.provide({
        actors: {
          provider: qrDepositMachine.provide({
            actors: {
              current: fromPromise(async ({ input }: { input: { provider: Provider } }) => {
                asked.push(input.provider);
                return none;
              }),
              create: fromPromise(async (): Promise<QrAnswer> => ({
                ...none,
                qrcodeId: 'q',
                hasQrcode: true,
                qrcode: '<img>',
                amount: 100,
                expireIn: '2099-01-01T00:00:00Z',
              })),
              clock: fromCallback(() => () => {}),
            },
            actions: { created: sendParent(({ context }) => ({ type: 'QR_CREATED', provider: context.provider })) },
          }),
        },
      }),
      {
        input: {
          providers: [
            { provider: 'KBANK', minimum: 0 },
            { provider: 'WW', minimum: 100 },
            { provider: 'ZPAY', minimum: 10 },
          ],
          now: 0,
        },
      },
    ).start();
    const { KBANK, WW, ZPAY } = group.getSnapshot().context.refs;
    await Promise.all([KBANK!, WW!, ZPAY!].map((r) => waitFor(r, (s) => s.matches('none'))));
    expect(asked.sort()).toEqual(['KBANK', 'WW', 'ZPAY']);
    asked.length = 0;
    KBANK!.send({ type: 'AMOUNT', value: '100' });
    KBANK!.send({ type: 'CREATE' });
    await waitFor(KBANK!, (s) => s.matches('shown'));
    await Promise.all([WW!, ZPAY!].map((r) => waitFor(r, (s) => s.matches('none'))));
    expect(asked.sort()).toEqual(['WW', 'ZPAY']);
  });
});
