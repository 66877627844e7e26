import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import th from '../../../locales/th.json';
import { api } from '../../../src/api/contracts';
import type { Harness } from './harness';
import { fill, openHome, polyfillDialog } from './memberHome';

beforeAll(polyfillDialog);
let app: Harness | null = null;
afterEach(() => {
  app?.stop();
  app = null;
});

async function openBonusPage() {
  app = await openHome();
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
    await within(d).findByText(fill(th.bonus.activated, { code: 'WEEKLY5' }));
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
});
