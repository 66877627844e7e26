import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { Awaited, Credit } from '../../../machines/depositWatch';
import type { Intent } from '../../../machines/intent';
import type { Provider, QrAnswer, QrEvent } from '../../../machines/qrDeposit';
import type { ApiClient } from '../../api/client';
import { api } from '../../api/contracts';
import { countdownClock } from '../../lib/bankClock';
import { CLOCK_SLACK_MS } from '../../lib/bankTime';
import { bonusPaidWith, statementReference, statusKind } from '../../lib/statement';
import { moneyMoved, WALLET_KEY } from '../../services/queries';

/**
 * The QR machine's effects on the API client. A QR counts down on `clock`, the page's monotonic clock (services'
 * `monotonic`: performance.now(), which setting the phone's date never moves): each answer says when it came, on that
 * clock and on the bank's (`now`, the services' bank clock, which has just read the answer's Date header), so that the
 * QR shows the time the bank gave it, whatever the phone's clock says.
 */
export function qrActors(client: ApiClient, now: () => number, clock: () => number = () => performance.now()) {
  const heard = (answer: QrAnswer): QrAnswer => ({ ...answer, heard: { bank: now(), clock: clock() } });
  return {
    clock: countdownClock<QrEvent>(clock, now, { type: 'REFRESH' }, CLOCK_SLACK_MS),
    current: fromPromise(async ({ input }: { input: { provider: Provider } }) =>
      heard(await client.call(api.qrcode.get, { params: { provider: input.provider } })),
    ),
    create: fromPromise(async ({ input }: { input: { provider: Provider; amount: number; intent: Intent } }) =>
      heard(
        await client.call(api.qrcode.create, {
          params: { provider: input.provider },
          body: { amount: input.amount },
          intent: input.intent,
        }),
      ),
    ),
    cancel: fromPromise(async ({ input }: { input: { qrcodeId: string } }) => {
      await client.call(api.qrcode.cancel, { params: { qrcodeId: input.qrcodeId } });
    }),
  };
}

/** How far before the member's action a deposit entry may be dated and still be theirs (the bank's clock may differ). */
const ENTRY_SLACK_MS = 60_000;

/**
 * One look for the credit: the wallet read again (home shows it at once); when it holds more than before, the newest
 * successful deposit in the statement since the action says how much and by what (the difference, by the awaited
 * channel, when the statement has none yet). With no baseline (a watch found again on the phone), only that deposit.
 */
export const checkCredit =
  (client: ApiClient, queryClient: QueryClient) =>
  async (awaited: Awaited): Promise<Credit | null> => {
    const wallet = await client.call(api.wallet.get);
    queryClient.setQueryData(WALLET_KEY, wallet);
    const balance = wallet.wallet.amount;
    const { baseline } = awaited;
    if (baseline !== null && balance <= baseline) return null;
    const { statements } = await client
      .call(api.statement.list, { body: { page: 1, limit: 10 } })
      .catch(() => ({ statements: [] }));
    const at = statements.findIndex(
      (e) =>
        e.statementType === 'deposit' &&
        statusKind(e.status) === 'success' &&
        Date.parse(e.createdAt) >= awaited.since - ENTRY_SLACK_MS,
    );
    const entry = statements[at];
    if (!entry && baseline === null) return null;
    moneyMoved(queryClient, { balance });
    return entry
      ? {
          amount: entry.amount,
          channel: entry.from,
          at: Date.parse(entry.createdAt),
          balance,
          reference: statementReference(entry),
          bonus: bonusPaidWith(statements, at),
        }
      : { amount: balance - baseline!, channel: awaited.channel, at: Date.now(), balance };
  };
