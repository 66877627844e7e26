import { fromPromise } from 'xstate';
import type { Intent } from '../../../machines/intent';
import type { Provider, QrEvent } from '../../../machines/qrDeposit';
import type { ApiClient } from '../../api/client';
import { api } from '../../api/contracts';
import { bankClock } from '../../lib/bankClock';

/** The QR machine's effects on the API client. */
export function qrActors(client: ApiClient, now: () => number) {
  return {
    clock: bankClock<QrEvent>(now),
    current: fromPromise(({ input }: { input: { provider: Provider } }) =>
      client.call(api.qrcode.get, { params: { provider: input.provider } }),
    ),
    create: fromPromise(({ input }: { input: { provider: Provider; amount: number; intent: Intent } }) =>
      client.call(api.qrcode.create, {
        params: { provider: input.provider },
        body: { amount: input.amount },
        intent: input.intent,
      }),
    ),
    cancel: fromPromise(async ({ input }: { input: { qrcodeId: string } }) => {
      await client.call(api.qrcode.cancel, { params: { qrcodeId: input.qrcodeId } });
    }),
  };
}
