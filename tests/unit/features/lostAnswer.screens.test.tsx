/**
 * A money call carried out by the demo bank whose answer is lost on the way back (demo.loseNext), retried from the
 * screen: the screen says it may have gone through, the same button (or "Try again") resends the same key, the screen
 * then shows the success, and the bank moved the money once. The transfer, withdraw and invite bonus are in
 * intent.test.tsx; the wheel's spin and coupon, the refund, the promotion and the QR in
 * tests/model/lostAnswer.machines.test.ts (the machines with the app's own calls).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import th from '../../../locales/th.json';
import { DEMO_TRUELINK_PUBLIC_KEY, PERSONAS } from '../../../mirage';
import { api } from '../../../src/api/contracts';
import { GiftLinkForm } from '../../../src/features/giftLink/GiftLinkForm';
import { SlipUpload } from '../../../src/features/slip/SlipUpload';
import { PNG_HEADER } from '../../qrPng';
import { wholeText } from '../wholeText';
import type { Harness } from './harness';
import { baht, fill, openHome, slotOf, walletOf } from './memberHome';
import { renderMember, type Member } from './renderMember';

// A slip's QR, where jsdom cannot decode a picture: the text after `QR:` in its bytes.
vi.mock('../../../src/lib/readQr', async () => ({ readQr: (await import('../../qrPng')).readQrOfText }));

let app: Harness | null = null;
let m: Member | null = null;
afterEach(() => {
  app?.stop();
  m?.stop();
  app = m = null;
  vi.restoreAllMocks();
});

const funded = (demo: { state: () => { members: Array<{ username: string; walletSatang: number }> } }) =>
  demo.state().members.find((x) => x.username === PERSONAS.funded)!.walletSatang;

describe('the gift link form', () => {
  it('a dropped connection: "Try again" resends the same key, and the 50 baht comes in once', async () => {
    m = await renderMember(
      async (client) => (
        <GiftLinkForm walletAccountName={(await client.call(api.lookup.deposit)).wallets[0]!.walletAccountName} />
      ),
      { config: { truelinkPublicKey: DEMO_TRUELINK_PUBLIC_KEY } },
    );
    const call = vi.spyOn(m.services.client, 'call');
    const before = funded(m.demo);
    await userEvent.type(
      screen.getByLabelText(th.giftLink.link),
      'https://gift.truemoney.com/campaign/?v=0193ab5c7d8e4f00a1b2',
    );
    m.demo.controls.loseNext('POST', '/api/wallet/truelink', 'dropped connection');
    await userEvent.click(screen.getByRole('button', { name: th.giftLink.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(th.intent.what);
    expect(funded(m.demo)).toBe(before + 5_000);
    await userEvent.click(screen.getByRole('button', { name: th.intent.retry }));
    expect(await screen.findByText(wholeText(th.giftLink.success))).toBeInTheDocument();
    const keys = call.mock.calls.filter(([ep]) => ep === api.wallet.truelink).map(([, o]) => o?.intent?.key);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(funded(m.demo)).toBe(before + 5_000);
  });
});

describe('the slip upload', () => {
  it('a 504: the same file again resends its key, and one slip waits for review', async () => {
    m = await renderMember(<SlipUpload onShowStatus={() => {}} />);
    const upload = vi.spyOn(m.services.client, 'upload');
    const slips = m.demo.state().slips.length;
    const u = userEvent.setup({ applyAccept: false });
    await u.upload(
      await screen.findByLabelText(th.slip.file),
      new File([PNG_HEADER, 'QR:slip-300 ', new Uint8Array(64)], 'slip-300.png', { type: 'image/png' }),
    );
    m.demo.controls.loseNext('POST', '/api/wallet/slip', '504');
    await u.click(screen.getByRole('button', { name: th.slip.upload }));
    expect(await screen.findByRole('alert')).toHaveTextContent(th.intent.what);
    expect(m.demo.state().slips).toHaveLength(slips + 1);
    await u.click(screen.getByRole('button', { name: th.slip.upload }));
    const reference = m.demo.state().slips[0]!.reference;
    expect(await screen.findByText(th.slip.success)).toBeInTheDocument();
    expect(screen.getByTestId('reference')).toHaveTextContent(reference);
    const keys = upload.mock.calls.map(([, o]) => o.intent?.key);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(m.demo.state().slips).toHaveLength(slips + 1);
  });
});

describe('the game dialog', () => {
  it('a broken 200 on transfer-only: the same button resends its key, and the wallet moves to the game once', async () => {
    app = await openHome();
    const before = await walletOf(app);
    const pg = slotOf(before, 'pg');
    await userEvent.click(screen.getByRole('button', { name: `${pg.name}: ${th.home.viewData}` }));
    const d = screen.getByRole('dialog', { name: pg.name });
    await within(d).findByTestId('game-username');
    const move = () =>
      within(d).getByRole('button', { name: fill(th.game.transferOnly, { amount: baht(before.wallet.amount) }) });
    app.demo.controls.loseNext('POST', '/api/wallet/transferAll', 'broken 200');
    await userEvent.click(move());
    expect(await within(d).findByRole('alert')).toHaveTextContent(th.intent.what);
    const after = await walletOf(app);
    expect(after.wallet.amount).toBe(0);
    expect(slotOf(after, 'pg').amount).toBe(pg.amount + before.wallet.amount);
    // The wallet read again is empty, so the dialog's button now offers 0.00; the member retries what is shown.
    const retry = await within(d).findByRole('button', { name: fill(th.game.transferOnly, { amount: baht(0) }) });
    expect(retry).toBeDisabled();
    expect(app.keys('POST', '/api/wallet/transferAll')).toHaveLength(1);
    expect(slotOf(await walletOf(app), 'pg').amount).toBe(pg.amount + before.wallet.amount);
  });
});

describe('the bonus page', () => {
  it('a 502 page on receive: the page reads the list again and shows the bonus running; nothing is sent twice', async () => {
    app = await openHome();
    await userEvent.click(screen.getByRole('link', { name: th.home.shortcut.bonus }));
    await screen.findByRole('heading', { name: th.bonus.title, level: 1 });
    await userEvent.click(await screen.findByRole('button', { name: fill(th.bonus.open, { code: 'WEEKLY5' }) }));
    const d = screen.getByRole('dialog', { name: fill(th.bonus.dialogTitle, { code: 'WEEKLY5' }) });
    app.demo.controls.loseNext('GET', '/api/bonus/activate/WEEKLY5', '502 page');
    await userEvent.click(within(d).getByRole('button', { name: th.bonus.receive }));
    expect(await within(d).findByRole('alert')).toHaveTextContent(th.errors.OUTCOME_UNKNOWN);
    await waitFor(() => expect(screen.getByTestId('bonus-WEEKLY5')).toHaveTextContent(th.bonus.current));
    expect(app.keys('GET', '/api/bonus/activate/WEEKLY5')).toHaveLength(1);
    const weekly = (await app.services.client.call(api.bonus.list)).bonuses.find((b) => b.code === 'WEEKLY5')!;
    expect(weekly.userBonus?.received).toHaveLength(1);
  });
});
