import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { type LucideIcon } from 'lucide-react';
import ArrowDownLeft from 'lucide-react/icons/arrow-down-left';
import ArrowLeftRight from 'lucide-react/icons/arrow-left-right';
import ArrowUpRight from 'lucide-react/icons/arrow-up-right';
import Check from 'lucide-react/icons/check';
import Clock from 'lucide-react/icons/clock';
import Star from 'lucide-react/icons/star';
import StarOff from 'lucide-react/icons/star-off';
import X from 'lucide-react/icons/x';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'wouter';
import type { Statement } from '../../api/contracts/statement';
import { formatDateTime, relativeTime } from '../../lib/format';
import { pocketName, type Namebook } from '../../lib/names';
import { activityText, amountLook, signedAmount, statementReference, statusKind } from '../../lib/statement';
import { useServices } from '../../services/context';
import { statementQuery, useLookup, useMoney, useWallet } from '../../services/queries';
import { Dialog } from '../../ui/Dialog';
import { Pagination } from '../../ui/Pagination';
import { PAGE_SIZE } from '../../ui/usePaged';
import { usePicker } from '../../ui/usePicker';
import { PaidQrs } from '../deposit/PaidQrs';
import { Reference } from '../receipt/SuccessBox';
import { SlipStatusDialog } from '../slip/SlipStatusDialog';
import './statement.css';

const ICONS: Record<Statement['statementType'], LucideIcon> = {
  deposit: ArrowDownLeft,
  withdraw: ArrowUpRight,
  transfer: ArrowLeftRight,
  bonus: Star,
  finish_bonus: StarOff,
};
const STATUS_ICONS = { success: Check, failed: X, progress: Clock } as const;
const STATUS_KEYS = {
  success: 'slip.status.success',
  failed: 'slip.status.failed',
  progress: 'slip.status.inProgress',
} as const;

const SLIPS = 'slips';

/**
 * One entry opened (docs/product.md#references): what it was, its status, from and to, amount, time, reference (to copy
 * and quote to support) and description.
 */
function EntryDialog({ entry, book, onClose }: { entry: Statement | null; book: Namebook; onClose: () => void }) {
  const { t } = useTranslation();
  if (!entry) return null;
  // Its frame at the tap; what it says in the render after (src/ui/Dialog.tsx).
  return (
    <Dialog open title={t('statement.detail.title')} onClose={onClose}>
      <EntryBody entry={entry} book={book} />
    </Dialog>
  );
}

function EntryBody({ entry, book }: { entry: Statement; book: Namebook }) {
  const { t } = useTranslation();
  const money = useMoney();
  const kind = statusKind(entry.status);
  const name = (code: string) => pocketName(code, book);
  const description = activityText(entry, t, name);
  const rows: Array<[string, ReactNode, string?]> = [
    [t('statement.detail.type'), t(`statement.type.${entry.statementType}`)],
    [t('statement.detail.status'), t(STATUS_KEYS[kind]), 'entry-status'],
    [t('receipt.from'), name(entry.from)],
    [t('receipt.to'), name(entry.to)],
    [
      t('receipt.amount'),
      <strong key="a" className={amountLook(entry)}>
        {signedAmount(entry, money.currency)} {t(`currency.${money.currency}`)}
      </strong>,
      'entry-amount',
    ],
    [t('receipt.when'), formatDateTime(entry.createdAt)],
    [t('receipt.reference'), <Reference key="r" value={statementReference(entry)} />, 'entry-reference'],
    [t('statement.detail.description'), description],
  ];
  return (
    <>
      <dl className="receipt" data-testid="statement-detail">
        {rows.map(([label, value, id]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd data-testid={id}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="muted">{t('statement.detail.quote')}</p>
    </>
  );
}

/**
 * The page's dialogs, which alone follow its picker: a tap on a row renders the row's detail, not the page under it
 * (a slow phone's tap answers within its frame: docs/speed.md, "Each money tap").
 */
function StatementDialogs({
  picker,
  entries,
  book,
}: {
  picker: ReturnType<typeof usePicker>;
  entries: Statement[] | undefined;
  book: Namebook;
}) {
  const picked = useSelector(picker, (s) => (s.hasTag('open') ? s.context.selected : null));
  const close = () => picker.send({ type: 'CLOSE' });
  return (
    <>
      <SlipStatusDialog open={picked === SLIPS} onClose={close} />
      {picked && picked !== SLIPS && (
        <EntryDialog entry={entries?.find((e) => e._id === picked) ?? null} book={book} onClose={close} />
      )}
    </>
  );
}

/** The page number of the address (`?page=3`), so that back and reload keep it; anything unreadable is page 1. */
const pageOf = (params: URLSearchParams) => {
  const n = Number(params.get('page'));
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

/** /user/statement: the member's entries 10 a page, newest first, and the slip status. */
export default function StatementPage() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const { client, now } = useServices();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const list = useQuery({ ...statementQuery(client, page), placeholderData: keepPreviousData });
  // Codes by their names: games from the wallet the member already has, banks from the banks' lookup.
  const book: Namebook = {
    t,
    language: i18n.language,
    games: useWallet().data?.slots,
    banks: useLookup('banks').data?.banks,
  };
  // One picker for the page's dialogs: the slip status ('slips') or an entry's detail (its _id).
  const slips = usePicker();
  // The rows wait for the member's currency as well (useMoney): a kip member's amounts are never drawn as baht first.
  const data = money.known ? list.data : undefined;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <main className="statement-page">
      <div className="row">
        <h1>{t('statement.title')}</h1>
        <button type="button" className="button small" onClick={() => slips.send({ type: 'OPEN', id: SLIPS })}>
          {t('statement.slips')}
        </button>
      </div>
      {/* QRs said paid and not yet credited: pending above the bank's entries, on the first page. */}
      {page === 1 && <PaidQrs look="entries" />}
      {(list.isPending || (list.data && !money.known)) && (
        <ul className="statement-list" aria-busy="true" aria-label={t('common.loading')}>
          {Array.from({ length: 5 }, (_, i) => (
            <li key={i} className="statement-entry skeleton" />
          ))}
        </ul>
      )}
      {/* A failed load only hides the loader (docs/product.md#error-display); the member can try again. */}
      {list.isError && !data && (
        <button type="button" className="button" onClick={() => void list.refetch()}>
          {t('common.retry')}
        </button>
      )}
      {/* Nothing yet: a deposit is the first entry, and the step offered. */}
      {data && data.total === 0 && (
        <div className="center">
          <p className="muted">{t('statement.empty')}</p>
          <Link href="/home?dialog=deposit" className="button small primary">
            {t('home.tile.deposit')}
          </Link>
        </div>
      )}
      {/* An address past the last page (an old link, fewer entries now): say so and offer the last page. */}
      {data && data.total > 0 && data.statements.length === 0 && (
        <p className="muted center">
          {t('statement.beyond', { count: pageCount })}{' '}
          <button type="button" className="button link" onClick={() => setParams({ page: String(pageCount) })}>
            {t('common.page', { page: pageCount })}
          </button>
        </p>
      )}
      {data && data.statements.length > 0 && (
        <ul className="statement-list" aria-label={t('statement.title')} aria-busy={list.isFetching}>
          {data.statements.map((e) => {
            const kind = statusKind(e.status);
            const [TypeIcon, StatusIcon] = [ICONS[e.statementType], STATUS_ICONS[kind]];
            return (
              <li key={e._id} className="statement-entry" data-testid="statement-entry">
                {/* The whole row opens its detail; the button is the row's name for a screen reader. */}
                <button
                  type="button"
                  className="statement-open"
                  onClick={() => slips.send({ type: 'OPEN', id: e._id })}
                  aria-label={`${t('statement.detail.open')}: ${activityText(e, t, (code) => pocketName(code, book))}`}
                />
                <span className={`statement-icon type-${e.statementType}`} aria-hidden="true">
                  <TypeIcon size={18} />
                </span>
                <div className="statement-main">
                  <span className="statement-activity clamp">
                    {activityText(e, t, (code) => pocketName(code, book))}
                  </span>
                  <span className="statement-when">
                    <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time> ·{' '}
                    {relativeTime(e.createdAt, t, now())}
                  </span>
                </div>
                <div className="statement-side">
                  <span className={`money statement-amount ${amountLook(e)}`} data-testid="statement-amount">
                    {signedAmount(e, money.currency)}
                  </span>
                  <span
                    className={`status status-${kind === 'success' ? 'ok' : kind === 'failed' ? 'failed' : 'pending'}`}
                  >
                    <StatusIcon aria-hidden="true" size={14} className="inline-icon" /> {t(STATUS_KEYS[kind])}
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        onPage={(p) => setParams({ page: String(p) })}
        label={t('statement.title')}
        disabled={list.isFetching}
      />
      <StatementDialogs picker={slips} entries={data?.statements} book={book} />
    </main>
  );
}
