/**
 * A tap on home that opens a dialog renders the dialog, not the page under it (issue 70: the tap's frame holds the
 * dialog alone on a slow phone): the balance, the tiles and the games stay as they were painted.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import th from '../../../locales/th.json';
import type * as DashboardModule from '../../../src/features/home/Dashboard';
import type { Harness } from './harness';
import { openHome, walletOf } from './memberHome';

/** How many times home's dashboard (its balance) has rendered. */
const renders = vi.hoisted(() => ({ dashboard: 0 }));
vi.mock('../../../src/features/home/Dashboard', async (actual) => {
  const { Dashboard } = await actual<typeof DashboardModule>();
  return {
    Dashboard: (props: Parameters<typeof Dashboard>[0]) => {
      renders.dashboard++;
      return Dashboard(props);
    },
  };
});

let app: Harness | null = null;
afterEach(() => {
  app?.stop();
  app = null;
});

it.each([
  [th.home.tile.withdraw, th.withdraw.title],
  [th.home.tile.deposit, th.deposit.title],
  [th.home.shortcut.transfer, th.transfer.title],
])('a tap on "%s" renders its dialog "%s", and the balance under it not again', async (tap, title) => {
  app = await openHome();
  // Home's second, deferred render (what lies below the first screen) has come and gone.
  await screen.findByTestId('invite-amount');
  const before = renders.dashboard;
  await userEvent.click(screen.getByRole('button', { name: tap }));
  await screen.findByRole('dialog', { name: title });
  await waitFor(() =>
    expect(screen.getByRole('dialog', { name: title }).querySelector('.dialog-content')).not.toBeEmptyDOMElement(),
  );
  expect(renders.dashboard).toBe(before);
});

it("a tap on Withdraw starts none of its reads in the tap's own frame: they start with what the dialog holds", async () => {
  app = await openHome();
  await screen.findByTestId('invite-amount');
  const limits = () => app!.calls('GET', '/api/lookup/withdraw');
  expect(limits()).toBe(0);
  // The tap as the browser runs it (no test's act around it), with the microtasks a browser runs as the click ends.
  const acting = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
  try {
    screen.getByRole('button', { name: th.home.tile.withdraw }).click();
    await Promise.resolve();
    expect(screen.getByRole('dialog', { name: th.withdraw.title })).toBeInTheDocument();
    expect(limits()).toBe(0);
    await waitFor(() => expect(limits()).toBe(1));
  } finally {
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', acting);
  }
});

it("a tap on an open game's card paints its dialog and starts no read in the tap's own frame: its account follows", async () => {
  app = await openHome();
  await screen.findByTestId('invite-amount');
  const game = (await walletOf(app)).slots.find((s) => s.isActive)!;
  const account = () => app!.calls('GET', `/api/wallet/account/${game.code}`);
  expect(account()).toBe(0);
  const acting = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
  try {
    screen.getByRole('button', { name: `${game.name}: ${th.home.viewData}` }).click();
    await Promise.resolve();
    const dialog = screen.getByRole('dialog', { name: game.name });
    expect(dialog.querySelector('.dialog-content')).toBeEmptyDOMElement();
    expect(account()).toBe(0);
    // (Read twice here: the harness's StrictMode starts a machine's invocations twice, as development builds do.)
    await waitFor(() => expect(account()).toBeGreaterThan(0));
    expect(await within(dialog).findByTestId('game-username')).toBeVisible();
  } finally {
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', acting);
  }
});

it("a tap on a QR's Create keeps its form where it is, the button busy, until the QR comes in its place", async () => {
  app = await openHome();
  await screen.findByTestId('invite-amount');
  await userEvent.click(screen.getByRole('button', { name: th.home.tile.deposit }));
  const dialog = await screen.findByRole('dialog', { name: th.deposit.title });
  await userEvent.click(await within(dialog).findByRole('button', { name: th.deposit.channel.qr }));
  const kbank = within(dialog).getByRole('region', { name: th.deposit.qr.provider.KBANK });
  const amount = within(kbank).getByLabelText(th.deposit.qr.amount);
  await userEvent.type(amount, '100');
  const create = within(kbank).getByRole('button', { name: th.deposit.qr.create });
  const acting = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
  try {
    create.click();
    await Promise.resolve();
    // The tap's frame: the same form and field, its button now says to wait and cannot be sent again.
    expect(amount).toBeInTheDocument();
    expect(amount).toHaveValue('100');
    expect(create).toBeInTheDocument();
    expect(create).toHaveAccessibleName(th.common.wait);
    expect(create).toHaveAttribute('aria-busy', 'true');
    expect(create).toHaveAttribute('aria-disabled', 'true');
    // The QR comes in the form's place.
    expect(await within(kbank).findByRole('button', { name: th.deposit.qr.save })).toBeVisible();
    expect(amount).not.toBeInTheDocument();
  } finally {
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', acting);
  }
});
