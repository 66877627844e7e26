import { fromPromise } from 'xstate';
import type { Intent } from '../../../machines/intent';
import type { Provider, QrAnswer, QrEvent } from '../../../machines/qrDeposit';
import type { ApiClient } from '../../api/client';
import { api } from '../../api/contracts';
import { countdownClock } from '../../lib/bankClock';
import { CLOCK_SLACK_MS } from '../../lib/bankTime';

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
