import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import th from '../../../locales/th.json';
import { DEMO_PASSWORD, PERSONAS } from '../../../mirage';
import type { DemoState } from '../../../mirage/state';
import { api } from '../../../src/api/contracts';
import type { WalletAnswer } from '../../../src/api/contracts/wallet';
import { STORAGE_KEYS } from '../../../src/lib/storage';
import { renderApp, type Harness } from './harness';

/** Money as the spec shows it (2 decimals, thousands separated), computed here rather than by the app's helper. */
export const baht = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Exactly this amount (toHaveTextContent with a string matches a substring: "0.00" is in "1,500.00"). */
export const exactly = (n: number) => new RegExp(`^${baht(n).replace(/[.,]/g, '\\$&')}$`);
/** A locale text with its {{placeholders}} filled in. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]));

/** The member's wallet as the server has it, read through the app's own client (with the app's token). */
export const walletOf = (app: Harness): Promise<WalletAnswer> => app.services.client.call(api.wallet.get);
export const slotOf = (w: WalletAnswer, code: string) => w.slots.find((s) => s.code === code)!;

/** Stand-in clipboard: user-event's direct APIs (used here) leave navigator.clipboard alone. */
export function stubClipboard() {
  const writeText = vi.fn<(text: string) => Promise<void>>(async () => {});
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}
export const unstubClipboard = () => Reflect.deleteProperty(navigator, 'clipboard');

/**
 * Log in through the login page and land on /user/home. The agreement modal is remembered as accepted unless
 * `agreement: 'show'` (it would otherwise pop up over every test after 1.5 s). `bank`: what the demo bank holds
 * before the member logs in.
 */
export async function openHome(
  username: string = PERSONAS.funded,
  opts: { agreement?: 'accepted' | 'show'; bank?: (state: DemoState) => void } = {},
): Promise<Harness> {
  const app = await renderApp('/login');
  opts.bank?.(app.demo.state());
  await waitFor(() => expect(app.services.session.getSnapshot().matches({ anonymous: 'idle' })).toBe(true));
  // Set after the session's anonymous entry, which clears the member keys.
  if (opts.agreement !== 'show') localStorage.setItem(STORAGE_KEYS.agreement, '1');
  await userEvent.type(screen.getByLabelText(th.login.phone), username);
  await userEvent.type(screen.getByLabelText(th.login.password), DEMO_PASSWORD);
  await userEvent.click(screen.getByRole('button', { name: th.login.submit }));
  await screen.findByTestId('wallet-amount', undefined, { timeout: 5000 });
  expect(window.location.pathname).toBe('/user/home');
  return app;
}
