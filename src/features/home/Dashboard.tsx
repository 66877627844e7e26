import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useTranslation } from 'react-i18next';
import { currencyOf } from '../../api/contracts/common';
import type { WalletAnswer } from '../../api/contracts/wallet';
import { formatDateTime } from '../../lib/format';
import { Money } from '../../ui/Money';
import { useRefreshGames } from './actors';

const totalBalance = (w: WalletAnswer) => w.wallet.amount + w.slots.reduce((sum, s) => sum + s.amount, 0);

/** The dark dashboard: name, total in the member's currency (wallet plus every game), coins, last update, refresh. */
export function Dashboard({ wallet, updatedAt }: { wallet: WalletAnswer; updatedAt: number }) {
  const { t } = useTranslation();
  const refresh = useRefreshGames();
  const currency = currencyOf(wallet.profile);
  return (
    <section className="dashboard" aria-labelledby="dash-name">
      <div className="dashboard-head">
        <h1 id="dash-name" className="clamp">
          {t('home.hello', { name: wallet.profile.name })}
        </h1>
        <span className="coins" aria-label={t('home.coins')}>
          ● {wallet.profile.coin}
        </span>
      </div>
      <p className="dashboard-label">{t('home.total')}</p>
      <p className="dashboard-total">
        <Money amount={totalBalance(wallet)} currency={currency} testId="total-balance" />{' '}
        <span className="unit">{t(`currency.${currency}`)}</span>
      </p>
      <p className="dashboard-sub">
        {t('home.wallet')}: <Money amount={wallet.wallet.amount} currency={currency} testId="wallet-amount" />{' '}
        {t(`currency.${currency}`)}
      </p>
      <div className="dashboard-foot">
        <span className="muted-dark">{t('home.updated', { time: formatDateTime(updatedAt) })}</span>
        <button
          type="button"
          className="button small icon-button"
          onClick={() => refresh.mutate()}
          disabled={refresh.isPending}
          aria-busy={refresh.isPending}
          aria-label={refresh.isPending ? t('common.wait') : t('home.refresh')}
          title={t('home.refresh')}
        >
          <RefreshCw aria-hidden="true" size={20} className={refresh.isPending ? 'spinning' : undefined} />
        </button>
      </div>
    </section>
  );
}
