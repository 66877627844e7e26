import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { labelOf, WHEEL, type WheelSliceDef } from '../../../mirage/wheelContent';
import { currencyOf } from '../../api/contracts/common';
import { formatMoney } from '../../lib/format';
import { walletQuery } from '../../services/queries';
import { queryClientOf } from '../../services/queryClient';
import { refetchAll, type PanelProps } from './store';

/**
 * The newest live QR paid as its provider would; the note says how much, in the member's currency (their wallet
 * answer's, as the page has it), or that there is none.
 */
export function payNewestQr({ controls, services, say }: PanelProps, t: TFunction) {
  try {
    const amount = controls.payQr();
    const wallet = queryClientOf(services).getQueryData(walletQuery(services.client).queryKey);
    const currency = wallet ? currencyOf(wallet.profile) : 'BAHT';
    say(t('demo.qrPaid', { amount: formatMoney(amount, currency), context: currency }));
    refetchAll(services);
  } catch {
    say(t('demo.noQr'));
  }
}

/**
 * Play the bank's part: a QR paid by its provider, the chat's connection dropping, the wheel's next prize, and the
 * page's reads of the bank made again (as when the member comes back to it).
 */
export function PlayBank(panel: PanelProps) {
  const { controls, services } = panel;
  const { t, i18n } = useTranslation();
  const id = useId();
  const payQr = () => payNewestQr(panel, t);
  // A slice by what the wheel shows on it: its number (a baht member's), or its words in the console's language (the
  // demo's no-prize slices have Thai and Lao words only: in English they are "no prize").
  const shown = (s: WheelSliceDef) =>
    s.label
      ? (s.label[i18n.language as keyof typeof s.label] ?? t('demo.noPrize'))
      : labelOf({ laos: false }, { currency: null }, s);
  return (
    <fieldset className="demo-fieldset">
      <legend className="demo-legend">{t('demo.bank')}</legend>
      <button type="button" className="demo-button" onClick={payQr}>
        {t('demo.payQr')}
      </button>
      <button type="button" className="demo-button" onClick={() => refetchAll(services)}>
        {t('demo.reread')}
      </button>
      <button type="button" className="demo-button" onClick={() => controls.chatDisconnect()}>
        {t('demo.chatDisconnect')}
      </button>
      <div className="demo-row">
        <label htmlFor={`${id}-spin`} className="demo-label">
          {t('demo.nextSpin')}
        </label>
        <select
          id={`${id}-spin`}
          className="demo-input"
          defaultValue=""
          onChange={(e) => controls.nextSpin(e.target.value || null)}
        >
          <option value="">{t('demo.randomSpin')}</option>
          {WHEEL.slices.map((s) => (
            <option key={s.code} value={s.code}>{`${s.code} (${shown(s)})`}</option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
