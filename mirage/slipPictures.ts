/**
 * The pictures of the members' slips, kept by the demo bank as a bank keeps them: in the phone's IndexedDB, one
 * picture per slip reference, so that "view slip" shows the picture that was sent, across a reload. The bank's slip
 * page (public/demo/slip.html) shows a reference's picture from the same store. A slip the bank has no picture of (a
 * seeded one, or one sent before the store was emptied) gets the bank's own drawing of it, in the site's language and
 * the member's currency. Where IndexedDB is missing or refuses, nothing is kept and the page says so.
 */
import { demoFile, moneySaid, say, type Counted } from './content';
import type { SlipRecord } from './state';

/** The store's names, which public/demo/slip.js reads (tests/unit/mirage/slipPictures.test.ts holds them equal). */
export const SLIP_PICTURES = { db: 'wallet.demo.slips', store: 'pictures', version: 1 } as const;

const idb = (): IDBFactory | null => (typeof indexedDB === 'undefined' ? null : indexedDB);

/** One request of the store, in its own transaction; rejects where IndexedDB is missing or refuses. */
function inStore<T>(mode: IDBTransactionMode, ask: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const factory = idb();
    if (!factory) return reject(new Error('no IndexedDB'));
    const opening = factory.open(SLIP_PICTURES.db, SLIP_PICTURES.version);
    opening.onupgradeneeded = () => opening.result.createObjectStore(SLIP_PICTURES.store);
    opening.onerror = () => reject(opening.error ?? new Error('IndexedDB refused'));
    opening.onsuccess = () => {
      const db = opening.result;
      db.onversionchange = () => db.close();
      const request = ask(db.transaction(SLIP_PICTURES.store, mode).objectStore(SLIP_PICTURES.store));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'));
      request.transaction!.oncomplete = () => db.close();
    };
  });
}

/** How long an upload waits for its picture to be kept, at most (a store held by another tab keeps it waiting). */
const KEEP_WITHIN_MS = 2_000;

/**
 * Keeps the picture sent for the slip `reference`. Never fails nor holds the upload: a picture not kept within 2 s is
 * not kept, and the bank draws the slip when asked for it.
 */
export function keepSlipPicture(reference: string, picture: Blob): Promise<void> {
  if (!idb()) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    inStore('readwrite', (s) => s.put(picture, reference)).catch(() => undefined),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, KEEP_WITHIN_MS))),
  ]).then(() => clearTimeout(timer));
}

/** Empties the store (the demo reset). */
export function forgetSlipPictures(): void {
  idb()?.deleteDatabase(SLIP_PICTURES.db);
}

const escaped = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The bank's drawing of a slip it has no picture of: a transfer's receipt, marked as the demo's own. */
export function drawnSlip(site: { laos: boolean }, member: Counted, slip: SlipRecord): Blob {
  const amount = slip.satang === null ? '' : say(site, moneySaid(member, slip.satang));
  const line = (y: number, size: number, fill: string, text: string) =>
    `<text x="120" y="${y}" font-family="sans-serif" font-size="${size}" text-anchor="middle" fill="${fill}">${escaped(text)}</text>`;
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 360">',
    '<rect width="240" height="360" rx="12" fill="#f8f9fa" stroke="#adb5bd"/>',
    line(60, 20, '#198754', say(site, { th: 'โอนเงินสำเร็จ', la: 'ໂອນເງິນສຳເລັດ' })),
    line(180, 26, '#212529', amount),
    line(290, 12, '#495057', slip.reference),
    line(320, 12, '#6c757d', say(site, { th: 'สลิปตัวอย่างของเดโม', la: 'ສະລິບຕົວຢ່າງຂອງເດໂມ' })),
    '</svg>',
  ].join('');
  return new Blob([svg], { type: 'image/svg+xml' });
}

/**
 * The address of a slip's picture: the bank's slip page for its reference, in the site's language; a slip without a
 * kept picture gets the bank's drawing of it kept first.
 */
export async function slipPictureUrl(site: { laos: boolean }, member: Counted, slip: SlipRecord): Promise<string> {
  const kept = await inStore('readonly', (s) => s.count(slip.reference)).catch(() => null);
  if (kept === 0) await keepSlipPicture(slip.reference, drawnSlip(site, member, slip));
  const query = new URLSearchParams({ ref: slip.reference, lang: site.laos ? 'la' : 'th' });
  return demoFile(`slip.html?${query.toString()}`);
}
