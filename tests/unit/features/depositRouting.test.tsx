/**
 * The deposit routing (docs/product.md#deposit-routing), as a table written from the product rules: a PAYMENT-type
 * account or KBANK in SMS mode goes to the QR list, KBANK in AUTO mode is a plain account, the other shown bank types
 * (SCB, KBANK, GSB, BCEL) go to the bank list, and isManual turns every channel into the manual display of the account.
 * Then the deposit dialog on the screen, in both displays.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import th from '../../../locales/th.json';
import type { DepositBank } from '../../../src/api/contracts/lookup';
import { DepositDialog } from '../../../src/features/deposit/DepositDialog';
import { BANK_TYPES, routeDeposit } from '../../../src/features/deposit/routing';
import { wholeText } from '../wholeText';
import { renderMember, type Member } from './renderMember';

const account = (bankCode: string, bankType: string, mode: string): DepositBank => ({
  bankCode,
  bankType,
  mode,
  bankAccountName: 'DEMO',
  bankAccountNo: `${bankCode}-${mode}`,
  currency: 'BAHT',
  bank: { nameTH: bankCode, nameEN: bankCode },
});
const where = (banks: DepositBank[], isManual = false) => {
  const r = routeDeposit(banks, isManual);
  return { plain: r.plain.map((a) => a.bankAccountNo), banks: r.banks.map((a) => a.bankAccountNo), qr: r.qrProviders };
};

describe('deposit routing', () => {
  it.each([
    [
      'KBANK in SMS mode: the QR list (KBANK)',
      account('KBANK', 'KBANK', 'SMS'),
      { plain: [], banks: [], qr: ['KBANK'] },
    ],
    [
      'KBANK in AUTO mode: a plain account',
      account('KBANK', 'KBANK', 'AUTO'),
      { plain: ['KBANK-AUTO'], banks: [], qr: [] },
    ],
    [
      'a PAYMENT account naming its provider: that QR',
      account('PAYONEX', 'PAYMENT', 'AUTO'),
      { plain: [], banks: [], qr: ['PAYONEX'] },
    ],
    [
      'an unnamed PAYMENT account: every payment provider',
      account('GATEWAY', 'PAYMENT', 'AUTO'),
      { plain: [], banks: [], qr: ['WW', 'PAYONEX', 'PAYTIMZ', 'ZPAY'] },
    ],
    ['SCB: the bank list', account('SCB', 'SCB', 'AUTO'), { plain: [], banks: ['SCB-AUTO'], qr: [] }],
    ['GSB: the bank list', account('GSB', 'GSB', 'AUTO'), { plain: [], banks: ['GSB-AUTO'], qr: [] }],
    ['BCEL: the bank list', account('BCEL', 'BCEL', 'AUTO'), { plain: [], banks: ['BCEL-AUTO'], qr: [] }],
    [
      'a bank type the spec does not show (BAY): nowhere',
      account('BAY', 'BAY', 'AUTO'),
      { plain: [], banks: [], qr: [] },
    ],
  ])('%s', (_, bank, expected) => {
    expect(where([bank])).toEqual(expected);
  });

  it.each([
    [
      'SCB in SMS mode: the bank list, no KBANK QR',
      account('SCB', 'SCB', 'SMS'),
      { plain: [], banks: ['SCB-SMS'], qr: [] },
    ],
    [
      'KBANK in another mode: the bank list',
      account('KBANK', 'KBANK', 'MANUAL'),
      { plain: [], banks: ['KBANK-MANUAL'], qr: [] },
    ],
    [
      'a shown bank by its code, whatever its type',
      account('GSB', 'SAVINGS', 'AUTO'),
      { plain: [], banks: ['GSB-AUTO'], qr: [] },
    ],
    [
      'a PAYMENT account named KBANK: every payment provider, not the KBank QR',
      account('KBANK', 'PAYMENT', 'AUTO'),
      { plain: [], banks: [], qr: ['WW', 'PAYONEX', 'PAYTIMZ', 'ZPAY'] },
    ],
  ])('%s', (_, bank, expected) => {
    expect(where([bank])).toEqual(expected);
  });

  it("offers each QR once, in the providers' order, however many accounts name it", () => {
    expect(
      where([
        account('ZPAY', 'PAYMENT', 'AUTO'),
        account('KBANK', 'KBANK', 'SMS'),
        account('ZPAY', 'PAYMENT', 'AUTO'),
        account('KBANK', 'KBANK', 'SMS'),
      ]).qr,
    ).toEqual(['KBANK', 'ZPAY']);
    expect(BANK_TYPES).toEqual(['SCB', 'KBANK', 'GSB', 'BCEL']);
  });

  it('isManual: every account is shown as it is, and no QR is offered', () => {
    const all = [
      account('KBANK', 'KBANK', 'SMS'),
      account('KBANK', 'KBANK', 'AUTO'),
      account('SCB', 'SCB', 'AUTO'),
      account('PAYONEX', 'PAYMENT', 'AUTO'),
    ];
    expect(where(all, true)).toEqual({
      plain: ['KBANK-SMS', 'KBANK-AUTO', 'SCB-AUTO', 'PAYONEX-AUTO'],
      banks: [],
      qr: [],
    });
    expect(where(all, false)).toEqual({ plain: ['KBANK-AUTO'], banks: ['SCB-AUTO'], qr: ['KBANK', 'PAYONEX'] });
  });
});

describe('the deposit dialog on the screen', () => {
  let m: Member;
  afterEach(() => m.stop());
  const tabs = () => within(screen.getByRole('group', { name: th.deposit.channels })).getAllByRole('button');

  it('the demo lookup: QR first, with KBANK and PAYONEX; the bank list has KBANK in AUTO mode, SCB and GSB', async () => {
    m = await renderMember(<DepositDialog onClose={() => {}} />);
    await screen.findByRole('group', { name: th.deposit.channels });
    expect(tabs().map((b) => b.textContent)).toEqual([
      th.deposit.channel.qr,
      th.deposit.channel.bank,
      th.deposit.channel.wallet,
      th.deposit.channel.slip,
    ]);
    expect(screen.getByRole('region', { name: th.deposit.qr.provider.KBANK })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: th.deposit.qr.provider.PAYONEX })).toBeInTheDocument();
    expect(screen.queryByText(th.deposit.manual)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: th.deposit.channel.bank }));
    expect(screen.getAllByText(wholeText(th.deposit.autoNote))).toHaveLength(1);
    expect(screen.getAllByText(th.deposit.bankNote)).toHaveLength(2);
  });

  it('isManual (the manualDeposit scenario): no QR, every account with the manual note, and the notice', async () => {
    m = await renderMember(<DepositDialog onClose={() => {}} />, {
      seed: (demo) => demo.controls.scenario('manualDeposit'),
    });
    await screen.findByRole('group', { name: th.deposit.channels });
    expect(tabs().map((b) => b.textContent)).toEqual([
      th.deposit.channel.bank,
      th.deposit.channel.wallet,
      th.deposit.channel.slip,
    ]);
    expect(screen.getByText(th.deposit.manual)).toBeInTheDocument();
    expect(screen.getAllByText(th.deposit.manualNote)).toHaveLength(5);
    expect(screen.queryByText(wholeText(th.deposit.autoNote))).toBeNull();
    expect(screen.queryByText(th.deposit.bankNote)).toBeNull();
  });
});
