import { readFileSync } from 'node:fs';
import { encode } from 'uqr';
import { giantPng, SLIP_QR, slipPng, slipQr } from '../qrPng';
import { deploy, expect, test, type Page } from './fixtures';
import { demo, home, text, type Lang } from './helpers';

/**
 * A slip checked on the phone (docs/decisions/041-slip-checked-on-the-phone.md): a camera photo of a slip with a real
 * QR is shrunk before it goes (the bytes the request carries, counted as the form is built), read and accepted; a
 * picture without a QR is asked about; the same slip again is refused before a byte is sent. The question and the
 * progress in bytes are photographed at 360 × 740 in th, la and en (test-results/slipCheck-…/<lang>-<screen>.png).
 */

const config = JSON.parse(readFileSync('public/config.json', 'utf8')) as Record<string, unknown>;

const shot = async (page: Page, lang: Lang, name: string) => {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: test.info().outputPath(`${lang}-${name}.png`) });
};

/** A camera photo of a slip made in the page: 3000 × 4000, noisy as a photo, its QR 240 px wide; JPEG 0.92. */
async function slipPhoto(page: Page, qr: string): Promise<Buffer> {
  const m = encode(qr, { ecc: 'M', border: 0 });
  const base64 = await page.evaluate(
    async ({ data, size }) => {
      const [W, H] = [3000, 4000];
      const canvas = new OffscreenCanvas(W, H);
      const g = canvas.getContext('2d')!;
      g.fillStyle = '#6b5a48';
      g.fillRect(0, 0, W, H);
      g.fillStyle = '#f4f4f0';
      g.fillRect(600, 500, 1800, 3000);
      g.fillStyle = '#333';
      g.font = '60px sans-serif';
      for (let i = 0; i < 12; i++) g.fillText('โอนเงินสำเร็จ 250.00 บาท', 680, 1000 + i * 110);
      const px = 240 / size;
      g.fillStyle = '#000';
      for (let y = 0; y < size; y++)
        for (let x = 0; x < size; x++) if (data[y * size + x]) g.fillRect(2080 + x * px, 3180 + y * px, px, px);
      const image = g.getImageData(0, 0, W, H);
      let seed = 12345;
      for (let i = 0; i < image.data.length; i += 4) {
        seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
        const n = ((seed >>> 16) % 41) - 20;
        for (let c = 0; c < 3; c++) image.data[i + c]! += n;
      }
      g.putImageData(image, 0, 0);
      const bytes = new Uint8Array(
        await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 })).arrayBuffer(),
      );
      let s = '';
      for (let i = 0; i < bytes.length; i += 8192) s += String.fromCharCode(...bytes.subarray(i, i + 8192));
      return btoa(s);
    },
    { data: m.data.flat().map(Number), size: m.size },
  );
  return Buffer.from(base64, 'base64');
}

/** Home in `lang` (the language select, whatever it shows now), its deposit dialog open at the slip channel. */
async function slipChannel(page: Page, lang: Lang) {
  const language = new RegExp(`^(${(['th', 'la', 'en'] as Lang[]).map((l) => text(l, 'common.language')).join('|')})$`);
  if (lang !== 'th') await page.getByRole('combobox', { name: language }).selectOption(lang);
  await page.getByRole('button', { name: text(lang, 'home.tile.deposit') }).click();
  const dialog = page.getByRole('dialog', { name: text(lang, 'deposit.title') });
  await dialog.getByRole('button', { name: text(lang, 'deposit.channel.slip'), exact: true }).click();
  return dialog;
}

/** The bytes of each file the page puts in a request's form (the slip's multipart body), counted from now on. */
const countSentBytes = (page: Page) =>
  page.addInitScript(() => {
    const sent: number[] = [];
    (window as unknown as { slipBytes: number[] }).slipBytes = sent;
    const append = FormData.prototype.append;
    FormData.prototype.append = function (this: FormData, ...args: Parameters<FormData['append']>) {
      if (args[1] instanceof Blob) sent.push(args[1].size);
      return append.apply(this, args as never);
    } as FormData['append'];
  });
const sentBytes = (page: Page) => page.evaluate(() => (window as unknown as { slipBytes: number[] }).slipBytes);

test('a slip photo is shrunk, read and accepted; a picture without a QR is asked about; the same slip is refused', async ({
  page,
}) => {
  // A 5 MB photo made, shrunk and read in the page, on a shared 2-core machine.
  test.setTimeout(90_000);
  await countSentBytes(page);
  await home(page, 'th');
  const photo = await slipPhoto(page, SLIP_QR);
  expect(photo.length).toBeGreaterThan(3_000_000);

  for (const lang of ['th', 'la', 'en'] as Lang[]) {
    const t = (key: string, vars: Record<string, string> = {}) => text(lang, key, vars);
    const dialog = await slipChannel(page, lang);
    const file = dialog.getByLabel(t('slip.file'));

    // A slip's photo: shrunk on the phone, its QR read, then sent (held by the bank, so that its progress shows).
    await demo(page, "demo.holdNext('POST', '/api/wallet/slip')");
    const uploads = (await sentBytes(page)).length;
    // In la and en a slip screenshot (a PNG small enough to go as it is), for the screens' words.
    const slip = lang === 'th' ? photo : slipPng(`${SLIP_QR}-${lang}`, { width: 1080, height: 1600 });
    await file.setInputFiles({ name: 'slip-250.jpg', mimeType: 'image/jpeg', buffer: slip });
    await dialog.getByRole('button', { name: t('slip.upload'), exact: true }).click();
    await expect(dialog.getByRole('progressbar')).toBeVisible({ timeout: 15_000 });
    // Opened, shrunk and read in the slip's worker, off the thread that answers the member's taps.
    expect(page.workers().map((w) => w.url())).toContainEqual(expect.stringMatching(/\/slip\.worker-[\w-]+\.js$/));
    // The form is built once the upload's code has loaded: its file's bytes are counted then.
    await expect.poll(async () => (await sentBytes(page)).length).toBe(uploads + 1);
    const [sent] = (await sentBytes(page)).slice(-1);
    // The figures for the record: what the camera made, what went.
    test.info().annotations.push({ type: 'slip bytes', description: `${slip.length} → ${sent}` });
    if (lang === 'th') {
      expect(sent).toBeLessThan(slip.length / 10);
      const from = t('size.MB', { n: (slip.length / 1_048_576).toFixed(1) });
      await expect(dialog.getByText(new RegExp(`${from} → ${t('size.kB', { n: '\\d+' })}`))).toBeVisible();
    } else expect(sent).toBe(slip.length);
    await demo(page, "demo.progressHeld(40, 'POST', '/api/wallet/slip')");
    const kb = (n: number) => t('size.kB', { n: String(Math.max(1, Math.round(n / 1024))) });
    await expect(dialog.getByText(t('slip.uploading', { sent: kb(sent! * 0.4), total: kb(sent!) }))).toBeVisible();
    await shot(page, lang, 'progress');
    await demo(page, "demo.release(false, 'POST', '/api/wallet/slip')");
    await expect(dialog.getByText(/SLIP-/)).toBeVisible();
    await dialog.getByRole('button', { name: t('slip.another') }).click();

    // A picture without a QR: asked about, nothing sent.
    const before = (await sentBytes(page)).length;
    await file.setInputFiles({ name: 'IMG_0042.png', mimeType: 'image/png', buffer: slipPng(null) });
    await dialog.getByRole('button', { name: t('slip.upload'), exact: true }).click();
    const question = dialog.getByRole('group', { name: `${t('slip.noQr.title')} ${t('slip.noQr.body')}` });
    await expect(question.getByRole('button', { name: t('slip.noQr.send') })).toBeVisible();
    await shot(page, lang, 'question');
    await question.getByRole('button', { name: t('slip.chooseAnother') }).click();

    if (lang === 'th') {
      // The same slip again, under another name: refused on the phone, nothing sent.
      await file.setInputFiles({ name: 'IMG_0043.jpg', mimeType: 'image/jpeg', buffer: photo });
      await dialog.getByRole('button', { name: t('slip.upload'), exact: true }).click();
      await expect(dialog.getByRole('alert')).toHaveText(t('errors.SLIP_ALREADY_SENT'));
      await shot(page, lang, 'duplicate');
    }
    expect(await sentBytes(page)).toHaveLength(before);
    await dialog
      .getByRole('button', { name: t('common.close') })
      .first()
      .click();
    await expect(dialog).toBeHidden();
  }
});

test('a 20,000 × 20,000 picture of 48 KB is refused from its header at once, in th and la: never opened, nothing sent', async ({
  page,
}) => {
  await countSentBytes(page);
  await home(page, 'th');
  const giant = giantPng(20_000, 20_000);
  for (const lang of ['th', 'la'] as Lang[]) {
    const t = (key: string) => text(lang, key);
    const dialog = await slipChannel(page, lang);
    await dialog
      .getByLabel(t('slip.file'))
      .setInputFiles({ name: 'IMG_0001.png', mimeType: 'image/png', buffer: giant });
    const tapped = Date.now();
    await dialog.getByRole('button', { name: t('slip.upload'), exact: true }).click();
    // Opened, it would take 1.6 GB and many seconds: its header alone says no, before the picture is drawn.
    await expect(dialog.getByRole('alert')).toHaveText(t('errors.SLIP_TOO_MANY_PIXELS'), { timeout: 3_000 });
    test.info().annotations.push({ type: `${lang}: tap to refusal`, description: `${Date.now() - tapped} ms` });
    await expect(dialog.getByRole('button', { name: t('slip.clear') })).toBeVisible();
    await shot(page, lang, 'too-many-pixels');
    expect(await sentBytes(page)).toEqual([]);
    await dialog
      .getByRole('button', { name: t('common.close') })
      .first()
      .click();
    await expect(dialog).toBeHidden();
  }
});

test('with no signal for the QR reader, the slip is not said to have no QR: the member is told and sends it as it is', async ({
  page,
}) => {
  // The reader's WebAssembly does not come (a phone that lost its signal after the page loaded).
  await page.route('**/*.wasm', (r) => r.abort('internetdisconnected'));
  await home(page, 'th');
  for (const lang of ['th', 'la', 'en'] as Lang[]) {
    const t = (key: string) => text(lang, key);
    const dialog = await slipChannel(page, lang);
    await dialog.getByLabel(t('slip.file')).setInputFiles({
      name: `slip-${lang}.png`,
      mimeType: 'image/png',
      buffer: slipPng(`${SLIP_QR}-offline-${lang}`, { width: 1080, height: 1600 }),
    });
    await dialog.getByRole('button', { name: t('slip.upload'), exact: true }).click();
    const question = dialog.getByRole('group', { name: `${t('errors.SLIP_NOT_CHECKED')} ${t('slip.unchecked')}` });
    await expect(question).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByText(t('slip.noQr.title'))).toHaveCount(0);
    await shot(page, lang, 'unchecked');
    // Sent as it is, on the member's word: the bank has it.
    await question.getByRole('button', { name: t('slip.noQr.send') }).click();
    await expect(dialog.getByText(/SLIP-/)).toBeVisible();
    await dialog
      .getByRole('button', { name: t('common.close') })
      .first()
      .click();
    await expect(dialog).toBeHidden();
  }
});

/** The status table's "view slip" on row `row`: the bank's slip page it opens in a new tab, once it has loaded. */
async function viewSlip(page: Page, lang: Lang, row: number) {
  const status = page.getByRole('dialog', { name: text(lang, 'slip.statusTitle') });
  const popup = page.waitForEvent('popup');
  await status
    .getByRole('row')
    .nth(row + 1)
    .getByRole('button', { name: text(lang, 'slip.view') })
    .click();
  const tab = await popup;
  await tab.waitForURL(/\/demo\/slip\.html\?/);
  return tab;
}

/**
 * The picture a slip page shows: its width as drawn, and the bytes it was made from as the page keeps them (the
 * phone's IndexedDB; the page's own policy lets no script read its picture back over the network).
 */
const shown = (tab: Page, reference: string) =>
  tab.getByRole('img').evaluate(async (img: HTMLImageElement, ref) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const opening = indexedDB.open('wallet.demo.slips');
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(opening.error);
    });
    const blob = await new Promise<Blob>((resolve, reject) => {
      const got = db.transaction('pictures').objectStore('pictures').get(ref);
      got.onsuccess = () => resolve(got.result as Blob);
      got.onerror = () => reject(got.error);
    });
    db.close();
    return { size: blob.size, text: blob.type === 'image/svg+xml' ? await blob.text() : '', w: img.naturalWidth };
  }, reference);

test('"view slip" shows the picture that was sent; a slip the bank has none of is its drawing, in Thai or Lao', async ({
  page,
}) => {
  await home(page, 'th');
  const dialog = await slipChannel(page, 'th');
  const sent = slipPng(slipQr('VIEW0000250', '250.00'), { width: 400, height: 600 });
  await dialog
    .getByLabel(text('th', 'slip.file'))
    .setInputFiles({ name: 'IMG_0425.png', mimeType: 'image/png', buffer: sent });
  await dialog.getByRole('button', { name: text('th', 'slip.upload'), exact: true }).click();
  const reference = (await dialog.getByText(/SLIP-[0-9A-F]{6}/).textContent())!.match(/SLIP-[0-9A-F]{6}/)![0];
  await dialog.getByRole('button', { name: text('th', 'slip.showStatus') }).click();
  // The slip just sent: its own picture, byte for byte, 400 px wide, named by its reference.
  let tab = await viewSlip(page, 'th', 0);
  await expect(tab.getByRole('img', { name: `ภาพสลิป ${reference}` })).toBeVisible();
  expect(await shown(tab, reference)).toMatchObject({ size: sent.length, w: 400 });
  await tab.screenshot({ path: test.info().outputPath('th-view-sent.png') });
  await tab.close();
  // A seeded slip of 500 baht, which no picture came with: the bank's drawing, in Thai.
  tab = await viewSlip(page, 'th', 2);
  await expect(tab.getByRole('img', { name: 'ภาพสลิป SLIP-0002' })).toBeVisible();
  const drawn = (await shown(tab, 'SLIP-0002')).text;
  expect(drawn).toContain('>โอนเงินสำเร็จ<');
  expect(drawn).toContain('>500 บาท<');
  await tab.close();

  // On the Laos site the bank draws it in Lao, without a Thai letter.
  await deploy(page, { ...config, laos: true });
  await home(page, 'la');
  await page.getByRole('button', { name: text('la', 'home.tile.deposit') }).click();
  await page
    .getByRole('dialog', { name: text('la', 'deposit.title') })
    .getByRole('button', { name: text('la', 'deposit.slipStatus') })
    .click();
  tab = await viewSlip(page, 'la', 1);
  await expect(tab.getByRole('img', { name: 'ຮູບສະລິບ SLIP-0002' })).toBeVisible();
  const lao = (await shown(tab, 'SLIP-0002')).text;
  expect(lao).toContain('>ໂອນເງິນສຳເລັດ<');
  expect(lao).toContain('>500 ບາດ<');
  expect(lao).not.toMatch(/[\u0E00-\u0E7F]/);
  await tab.screenshot({ path: test.info().outputPath('la-view-drawn.png') });
});
