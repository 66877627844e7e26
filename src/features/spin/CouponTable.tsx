import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codeOf } from '../../../machines/errors';
import { type WheelSlice } from '../../../machines/spin';
import type { Coupon } from '../../api/contracts/spin';
import { formatDateTime } from '../../lib/format';
import { useServices } from '../../services/context';
import { useMoney } from '../../services/queries';
import { DataTable } from '../../ui/DataTable';
import { Dialog } from '../../ui/Dialog';
import { ErrorBanner, ErrorMessage } from '../../ui/ErrorText';
import { Money } from '../../ui/Money';
import { MoneyButton } from '../../ui/MoneyButton';
import { Pagination } from '../../ui/Pagination';
import { SafeHtml } from '../../ui/SafeHtml';
import { useScreenErrorText } from '../../ui/ScreenError';
import { Spinner } from '../../ui/Spinner';
import { ToMyBonus } from '../../ui/ToMyBonus';
import { MoneyOutcome } from '../intents/OpenIntent';
import { SuccessBox } from '../receipt/SuccessBox';
import { useCouponClaim } from './flows';
import { couponExpired, couponsQuery, expiresWithin } from './queries';

/** The mark of a coupon that expires within the hour, or within a day (none later). */
function ExpiresSoon({ within }: { within: 'hour' | 'day' | null }) {
  const { t } = useTranslation();
  if (!within) return null;
  return (
    <span className="coupon-soon" data-testid="coupon-soon">
      {t(within === 'hour' ? 'spin.coupons.soonHour' : 'spin.coupons.soon')}
    </span>
  );
}

/** The coupon table shows 3 a page (docs/product.md#constants-pages). */
export const COUPON_PAGE_SIZE = 3;

/**
 * The member's coupons, 3 a page (index, the slice's label and the prize's name, amount, claim), and the claim: a
 * confirm with the slice's description, then success or the reason; the wheel data reloads after either.
 */
export function CouponTable({ slices }: { slices: WheelSlice[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { client, now } = useServices();
  // The spin table's words (docs/product.md#errors-spin), the coupon claim's where the table's would mislead.
  const spinText = useScreenErrorText('spinErrors.onClaim', 'spinErrors');
  const coupons = useQuery(couponsQuery(client, now));
  const [page, setPage] = useState(1);
  const actor = useCouponClaim();
  const state = useSelector(actor, (s) => s);
  // The rows wait for the member's currency as well (useMoney): a kip member's amounts are never drawn as baht first.
  const list = (money.known && coupons.data?.coupons) || [];
  const pageCount = Math.max(1, Math.ceil(list.length / COUPON_PAGE_SIZE));
  // A claim can empty the last page: show the last page there is.
  const shown = Math.min(page, pageCount);
  const rows = list.slice((shown - 1) * COUPON_PAGE_SIZE, shown * COUPON_PAGE_SIZE);
  const coupon = state.context.coupon;
  const chosen = coupon ? list.find((c) => c._id === coupon._id) : undefined;
  const description = chosen ? slices.find((s) => s.label === chosen.prize.label)?.htmlDescription : null;
  const busy = state.hasTag('claiming');
  const close = () => actor.send(state.hasTag('settled') ? { type: 'CLOSE' } : { type: 'DISMISS' });
  // The claim's dialog closed, focus goes to the table's heading, not the page's top: the row's claim button that
  // opened it was disabled while the dialog was open, and after a claim its row is gone (the table is read again).
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <section className="card coupons" aria-labelledby="coupons-title">
      <h2 id="coupons-title" ref={heading} tabIndex={-1}>
        {t('spin.coupons.title')}
      </h2>
      {(coupons.isPending || (coupons.data && !money.known)) && <Spinner />}
      <ErrorBanner code={coupons.error ? codeOf(coupons.error) : null} />
      {coupons.data && money.known && list.length === 0 && <p className="muted center">{t('spin.coupons.empty')}</p>}
      {rows.length > 0 && (
        <DataTable<Coupon>
          caption={t('spin.coupons.title')}
          rows={rows}
          rowKey={(c) => c._id}
          columns={[
            {
              header: t('spin.coupons.index'),
              num: true,
              cell: (c) => (shown - 1) * COUPON_PAGE_SIZE + rows.indexOf(c) + 1,
            },
            {
              header: t('spin.coupons.prize'),
              cell: (c) => (
                <>
                  <strong className="clamp">{c.prize.label}</strong> <span className="muted clamp">{c.prize.name}</span>
                </>
              ),
            },
            {
              header: t('spin.coupons.amount'),
              num: true,
              cell: (c) => <Money amount={c.amount} currency={money.currency} />,
            },
            {
              header: t('spin.coupons.expires'),
              cell: (c) =>
                c.expireAt ? (
                  <>
                    <time dateTime={c.expireAt}>{formatDateTime(c.expireAt)}</time>
                    <ExpiresSoon within={expiresWithin(c, now())} />
                  </>
                ) : (
                  '-'
                ),
            },
            {
              header: t('spin.coupons.claim'),
              cell: (c) =>
                couponExpired(c, now()) ? (
                  <span className="muted">{t('spin.coupons.expired')}</span>
                ) : (
                  <MoneyButton
                    type="button"
                    className="button small primary"
                    disabled={!state.hasTag('idle')}
                    onClick={() =>
                      actor.send({ type: 'CHOOSE', coupon: { _id: c._id, label: c.prize.label, amount: c.amount } })
                    }
                  >
                    {t('spin.coupons.claim')}
                  </MoneyButton>
                ),
            },
          ]}
        />
      )}
      <Pagination page={shown} pageCount={pageCount} onPage={setPage} label={t('spin.coupons.title')} />
      {coupon && !state.hasTag('idle') && (
        <Dialog
          open
          title={t('spin.coupons.claimTitle')}
          onClose={() => !busy && close()}
          focusAfter={() => heading.current}
        >
          {state.hasTag('claimed') ? (
            <SuccessBox
              message={t('spin.coupons.claimed')}
              action={t('common.ok')}
              onAction={close}
              receipt={
                state.context.claimedAt !== null && {
                  amount: coupon.amount,
                  at: state.context.claimedAt,
                  lines: [[t('receipt.what'), coupon.label]],
                  reference: state.context.reference,
                }
              }
            />
          ) : state.hasTag('failed') ? (
            <>
              <MoneyOutcome intent={state.context.intent}>
                <ErrorMessage text={spinText(state.context.error)} />
              </MoneyOutcome>
              {/* A running bonus holds the prize back: the way to it (its turnover, or cancel it). */}
              {state.context.error === 'BONUS_REMAINING' && <ToMyBonus />}
              <button type="button" className="button block" onClick={close}>
                {t('common.ok')}
              </button>
            </>
          ) : (
            <>
              {/* The prize said once: its label, then the operator's words on it, or else its name. */}
              <p className="prize-label">{coupon.label}</p>
              {description ? (
                <SafeHtml html={description} className="html-block" />
              ) : (
                chosen && <p>{chosen.prize.name}</p>
              )}
              <p>{t('spin.coupons.claimBody')}</p>
              <div className="actions">
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  onClick={() => actor.send({ type: 'DISMISS' })}
                >
                  {t('common.cancel')}
                </button>
                <MoneyButton
                  type="button"
                  className="button primary"
                  aria-busy={busy || state.hasTag('settling')}
                  disabled={busy}
                  onClick={() => actor.send({ type: 'CONFIRM' })}
                >
                  {busy || state.hasTag('settling') ? t('common.wait') : t('spin.coupons.confirm')}
                </MoneyButton>
              </div>
            </>
          )}
        </Dialog>
      )}
    </section>
  );
}
