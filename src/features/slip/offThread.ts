/**
 * The slip made ready in a worker (slip.worker.ts), so that opening, shrinking and reading a camera's photo never
 * freezes the page: before, a 12-megapixel photo held the page's thread for 198 ms in one task on a laptop, several
 * times that on a cheap phone (docs/security.md, finding 10b). Where the phone has no worker that can draw (no OffscreenCanvas), or the worker's code did not come,
 * the slip is made ready on the page as before.
 */
import type { SlipFile } from '../../../machines/slipFile';
import { prepareSlip, SlipNotChecked, SlipTooBig, type PreparedSlip } from './prepare';
import type { FromSlipWorker, ToSlipWorker } from './slip.worker';
import workerFile from './slip.worker.ts?worker&url';

/** The worker's address, the one script URL the `slip` Trusted Types policy lets through. */
const workerUrl = new URL(workerFile, import.meta.url).href;
let policy: { createScriptURL(url: string): unknown } | undefined;

interface Asked {
  resolve: (p: PreparedSlip) => void;
  reject: (e: unknown) => void;
}
/** The worker did not start or stopped (its code did not come): the slip is made ready on the page instead. */
class WorkerLost extends Error {}

let worker: Worker | null = null;
let next = 0;
const asked = new Map<number, Asked>();

function startWorker(): Worker {
  policy ??= window.trustedTypes?.createPolicy('slip', {
    createScriptURL: (u: string) => {
      if (u !== workerUrl) throw new TypeError(`not the slip's worker: ${u}`);
      return u;
    },
  });
  const w = new Worker((policy ? policy.createScriptURL(workerUrl) : workerUrl) as string, { type: 'module' });
  w.onmessage = ({ data }: MessageEvent<FromSlipWorker>) => {
    const a = asked.get(data.id);
    if (!a) return;
    asked.delete(data.id);
    if ('prepared' in data) a.resolve(data.prepared);
    else if ('tooBig' in data) a.reject(new SlipTooBig(data.tooBig));
    else if ('unchecked' in data) a.reject(new SlipNotChecked(data.unchecked));
    else a.reject(new Error(data.failed));
  };
  // Its code did not come (no signal), or it broke: each open ask goes to the page; the next slip starts a new one.
  w.onerror = (e) => {
    e.preventDefault();
    w.terminate();
    if (worker === w) worker = null;
    for (const a of asked.values()) a.reject(new WorkerLost(e.message));
    asked.clear();
  };
  return w;
}

const canWork = () => typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined';

/** `prepareSlip` in the worker where the phone has one, else (or when it is lost) on the page. */
export async function prepareOffThread(file: SlipFile, onPage = prepareSlip): Promise<PreparedSlip> {
  if (!canWork()) return onPage(file);
  try {
    worker ??= startWorker();
    const id = next++;
    const w = worker;
    return await new Promise<PreparedSlip>((resolve, reject) => {
      asked.set(id, { resolve, reject });
      w.postMessage({ id, file } satisfies ToSlipWorker);
    });
  } catch (e) {
    if (e instanceof WorkerLost || e instanceof TypeError) return onPage(file);
    throw e;
  }
}
