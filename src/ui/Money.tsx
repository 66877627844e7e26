import type { Currency } from '../../machines/validation';
import { formatMoney } from '../lib/format';

/** An amount as its currency writes it (formatMoney); tabular digits so that columns line up. */
export function Money({ amount, currency, testId }: { amount: number; currency?: Currency; testId?: string }) {
  return (
    <span className="money" data-testid={testId}>
      {formatMoney(amount, currency)}
    </span>
  );
}
