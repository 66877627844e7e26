import { QR_PRESETS, type Provider } from '../../../machines/qrDeposit';
import type { DepositBank } from '../../api/contracts/lookup';

/** Bank types the bank list shows (docs/product.md#deposit-routing). */
export const BANK_TYPES = ['SCB', 'KBANK', 'GSB', 'BCEL'];
const PAYMENT_PROVIDERS: Provider[] = ['WW', 'PAYTIMZ', 'PAYONEX', 'ZPAY'];

export interface DepositRoutes {
  /** Accounts shown as they are: KBANK in AUTO mode, or every account when the lookup says isManual. */
  plain: DepositBank[];
  /** Accounts of the bank list. */
  banks: DepositBank[];
  /** QR providers offered. */
  qrProviders: Provider[];
}

/**
 * docs/product.md#deposit-routing: a PAYMENT-type account, or KBANK in SMS mode, goes to the QR list; KBANK in AUTO
 * mode shows a plain account; other accounts of the shown bank types go to the bank list; isManual switches every
 * channel to the manual display of the account.
 */
export function routeDeposit(banks: DepositBank[], isManual: boolean): DepositRoutes {
  if (isManual) return { plain: banks, banks: [], qrProviders: [] };
  const routes: DepositRoutes = { plain: [], banks: [], qrProviders: [] };
  const addQr = (p: Provider) => {
    if (!routes.qrProviders.includes(p)) routes.qrProviders.push(p);
  };
  for (const b of banks) {
    if (b.bankType === 'PAYMENT') {
      // A payment account names its provider; an unnamed one offers every payment provider.
      if (b.bankCode in QR_PRESETS && b.bankCode !== 'KBANK') addQr(b.bankCode as Provider);
      else PAYMENT_PROVIDERS.forEach(addQr);
    } else if (b.bankCode === 'KBANK' && b.mode === 'SMS') addQr('KBANK');
    else if (b.bankCode === 'KBANK' && b.mode === 'AUTO') routes.plain.push(b);
    else if (BANK_TYPES.includes(b.bankType) || BANK_TYPES.includes(b.bankCode)) routes.banks.push(b);
  }
  routes.qrProviders.sort((a, b) => Object.keys(QR_PRESETS).indexOf(a) - Object.keys(QR_PRESETS).indexOf(b));
  return routes;
}
