import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/context';
import { walletQuery } from '../../app/queries';
import { formatMoney } from '../../lib/format';
import { Spinner } from '../../ui/Spinner';
import { useErrorText } from '../../ui/ErrorText';

/** /user/home, first cut: who is signed in and the wallet balance. The dashboard comes with the member issue. */
export default function HomePage() {
  const { t } = useTranslation();
  const { client } = useServices();
  const wallet = useQuery(walletQuery(client));
  const errorText = useErrorText();
  return (
    <main className="card home">
      {wallet.isPending && <Spinner />}
      {wallet.isError && (
        <p role="alert">{errorText((wallet.error as { code?: string }).code ?? 'NETWORK_ERROR')}</p>
      )}
      {wallet.data && (
        <>
          <h1>{t('home.hello', { name: wallet.data.profile.name })}</h1>
          <p>
            {t('home.wallet')}: <strong data-testid="wallet-amount">{formatMoney(wallet.data.wallet.amount)}</strong> {t('currency.BAHT')}
          </p>
        </>
      )}
    </main>
  );
}
