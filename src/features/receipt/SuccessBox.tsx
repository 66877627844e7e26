import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { useMoney, useWallet } from '../../services/queries';
import { CopyButton } from '../../ui/CopyButton';
import './SuccessBox.css';
import { useFocusWhenLost } from '../../ui/useFocusWhenLost';

/** A money action's receipt: how much, any lines of its own (where the money went), when, and the balance after. */
export interface Receipt {
  /** Undefined while it is read (the statement after the call: useMovedBy.ts), null when it cannot be known. */
  amount: number | null | undefined;
  /** What the amount was, when not the plain "amount" (e.g. what cancelling a bonus took back). */
  amountLabel?: string;
  /** Epoch ms of the answer. */
  at: number;
  /** The wallet after it, when the answer says; otherwise the wallet as read again after the action. */
  balance?: number;
  lines?: Array<[string, ReactNode]>;
  /** The bonus credit a deposit earned, paid with it: the wallet rose by both (docs/product.md#references). */
  bonus?: number | null;
  /**
   * What the member quotes to support (docs/product.md#references): the bank's reference, or the short form of the
   * intent's key the call was sent with.
   */
  reference?: string | null;
}

/**
 * The receipt of a money form's request (src/services/useMoneyAction.ts `receipt`): its amount, time and balance, and
 * `lines` read from the request that went through (where the money went).
 */
export const sentReceipt = <S extends { amount: number }>(
  r: { sent: S; at: number; balance?: number; reference?: string | null } | null,
  lines?: (sent: S) => Receipt['lines'],
): Receipt | null =>
  r && { amount: r.sent.amount, at: r.at, balance: r.balance, lines: lines?.(r.sent), reference: r.reference };

/** A reference the member can read out and copy (a receipt, a statement entry, a slip). */
export function Reference({ value }: { value: string }) {
  const { t } = useTranslation();
  return (
    <span className="reference">
      <code data-testid="reference">{value}</code> <CopyButton text={value} label={t('receipt.reference')} />
    </span>
  );
}

/** A receipt's rows (SuccessBox's, or a dialog's that has its own buttons). */
export function ReceiptList({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation();
  const wallet = useWallet();
  const money = useMoney();
  // The wallet read again after the action (every money action invalidates it): only a settled read is the new one.
  const balance = receipt.balance ?? (wallet.isFetching ? undefined : wallet.data?.wallet.amount);
  const { amount } = receipt;
  const rows: Array<readonly [string, ReactNode, string?]> = [
    ...(amount === null
      ? []
      : ([
          [
            receipt.amountLabel ?? t('receipt.amount'),
            amount === undefined ? t('common.wait') : <strong key="a">{money.text(amount)}</strong>,
            'receipt-amount',
          ],
        ] as const)),
    ...(receipt.lines ?? []),
    ...(receipt.bonus ? [[t('receipt.bonusPaid'), `+${money.text(receipt.bonus)}`, 'receipt-bonus'] as const] : []),
    [t('receipt.when'), formatDateTime(receipt.at)],
    ...(receipt.reference
      ? [[t('receipt.reference'), <Reference key="r" value={receipt.reference} />, 'receipt-reference'] as const]
      : []),
    [t('receipt.balance'), balance === undefined ? t('common.wait') : money.text(balance), 'receipt-balance'],
  ];
  return (
    <dl className="receipt">
      {rows.map(([label, value, id]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd className="clamp" data-testid={id}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A money action's success: the message is announced, with its receipt, and one button moves on. */
export function SuccessBox({
  message,
  action,
  onAction,
  receipt,
}: {
  message: ReactNode;
  action: string;
  onAction: () => void;
  receipt?: Receipt | null | false;
}) {
  // The form's button that sent it is gone: focus on the one that moves on (the message is announced as an alert).
  const next = useFocusWhenLost<HTMLButtonElement>();
  return (
    <div role="alert" className="success-box">
      <p className="success-title">{message}</p>
      {receipt && <ReceiptList receipt={receipt} />}
      <button ref={next} type="button" className="button primary block" onClick={onAction}>
        {action}
      </button>
    </div>
  );
}
