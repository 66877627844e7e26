/**
 * A transfer slip's upload (machines/slipUpload.ts) in home's deposit dialog, slip channel: choose an image (or a
 * PDF, refused), clear the choice, upload: the phone reads it first (a slip's picture carries a real QR; the photo
 * has none and is asked about; a slip sent before is refused; a giant picture is refused from its header), then it goes up with its progress, cancel, and the
 * bank's answer (a reference, a refusal, or an unclear one). The upload's own events (UPLOADED, FAILED) are the bank's
 * answer to the held call; the reading's end is the phone's own work.
 */
import { expect } from '@playwright/test';
import { slipUploadMachine, type SlipUploadContext } from '../../../machines/slipUpload';
import { PERSONAS } from '../../../mirage/personas';
import { api } from '../../../src/api/contracts';
import { giantPng, slipPng } from '../../qrPng';
import { PNG } from '../helpers';
import { errorText, mayHaveGone, memberAt, th } from './member';
import { bank, callOf, withStep, type Run, type ScreenMap } from './screen';

const context = (run: Run) => run.expected.context as SlipUploadContext;
const depositDialog = (run: Run) => run.page.getByRole('dialog', { name: th('deposit.title') });
const fileInput = (run: Run) => depositDialog(run).getByLabel(th('slip.file'));
const uploadButton = (run: Run) =>
  depositDialog(run)
    .getByRole('button', { name: th('slip.upload'), exact: true })
    .or(waitButton(run));
const waitButton = (run: Run) => depositDialog(run).getByRole('button', { name: th('common.wait') });
const upload = callOf(api.wallet.slip);

export const slipUpload: ScreenMap = {
  file: 'slipUpload',
  machine: slipUploadMachine,
  offScreen: {
    'reading —xstate.error.actor.read#2→ noQrAsk':
      "the phone's QR reader not downloading: the screen paths run with the network up; tests/e2e/slipCheck.spec.ts plays it",
  },
  answers: { UPLOADED: 'upload', FAILED: 'upload' },
  ownWork: ['read'],
  // A case that ends while the phone reads the picture cannot be seen there: the reading is over in milliseconds and
  // nothing holds the upload after it. The reading is seen in the cases that go on from it.
  playable: (c) => c.steps.at(-1)?.state !== 'reading',
  also: [withStep('FAILED', { code: 'INTERNAL_SERVER_ERROR' })],
  setup: async (run) => {
    await memberAt(run.page, PERSONAS.funded, '/user/home');
    // The slips an earlier case sent are that case's: the phone keeps them through a logout.
    await run.page.evaluate(() => localStorage.removeItem('wallet.sentSlips'));
  },
  start: async (run) => {
    await run.page.getByRole('button', { name: th('home.tile.deposit') }).click();
    await depositDialog(run)
      .getByRole('button', { name: th('deposit.channel.slip'), exact: true })
      .click();
  },
  calls: { upload },
  events: {
    // A file as the case names it (a slip's picture with its QR, a photo without one, a 20,000 × 20,000 picture too
    // large to open, or a PDF); none empties it.
    CHOOSE: async (run, { file }) => {
      const f = file as { name: string; type: string } | null;
      const picture = (name: string) =>
        /photo/.test(name) ? PNG : /giant/.test(name) ? giantPng(20_000, 20_000) : slipPng(`QR ${name}`);
      await fileInput(run).setInputFiles(
        f
          ? { name: f.name, mimeType: f.type, buffer: f.type === 'image/png' ? picture(f.name) : Buffer.from('%PDF') }
          : [],
      );
    },
    SEND: async (run) =>
      depositDialog(run)
        .getByRole('button', { name: th('slip.noQr.send') })
        .click(),
    UPLOAD: async (run) => uploadButton(run).click(),
    RESET: async (run) => {
      const another = depositDialog(run)
        .getByRole('button', { name: th('slip.another') })
        .or(depositDialog(run).getByRole('button', { name: th('slip.chooseAnother') }));
      if (await another.isVisible()) await another.click();
      else
        await depositDialog(run)
          .getByRole('button', { name: th('slip.clear') })
          .click();
    },
    CANCEL: async (run) =>
      depositDialog(run)
        .getByRole('button', { name: th('common.cancel'), exact: true })
        .click(),
    // The network reports part of the file sent (the demo bank's held call, once the upload has reached it: the
    // screen says "uploading" from the tap, before the request leaves).
    PROGRESS: async (run, { percent }) => {
      await expect.poll(() => bank(run.page).progressHeld(Number(percent), ...upload)).toBe(1);
    },
  },
  states: {
    idle: async (run) => {
      await expect(fileInput(run)).toHaveValue('');
      await expect(depositDialog(run).getByRole('button', { name: th('slip.clear') })).toHaveCount(0);
      const { error } = context(run);
      if (error) await expect(depositDialog(run).getByText(errorText(error))).toBeVisible();
    },
    fileChosen: async (run) => {
      const { error, intent, file } = context(run);
      await expect(fileInput(run)).toHaveValue(new RegExp(`${file!.name!.replace('.', '\\.')}$`));
      await expect(depositDialog(run).getByRole('button', { name: th('slip.clear') })).toBeVisible();
      // A refusal or a wrong file in its words; an unclear answer says it may have gone through.
      if (error && intent) await expect(depositDialog(run).getByRole('alert')).toContainText(mayHaveGone);
      else if (error) await expect(depositDialog(run).getByText(errorText(error))).toBeVisible();
    },
    // Read on the phone: passes by itself (the next state is the one checked).
    reading: async (run) => {
      await expect(fileInput(run)).toBeDisabled();
    },
    // No QR (or none looked for): the question, nothing sent.
    noQrAsk: async (run) => {
      const { error } = context(run);
      await expect(depositDialog(run).getByText(error ? errorText(error) : th('slip.noQr.title'))).toBeVisible();
      await expect(depositDialog(run).getByRole('button', { name: th('slip.noQr.send') })).toBeVisible();
    },
    duplicate: async (run) => {
      await expect(depositDialog(run).getByText(errorText('SLIP_ALREADY_SENT'))).toBeVisible();
      await expect(depositDialog(run).getByRole('button', { name: th('slip.chooseAnother') })).toBeVisible();
    },
    // The progress bar in bytes of what goes up (the percent the bank has had), and the button waiting.
    uploading: async (run) => {
      await expect(depositDialog(run).getByText(/^กำลังอัปโหลด… .+ จาก .+$/)).toBeVisible();
      await expect(depositDialog(run).getByRole('progressbar')).toHaveAttribute('value', String(context(run).percent));
      await expect(waitButton(run)).toBeDisabled();
      await expect(fileInput(run)).toBeDisabled();
    },
    uploaded: async (run) => {
      await expect(depositDialog(run).getByText(/SLIP-/)).toBeVisible();
      await expect(depositDialog(run).getByRole('button', { name: th('slip.showStatus') })).toBeVisible();
    },
  },
};
