/**
 * The slip made ready in a worker (src/features/slip/offThread.ts): the worker's answers turned back into the page's
 * own outcomes (the picture, too many pixels, a reader that did not download), one worker for every slip, and the page
 * doing the work itself where the phone has no such worker or the worker's code did not come.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FromSlipWorker, ToSlipWorker } from '../../../src/features/slip/slip.worker';

type Answer = (m: ToSlipWorker) => Omit<FromSlipWorker, 'id'> | 'lost';
let answer: Answer;
const made: FakeWorker[] = [];
class FakeWorker {
  onmessage: ((e: { data: FromSlipWorker }) => void) | null = null;
  onerror: ((e: { message: string; preventDefault(): void }) => void) | null = null;
  terminated = false;
  constructor(readonly url: string) {
    made.push(this);
  }
  postMessage(m: ToSlipWorker) {
    queueMicrotask(() => {
      const a = answer(m);
      if (a === 'lost') this.onerror?.({ message: 'slip.worker.js: no answer', preventDefault: () => {} });
      else this.onmessage?.({ data: { id: m.id, ...a } as FromSlipWorker });
    });
  }
  terminate() {
    this.terminated = true;
  }
}

const photo = new File([new Uint8Array(8)], 'IMG_0042.jpg', { type: 'image/jpeg' });
const small = new File([new Uint8Array(4)], 'IMG_0042.jpg', { type: 'image/jpeg' });
const onPage = vi.fn(async (file: Blob) => ({ upload: file, qr: 'on the page' }));
const load = async () => {
  vi.resetModules();
  return Promise.all([import('../../../src/features/slip/offThread'), import('../../../src/features/slip/prepare')]);
};

beforeEach(() => {
  made.length = 0;
  onPage.mockClear();
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('OffscreenCanvas', class {});
});
afterEach(() => vi.unstubAllGlobals());

describe('a slip made ready off the page', () => {
  it('the worker answers each slip: the picture and its QR, too many pixels, or a reader that did not come', async () => {
    const [{ prepareOffThread }, { SlipNotChecked, SlipTooBig }] = await load();
    answer = ({ file }) =>
      file.size === 8
        ? { prepared: { upload: small, qr: 'QR 250' } }
        : file.size === 1
          ? { tooBig: { width: 20_000, height: 20_000 } }
          : { unchecked: small };
    expect(await prepareOffThread(photo, onPage)).toEqual({ upload: small, qr: 'QR 250' });
    const giant = await prepareOffThread(new File(['x'], 'giant.png'), onPage).catch((e: unknown) => e);
    expect(giant).toBeInstanceOf(SlipTooBig);
    expect(giant).toMatchObject({ refused: 'SLIP_TOO_MANY_PIXELS', size: { width: 20_000, height: 20_000 } });
    const unchecked = await prepareOffThread(new File(['xy'], 'slip.png'), onPage).catch((e: unknown) => e);
    expect(unchecked).toBeInstanceOf(SlipNotChecked);
    expect((unchecked as InstanceType<typeof SlipNotChecked>).upload).toBe(small);
    // One worker for all three, and nothing done on the page.
    expect(made).toHaveLength(1);
    expect(made[0]!.url).toMatch(/slip\.worker/);
    expect(onPage).not.toHaveBeenCalled();
  });

  it('a worker whose code did not come: the page makes the slip ready itself, and the next slip tries a new worker', async () => {
    const [{ prepareOffThread }] = await load();
    answer = () => 'lost';
    expect(await prepareOffThread(photo, onPage)).toEqual({ upload: photo, qr: 'on the page' });
    expect(made[0]!.terminated).toBe(true);
    answer = () => ({ prepared: { upload: small, qr: 'QR 250' } });
    expect(await prepareOffThread(photo, onPage)).toEqual({ upload: small, qr: 'QR 250' });
    expect(made).toHaveLength(2);
    expect(onPage).toHaveBeenCalledTimes(1);
  });

  it('a phone without OffscreenCanvas (no worker can draw there): made ready on the page, no worker started', async () => {
    vi.stubGlobal('OffscreenCanvas', undefined);
    const [{ prepareOffThread }] = await load();
    expect(await prepareOffThread(photo, onPage)).toEqual({ upload: photo, qr: 'on the page' });
    expect(made).toHaveLength(0);
  });
});
