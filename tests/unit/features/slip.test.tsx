import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import th from '../../../locales/th.json';
import { SlipStatusDialog } from '../../../src/features/slip/SlipStatusDialog';
import { SlipUpload } from '../../../src/features/slip/SlipUpload';
import { PNG_HEADER, slipQr } from '../../qrPng';
import { renderMember, type Member } from './renderMember';

/** A table cell's value, without the column name a phone shows beside it (aria-hidden, src/ui/DataTable.tsx). */
const valueOf = (cell: HTMLElement) => cell.querySelector('.cell-value')?.textContent ?? null;

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]));
/** A slip's picture with its QR (here the text after `QR:` in its bytes: jsdom cannot decode a picture). */
const png = (name: string, qr: string | null = `qr-${name}`) =>
  new File([PNG_HEADER, qr === null ? '' : `QR:${qr} `, new Uint8Array(4096)], name, { type: 'image/png' });

/** A picture that says `NOREADER`: the phone's QR reader did not download (src/lib/readQr.ts throws then). */
vi.mock('../../../src/lib/readQr', async () => {
  const { readQrOfText } = await import('../../qrPng');
  return {
    readQr: async (image: Blob) => {
      if ((await image.text()).includes('NOREADER')) throw new Error('zxing_reader.wasm: no answer');
      return readQrOfText(image);
    },
  };
});
/** A user who picks "All files" in the file picker: the input's accept does not filter. */
const user = () => userEvent.setup({ applyAccept: false });

/** The upload and the status dialog as the deposit dialog mounts them. */
function SlipChannel() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <SlipUpload onShowStatus={() => setOpen(true)} />
      <SlipStatusDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

let m: Member;
afterEach(() => m.stop());

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('SlipUpload', () => {
  it('shows the 1-hour rule and the daily closing window from the slip lookup', async () => {
    m = await renderMember(<SlipUpload onShowStatus={() => {}} />);
    expect(screen.getByText(th.slip.within1Hour)).toBeInTheDocument();
    // The form comes with the closing line, never before it: nothing moves under a finger about to tap.
    expect(screen.queryByLabelText(th.slip.file)).toBeNull();
    await screen.findByLabelText(th.slip.file);
    expect(screen.getByText(fill(th.slip.closingWindow, { from: '23:30', to: '00:30' }))).toBeInTheDocument();
  });

  it('refuses a non-image file with the translated SLIP_INVALID_FILE and sends nothing', async () => {
    m = await renderMember(<SlipUpload onShowStatus={() => {}} />);
    const upload = vi.spyOn(m.services.client, 'upload');
    const before = m.demo.state().slips.length;
    const u = user();
    await u.click(await screen.findByRole('button', { name: th.slip.upload }));
    expect(screen.getByRole('alert')).toHaveTextContent(th.errors.SLIP_NO_FILE);
    await u.upload(
      screen.getByLabelText(th.slip.file),
      new File(['%PDF-1.4'], 'slip.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(th.errors.SLIP_INVALID_FILE);
    expect(screen.getByLabelText(th.slip.file)).toHaveAttribute('aria-invalid', 'true');
    await u.click(screen.getByRole('button', { name: th.slip.upload }));
    expect(screen.getByRole('alert')).toHaveTextContent(th.errors.SLIP_INVALID_FILE);
    expect(upload).not.toHaveBeenCalled();
    expect(m.demo.state().slips).toHaveLength(before);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('uploads a PNG with a progress bar, then shows the success text and opens the status table with the new slip', async () => {
    m = await renderMember(<SlipChannel />);
    // Some latency, so that the bar is on screen while the bytes go out (pretender reports progress every 50 ms).
    m.demo.server.timing = 400;
    const u = user();
    const input = await screen.findByLabelText(th.slip.file);
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(screen.getByText(th.slip.types)).toBeInTheDocument();
    await u.upload(input, png('slip-250.png', slipQr('UNIT0000250', '250.00')));
    expect(screen.queryByRole('alert')).toBeNull();
    await u.click(screen.getByRole('button', { name: th.slip.upload }));
    const bar = await screen.findByRole('progressbar');
    expect(bar).toHaveAttribute('max', '100');
    expect(screen.getByLabelText(th.slip.file)).toBeDisabled();
    expect(screen.getByRole('button', { name: th.common.wait })).toBeDisabled();
    await waitFor(() => expect(Number(screen.getByRole('progressbar').getAttribute('value'))).toBeGreaterThan(0));
    // The progress in bytes of what goes up (jsdom cannot shrink: the 4 KB picture as it is).
    const kb = (n: string) => fill(th.size.kB, { n });
    expect(screen.getByLabelText(new RegExp(`^กำลังอัปโหลด… ${kb('\\d')} จาก ${kb('4')}$`))).toBe(
      screen.getByRole('progressbar'),
    );

    const reference = m.demo.state().slips[0]!.reference;
    expect(
      await screen.findByText('อัปโหลดสลิปแล้ว ระบบกำลังตรวจสอบ ติดตามสถานะได้ที่รายการสลิป', {}, { timeout: 3000 }),
    ).toBeVisible();
    // Its reference, whole, with a copy button, as in the slip list.
    expect(screen.getByTestId('reference')).toHaveTextContent(reference);
    expect(screen.getByRole('button', { name: 'คัดลอก เลขอ้างอิง' })).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(m.demo.state().slips[0]).toMatchObject({ reference, status: 'IN_PROGRESS', fileName: 'slip-250.png' });

    m.demo.server.timing = 0;
    await u.click(screen.getByRole('button', { name: th.slip.showStatus }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(rows()[0]).toHaveTextContent(th.slip.status.inProgress);
    expect(valueOf(within(rows()[0]!).getAllByRole('cell')[1]!)).toBe('-');

    // The demo bank decides 4 s later by the slip's QR: 250 baht, success.
    m.advance(5_000);
    await u.click(screen.getByRole('button', { name: th.slip.refresh }));
    await waitFor(() => expect(rows()[0]).toHaveTextContent(th.slip.status.success));
    expect(valueOf(within(rows()[0]!).getAllByRole('cell')[1]!)).toBe('250.00');
  });

  it('shows the server refusal SLIP_UPLOAD_FAIL and uploads again with a new Idempotency-Key', async () => {
    m = await renderMember(<SlipUpload onShowStatus={() => {}} />);
    m.demo.controls.failNext('POST', '/api/wallet/slip', 'SLIP_UPLOAD_FAIL');
    const upload = vi.spyOn(m.services.client, 'upload');
    const u = user();
    await u.upload(await screen.findByLabelText(th.slip.file), png('slip.png'));
    await u.click(screen.getByRole('button', { name: th.slip.upload }));
    expect(await screen.findByRole('alert')).toHaveTextContent(th.errors.SLIP_UPLOAD_FAIL);
    await u.click(screen.getByRole('button', { name: th.slip.upload }));
    expect(await screen.findByRole('button', { name: th.slip.showStatus })).toBeInTheDocument();
    const keys = upload.mock.calls.map(([, o]) => o.intent?.key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('asks about a picture without a QR before sending it: "choose another" sends nothing, "send anyway" sends it', async () => {
    m = await renderMember(<SlipUpload onShowStatus={() => {}} />);
    const upload = vi.spyOn(m.services.client, 'upload');
    const u = user();
    const input = await screen.findByLabelText(th.slip.file);
    await u.upload(input, png('IMG_0042.png', null));
    await u.click(screen.getByRole('button', { name: th.slip.upload }));
    const question = await screen.findByRole('group', { name: `${th.slip.noQr.title} ${th.slip.noQr.body}` });
    await u.click(within(question).getByRole('button', { name: th.slip.chooseAnother }));
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByLabelText(th.slip.file)).toHaveValue('');
    expect(upload).not.toHaveBeenCalled();

    await u.upload(input, png('IMG_0042.png', null));
    await u.click(screen.getByRole('button', { name: th.slip.upload }));
    await u.click(await screen.findByRole('button', { name: th.slip.noQr.send }));
    expect(await screen.findByRole('button', { name: th.slip.showStatus })).toBeInTheDocument();
    expect(upload).toHaveBeenCalledTimes(1);
    expect(m.demo.state().slips[0]).toMatchObject({ fileName: 'IMG_0042.png', status: 'IN_PROGRESS' });
  });

  it('says so when the phone could not look for a QR (its reader did not download), and sends it only if asked', async () => {
    m = await renderMember(<SlipUpload onShowStatus={() => {}} />);
    const upload = vi.spyOn(m.services.client, 'upload');
    const u = user();
    await u.upload(
      await screen.findByLabelText(th.slip.file),
      new File([PNG_HEADER, 'NOREADER', new Uint8Array(4096)], 'slip-250.png', { type: 'image/png' }),
    );
    await u.click(screen.getByRole('button', { name: th.slip.upload }));
    // Not "no QR code found": nothing was looked at. One message, in the question, no banner above it.
    const question = await screen.findByRole('group', { name: `${th.errors.SLIP_NOT_CHECKED} ${th.slip.unchecked}` });
    expect(screen.queryByText(th.slip.noQr.title)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    // The picture is not wrong: the field is not marked so.
    expect(screen.getByLabelText(th.slip.file)).not.toHaveAttribute('aria-invalid');
    expect(upload).not.toHaveBeenCalled();
    await u.click(within(question).getByRole('button', { name: th.slip.noQr.send }));
    expect(await screen.findByRole('button', { name: th.slip.showStatus })).toBeInTheDocument();
    expect(upload).toHaveBeenCalledTimes(1);
    expect(m.demo.state().slips[0]).toMatchObject({ fileName: 'slip-250.png', status: 'IN_PROGRESS' });
  });

  it('refuses a slip this member already sent, on the phone, after a reload too; another slip goes', async () => {
    /** The form mounted afresh, as after a reload: its memory is the phone's. */
    function Remountable() {
      const [n, setN] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setN(n + 1)}>
            reload
          </button>
          <SlipUpload key={n} onShowStatus={() => {}} />
        </>
      );
    }
    m = await renderMember(<Remountable />);
    const upload = vi.spyOn(m.services.client, 'upload');
    const u = user();
    const qr = '0046000600000101030140225202611296Z4vBK1VRr6';
    await u.upload(await screen.findByLabelText(th.slip.file), png('slip-250.png', qr));
    await u.click(screen.getByRole('button', { name: th.slip.upload }));
    await u.click(await screen.findByRole('button', { name: th.slip.another }));
    // The same slip again, photographed under another name: refused before a byte is sent.
    await u.upload(screen.getByLabelText(th.slip.file), png('IMG_7.png', qr));
    await u.click(screen.getByRole('button', { name: th.slip.upload }));
    expect(await screen.findByRole('alert')).toHaveTextContent(th.errors.SLIP_ALREADY_SENT);
    expect(upload).toHaveBeenCalledTimes(1);
    // The phone keeps the QR's fingerprint, never its text.
    expect(localStorage.getItem('wallet.sentSlips')).not.toContain(qr);

    await u.click(screen.getByRole('button', { name: 'reload' }));
    await u.upload(await screen.findByLabelText(th.slip.file), png('slip-250.png', qr));
    await u.click(screen.getByRole('button', { name: th.slip.upload }));
    expect(await screen.findByRole('alert')).toHaveTextContent(th.errors.SLIP_ALREADY_SENT);
    await u.click(screen.getByRole('button', { name: th.slip.chooseAnother }));
    await u.upload(screen.getByLabelText(th.slip.file), png('slip-40.png', `${qr}X`));
    await u.click(screen.getByRole('button', { name: th.slip.upload }));
    expect(await screen.findByRole('button', { name: th.slip.showStatus })).toBeInTheDocument();
    expect(upload).toHaveBeenCalledTimes(2);
  });
});
