import Clock from 'lucide-react/icons/clock';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { useMoney } from '../../services/queries';
import { usePaidQrs } from './flows';
import './paidQrs.css';

/**
 * The QRs the member said they paid, pending until the deposit arrives or the QR expires (docs/product.md#references):
 * on home (`card`) and at the top of the statement's first page (`entries`, shaped as its rows).
 */
export function PaidQrs({ look }: { look: 'card' | 'entries' }) {
  const { t } = useTranslation();
  const money = useMoney();
  const paid = usePaidQrs();
  // Its amounts wait for the member's currency, as the statement's rows do (useMoney).
  if (paid.length === 0 || !money.known) return null;
  const rows = paid.map((p) => (
    <li key={p.qrcodeId} className={look === 'entries' ? 'statement-entry paid-qr' : 'paid-qr'} data-testid="paid-qr">
      <span className="paid-qr-main">
        <span>{t('deposit.paid.what', { provider: t(`deposit.qr.provider.${p.provider}`) })}</span>
        <span className="paid-qr-when">{t('deposit.paid.since', { time: formatDateTime(p.since) })}</span>
        <span className="paid-qr-when">{t('deposit.paid.until', { time: formatDateTime(p.until) })}</span>
      </span>
      <span className="paid-qr-side">
        <span className="money paid-qr-amount" data-testid="paid-qr-amount">
          +{money.number(p.amount)}
        </span>
        <span className="status status-pending">
          <Clock aria-hidden="true" size={14} className="inline-icon" /> {t('deposit.paid.pending')}
        </span>
      </span>
    </li>
  ));
  if (look === 'entries')
    return (
      <ul className="statement-list paid-qr-list" aria-label={t('deposit.paid.title')}>
        {rows}
      </ul>
    );
  return (
    <section className="card paid-qrs" aria-label={t('deposit.paid.title')}>
      <h2>{t('deposit.paid.title')}</h2>
      <ul className="paid-qr-list">{rows}</ul>
      <p className="muted">{t('deposit.paid.hint')}</p>
    </section>
  );
}
