import type { Intent } from '../../../machines/intent';
import type { ApiClient } from '../../api/client';
import { api } from '../../api/contracts';
import { encryptGiftLink } from '../../lib/crypto';

/**
 * How a gift link is sent: the link never leaves the browser in clear; it goes out joined to the wallet name and
 * encrypted with the deployment's public key.
 */
export const sendGiftLink =
  (client: ApiClient, walletAccountName: string, publicKeyPem: string) =>
  async (request: { link: string }, intent: Intent) => {
    const link = await encryptGiftLink(request.link, walletAccountName, publicKeyPem);
    return client.call(api.wallet.truelink, { body: { link }, intent });
  };
