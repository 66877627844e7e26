import { fromPromise } from 'xstate';
import type { SlipFile } from '../../../machines/slipFile';
import { slipUploader, type ReadSlip } from '../../../machines/slipUpload';
import type { ApiClient } from '../../api/client';
import { api } from '../../api/contracts';
import { prepareOffThread } from './offThread';
import type { PreparedSlip } from './prepare';
import { slipKey } from './sentSlips';

/**
 * The slip upload's effects: the picture made ready on the phone, off the page's thread (offThread.ts: measured,
 * shrunk, its QR read: its key is the QR's fingerprint), then sent with its progress (the client's multipart upload).
 */
export function slipActors(
  client: ApiClient,
  prepare: (file: SlipFile) => Promise<PreparedSlip> = (file) => prepareOffThread(file),
) {
  return {
    read: fromPromise<ReadSlip, { file: SlipFile }>(async ({ input }) => {
      const { upload, qr } = await prepare(input.file);
      return { upload, slip: qr === null ? null : slipKey(qr) };
    }),
    upload: slipUploader(({ file, intent }, { onProgress, signal }) =>
      client.upload(api.wallet.slip, { file, intent, onProgress, signal }),
    ),
  };
}
