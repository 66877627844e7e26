import { formatMoney } from '../lib/format';

/** An amount with at least 2 decimals; tabular digits so that columns line up. */
export function Money({ amount, testId }: { amount: number; testId?: string }) {
  return (
    <span className="money" data-testid={testId}>
      {formatMoney(amount)}
    </span>
  );
}
