/** The slip status dialog: the member's slips, their status and reason, each reference, the picture, the pages. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import la from '../../../locales/la.json';
import th from '../../../locales/th.json';
import { SlipStatusDialog } from '../../../src/features/slip/SlipStatusDialog';
import { renderMember, type Member } from './renderMember';

/** A table cell's value, without the column name a phone shows beside it (aria-hidden, src/ui/DataTable.tsx). */
const valueOf = (cell: HTMLElement) => cell.querySelector('.cell-value')?.textContent ?? null;

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]));

let m: Member;
afterEach(() => m.stop());

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('SlipStatusDialog', () => {
  it('lists the seeded slips with date, amount or a dash, translated status and reason', async () => {
    m = await renderMember(<SlipStatusDialog open onClose={() => {}} />);
    await waitFor(() => expect(rows()).toHaveLength(4));
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      th.slip.col.date,
      th.slip.col.amount,
      th.slip.col.status,
      th.slip.col.reason,
      th.slip.col.reference,
      th.slip.col.view,
    ]);
    const cells = rows().map((r) => within(r).getAllByRole('cell').map(valueOf));
    expect(cells.map((c) => c.slice(1, 4))).toEqual([
      ['-', th.slip.status.inProgress, ''],
      ['500.00', th.slip.status.success, ''],
      ['300.00', th.slip.status.failed, th.slipReasons.SLIP_REFNO_DUPLICATED],
      ['-', th.slip.status.failed, th.slipReasons.EXPIRED_SLIP],
    ]);
    for (const c of cells) expect(c[0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    // Each slip's reference, as its upload said it, to quote to support (docs/product.md#references).
    expect(rows().map((r) => within(r).getByTestId('reference').textContent)).toEqual([
      'SLIP-0001',
      'SLIP-0002',
      'SLIP-0003',
      'SLIP-0004',
    ]);
    // Everything fits on one page: no pagination.
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows an unknown reason as the server wrote it, and speaks Lao in Lao', async () => {
    m = await renderMember(<SlipStatusDialog open onClose={() => {}} />, {
      language: 'la',
      seed: (demo) => Object.assign(demo.state().slips[0]!, { status: 'FAILED', note: 'SOMETHING_NEW' }),
    });
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(rows()[0]).toHaveTextContent(la.slip.status.failed);
    expect(rows()[0]).toHaveTextContent('SOMETHING_NEW');
    expect(rows()[2]).toHaveTextContent(la.slipReasons.SLIP_REFNO_DUPLICATED);
    expect(rows()[0]).toHaveTextContent(la.slip.view);
  });

  it('views a slip by its link directly, or by its reference in a window opened inside the click', async () => {
    const link = 'https://slips.bank.example/2.png';
    m = await renderMember(<SlipStatusDialog open onClose={() => {}} />, {
      seed: (demo) => Object.assign(demo.state().slips[1]!, { link }),
    });
    await waitFor(() => expect(rows()).toHaveLength(4));
    const direct = within(rows()[1]!).getByRole('link', { name: th.slip.view });
    expect(direct).toHaveAttribute('href', link);
    expect(direct).toHaveAttribute('target', '_blank');

    const win = { location: { href: '' }, opener: {}, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    await userEvent.click(within(rows()[2]!).getByRole('button', { name: th.slip.view }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() =>
      expect(win.location.href).toBe(`${window.location.origin}/demo/slip.html?ref=SLIP-0003&lang=th`),
    );
    expect(win.opener).toBeNull();
    expect(win.close).not.toHaveBeenCalled();
  });

  it('pages 10 slips at a time with numbered pages and keeps the loader quiet on a failed load', async () => {
    const seed = (demo: Member['demo']) => {
      const st = demo.state();
      const memberId = st.slips[0]!.memberId;
      for (let i = 0; i < 53; i++) {
        st.slips.push({
          memberId,
          reference: `OLD-${i}`,
          createdAt: new Date(2024, 0, 1 + i).toISOString(),
          satang: 1000 * (i + 1),
          status: 'SUCCESS',
          note: null,
          link: null,
        });
      }
    };
    m = await renderMember(<SlipStatusDialog open onClose={() => {}} />, { seed });
    await waitFor(() => expect(rows()).toHaveLength(10));
    const nav = screen.getByRole('navigation', { name: th.slip.statusTitle });
    const shown = () =>
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent);
    const go = (n: number) =>
      userEvent.click(within(nav).getByRole('button', { name: fill(th.common.page, { page: n }) }));
    // 57 slips, 6 pages; up to 3 page numbers before the current one and 1 after it, and the first and last always.
    expect(shown()).toEqual([th.common.previous, '1', '2', '6', th.common.next]);
    expect(within(nav).getByRole('button', { name: fill(th.common.page, { page: 1 }) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('button', { name: th.common.previous })).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: th.common.next }));
    await waitFor(() => expect(shown()).toEqual([th.common.previous, '1', '2', '3', '6', th.common.next]));
    await go(3);
    await go(4);
    await waitFor(() => expect(shown()).toEqual([th.common.previous, '1', '2', '3', '4', '5', '6', th.common.next]));
    await go(5);
    await waitFor(() => expect(shown()).toEqual([th.common.previous, '1', '2', '3', '4', '5', '6', th.common.next]));
    await go(6);
    await waitFor(() => expect(rows()).toHaveLength(7));
    expect(shown()).toEqual([th.common.previous, '1', '3', '4', '5', '6', th.common.next]);
    expect(rows()[0]).toHaveTextContent('470.00');
    expect(within(nav).getByRole('button', { name: th.common.next })).toBeDisabled();

    // The query retries once: both attempts fail, then the loader goes away and the last page stays.
    m.demo.controls.failNext('POST', '/api/statement/slip', 'INTERNAL_SERVER_ERROR');
    m.demo.controls.failNext('POST', '/api/statement/slip', 'INTERNAL_SERVER_ERROR');
    await userEvent.click(screen.getByRole('button', { name: th.slip.refresh }));
    expect(screen.getByRole('button', { name: th.slip.refresh })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { name: th.slip.refresh })).toBeEnabled(), { timeout: 4000 });
    expect(m.demo.state().failures ?? []).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(rows()).toHaveLength(7);
  });
});
