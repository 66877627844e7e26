/**
 * The slip made ready off the page's main thread (prepare.ts `prepareSlip`): its header measured, the picture opened,
 * shrunk and its QR read here, so that the page keeps answering the member while a camera's photo is read
 * (offThread.ts asks, one slip at a time).
 */
import type { SlipFile } from '../../../machines/slipFile';
import { prepareSlip, SlipNotChecked, SlipTooBig, type PictureSize, type PreparedSlip } from './prepare';

export interface ToSlipWorker {
  id: number;
  file: SlipFile;
}
/** The slip made ready, or why not: too many pixels, a reader that did not download, or another failure. */
export type FromSlipWorker =
  | { id: number; prepared: PreparedSlip }
  | { id: number; tooBig: PictureSize }
  | { id: number; unchecked: SlipFile }
  | { id: number; failed: string };

const scope = self as unknown as { onmessage: ((e: MessageEvent<ToSlipWorker>) => void) | null } & {
  postMessage(m: FromSlipWorker): void;
};

scope.onmessage = ({ data: { id, file } }) => {
  prepareSlip(file).then(
    (prepared) => scope.postMessage({ id, prepared }),
    (e: unknown) =>
      scope.postMessage(
        e instanceof SlipTooBig
          ? { id, tooBig: e.size }
          : e instanceof SlipNotChecked
            ? { id, unchecked: e.upload }
            : { id, failed: String(e) },
      ),
  );
};
