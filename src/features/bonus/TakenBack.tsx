import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { BonusActor } from '../../../machines/bonus';
import { bonusCreditSince, bonusTakenBack } from '../../lib/statement';
import { useServices } from '../../services/context';
import { statementQuery, useMoney, useWallet } from '../../services/queries';

/**
 * What cancelling the running bonus takes from the wallet, in baht (docs/product.md#screen-bonus): its credit paid
 * since it was received (the statement's first page), no more than the wallet holds. While either is unknown, the
 * rule in words.
 */
export function TakenBack({ actor }: { actor: BonusActor }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { client } = useServices();
  const since = useSelector(actor, (s) => s.context.bonus.received.at(-1));
  const first = useQuery(statementQuery(client, 1));
  const wallet = useWallet().data?.wallet.amount;
  const credit = first.data && since ? bonusCreditSince(first.data, since) : null;
  if (credit === null || wallet === undefined) return <p>{t('bonus.takenBack.unknown')}</p>;
  if (credit === 0) return <p>{t('bonus.takenBack.none')}</p>;
  const { amount, after } = bonusTakenBack(credit, wallet);
  return (
    <p className="taken-back">
      {t('bonus.takenBack.amount', {
        amount: money.number(amount),
        before: money.number(wallet),
        after: money.number(after),
        context: money.context,
      })}
    </p>
  );
}
