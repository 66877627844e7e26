/**
 * The bonus page where there is nothing to receive (issue 69, dead ends): a bonus whose condition the member does not
 * meet says where its conditions are and that another can be chosen; a page with no bonus says when one comes and
 * that a promotion code still works. Texts as a Thai member reads them, written out here.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PERSONAS } from '../../../mirage';
import type { Harness } from './harness';
import { openHome, walletOf } from './memberHome';

let app: Harness | null = null;
afterEach(() => {
  app?.stop();
  app = null;
});

const toBonusPage = async () => {
  await userEvent.click(screen.getByRole('link', { name: 'โบนัส' }));
  await screen.findByRole('heading', { name: 'โบนัส', level: 1 });
};

describe('the bonus page with nothing to receive', () => {
  it('a new members’ bonus refused to a member who has deposited says where its conditions are and offers the others', async () => {
    app = await openHome(PERSONAS.funded);
    // Somchai has deposited; without his old receipt of it the welcome bonus is one he could otherwise receive.
    const bank = app.demo.state();
    bank.userBonuses = bank.userBonuses.filter((u) => u.code !== 'WELCOME100');
    const before = (await walletOf(app)).wallet.amount;
    await toBonusPage();
    await userEvent.click(await screen.findByRole('button', { name: /WELCOME100/ }));
    const d = screen.getByRole('dialog', { name: /WELCOME100/ });
    await userEvent.click(within(d).getByRole('button', { name: 'รับโบนัส' }));
    expect(await within(d).findByRole('alert')).toHaveTextContent(
      'คุณยังไม่ตรงตามเงื่อนไขของโบนัสนี้ จึงยังไม่ได้รับ ดูว่าโบนัสนี้สำหรับใครในรายละเอียดด้านล่าง หรือปิดหน้าต่างนี้เพื่อเลือกโบนัสอื่น',
    );
    // The details it points to say who the bonus is for.
    expect(within(d).getByRole('region', { name: 'แบนเนอร์โบนัส WELCOME100' })).toHaveTextContent('สมาชิกใหม่');
    expect((await walletOf(app)).wallet.amount).toBe(before);
  });

  it('no bonus at all: the page says new ones show there, and that a promotion code goes in the box above', async () => {
    app = await openHome(PERSONAS.funded);
    app.demo.server.get('/api/bonus', () => ({ bonuses: [] }));
    await toBonusPage();
    expect(await screen.findByTestId('bonus-empty')).toHaveTextContent(
      'ขณะนี้ยังไม่มีโบนัส โบนัสใหม่จะแสดงที่นี่เมื่อเปิดให้รับ ถ้ามีโค้ดโปรโมชั่น ใส่ในช่องด้านบนได้เลย',
    );
    expect(screen.getByLabelText('โค้ดโปรโมชั่น')).toBeVisible();
  });
});
