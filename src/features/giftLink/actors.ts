import type { Intent } from '../../../machines/intent';
import type { ApiClient } from '../../api/client';
import { api } from '../../api/contracts';
import { encryptGiftLink } from '../../lib/crypto';

/**
 * How a gift link is sent: the link never leaves the browser in clear; it goes out joined to the wallet name and
 * encrypted with the deployment's public key. The request (the intent kept on the phone) is only the link's
 * fingerprint: the link is read from the form.
 */
export const sendGiftLink =
  (client: ApiClient, walletAccountName: string, publicKeyPem: string) =>
  async (_request: { linkPrint: string }, intent: Intent, values: Record<string, string>) => {
    const link = await encryptGiftLink((values.link ?? '').trim(), walletAccountName, publicKeyPem);
    return client.call(api.wallet.truelink, { body: { link }, intent });
  };
