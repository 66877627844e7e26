/**
 * Money dialogs with nothing to act on (issue 69, dead ends): a newcomer without a game account is told why and opens one
 * from Transfer; accounts all under the minimum lead to Deposit; a wallet too small to withdraw, to Transfer or Deposit.
 * Texts as a Thai member reads them, written out here.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PERSONAS } from '../../../mirage/personas';
import type { DemoState } from '../../../mirage/state';
import { SlipStatusDialog } from '../../../src/features/slip/SlipStatusDialog';
import { lookupQuery } from '../../../src/services/queries';
import { queryClientOf } from '../../../src/services/queryClient';
import type { Harness } from './harness';
import { openHome, slotOf, walletOf } from './memberHome';
import { renderMember } from './renderMember';

let app: Harness | null = null;
afterEach(() => {
  app?.stop();
  app = null;
  cleanup();
});

const transfer = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'โอนเงิน' }));
  return screen.getByRole('dialog', { name: 'โอนเงิน' });
};

describe('transfer with nothing to transfer to or nothing to move', () => {
  it('a newcomer is told a game account comes first, opens PG from the dialog, then moves 10 of her 20 baht to it', async () => {
    app = await openHome(PERSONAS.newcomer);
    let d = await transfer();
    expect(within(d).getByRole('heading', { name: 'คุณยังไม่มีบัญชีเกม' })).toBeVisible();
    expect(d).toHaveTextContent('เปิดบัญชีเกมก่อน แล้วจึงย้ายเงินเข้าบัญชีนั้นได้');
    // No form that can only fail: no account to choose and no Transfer button.
    expect(within(d).queryByLabelText('ไปยัง')).toBeNull();
    expect(within(d).queryByRole('button', { name: 'โอนเงิน' })).toBeNull();

    await userEvent.click(within(d).getByRole('button', { name: 'เปิดบัญชี PG Soft' }));
    // The game's own dialog, over home, in place of the transfer's.
    const game = screen.getByRole('dialog', { name: 'PG Soft' });
    expect(screen.queryByRole('dialog', { name: 'โอนเงิน' })).toBeNull();
    await userEvent.click(within(game).getByRole('button', { name: 'เปิดบัญชี' }));
    await within(game).findByTestId('game-username');
    expect(slotOf(await walletOf(app), 'pg').isActive).toBe(true);
    await userEvent.click(within(game).getByRole('button', { name: 'ปิด' }));

    // Transfer again: PG is there to move money to.
    await waitFor(() => expect(screen.getByTestId('game-pg').closest('button')).toHaveTextContent('ดูข้อมูล'));
    d = await transfer();
    await userEvent.selectOptions(within(d).getByLabelText('ไปยัง'), 'pg');
    await userEvent.type(within(d).getByLabelText('จำนวนเงิน (บาท)'), '10');
    await userEvent.click(within(d).getByRole('button', { name: 'โอนเงิน' }));
    expect(await within(d).findByRole('alert')).toHaveTextContent('โอนเงินสำเร็จ');
    const w = await walletOf(app);
    expect([w.wallet.amount, slotOf(w, 'pg').amount]).toEqual([10, 10]);
  });

  it('every account under the 1 baht a transfer takes: says so and opens Deposit; nothing is sent', async () => {
    const broke = (s: DemoState) => {
      const somchai = s.members.find((m) => m.username === PERSONAS.funded)!;
      somchai.walletSatang = 50;
      for (const g of s.gameAccounts) if (g.memberId === somchai._id) g.satang = 0;
    };
    app = await openHome(PERSONAS.funded, { bank: broke });
    const d = await transfer();
    expect(within(d).getByRole('heading', { name: 'ยังไม่มีเงินให้โอน' })).toBeVisible();
    expect(d).toHaveTextContent('มียอดน้อยกว่าขั้นต่ำ 1 บาท ฝากเงินก่อน แล้วจึงโอนได้');
    expect(within(d).queryByLabelText('จำนวนเงิน (บาท)')).toBeNull();
    await userEvent.click(within(d).getByRole('button', { name: 'ฝากเงิน' }));
    expect(screen.getByRole('dialog', { name: 'ฝากเงิน' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'โอนเงิน' })).toBeNull();
    expect(app.calls('POST', '/api/wallet/transfer')).toBe(0);
  });

  it('a member with money in a game and an empty wallet still gets the form: the game is something to move', async () => {
    const gameOnly = (s: DemoState) => {
      const somchai = s.members.find((m) => m.username === PERSONAS.funded)!;
      somchai.walletSatang = 0;
    };
    app = await openHome(PERSONAS.funded, { bank: gameOnly });
    const d = await transfer();
    expect(within(d).getByLabelText('ไปยัง')).toBeVisible();
    expect(within(d).queryByRole('heading', { name: 'ยังไม่มีเงินให้โอน' })).toBeNull();
  });
});

describe('withdraw with a wallet under the 100 baht a withdrawal takes', () => {
  const withdraw = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'ถอนเงิน' }));
    const d = screen.getByRole('dialog', { name: 'ถอนเงิน' });
    await within(d).findByRole('heading', { name: 'เงินในกระเป๋ายังไม่พอถอน' });
    return d;
  };
  const wallet = (satang: number, games: 'keep' | 'empty') => (s: DemoState) => {
    const somchai = s.members.find((m) => m.username === PERSONAS.funded)!;
    somchai.walletSatang = satang;
    if (games === 'empty') for (const g of s.gameAccounts) if (g.memberId === somchai._id) g.satang = 0;
  };

  it('money in the games: says how much and that it moves to the wallet first, and opens Transfer', async () => {
    // Somchai's games hold 250.50 + 120.00 + 80.25 + 45.00 = 495.75.
    app = await openHome(PERSONAS.funded, { bank: wallet(5_000, 'keep') });
    const d = await withdraw();
    expect(d).toHaveTextContent('กระเป๋าเงินของคุณมี 50.00 บาท ถอนได้ขั้นต่ำ 100.00 บาท');
    expect(d).toHaveTextContent('บัญชีเกมของคุณมี 495.75 บาท ย้ายเงินเข้ากระเป๋าก่อน แล้วจึงถอนได้');
    expect(within(d).queryByLabelText('จำนวนเงิน (บาท)')).toBeNull();
    await userEvent.click(within(d).getByRole('button', { name: 'โอนเงิน' }));
    const t = screen.getByRole('dialog', { name: 'โอนเงิน' });
    expect(within(t).getByLabelText('จาก')).toBeVisible();
    expect(app.calls('POST', '/api/wallet/withdrawAll')).toBe(0);
  });

  it('nothing in the games either: offers Deposit', async () => {
    app = await openHome(PERSONAS.funded, { bank: wallet(0, 'empty') });
    const d = await withdraw();
    expect(d).toHaveTextContent('กระเป๋าเงินของคุณมี 0.00 บาท ถอนได้ขั้นต่ำ 100.00 บาท');
    expect(d).not.toHaveTextContent('บัญชีเกมของคุณมี');
    await userEvent.click(within(d).getByRole('button', { name: 'ฝากเงิน' }));
    expect(screen.getByRole('dialog', { name: 'ฝากเงิน' })).toBeVisible();
  });

  it('at the minimum exactly, the form as before', async () => {
    app = await openHome(PERSONAS.funded, { bank: wallet(10_000, 'keep') });
    await userEvent.click(screen.getByRole('button', { name: 'ถอนเงิน' }));
    const d = screen.getByRole('dialog', { name: 'ถอนเงิน' });
    expect(await within(d).findByLabelText('จำนวนเงิน (บาท)')).toBeVisible();
    expect(within(d).queryByRole('heading', { name: 'เงินในกระเป๋ายังไม่พอถอน' })).toBeNull();
  });
});

describe('a game account with an empty wallet', () => {
  it('says the wallet is empty, ties it to the closed Move, and offers Deposit', async () => {
    app = await openHome(PERSONAS.funded, {
      bank: (s) => void (s.members.find((m) => m.username === PERSONAS.funded)!.walletSatang = 0),
    });
    await userEvent.click(screen.getByTestId('game-pg').closest('button')!);
    const game = screen.getByRole('dialog', { name: 'PG Soft' });
    const move = await within(game).findByRole('button', { name: 'ย้าย 0.00 บาทเข้าเกมอย่างเดียว' });
    expect(move).toBeDisabled();
    expect(move).toHaveAccessibleDescription(
      'กระเป๋าเงินของคุณว่าง ฝากเงินก่อนเพื่อย้ายเงินเข้าเกมนี้ กดเล่นเกมเพื่อเข้าเกมโดยไม่ย้ายเงิน',
    );
    await userEvent.click(within(game).getByRole('button', { name: 'ฝากเงิน' }));
    expect(screen.getByRole('dialog', { name: 'ฝากเงิน' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'PG Soft' })).toBeNull();
  });
});

describe('the refund while a bonus runs', () => {
  it('says why it is held and leads to the bonus page', async () => {
    // Malee, with DAILY10 running, and 50 baht of refund waiting.
    app = await openHome(PERSONAS.bonus, {
      bank: (s) => void (s.members.find((m) => m.username === PERSONAS.bonus)!.refundSatang = 5_000),
    });
    await userEvent.click(screen.getByRole('button', { name: 'รับเงินคืน' }));
    // The banners come first; closing them opens the refund itself.
    const banners = await screen.findByRole('region', { name: 'คืนยอดเสีย' }, { timeout: 5000 });
    await userEvent.click(within(banners.closest('dialog')!).getByRole('button', { name: 'ปิด' }));
    const d = await screen.findByRole('dialog', { name: 'คืนยอดเสีย' });
    const why = await within(d).findByRole('list', { name: 'เหตุผลที่ยังรับไม่ได้' }, { timeout: 5000 });
    expect(why).toHaveTextContent('ทำเงื่อนไขให้ครบหรือยกเลิกโบนัสที่หน้าโบนัส');
    expect(within(d).getByRole('link', { name: 'ไปที่โบนัสของฉัน' })).toHaveAttribute('href', '/user/bonus');
  });
});

describe('a bonus received', () => {
  it('is earned by the next deposit: the dialog offers Deposit, which opens on home', async () => {
    app = await openHome();
    await userEvent.click(screen.getByRole('link', { name: 'โบนัส' }));
    await userEvent.click(await screen.findByRole('button', { name: /WEEKLY5/ }));
    const d = screen.getByRole('dialog', { name: /WEEKLY5/ });
    await userEvent.click(within(d).getByRole('button', { name: 'รับโบนัส' }));
    await userEvent.click(await within(d).findByRole('link', { name: 'ฝากเงิน' }));
    expect(await screen.findByRole('dialog', { name: 'ฝากเงิน' })).toBeVisible();
    expect(window.location.pathname).toBe('/user/home');
  });
});

describe('the invite bonus with nothing waiting', () => {
  it('says how it is earned and leads to the invite link, where the Receive would only stay closed', async () => {
    app = await openHome();
    // Received elsewhere (another phone) since home was read: the box still shows 75.00.
    app.demo.state().members.find((m) => m.username === PERSONAS.funded)!.inviteBonusSatang = 0;
    const box = (await screen.findByTestId('invite-amount')).closest('section')!;
    await userEvent.click(within(box).getByRole('button', { name: 'รับโบนัส' }));
    const d = screen.getByRole('dialog', { name: 'รับโบนัสแนะนำเพื่อน' });
    expect(await within(d).findByText(/^ยังไม่มีโบนัสรอรับ โบนัสจะมาเมื่อเพื่อนที่คุณชวนเล่นเกม/)).toBeVisible();
    expect(within(d).queryByRole('button', { name: 'รับโบนัส' })).toBeNull();
    await userEvent.click(within(d).getByRole('button', { name: 'แนะนำเพื่อน' }));
    // Invite's banners come first, as from its tile.
    expect(await screen.findByRole('region', { name: 'แนะนำเพื่อน' }, { timeout: 5000 })).toBeVisible();
    expect(app.calls('GET', '/api/invite/bonus')).toBe(0);
  });
});

describe('the slips not accepted', () => {
  it('say the money is not in the wallet and lead to support; with none refused, nothing is said', async () => {
    // Somchai's slips: SLIP-0003 and SLIP-0004 were refused.
    let m = await renderMember(<SlipStatusDialog open onClose={() => {}} />);
    try {
      const help = await screen.findByTestId('slip-rejected-help');
      expect(help).toHaveTextContent(
        'สลิปที่ไม่ผ่านยังไม่ได้เพิ่มเงินเข้ากระเป๋าของคุณ หากคุณโอนเงินไปแล้วจริง ติดต่อทีมงานพร้อมแจ้งเลขอ้างอิงของสลิป',
      );
      expect(within(help).getByRole('link', { name: 'ติดต่อเรา' })).toHaveAttribute('href', '/contact');
    } finally {
      m.stop();
    }
    m = await renderMember(<SlipStatusDialog open onClose={() => {}} />, {
      seed: (demo) => {
        for (const s of demo.state().slips)
          if (s.status === 'FAILED') Object.assign(s, { status: 'SUCCESS', note: null });
      },
    });
    try {
      await screen.findByRole('table');
      expect(screen.queryByTestId('slip-rejected-help')).toBeNull();
    } finally {
      m.stop();
    }
  });
});

describe('deposit with no account to transfer to', () => {
  it('says so (not the error), reads again on Try again, and then shows the channels', async () => {
    app = await openHome();
    // Home has read the lookup already: the dialog's own read is the one that fails.
    app.demo.controls.failEvery('GET', '/api/lookup/deposit', 'INTERNAL_SERVER_ERROR');
    queryClientOf(app.services).removeQueries({ queryKey: lookupQuery(app.services.client, 'deposit').queryKey });
    await userEvent.click(screen.getByRole('button', { name: 'ฝากเงิน' }));
    const d = screen.getByRole('dialog', { name: 'ฝากเงิน' });
    const none = await within(d).findByTestId('deposit-no-account', undefined, { timeout: 8000 });
    expect(none).toHaveTextContent('ขณะนี้ยังไม่มีบัญชีสำหรับฝากเงินเปิดให้บริการ จึงยังไม่มีบัญชีให้โอนเข้า');
    expect(within(none).getByRole('link', { name: 'ติดต่อเรา' })).toHaveAttribute('href', '/user/contact');
    expect(within(d).queryByRole('alert')).toBeNull();
    app.demo.controls.disarm();
    await userEvent.click(within(none).getByRole('button', { name: 'ลองใหม่' }));
    expect(await within(d).findByRole('button', { name: 'QR โค้ด' })).toBeVisible();
    expect(within(d).queryByTestId('deposit-no-account')).toBeNull();
  });
});

describe('an empty statement', () => {
  it('says there is nothing yet and offers Deposit, which opens on home', async () => {
    app = await openHome(PERSONAS.newcomer);
    await userEvent.click(screen.getByRole('link', { name: 'รายการเงิน' }));
    const deposit = await screen.findByRole('link', { name: 'ฝากเงิน' }, { timeout: 5000 });
    expect(deposit.parentElement).toHaveTextContent(/^ยังไม่มีรายการ/);
    await userEvent.click(deposit);
    expect(await screen.findByRole('dialog', { name: 'ฝากเงิน' })).toBeVisible();
  });
});

describe('a withdrawal under the minimum, typed', () => {
  it('says the range once, as the error in place of the hint, and once to a screen reader', async () => {
    app = await openHome();
    await userEvent.click(screen.getByRole('button', { name: 'ถอนเงิน' }));
    const d = screen.getByRole('dialog', { name: 'ถอนเงิน' });
    const amount = await within(d).findByLabelText('จำนวนเงิน (บาท)');
    const range = 'ถอนได้ตั้งแต่ 100.00 ถึง 50,000.00 บาท';
    expect(amount).toHaveAccessibleDescription(range);
    await userEvent.type(amount, '50');
    await userEvent.click(within(d).getByRole('button', { name: 'ถอนเงิน' }));
    expect(within(d).getByRole('alert')).toHaveTextContent(range);
    expect(d.textContent!.split(range)).toHaveLength(2);
    expect(amount).toHaveAccessibleDescription(range);
  });
});
