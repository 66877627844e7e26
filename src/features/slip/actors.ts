import { slipUploader } from '../../../machines/slipUpload';
import type { ApiClient } from '../../api/client';
import { api } from '../../api/contracts';

/** The slip upload's effect: the file sent with its progress (the client's multipart upload). */
export function slipActors(client: ApiClient) {
  return {
    upload: slipUploader(({ file, intent }, { onProgress, signal }) =>
      client.upload(api.wallet.slip, { file, intent, onProgress, signal }),
    ),
  };
}
