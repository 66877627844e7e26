/** The demo bank's slip pictures: its own drawing of a slip in the site's language, and the page that shows them. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { drawnSlip, SLIP_PICTURES } from '../../../mirage/slipPictures';
import type { SlipRecord } from '../../../mirage/state';

const slip = (satang: number | null): SlipRecord => ({
  memberId: 'm1',
  reference: 'SLIP-0002',
  createdAt: '2026-12-04T10:00:00.000Z',
  satang,
  status: 'SUCCESS',
  note: null,
  link: null,
});

describe('the bank draws a slip it has no picture of', () => {
  it('in Thai on a Thai site, for a baht member', async () => {
    const svg = await drawnSlip({ laos: false }, { currency: null }, slip(50_000)).text();
    expect(svg).toContain('>โอนเงินสำเร็จ<');
    expect(svg).toContain('>500 บาท<');
    expect(svg).toContain('>SLIP-0002<');
    expect(svg).not.toMatch(/[\u0E80-\u0EFF]/);
  });
  it('in Lao on a Laos site, in kip for a kip member, with no Thai letter', async () => {
    const svg = await drawnSlip({ laos: true }, { currency: 'LAK' }, slip(50_000_000)).text();
    expect(svg).toContain('>ໂອນເງິນສຳເລັດ<');
    expect(svg).toContain('>500,000 ກີບ<');
    expect(svg).not.toMatch(/[\u0E00-\u0E7F]/);
  });
  it('without an amount where the bank knows none, and as an SVG picture', async () => {
    const picture = drawnSlip({ laos: false }, { currency: null }, slip(null));
    expect(picture.type).toBe('image/svg+xml');
    expect(await picture.text()).not.toContain('บาท');
  });
});

it("the slip page reads the bank's store by its names", () => {
  const page = readFileSync('public/demo/slip.js', 'utf8');
  expect(SLIP_PICTURES).toEqual({ db: 'wallet.demo.slips', store: 'pictures', version: 1 });
  expect(page).toContain("indexedDB.open('wallet.demo.slips', 1)");
  expect(page).toContain(".objectStore('pictures')");
});
