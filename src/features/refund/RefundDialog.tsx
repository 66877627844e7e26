import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/contracts';
import { formatDateTime } from '../../lib/format';
import { useServices } from '../../services/context';
import { REFUND_KEY, useMoney } from '../../services/queries';
import { DataTable } from '../../ui/DataTable';
import { Dialog } from '../../ui/Dialog';
import { Money } from '../../ui/Money';
import { MoneyButton } from '../../ui/MoneyButton';
import { Pagination } from '../../ui/Pagination';
import { SafeHtml } from '../../ui/SafeHtml';
import { ScreenError } from '../../ui/ScreenError';
import { Spinner } from '../../ui/Spinner';
import { ToMyBonus } from '../../ui/ToMyBonus';
import { usePaged } from '../../ui/usePaged';
import { MoneyOutcome } from '../intents/OpenIntent';
import { SuccessBox } from '../receipt/SuccessBox';
import { useRefundClaim } from './flows';
import { refundCheckQuery } from './queries';

/**
 * The loss refund: the amount waiting, receive into the wallet (a confirm first; disabled while a bonus runs, with
 * the two condition lines), the conditions text and the history, 10 a page. Closing after a success reloads the wallet.
 */
export function RefundDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { client } = useServices();
  const actor = useRefundClaim();
  const state = useSelector(actor, (s) => s);
  const check = useQuery(refundCheckQuery(client)).data;
  const history = usePaged([...REFUND_KEY, 'log'], (page, limit) =>
    client.call(api.refund.list, { body: { page, limit } }),
  );
  const received = state.hasTag('received');
  const close = () => {
    onClose();
  };
  const busy = state.hasTag('receiving');

  if (received) {
    return (
      <Dialog open title={t('refund.title')} onClose={close}>
        <SuccessBox
          message={t('refund.success')}
          action={t('common.ok')}
          onAction={close}
          receipt={
            state.context.check &&
            state.context.receivedAt !== null && {
              amount: state.context.check.amount,
              at: state.context.receivedAt,
              reference: state.context.reference,
            }
          }
        />
      </Dialog>
    );
  }
  return (
    <Dialog open title={t('refund.title')} onClose={() => !busy && close()}>
      {state.hasTag('checking') && <Spinner />}
      {/* A refusal in this screen's words: why, and when it can be received (the conditions below). */}
      <MoneyOutcome intent={busy ? null : state.context.intent}>
        <ScreenError code={state.context.error} on="refund.refused" />
      </MoneyOutcome>
      {state.hasTag('checkFailed') && (
        <button type="button" className="button" onClick={() => actor.send({ type: 'RETRY' })}>
          {t('common.retry')}
        </button>
      )}
      {check && (
        <>
          <p className="refund-amount">
            {t('refund.waiting')}:{' '}
            <strong>
              <Money amount={check.result ? check.refundAmount : 0} currency={money.currency} testId="refund-amount" />
            </strong>{' '}
            {t(`currency.${money.currency}`)}
          </p>
          {check.refundSuccess > 0 && (
            <p className="muted">{t('refund.percentages', { success: check.refundSuccess, fail: check.refundFail })}</p>
          )}
        </>
      )}
      {state.hasTag('blocked') && (
        <>
          <ul className="notice" aria-label={t('refund.blockedTitle')}>
            <li>{t('refund.blocked1')}</li>
            <li>{t('refund.blocked2')}</li>
          </ul>
          <ToMyBonus />
        </>
      )}
      {state.hasTag('nothing') && <p className="muted">{t('refund.nothing')}</p>}
      {state.hasTag('confirming') || busy ? (
        <div className="notice" role="alertdialog" aria-label={t('refund.confirmTitle')}>
          <p>{t('refund.confirmBody', { amount: money.number(check?.refundAmount ?? 0), context: money.context })}</p>
          <div className="actions">
            <button type="button" className="button" onClick={() => actor.send({ type: 'DISMISS' })} disabled={busy}>
              {t('common.cancel')}
            </button>
            <MoneyButton
              type="button"
              className="button primary"
              onClick={() => actor.send({ type: 'CONFIRM' })}
              disabled={busy}
              aria-busy={busy}
            >
              {busy ? t('common.wait') : t('refund.confirm')}
            </MoneyButton>
          </div>
        </div>
      ) : (
        <MoneyButton
          type="button"
          className="button primary block"
          disabled={!state.hasTag('ready')}
          onClick={() => actor.send({ type: 'RECEIVE' })}
        >
          {t('refund.receive')}
        </MoneyButton>
      )}
      {check && <SafeHtml html={check.info} className="html-block" />}
      <h3>{t('refund.history')}</h3>
      {history.query.isFetching && <Spinner />}
      {history.query.data && history.query.data.refunds.length === 0 && (
        <p className="muted center">{t('refund.empty')}</p>
      )}
      {history.query.data && history.query.data.refunds.length > 0 && (
        <DataTable
          caption={t('refund.history')}
          rows={history.query.data.refunds}
          rowKey={(_, i) => `${history.page}-${i}`}
          columns={[
            {
              header: t('refund.col.amount'),
              num: true,
              cell: (r) => <Money amount={r.refundAmount} currency={money.currency} />,
            },
            { header: t('refund.col.date'), cell: (r) => formatDateTime(r.createdAt) },
          ]}
        />
      )}
      <Pagination
        page={history.page}
        pageCount={history.pageCount}
        onPage={history.setPage}
        label={t('refund.history')}
      />
    </Dialog>
  );
}
