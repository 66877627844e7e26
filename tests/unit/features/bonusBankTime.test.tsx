/**
 * The bank's time, not the phone's (docs/product.md#machine-bonus): the daily bonus's "again from 00:00" is the bank's
 * next Bangkok midnight, read from the bank's time (its answers' Date headers), not from a phone set a day ahead. The
 * services here are a real backend's (no demo clock given): the demo bank only answers, with its own clock in the Date
 * header.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import th from '../../../locales/th.json';
import BonusPage from '../../../src/features/bonus/BonusPage';
import { fill } from './memberHome';
import { renderMember, type Member } from './renderMember';

const DAY = 24 * 60 * 60 * 1000;
/** The bank's time: Monday 10 March 2025, 10:00 in Bangkok (UTC+7). */
const BANK = Date.parse('2025-03-10T10:00:00+07:00');

let m: Member | null = null;
afterEach(() => {
  m?.stop();
  m = null;
  vi.useRealTimers();
});

describe("the bonus board counts Bangkok days on the bank's clock", () => {
  it('the phone a day ahead: DAILY10, used up today, is back at the bank’s next midnight (11/03/2025 00:00)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(BANK);
    // The demo bank's clock stays at BANK (renderMember freezes it there); the phone goes a day ahead before the
    // app's services start.
    m = await renderMember(<BonusPage />, { seed: () => vi.setSystemTime(BANK + DAY) });
    const card = await screen.findByTestId('bonus-DAILY10', undefined, { timeout: 4000 });
    await waitFor(() => expect(card).toHaveTextContent(th.bonus.received));
    expect(card).toHaveTextContent(fill(th.bonus.resetsAt, { time: '11/03/2025 00:00:00' }));
    expect(Math.abs(m.services.now() - BANK)).toBeLessThan(2000);
  });
});
