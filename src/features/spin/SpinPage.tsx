import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { winningIndex } from '../../../machines/spin';
import { formatDateTime } from '../../lib/format';
import { useServices } from '../../services/context';
import { useMoney } from '../../services/queries';
import { Dialog } from '../../ui/Dialog';
import { ErrorBanner, ErrorMessage } from '../../ui/ErrorText';
import { MoneyButton } from '../../ui/MoneyButton';
import { SafeHtml } from '../../ui/SafeHtml';
import { useScreenErrorText } from '../../ui/ScreenError';
import { Spinner } from '../../ui/Spinner';
import { MoneyOutcome } from '../intents/OpenIntent';
import { CouponTable } from './CouponTable';
import { useSpin } from './flows';
import { couponsAtPrizeQuery, wonCoupon } from './queries';
import { WheelStage } from './WheelStage';
import './spin.css';

/**
 * The prize's dialog (docs/product.md#screen-spin): the slice's label; what the prize is, a coupon for its amount to
 * claim on this page before its expiry, said in words (nothing more for a slice that leaves no coupon); the slice's
 * description; the coins left. Mounted from the wheel's stop: the coupons are read from then, and the dialog opens
 * once they are read (or could not be), whole, so nothing in it moves under a tap on OK. `returnTo`: where focus goes
 * on close, the page's heading: the spin button, disabled while the wheel turns and while the wheel is read again
 * after the prize, is no place to go back to.
 */
export function PrizeDialog({
  open,
  label,
  remaining,
  description,
  onClose,
  returnTo,
}: {
  open: boolean;
  label: string;
  remaining: number;
  description: string | null | undefined;
  onClose: () => void;
  returnTo: () => HTMLElement | null;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const { client, now } = useServices();
  const coupons = useQuery(couponsAtPrizeQuery(client, now));
  const read = (coupons.isFetchedAfterMount || coupons.isError) && money.known;
  if (!open || !read) return null;
  const coupon = wonCoupon(coupons.data?.coupons, label);
  const amount = coupon && money.text(coupon.amount);
  return (
    <Dialog open title={t('spin.prizeTitle')} onClose={onClose} focusAfter={returnTo}>
      <p className="prize-label" data-testid="prize-label">
        {label}
      </p>
      {coupon && (
        <p data-testid="prize-coupon">
          {coupon.expireAt
            ? t('spin.prizeCoupon', { amount, date: formatDateTime(coupon.expireAt) })
            : t('spin.prizeCouponNoDate', { amount })}
        </p>
      )}
      {description && <SafeHtml html={description} className="html-block" />}
      <p className="muted">{t('spin.prizeRemaining', { count: remaining })}</p>
      <button type="button" className="button primary block" onClick={onClose}>
        {t('common.ok')}
      </button>
    </Dialog>
  );
}

/**
 * /user/spin: the active wheel's name, the wheel with the spin button (coins) in its centre, the prize dialog, and
 * the member's coupons. The page renders the spin machine; the machine's actions drive the drawing.
 */
export default function SpinPage() {
  const { t } = useTranslation();
  // The spin table's words (docs/product.md#errors-spin), this screen's where the table's would mislead: a spin
  // refused INVALID_CODE typed no code, one refused NO_CLAIMABLE_COUPON has no coin.
  const spinText = useScreenErrorText('spinErrors.onSpin', 'spinErrors');
  const { actor, wheel: wheelBridge } = useSpin();
  const state = useSelector(actor, (s) => s);
  const { wheel, coin, result, error } = state.context;
  const won = state.hasTag('won') ? winningIndex(state.context) : -1;
  const spinning = state.hasTag('turning');
  const wonSlice = won >= 0 ? wheel?.slices[won] : undefined;
  const heading = useRef<HTMLHeadingElement>(null);

  if (state.hasTag('loading') && !wheel) return <Spinner />;
  return (
    <main className="spin-page">
      <h1 className="clamp" ref={heading} tabIndex={-1}>
        {wheel?.name ?? t('spin.title')}
      </h1>
      {state.hasTag('loadFailed') && (
        <section className="card">
          <ErrorBanner code={error} />
          <button type="button" className="button" onClick={() => actor.send({ type: 'RETRY' })}>
            {t('common.retry')}
          </button>
        </section>
      )}
      {state.hasTag('inactive') && (
        <section className="card">
          {error && <ErrorMessage text={spinText(error)} />}
          <p>{t('spin.inactive')}</p>
          <Link href="/home" className="button primary">
            {t('spin.backHome')}
          </Link>
        </section>
      )}
      {/* Coupons already won stay the member's to claim while the wheel is off: they expire, the wheel does not. */}
      {state.hasTag('inactive') && <CouponTable slices={wheel?.slices ?? []} />}
      {wheel && !state.hasTag('inactive') && !state.hasTag('loadFailed') && (
        <>
          <WheelStage slices={wheel.slices} bridge={wheelBridge} won={won}>
            <MoneyButton
              type="button"
              className="spin-button"
              data-testid="spin-button"
              disabled={coin <= 0 || !state.hasTag('idle')}
              aria-busy={spinning}
              onClick={() => actor.send({ type: 'SPIN' })}
            >
              <span className="spin-word">
                {spinning ? t('spin.spinning') : coin <= 0 ? t('spin.noCoins') : t('spin.spin')}
              </span>
              <span className="spin-coins" data-testid="spin-coins">
                {t('spin.coins', { count: coin })}
              </span>
            </MoneyButton>
          </WheelStage>
          <p className="spin-status" role="status" aria-live="polite">
            {wonSlice
              ? t('spin.stoppedOn', { label: wonSlice.label })
              : state.hasTag('spinning')
                ? t('spin.spinning')
                : ''}
          </p>
          <MoneyOutcome intent={state.hasTag('idle') ? state.context.intent : null}>
            {error && <ErrorMessage text={spinText(error)} />}
          </MoneyOutcome>
          {coin <= 0 && state.hasTag('idle') && (
            // No coins: what to do next (the site's promotions give them; support says how), not a dead end.
            <div className="notice center" data-testid="no-coins">
              <p>{t('spin.noCoinsHint')}</p>
              <p>{t('spin.earnCoins')}</p>
              <p className="row center">
                <Link href="/bonus" className="button small">
                  {t('spin.seePromotions')}
                </Link>
                <Link href="/contact" className="button small">
                  {t('spin.askSupport')}
                </Link>
              </p>
            </div>
          )}
          <CouponTable slices={wheel.slices} />
        </>
      )}
      {state.hasTag('won') && result && (
        <PrizeDialog
          open={state.hasTag('prize')}
          label={result.label}
          remaining={result.remainingCoin}
          description={wonSlice?.htmlDescription}
          onClose={() => actor.send({ type: 'CLOSE' })}
          returnTo={() => heading.current}
        />
      )}
    </main>
  );
}
