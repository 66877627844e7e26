/**
 * A tap on a statement row renders the row's detail, not the page under it (issue 70: a slow phone's tap answers
 * within its frame): the rows are not drawn again, and the dialog's frame is in the page before what it says.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import th from '../../../locales/th.json';
import StatementPage from '../../../src/features/statement/StatementPage';
import type * as StatementModule from '../../../src/lib/statement';
import { renderMember, type Member } from './renderMember';

/** How many times a row's words (or the detail's) were written: each row of the page writes its own. */
const written = vi.hoisted(() => ({ activity: 0 }));
vi.mock('../../../src/lib/statement', async (actual) => {
  const real = await actual<typeof StatementModule>();
  return {
    ...real,
    activityText: (...args: Parameters<typeof real.activityText>) => {
      written.activity++;
      return real.activityText(...args);
    },
  };
});

let member: Member | null = null;
afterEach(() => {
  member?.stop();
  member = null;
});

it('a tap on a row renders its detail, and the rows under it not again', async () => {
  member = await renderMember(<StatementPage />);
  const rows = await screen.findAllByTestId('statement-entry');
  expect(rows.length).toBeGreaterThan(2);
  const before = written.activity;
  await userEvent.click(within(rows[0]!).getByRole('button'));
  const detail = await screen.findByTestId('statement-detail');
  expect(screen.getByRole('dialog', { name: th.statement.detail.title })).toContainElement(detail);
  // The detail writes its one line (twice under the harness's StrictMode); the page would write one per row again.
  expect(written.activity - before).toBeLessThan(rows.length);
});

it("a tap on a row paints the detail's frame in the tap's own frame; what it says follows", async () => {
  member = await renderMember(<StatementPage />);
  const [row] = await screen.findAllByTestId('statement-entry');
  const acting = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
  try {
    within(row!).getByRole('button').click();
    await Promise.resolve();
    const dialog = screen.getByRole('dialog', { name: th.statement.detail.title });
    expect(dialog.querySelector('.dialog-content')).toBeEmptyDOMElement();
    await waitFor(() => expect(within(dialog).getByTestId('statement-detail')).toBeVisible());
  } finally {
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', acting);
  }
});
