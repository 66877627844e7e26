import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import th from '../../../locales/th.json';
import { i18n, initI18n } from '../../../src/services/i18n';
import { Dialog } from '../../../src/ui/Dialog';

beforeAll(async () => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  await initI18n('th');
});
afterEach(cleanup);

const show = (open: boolean, onClose = vi.fn()) => (
  <I18nextProvider i18n={i18n}>
    <Dialog open={open} title="ยืนยันการถอนเงิน" onClose={onClose}>
      <p>ถอน 100.00 บาท</p>
    </Dialog>
  </I18nextProvider>
);

describe('Dialog', () => {
  it('opens as a dialog named by its title, with its content', () => {
    render(show(true));
    const dialog = screen.getByRole('dialog', { name: 'ยืนยันการถอนเงิน' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveTextContent('ถอน 100.00 บาท');
  });

  it('calls onClose from its close button', async () => {
    const onClose = vi.fn();
    render(show(true, onClose));
    await userEvent.click(screen.getByRole('button', { name: th.common.close }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows nothing while closed and closes when open turns false', () => {
    const { rerender } = render(show(true));
    rerender(show(false));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('ถอน 100.00 บาท')).toBeNull();
  });
});
