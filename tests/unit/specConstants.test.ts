// @vitest-environment node
/**
 * Every number of docs/product.md#constants (the machines' delays among them), pinned to the literal written there.
 * Other tests move their clocks by the code's own constants, so a wrong constant moves them with it; this one does not.
 * Each expectation below is copied from docs/product.md, never from the code.
 */
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { AGREEMENT_DELAY_MS, agreementMachine } from '../../machines/agreement';
import { bankNameEditMachine, COPY_AFTER_EDIT_MS } from '../../machines/bankNameEdit';
import { chatMachine } from '../../machines/chat';
import {
  CHAT_MAX_LENGTH,
  HISTORY_PAGE_SIZE,
  IMAGE_MAX_MB,
  READ_DELAY_MS,
  RECONNECT_MS,
  REJOIN_MS,
  VIDEO_MAX_MB,
} from '../../machines/chatRules';
import { providerRules, QR_PRESETS } from '../../machines/qrDeposit';
import { REDIRECT_AFTER_REGISTER_MS, registerWizardMachine } from '../../machines/registerWizard';
import { CLAIM_DEBOUNCE_MS, couponClaimMachine, PRIZE_PAUSE_MS, spinMachine } from '../../machines/spin';
import { CURRENCIES, ENGLISH_NAME_BANKS, PHONE_LENGTH, TRANSFER_MINIMUM } from '../../machines/validation';
import { DEFAULT_TIMEOUT_MS } from '../../src/api/client';
import { api } from '../../src/api/contracts';
import { BANK_TYPES } from '../../src/features/deposit/routing';
import { GIFT_LINK_MINIMUM } from '../../src/features/giftLink/GiftLinkForm';
import { RECOMMENDED_BANKS } from '../../src/features/register/steps';
import { COUPON_PAGE_SIZE } from '../../src/features/spin/CouponTable';
import {
  EXTRA_TURNS_MAX,
  EXTRA_TURNS_MIN,
  FRICTION,
  RESIZE_DEBOUNCE_MS,
  stopDurationMs,
  WHEEL_MAX_SIZE,
  WHEEL_WINDOW_SHARE,
  wheelSize,
} from '../../src/features/spin/geometry';
import { TICK_MS } from '../../src/lib/bankClock';
import { formatMoney, relativeTime } from '../../src/lib/format';
import { PAGES_AFTER, PAGES_BEFORE } from '../../src/ui/Pagination';
import { SPINNER_DELAY_MS } from '../../src/ui/Spinner';
import { PAGE_SIZE } from '../../src/ui/usePaged';

describe('the constants: business constants and limits', () => {
  it('timeouts: any call 60 s; chat uploads 300 s; the slip upload 300000 ms', () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(60_000);
    expect(api.chat.uploadImage.timeoutMs).toBe(300_000);
    expect(api.chat.uploadVideo.timeoutMs).toBe(300_000);
    expect(api.wallet.slip.timeoutMs).toBe(300_000);
  });
  it('phone length 10 outside the Laos build; the Laos build offers LAK and BAHT', () => {
    expect(PHONE_LENGTH).toBe(10);
    expect([...CURRENCIES]).toEqual(['LAK', 'BAHT']);
  });
  it('chat: 2000 characters, images 10 MB, videos 20 MB, history 10 a page, socket check 5 s, read mark 1 s, reconnect 500 ms', () => {
    expect(CHAT_MAX_LENGTH).toBe(2000);
    expect(IMAGE_MAX_MB).toBe(10);
    expect(VIDEO_MAX_MB).toBe(20);
    expect(HISTORY_PAGE_SIZE).toBe(10);
    expect(REJOIN_MS).toBe(5000);
    expect(READ_DELAY_MS).toBe(1000);
    expect(RECONNECT_MS).toBe(500);
  });
  it('the loading spinner waits 200 ms', () => {
    expect(SPINNER_DELAY_MS).toBe(200);
  });
  it('redirect after register 2 s, agreement 1500 ms, claim debounce 500 ms, copy after a bank name edit 1 s', () => {
    expect(REDIRECT_AFTER_REGISTER_MS).toBe(2000);
    expect(AGREEMENT_DELAY_MS).toBe(1500);
    expect(CLAIM_DEBOUNCE_MS).toBe(500);
    expect(COPY_AFTER_EDIT_MS).toBe(1000);
  });
  it('page sizes: invite, refund, statement and slips 10; coupons 3; pagination 3 before and 1 after', () => {
    expect(PAGE_SIZE).toBe(10);
    expect(COUPON_PAGE_SIZE).toBe(3);
    expect(PAGES_BEFORE).toBe(3);
    expect(PAGES_AFTER).toBe(1);
  });
  it('banks needing English names: KTB, TMB, BBL; KBank and KTB recommended; bank types SCB, KBANK, GSB, BCEL', () => {
    expect([...ENGLISH_NAME_BANKS]).toEqual(['KTB', 'TMB', 'BBL']);
    expect(RECOMMENDED_BANKS).toEqual(['KBANK', 'KTB']);
    expect(BANK_TYPES).toEqual(['SCB', 'KBANK', 'GSB', 'BCEL']);
  });
  it('QR: a 1 s tick; the presets and minimums of each provider; a deployment minimum leads the presets', () => {
    expect(TICK_MS).toBe(1000);
    expect(QR_PRESETS).toEqual({
      KBANK: { presets: [10, 20, 50, 100, 500, 1000], minimum: 0 },
      WW: { presets: [100, 200, 300, 500, 1000], minimum: 100 },
      PAYONEX: { presets: [100, 200, 300, 500, 1000], minimum: 100 },
      PAYTIMZ: { presets: [10, 50, 100, 500, 1000], minimum: 10 },
      ZPAY: { presets: [10, 50, 100, 500, 1000], minimum: 10 },
    });
    expect(providerRules('WW', 150)).toEqual({ presets: [150, 200, 300, 500, 1000], minimum: 150 });
  });
  it('transfer minimum 1 baht; the wallet link 2 baht', () => {
    expect(TRANSFER_MINIMUM).toBe(1);
    expect(GIFT_LINK_MINIMUM).toBe(2);
  });
  it('wheel: at most 350 px or 85 % of the window; friction 0.991; 3 to 4 extra turns; 4–5 s × turns × 0.1; resize 500 ms; 2 s pause', () => {
    expect(WHEEL_MAX_SIZE).toBe(350);
    expect(WHEEL_WINDOW_SHARE).toBe(0.85);
    expect(wheelSize(1000)).toBe(350);
    expect(wheelSize(360)).toBe(306);
    expect(FRICTION).toBe(0.991);
    expect([EXTRA_TURNS_MIN, EXTRA_TURNS_MAX]).toEqual([3, 4]);
    expect(stopDurationMs(3, 0)).toBeCloseTo(1200);
    expect(stopDurationMs(4, 1)).toBeCloseTo(2000);
    expect(RESIZE_DEBOUNCE_MS).toBe(500);
    expect(PRIZE_PAUSE_MS).toBe(2000);
  });
  it('numbers with at least 2 decimals', () => {
    expect(formatMoney(1)).toBe('1.00');
    expect(formatMoney(1234.5)).toBe('1,234.50');
  });
  it('relative time: a year is 31536000 s, a month 2592000 s, then day, hour, minute, second', () => {
    const t = (key: string, o: { count: number }) => `${o.count} ${key.replace('time.ago.', '')}`;
    const ago = (s: number) => relativeTime(0, t, s * 1000);
    expect(ago(31_536_000)).toBe('1 year');
    expect(ago(31_535_999)).toBe('12 month');
    expect(ago(2_592_000)).toBe('1 month');
    expect(ago(2_591_999)).toBe('29 day');
    expect(ago(86_400)).toBe('1 day');
    expect(ago(3_600)).toBe('1 hour');
    expect(ago(60)).toBe('1 minute');
    expect(ago(1)).toBe('1 second');
  });
});

/** The delays a machine's state waits, in ms: its named delays resolved, its numeric ones as they are written. */
const waits = (machine: AnyStateMachine, id: string) =>
  machine.getStateNodeById(id).after.map((t) => {
    const delay = (t as unknown as { delay: string | number }).delay;
    const named = (machine.implementations.delays as Record<string, unknown>)[delay];
    return typeof named === 'number' ? named : Number(delay);
  });

describe("the machines wait what the constants say (the delays as the machines hold them, not the code's constants)", () => {
  it.each([
    ['chat: the read mark 1 s after reading', chatMachine, 'chat.panel.expanded.reading', [1000]],
    ['register: /login 2 s after the account is made', registerWizardMachine, 'register.registered', [2000]],
    ['agreement: opens 1500 ms after home loads', agreementMachine, 'agreement.waiting', [1500]],
    ['bank name edit: the copy clicks itself 1 s after saving', bankNameEditMachine, 'bankNameEdit.saved', [1000]],
    ['spin: the prize 2 s after the wheel stops', spinMachine, 'spin.celebrating', [2000]],
    ['coupon claim: sent 500 ms after the last tap', couponClaimMachine, 'couponClaim.settling', [500]],
  ] as const)('%s', (_, machine, id, ms) => {
    expect(waits(machine as AnyStateMachine, id)).toEqual(ms);
  });
  it('chat: the socket is joined again every 5 s while disconnected', () => {
    expect((chatMachine.implementations.delays as Record<string, unknown>).rejoin).toBe(5000);
  });
});
