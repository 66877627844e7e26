import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { codeOf } from '../../../machines/errors';
import { api } from '../../api/contracts';
import type { Slip } from '../../api/contracts/deposit';
import { ApiError, SLIP_REASON_CODES } from '../../api/errors';
import { formatDateTime } from '../../lib/format';
import { safeUrl } from '../../lib/safeUrl';
import { useServices } from '../../services/context';
import { useMoney } from '../../services/queries';
import { DataTable } from '../../ui/DataTable';
import { Dialog } from '../../ui/Dialog';
import { useErrorText } from '../../ui/ErrorText';
import { Money } from '../../ui/Money';
import { Pagination } from '../../ui/Pagination';
import { Spinner } from '../../ui/Spinner';
import { toast } from '../../ui/toast';
import { PAGE_SIZE } from '../../ui/usePaged';
import { Reference } from '../receipt/SuccessBox';
import { slipsQuery } from './queries';
import './slip.css';

/** SUCCESS and FAILED are final; anything else is still being checked (docs/product.md#not-shown). */
const slipStatusKey = (status: string) =>
  status === 'SUCCESS' ? 'slip.status.success' : status === 'FAILED' ? 'slip.status.failed' : 'slip.status.inProgress';

const isReasonCode = (note: string) => (SLIP_REASON_CODES as readonly string[]).includes(note);

function ViewSlip({ slip }: { slip: Slip }) {
  const { t } = useTranslation();
  const { client } = useServices();
  const errorText = useErrorText();
  const direct = slip.link ? safeUrl(slip.link) : null;
  if (direct) {
    return (
      <a href={direct} target="_blank" rel="noopener noreferrer">
        {t('slip.view')}
      </a>
    );
  }
  const open = async () => {
    // Open the window inside the click, so that phones do not block it, then send it to the slip's address.
    const win = window.open('', '_blank');
    if (win) win.opener = null;
    try {
      const { url } = await client.call(api.slips.reference, { params: { reference: slip.reference } });
      const target = safeUrl(url);
      if (!target) throw new ApiError('UNEXPECTED_ANSWER', 200);
      // Without the early window (a blocked pop-up), try once more rather than leave the app.
      if (win) win.location.href = target;
      else window.open(target, '_blank', 'noopener');
    } catch (e) {
      win?.close();
      toast.error(errorText(codeOf(e)));
    }
  };
  return (
    <button type="button" className="button link" onClick={() => void open()}>
      {t('slip.view')}
    </button>
  );
}

/**
 * The status of the member's uploaded slips: 10 per page, a refresh, and a view link per slip
 * (docs/product.md#screen-statement).
 */
export function SlipStatusDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { client } = useServices();
  const [page, setPage] = useState(1);
  const slips = useQuery({ ...slipsQuery(client, page), enabled: open });
  const data = slips.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  // A known rejection code is translated; any other note is shown as the server wrote it.
  const reason = (note: string | null) => (note && isReasonCode(note) ? t(`slipReasons.${note}`) : (note ?? ''));

  return (
    <Dialog open={open} title={t('slip.statusTitle')} onClose={onClose}>
      <div className="row">
        <span className="muted">{t('slip.statusHint')}</span>
        <button
          type="button"
          className="button small"
          onClick={() => void slips.refetch()}
          disabled={slips.isFetching}
          aria-busy={slips.isFetching}
        >
          {t('slip.refresh')}
        </button>
      </div>
      {/* A failed load only hides the loader (docs/product.md#error-display). */}
      {slips.isFetching && <Spinner />}
      {data && data.slips.length === 0 && <p className="muted center">{t('slip.empty')}</p>}
      {data && data.slips.length > 0 && (
        <DataTable
          caption={t('slip.statusTitle')}
          rows={data.slips}
          rowKey={(s) => s.reference}
          columns={[
            { header: t('slip.col.date'), cell: (s) => formatDateTime(s.createdAt) },
            {
              header: t('slip.col.amount'),
              num: true,
              cell: (s) => (s.amount === null ? '-' : <Money amount={s.amount} currency={money.currency} />),
            },
            {
              header: t('slip.col.status'),
              cell: (s) => (
                <span
                  className={`status status-${s.status === 'SUCCESS' ? 'ok' : s.status === 'FAILED' ? 'failed' : 'pending'}`}
                >
                  {t(slipStatusKey(s.status))}
                </span>
              ),
            },
            { header: t('slip.col.reason'), cell: (s) => reason(s.note) },
            // The reference the upload showed (docs/product.md#references): the member quotes it to support.
            { header: t('slip.col.reference'), cell: (s) => <Reference value={s.reference} /> },
            { header: t('slip.col.view'), cell: (s) => <ViewSlip slip={s} /> },
          ]}
        />
      )}
      <Pagination page={page} pageCount={pageCount} onPage={setPage} label={t('slip.statusTitle')} />
      {/* A slip not accepted: its money may have left the member's bank. The way on is support, with its reference. */}
      {data?.slips.some((s) => s.status === 'FAILED') && (
        <div className="notice way-forward" data-testid="slip-rejected-help">
          <p>{t('slip.rejectedHelp')}</p>
          <Link href="/contact" className="button small primary">
            {t('member.menu.contact')}
          </Link>
        </div>
      )}
    </Dialog>
  );
}
