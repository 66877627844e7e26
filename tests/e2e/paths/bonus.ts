/**
 * A bonus's lifecycle (machines/bonus.ts) on the bonus page: each group of the model's cases is a persona and one of
 * its bonuses ("0898765432 WEEKLY5"); the bonus's card, its dialog, the running bonus's box and their confirms.
 */
import { expect } from '@playwright/test';
import { bonusMachine, type BonusContext, type BonusInput } from '../../../machines/bonus';
import { api } from '../../../src/api/contracts';
import { consoleTap, memberAt, errorText, th } from './member';
import { bank, callOf, withStep, type Case, type Run, type ScreenMap } from './screen';

const personaOf = (c: Case) => c.group.split(' ')[0]!;
const codeOf = (c: Case) => c.group.split(' ')[1]!;
const context = (run: Run) => run.expected.context as BonusContext;
const card = (run: Run) => run.page.getByTestId(`bonus-${codeOf(run.case)}`);
const dialog = (run: Run) =>
  run.page.getByRole('dialog', { name: th('bonus.dialogTitle', { code: codeOf(run.case) }) });
const cancelDialog = (run: Run) => run.page.getByRole('dialog', { name: th('bonus.cancelTitle') });
const errorDialog = (run: Run) => run.page.getByRole('dialog', { name: th('errors.title') });
const days = (n: number) => n * 24 * 60 * 60 * 1000;
/**
 * A cancel the bank answered leaves its receipt open over the page (the board's, machines/bonusBoard.ts): the member
 * reads that it names this bonus and closes it with OK before their next tap on the page.
 */
async function closeClearedReceipt(run: Run) {
  const receipt = run.page.getByRole('dialog', { name: th('bonus.clearedTitle') });
  if (!(await receipt.isVisible())) return;
  await expect(receipt.getByRole('alert')).toContainText(th('bonus.cleared', { code: codeOf(run.case) }));
  await receipt.getByRole('button', { name: th('common.ok') }).click();
  await expect(receipt).toBeHidden();
}

export const bonus: ScreenMap = {
  file: 'bonus',
  machine: bonusMachine,
  actor: (c) => ({ key: 'bonus.code', value: codeOf(c) }),
  also: [withStep('xstate.error.actor.activate'), withStep('xstate.error.actor.clear')],
  offScreen: {
    'active —DISMISS→ (stays)':
      "no case to play: a running bonus has no dialog of its own, so its only dismiss is the OK of a refused cancel, and the model's one case of this dismiss has no refusal shown",
  },
  // A running bonus has no dialog of its own: a dismiss there is the OK of a refusal shown, and only then. And the
  // bonus's dialog, opened by Receive, covers the running bonus's Cancel until a dismiss closes it (not the switch
  // question's nor the cancel question's, which keep it open): a case that cancels under it is not played.
  playable: (c, snapshots) => {
    let dialogOpen = false;
    return c.steps.every((s, i) => {
      const before = snapshots[i - 1];
      if (s.event === 'RECEIVE') dialogOpen = true;
      if (s.event === 'DISMISS' && !before!.matches('confirmingSwitch') && !before!.matches('confirmingCancel'))
        dialogOpen = false;
      if (s.event === 'CANCEL' && dialogOpen) return false;
      return s.event !== 'DISMISS' || !before!.matches('active') || (before!.context as BonusContext).error !== null;
    });
  },
  // The page's clock (the demo bank's) reads the model's time: the bank's seed then holds the same receipts, and a
  // day or a week ends when the model says.
  setup: async (run) => {
    await run.page.clock.setFixedTime((run.case.input as BonusInput).now);
    await memberAt(run.page, personaOf(run.case), '/user/bonus');
  },
  start: async () => {},
  calls: { activate: callOf(api.bonus.activate), clear: callOf(api.bonus.clear) },
  events: {
    RECEIVE: async (run) => {
      await closeClearedReceipt(run);
      if (!(await dialog(run).isVisible())) await card(run).click();
      await dialog(run)
        .getByRole('button', { name: th('bonus.receive') })
        .click();
    },
    CONFIRM: async (run) => {
      const switchConfirm = dialog(run).getByRole('button', { name: th('bonus.switchConfirm') });
      if (await switchConfirm.isVisible()) await switchConfirm.click();
      else
        await cancelDialog(run)
          .getByRole('button', { name: th('bonus.cancelConfirm') })
          .click();
    },
    DISMISS: async (run) => {
      await closeClearedReceipt(run);
      if (await cancelDialog(run).isVisible())
        await cancelDialog(run)
          .getByRole('button', { name: th('bonus.keep') })
          .click();
      else if (await errorDialog(run).isVisible())
        await errorDialog(run)
          .getByRole('button', { name: th('common.ok') })
          .click();
      else if (
        await dialog(run)
          .getByRole('button', { name: th('common.ok') })
          .isVisible()
      )
        await dialog(run)
          .getByRole('button', { name: th('common.ok') })
          .click();
      else if (
        await dialog(run)
          .getByRole('button', { name: th('common.cancel'), exact: true })
          .isVisible()
      )
        await dialog(run)
          .getByRole('button', { name: th('common.cancel'), exact: true })
          .click();
      else {
        // The member opens the bonus (unless it is open) and closes it.
        if (!(await dialog(run).isVisible())) await card(run).click();
        await dialog(run)
          .getByRole('button', { name: th('common.close'), exact: true })
          .click();
      }
    },
    CANCEL: async (run) =>
      run.page
        .getByRole('region', { name: th('bonus.activeTitle') })
        .getByRole('button', { name: th('bonus.cancel') })
        .click(),
    // The member receives (or cancels) another bonus on the same page, with this one's dialog closed first; its card
    // tells this one at once (machines/bonusBoard.ts).
    RUNNING: async (run, { code, running }) => {
      const close = dialog(run).getByRole('button', { name: th('common.close'), exact: true });
      if (await close.isVisible()) await close.click();
      const other = run.page.getByRole('dialog', { name: th('bonus.dialogTitle', { code: String(code) }) });
      if (running) {
        await run.page.getByTestId(`bonus-${String(code)}`).click();
        await other.getByRole('button', { name: th('bonus.receive') }).click();
        await other.getByRole('button', { name: th('common.ok') }).click();
        await expect(run.page.getByTestId('active-bonus')).toContainText(String(code));
      } else {
        await run.page
          .getByRole('region', { name: th('bonus.activeTitle') })
          .getByRole('button', { name: th('bonus.cancel') })
          .click();
        await cancelDialog(run)
          .getByRole('button', { name: th('bonus.cancelConfirm') })
          .click();
        const receipt = run.page.getByRole('dialog', { name: th('bonus.clearedTitle') });
        await expect(receipt.getByRole('alert')).toContainText(th('bonus.cleared', { code: String(code) }));
        await receipt.getByRole('button', { name: th('common.ok') }).click();
      }
      await expect(other).toBeHidden();
    },
    // The list is read again with nothing changed (the tester's "read the bank again" in the demo console): every
    // card's machine gets it.
    SYNC: async (run) => {
      // The demo bank answers in the page (no network to wait on): the cards' machines say when the list came.
      const syncs = () =>
        run.page.evaluate(
          () =>
            (
              window as unknown as { __paths: { transitions: Array<{ eventType: string }> } }
            ).__paths.transitions.filter((t) => t.eventType === 'SYNC').length,
        );
      const before = await syncs();
      await consoleTap(run.page, 'bank', 'demo.reread');
      await expect.poll(syncs, { message: 'the bonus list read again' }).toBeGreaterThan(before);
    },
    // The clock reads a later time: the demo bank's clock (the app's in the demo) moves on to it.
    TICK: async (run, { now }) => {
      const ahead = Number(now) - (await bank(run.page).now());
      if (ahead > 0) await bank(run.page).advanceClock(Math.min(ahead, days(8)));
    },
  },
  states: {
    // Left at once for available, active, full or limitedOut.
    deciding: async () => {},
    available: async (run) => {
      const { error } = context(run);
      if (await dialog(run).isVisible()) {
        await expect(dialog(run).getByRole('button', { name: th('bonus.receive') })).toBeEnabled();
        if (error) await expect(dialog(run).getByText(errorText(error, 'bonus.refused'))).toBeVisible();
      } else {
        await expect(card(run)).toHaveRole('button');
      }
      await expect(card(run).getByText(th('bonus.current'))).toHaveCount(0);
    },
    confirmingSwitch: async (run) =>
      expect(dialog(run).getByRole('alert')).toContainText(
        th('bonus.switchBody', { code: codeOf(run.case), active: String(context(run).activeCode) }),
      ),
    switching: async (run) => expect(dialog(run).getByRole('button', { name: th('common.wait') })).toBeDisabled(),
    activating: async (run) => expect(dialog(run).getByRole('button', { name: th('common.wait') })).toBeDisabled(),
    active: async (run) => {
      await expect(card(run).getByText(th('bonus.current'))).toBeVisible();
      await expect(run.page.getByTestId('active-bonus')).toContainText(codeOf(run.case));
      const { error } = context(run);
      if (error) await expect(errorDialog(run).getByText(errorText(error))).toBeVisible();
    },
    // The question, with the demo console settled over it (it follows the top dialog), so a tap lands where it is.
    confirmingCancel: async (run) => {
      await expect(cancelDialog(run).getByText(th('bonus.cancelBody', { code: codeOf(run.case) }))).toBeVisible();
      await expect(cancelDialog(run).locator('.demo-layer')).toHaveCount(1);
    },
    clearing: async (run) => expect(cancelDialog(run).getByRole('button', { name: th('common.wait') })).toBeDisabled(),
    limitedOut: async (run) => expect(card(run).getByText(th('bonus.received'))).toBeVisible(),
    // Refused as full: the bank's words in the open dialog (nothing to tap but OK), then a card that says so, no tap.
    full: async (run) => {
      const { error } = context(run);
      if (error) {
        await expect(dialog(run).getByText(errorText(error))).toBeVisible();
        await expect(dialog(run).getByRole('button', { name: th('bonus.receive') })).toHaveCount(0);
      }
      await expect(card(run).getByText(th('bonus.full'))).toBeVisible();
      await expect(card(run)).not.toHaveRole('button');
    },
  },
};
