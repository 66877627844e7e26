// @vitest-environment node
/**
 * The QR amount field (machines/qrDeposit.ts) reads its text with the one amount reader (machines/validation.ts), as
 * transfer and withdraw do: what the Create button allows, what the field says under it and what the QR is asked for.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Intent } from '../../../machines/intent';
import { canCreate, qrAmountError, qrDepositMachine, type Provider, type QrAnswer } from '../../../machines/qrDeposit';

const none: QrAnswer = { qrcodeId: null, hasQrcode: false, qrcode: null, amount: null, expireIn: null, message: null };
const ones = '1'.repeat(100_000);
const shown = (typed: string) => (typed.length > 30 ? `${typed.slice(0, 5)}… (${typed.length} characters)` : typed);

describe('the QR amount: Create only for a text that reads as an amount of at least max(1, minimum)', () => {
  // [as typed, the provider's minimum, Create enabled, the message under the field (null: none)]
  const table: Array<[string, number, boolean, string | null]> = [
    ['', 0, false, null],
    ['  ', 10, false, null],
    ['100', 0, true, null],
    [' 50 ', 10, true, null],
    ['๑๐๐', 100, true, null],
    ['໑໐໐', 100, true, null],
    ['1,000.50', 100, true, null],
    ['1', 0, true, null],
    ['0.5', 0, false, 'deposit.qr.minimum'],
    ['99.99', 100, false, 'deposit.qr.minimum'],
    ['1e21', 0, false, 'amountRefused.exponent'],
    ['1e2', 0, false, 'amountRefused.exponent'],
    ['-100', 0, false, 'amountRefused.sign'],
    ['+5', 0, false, 'amountRefused.sign'],
    ['100บาท', 0, false, 'amountRefused.characters'],
    ['1,00', 0, false, 'amountRefused.format'],
    ['10.005', 0, false, 'amountRefused.decimals'],
    [ones, 0, false, 'amountRefused.tooLong'],
    ['0', 0, false, 'amountRefused.zero'],
  ];
  it.each(table.map(([typed, minimum, create, says]) => ({ name: shown(typed), typed, minimum, create, says })))(
    '$name (minimum $minimum): Create $create, says $says',
    ({ typed, minimum, create, says }) => {
      expect(canCreate(typed, minimum)).toBe(create);
      expect(qrAmountError(typed, minimum)).toBe(says);
    },
  );
});

describe('the QR machine keeps the text as typed and asks for the amount it reads as', () => {
  const start = () => {
    const asked: number[] = [];
    const actor = createActor(
      qrDepositMachine.provide({
        actors: {
          current: fromPromise(async () => none),
          create: fromPromise<QrAnswer, { provider: Provider; amount: number; intent: Intent }>(async ({ input }) => {
            asked.push(input.amount);
            return none;
          }),
        },
      }),
      { input: { provider: 'KBANK', minimum: 0, now: 0 } },
    ).start();
    return { actor, asked };
  };

  it.each(['1e21', '-100', ones, '1,00'])('%s stays in the field as typed, and Create does nothing', async (typed) => {
    const { actor, asked } = start();
    await waitFor(actor, (s) => s.matches('none'));
    actor.send({ type: 'AMOUNT', value: typed });
    expect(actor.getSnapshot().context.amount).toBe(typed);
    actor.send({ type: 'CREATE' });
    expect(actor.getSnapshot().value).toBe('none');
    expect(asked).toEqual([]);
    actor.stop();
  });

  it('๑๐๐ stays ๑๐๐ in the field and asks for a 100 baht QR', async () => {
    const { actor, asked } = start();
    await waitFor(actor, (s) => s.matches('none'));
    actor.send({ type: 'AMOUNT', value: '๑๐๐' });
    expect(actor.getSnapshot().context.amount).toBe('๑๐๐');
    actor.send({ type: 'CREATE' });
    await waitFor(actor, (s) => s.matches('none') && asked.length === 1);
    expect(asked).toEqual([100]);
    actor.stop();
  });
});
