import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import th from '../../../locales/th.json';
import { PERSONAS } from '../../../mirage';
import { api } from '../../../src/api/contracts';
import { wholeText } from '../wholeText';
import type { Harness } from './harness';
import { fill, openHome, walletOf } from './memberHome';

let app: Harness | null = null;
afterEach(() => {
  app?.stop();
  app = null;
});

async function openBonusPage(phone: string = PERSONAS.funded) {
  app = await openHome(phone);
  await userEvent.click(screen.getByRole('link', { name: th.home.shortcut.bonus }));
  await screen.findByRole('heading', { name: th.bonus.title, level: 1 });
  return app;
}

describe('/user/bonus', () => {
  it('sends a double-tapped receive once, shows the button busy meanwhile, then the bonus as current', async () => {
    const a = await openBonusPage();
    await userEvent.click(await screen.findByRole('button', { name: fill(th.bonus.open, { code: 'WEEKLY5' }) }));
    const d = screen.getByRole('dialog', { name: fill(th.bonus.dialogTitle, { code: 'WEEKLY5' }) });
    const gate = a.hold('/api/bonus/activate/WEEKLY5');
    await userEvent.dblClick(within(d).getByRole('button', { name: th.bonus.receive }));
    const busy = within(d).getByRole('button', { name: th.common.wait });
    expect(busy).toBeDisabled();
    await userEvent.click(busy);
    gate.release();
    await within(d).findByText(wholeText(fill(th.bonus.activated, { code: 'WEEKLY5' })));
    // Said once, in the dialog: no toast repeats it over the dialog's first lines.
    expect(screen.getAllByText(wholeText(fill(th.bonus.activated, { code: 'WEEKLY5' })))).toHaveLength(1);
    expect(a.calls('GET', '/api/bonus/activate/WEEKLY5')).toBe(1);
    expect(await a.services.client.call(api.bonus.checkActive)).toEqual({ status: true, type: 'WEEKLY5' });
    await userEvent.click(within(d).getByRole('button', { name: th.common.ok }));
    await waitFor(() => expect(screen.getByTestId('bonus-WEEKLY5')).toHaveTextContent(th.bonus.current));
  });

  it('a bonus list that breaks its contract shows the translated error and a retry, never a blank page', async () => {
    app = await openHome();
    app.demo.server.get('/api/bonus', () => ({ bonuses: [{ code: 7, type: 'monthly' }] }));
    await userEvent.click(screen.getByRole('link', { name: th.home.shortcut.bonus }));
    // (One retry first, as every read.)
    expect(await screen.findByRole('alert', undefined, { timeout: 4000 })).toHaveTextContent(
      th.errors.UNEXPECTED_ANSWER,
    );
    expect(screen.getByRole('button', { name: th.common.retry })).toBeInTheDocument();
  });

  it("shows the bonus's turnover rule and what cancelling takes back on the first screen, before Receive", async () => {
    await openBonusPage();
    await userEvent.click(await screen.findByRole('button', { name: fill(th.bonus.open, { code: 'WEEKLY5' }) }));
    const d = screen.getByRole('dialog', { name: fill(th.bonus.dialogTitle, { code: 'WEEKLY5' }) });
    const receive = within(d).getByRole('button', { name: th.bonus.receive });
    // WEEKLY5 (mirage/bonusContent.ts): turnover 1 × (deposit + bonus), 10 % lost cancels it.
    const rules = [
      await within(d).findByText('หากเสียเกิน 10% ของยอดโบนัส ระบบจะยกเลิกโบนัสให้อัตโนมัติ'),
      within(d).getByText('ทำเทิร์นโอเวอร์ 1 เท่าของ (ยอดฝาก + โบนัส) ก่อนถอน'),
      within(d).getByText(th.bonus.rules.locked),
      within(d).getByText(th.bonus.rules.cancel),
    ];
    for (const rule of rules) {
      // Shown, not on a slide the member must swipe to, and read before the button.
      expect(rule.closest('[aria-hidden="true"], [inert]')).toBeNull();
      expect(rule.compareDocumentPosition(receive) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it('names what cancelling takes back, in baht, and takes back exactly that', async () => {
    // Malee: DAILY10 runs, 20 baht of bonus credit paid on her 200 baht deposit; 320.50 baht in her wallet.
    const a = await openBonusPage(PERSONAS.bonus);
    await userEvent.click(screen.getByRole('button', { name: th.bonus.cancel }));
    const d = screen.getByRole('dialog', { name: th.bonus.cancelTitle });
    await within(d).findByText(fill(th.bonus.takenBack.amount, { amount: '20.00', before: '320.50', after: '300.50' }));
    await userEvent.click(within(d).getByRole('button', { name: th.bonus.cancelConfirm }));
    await waitFor(() => expect(screen.queryByTestId('active-bonus')).toBeNull());
    expect((await walletOf(a)).wallet.amount).toBe(300.5);
  });
});
