import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import th from '../../../locales/th.json';
import { i18n, initI18n } from '../../../src/services/i18n';
import { Dialog } from '../../../src/ui/Dialog';

beforeAll(async () => {
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

/** A page whose "ถอนเงิน" opens the dialog, with "ฝากเงิน" beside it, for a tap as the browser runs it. */
function Tapped({ beside }: { beside?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <I18nextProvider i18n={i18n}>
      <button type="button" onClick={() => setOpen(true)}>
        ถอนเงิน
      </button>
      <button type="button" onClick={beside}>
        ฝากเงิน
      </button>
      <Dialog open={open} title="ยืนยันการถอนเงิน" onClose={() => setOpen(false)}>
        <p>ถอน 100.00 บาท</p>
      </Dialog>
    </I18nextProvider>
  );
}

/**
 * The tap on "ถอนเงิน" as the browser runs it (no test's act around it: React renders a click's update as the click
 * ends), with its microtasks (which a browser runs as the click ends, not the tasks after it); then `after`.
 */
async function tapOpen(after: (dialog: HTMLElement) => Promise<void>) {
  const acting = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
  try {
    screen.getByRole('button', { name: 'ถอนเงิน' }).click();
    await Promise.resolve();
    await after(screen.getByRole('dialog', { name: 'ยืนยันการถอนเงิน' }));
  } finally {
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', acting);
  }
}

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

  it('gives focus back to the button that opened it', async () => {
    const Page = ({ open }: { open: boolean }) => (
      <I18nextProvider i18n={i18n}>
        <button type="button">ถอนเงิน</button>
        <Dialog open={open} title="ยืนยันการถอนเงิน" onClose={vi.fn()}>
          <p>ถอน 100.00 บาท</p>
        </Dialog>
      </I18nextProvider>
    );
    const { rerender } = render(<Page open={false} />);
    screen.getByRole('button', { name: 'ถอนเงิน' }).focus();
    rerender(<Page open />);
    rerender(<Page open={false} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'ถอนเงิน' }));
  });

  it("gives focus to the owner's place when the opener was disabled, never to the page's top", () => {
    // The spin: its button is disabled while the wheel turns, so the prize dialog opens with focus on the page itself.
    const Page = ({ open, spinning }: { open: boolean; spinning: boolean }) => (
      <I18nextProvider i18n={i18n}>
        <h1 tabIndex={-1}>วงล้อนำโชค</h1>
        <button type="button" disabled={spinning}>
          หมุน
        </button>
        <Dialog
          open={open}
          title="รางวัลของคุณ"
          onClose={vi.fn()}
          focusAfter={() => screen.getByRole('heading', { name: 'วงล้อนำโชค' })}
        >
          <p>50</p>
        </Dialog>
      </I18nextProvider>
    );
    const { rerender } = render(<Page open={false} spinning={false} />);
    screen.getByRole('button', { name: 'หมุน' }).focus();
    rerender(<Page open={false} spinning />);
    rerender(<Page open spinning />);
    rerender(<Page open={false} spinning />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'วงล้อนำโชค' }));
  });

  it('falls back to the opener when the place named cannot take focus', () => {
    const Page = ({ open }: { open: boolean }) => (
      <I18nextProvider i18n={i18n}>
        <button type="button">รับรางวัล</button>
        <button type="button" disabled>
          หมุน
        </button>
        <Dialog
          open={open}
          title="รับรางวัล"
          onClose={vi.fn()}
          focusAfter={() => screen.getByRole('button', { name: 'หมุน' })}
        >
          <p>50</p>
        </Dialog>
      </I18nextProvider>
    );
    const { rerender } = render(<Page open={false} />);
    screen.getByRole('button', { name: 'รับรางวัล' }).focus();
    rerender(<Page open />);
    rerender(<Page open={false} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'รับรางวัล' }));
  });
  it('paints its frame, title and × in the tap that opens it; what it holds follows in a render of its own', async () => {
    render(<Tapped />);
    await tapOpen(async (dialog) => {
      expect(dialog).toHaveAttribute('open');
      expect(within(dialog).getByRole('button', { name: th.common.close })).toBeInTheDocument();
      expect(dialog).not.toHaveTextContent('ถอน 100.00 บาท');
      await waitFor(() => expect(dialog).toHaveTextContent('ถอน 100.00 บาท'));
    });
  });
  it('is shown in the tap that opens it and modal once that has painted; meanwhile a tap beside it does nothing', async () => {
    const deposit = vi.fn();
    render(<Tapped beside={deposit} />);
    const show = vi.spyOn(HTMLDialogElement.prototype, 'show');
    const modal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    try {
      await tapOpen(async (dialog) => {
        // The tap's frame: shown, not yet modal (making the page inert restyles all of it), focus not yet moved.
        expect(dialog).toHaveAttribute('open');
        expect(show).not.toHaveBeenCalled();
        expect(modal).not.toHaveBeenCalled();
        const close = within(dialog).getByRole('button', { name: th.common.close });
        close.focus();
        // A second tap on the page beside it, before it is modal, lands on nothing, as on the backdrop.
        screen.getByRole('button', { name: 'ฝากเงิน' }).click();
        expect(deposit).not.toHaveBeenCalled();
        // Once the frame has painted it is modal, focus where it was.
        await waitFor(() => expect(modal).toHaveBeenCalledTimes(1));
        expect(dialog).toHaveAttribute('open');
        expect(document.activeElement).toBe(close);
      });
    } finally {
      show.mockRestore();
      modal.mockRestore();
    }
  });
  it('before it is modal, Escape closes it and Tab makes it modal at once, as on a modal', async () => {
    render(<Tapped />);
    const modal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    try {
      await tapOpen(async (dialog) => {
        expect(modal).not.toHaveBeenCalled();
        fireEvent.keyDown(screen.getByRole('button', { name: 'ถอนเงิน' }), { key: 'Tab' });
        expect(modal).toHaveBeenCalledTimes(1);
        expect(dialog).toHaveAttribute('open');
      });
      await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('ถอน 100.00 บาท'));
      fireEvent.click(screen.getByRole('button', { name: th.common.close }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await tapOpen(async () => {
        fireEvent.keyDown(screen.getByRole('button', { name: 'ถอนเงิน' }), { key: 'Escape' });
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      });
    } finally {
      modal.mockRestore();
    }
  });
});
