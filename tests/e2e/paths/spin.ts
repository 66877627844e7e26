/**
 * The prize wheel (machines/spin.ts, the `spin` machine) on the spin page, drawn by Pixi: each group of the model's
 * cases is a persona (Malee with one coin, Anong with none) or the wheel switched off. The wheel's own drawing sends
 * STOPPED when it comes to rest.
 */
import { expect } from '@playwright/test';
import { spinMachine, winningIndex, type SpinContext } from '../../../machines/spin';
import { PERSONAS } from '../../../mirage/personas';
import { api } from '../../../src/api/contracts';
import { errorText, memberAt, th } from './member';
import { bank, callOf, withStep, type Run, type ScreenMap } from './screen';

const PERSONA: Record<string, string> = {
  'Malee, one coin': PERSONAS.bonus,
  'Anong, no coin': PERSONAS.newcomer,
  'wheel off': PERSONAS.funded,
};
const context = (run: Run) => run.expected.context as SpinContext;
const button = (run: Run) => run.page.getByTestId('spin-button');
const status = (run: Run) => run.page.locator('.spin-status');
/** The wheel turning: the button says so and waits. */
const turning = async (run: Run) => {
  await expect(button(run)).toHaveAttribute('aria-busy', 'true');
  await expect(button(run)).toBeDisabled();
};

/**
 * The wheel's drawing stops where it is: no frame is drawn any more, in the worker that draws it or on the page (the
 * page's next visit draws again).
 */
const freeze = async (run: Run) => {
  for (const worker of run.page.workers())
    await worker.evaluate(() => {
      globalThis.requestAnimationFrame = () => 0;
    });
  await run.page.evaluate(() => {
    window.requestAnimationFrame = () => 0;
  });
};

/**
 * A case whose wheel hangs after this answer freezes the drawing before the answer is let through: the wheel comes to
 * rest about a second after its answer, and on a busy machine the checks of the braking state could outlast that, so
 * that the wheel stopped by itself before the hang.
 */
const freezeIfHangs = async (run: Run) => {
  const next = run.case.steps[run.case.steps.indexOf(run.step) + 1];
  if (next?.event.startsWith('xstate.after.stopTimeout.')) await freeze(run);
};

export const spin: ScreenMap = {
  file: 'spin',
  machine: spinMachine,
  groups: Object.keys(PERSONA),
  also: [withStep('xstate.error.actor.spin', { code: 'INVALID_CODE' }), withStep('xstate.error.actor.load')],
  offScreen: {
    'inactive —RETRY→ loading':
      'no control: a wheel switched off says so and offers nothing to try again (the member comes back another day)',
  },
  timeout: 15_000,
  // Home first: the spin page's wheel is read when the page opens (through the query cache), and held then.
  setup: async (run) => memberAt(run.page, PERSONA[run.case.group]!, '/user/home'),
  start: async (run) =>
    run.page
      .getByRole('navigation', { name: th('home.shortcuts') })
      .getByRole('link', { name: th('home.shortcut.spin') })
      .click(),
  calls: { load: callOf(api.spin.setup), spin: callOf(api.spin.spin) },
  arrange: {
    // No wheel runs: the demo's wheelOff scenario.
    'xstate.done.actor.load': async (run, { output }) => {
      if ((output as { wheel: unknown }).wheel === null) await bank(run.page).scenario('wheelOff');
    },
    // The wheel's reading fails, and so does the query client's one retry (src/app/QueryProvider.tsx).
    'xstate.error.actor.load': async (run, { error }) =>
      bank(run.page).failEvery(api.spin.setup.method, api.spin.setup.path, error!.code),
    // The wheel lands where the model's answer says.
    'xstate.done.actor.spin': async (run, { output }) => {
      await bank(run.page).nextSpin((output as { code: string }).code);
      await freezeIfHangs(run);
    },
    'xstate.error.actor.spin': freezeIfHangs,
  },
  events: {
    SPIN: async (run) => button(run).click(),
    RETRY: async (run) => run.page.getByRole('button', { name: th('common.retry') }).click(),
    CLOSE: async (run) =>
      run.page
        .getByRole('dialog', { name: th('spin.prizeTitle') })
        .getByRole('button', { name: th('common.ok') })
        .click(),
    // The drawing comes to rest by itself and says so (the machine's STOPPED).
    STOPPED: async () => {},
    // The drawing hangs (the phone stops painting it): its frames stop and it never comes to rest, so the machine's
    // own wait runs out (frozen already when the answer came: freezeIfHangs).
    'xstate.after.stopTimeout.spin.stopping': freeze,
    'xstate.after.stopTimeout.spin.halting': freeze,
    'xstate.after.pause.spin.celebrating': async () => {},
  },
  states: {
    // The page's loading sign, or (reading the coins again after a spin) the wheel with its button waiting.
    loading: async (run) => {
      if (context(run).wheel) await expect(button(run)).toBeDisabled();
      else await expect(run.page.getByRole('status').filter({ hasText: th('common.loading') })).toBeAttached();
    },
    loadFailed: async (run) => {
      await expect(run.page.getByText(errorText(context(run).error!))).toBeVisible();
      await expect(run.page.getByRole('button', { name: th('common.retry') })).toBeVisible();
    },
    inactive: async (run) => expect(run.page.getByText(th('spin.inactive'))).toBeVisible(),
    idle: async (run) => {
      const { coin } = context(run);
      await expect(run.page.getByTestId('spin-coins')).toHaveText(th('spin.coins', { count: String(coin) }));
      if (coin > 0) await expect(button(run)).toBeEnabled();
      else await expect(button(run)).toBeDisabled();
      // The wheel drawn (the cases' STOPPED comes from the drawing): a tap while Pixi still loads finds no drawing to
      // turn, and the flow goes on at once (WheelBridge), through halting or stopping in the same moment.
      await expect(run.page.locator('canvas.wheel-canvas')).toHaveAttribute('data-drawn-by', /^(worker|page)$/);
    },
    spinning: async (run) => {
      await turning(run);
      await expect(status(run)).toHaveText(th('spin.spinning'));
    },
    stopping: turning,
    halting: turning,
    celebrating: async (run) => {
      const c = context(run);
      await expect(status(run)).toHaveText(th('spin.stoppedOn', { label: c.wheel!.slices[winningIndex(c)]!.label }));
    },
    prize: async (run) => {
      const dialog = run.page.getByRole('dialog', { name: th('spin.prizeTitle') });
      await expect(dialog.getByTestId('prize-label')).toHaveText(context(run).result!.label);
    },
  },
};
