import { useTranslation } from 'react-i18next';
import type { Currency } from '../../../machines/validation';
import { appUrl } from '../../lib/base';
import { CopyButton } from '../../ui/CopyButton';
import { Money } from '../../ui/Money';
import { MoneyButton } from '../../ui/MoneyButton';

/** The member's invite link: this app's register page (at its sub-path, if any) with their code. */
export const inviteLink = (id: string) => appUrl(`/register?code=PR${id}`);

/** The referral bonus waiting to be received, and the member's invite link. */
export function InviteBox({
  memberId,
  amount,
  currency,
  onReceive,
}: {
  memberId: string;
  /** The bonus waiting, in the member's currency. */
  amount: number;
  currency: Currency;
  onReceive: () => void;
}) {
  const { t } = useTranslation();
  const link = inviteLink(memberId);
  return (
    <section className="card invite-box" aria-labelledby="invite-title">
      <h2 id="invite-title">{t('home.invite.title')}</h2>
      <div className="row">
        <span>
          {t('home.invite.bonus')}:{' '}
          <strong>
            <Money amount={amount} currency={currency} testId="invite-amount" />
          </strong>{' '}
          {t(`currency.${currency}`)}
        </span>
        <MoneyButton type="button" className="button small primary" onClick={onReceive} disabled={amount <= 0}>
          {t('home.invite.receive')}
        </MoneyButton>
      </div>
      <label className="field-label" htmlFor="invite-link">
        {t('home.invite.link')}
      </label>
      <div className="row">
        <input id="invite-link" className="link-input" readOnly value={link} />
        <CopyButton text={link} label={t('home.invite.link')} />
      </div>
    </section>
  );
}
