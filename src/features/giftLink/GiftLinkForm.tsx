import { useTranslation } from 'react-i18next';
import { api } from '../../api/contracts';
import { isDemo } from '../../lib/config';
import { fingerprint } from '../../lib/storage';
import { useServices } from '../../services/context';
import { useMoneyAction } from '../../services/useMoneyAction';
import { ErrorBanner } from '../../ui/ErrorText';
import { Field } from '../../ui/Field';
import { MoneyButton } from '../../ui/MoneyButton';
import { FormIntent } from '../intents/OpenIntent';
import { SuccessBox } from '../receipt/SuccessBox';
import { movedAmount, useMovedBy } from '../receipt/useMovedBy';
import { sendGiftLink } from './actors';

/**
 * A run of the demo's gift-link public key (mirage/keys.ts), whose private key anyone can read: outside the demo a
 * config.json that carries it encrypts nothing with it (docs/decisions/033-the-demo-only-where-asked.md), and the
 * channel is not offered.
 */
const DEMO_KEY_MARK = '6Tp+vPGf+j922tptfio9';

/** Minimum deposit through a wallet gift link, in baht (docs/product.md#constants-money). */
export const GIFT_LINK_MINIMUM = 2;
/** What a gift link looks like, in every language. */
const GIFT_LINK_EXAMPLE = 'https://gift.truemoney.com/campaign/?v=…';

function GiftLinkSend({ walletAccountName, publicKeyPem }: { walletAccountName: string; publicKeyPem: string }) {
  const { t } = useTranslation();
  const { client } = useServices();
  const form = useMoneyAction(api.wallet.truelink, {
    send: sendGiftLink(client, walletAccountName, publicKeyPem),
    values: { link: '' },
    validate: (v): Record<string, string> => ((v.link ?? '').trim() ? {} : { link: 'validation.required' }),
    // The intent holds the link's fingerprint, never the link (a bearer secret): the same link pasted again after a
    // reload is the same intent, with its key.
    toRequest: (v) => ({ linkPrint: fingerprint((v.link ?? '').trim()) }),
  });
  const empty = !(form.values.link ?? '').trim();
  // A running bonus that waited for a deposit pays its credit with this one: the receipt says so (the balance rose by
  // both).
  const bonus = movedAmount(useMovedBy(form.succeeded ? form.receipt?.reference : null), 'bonus');

  if (form.succeeded) {
    const amount = (form.result as { amount?: number } | null)?.amount;
    return (
      <SuccessBox
        message={t('giftLink.success')}
        action={t('giftLink.another')}
        onAction={() => {
          form.reset();
          form.change('link')('');
        }}
        receipt={
          form.receipt &&
          amount !== undefined && {
            amount,
            at: form.receipt.at,
            lines: [[t('receipt.channel'), t('statement.pocket.TRUEWALLET')]],
            bonus,
            reference: form.receipt.reference,
          }
        }
      />
    );
  }
  return (
    <form
      className="gift-link"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!empty) form.submit();
      }}
    >
      <p className="muted">{t('giftLink.explain', { min: GIFT_LINK_MINIMUM })}</p>
      <Field
        label={t('giftLink.link')}
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder={GIFT_LINK_EXAMPLE}
        value={form.values.link ?? ''}
        onValue={form.change('link')}
        error={form.errors.link}
        hint={t('giftLink.credited')}
      />
      <ErrorBanner code={form.serverError} />
      {/* "Try again" needs the link: after a reload the member pastes it again (the phone never kept it). */}
      <FormIntent form={empty ? { ...form, retry: undefined } : form} />
      <MoneyButton type="submit" className="button primary block" disabled={empty || form.busy} aria-busy={form.busy}>
        {form.busy ? t('common.wait') : t('giftLink.send')}
      </MoneyButton>
    </form>
  );
}

/**
 * Deposit with a wallet gift link (docs/product.md#call-wallet-truelink): the pasted link is sent once, encrypted with
 * the deployment's public key. Without a key the channel is not available.
 */
export function GiftLinkForm({ walletAccountName }: { walletAccountName: string }) {
  const { t } = useTranslation();
  const { config } = useServices();
  const key = config.truelinkPublicKey?.trim();
  if (!key || (!isDemo(config) && key.replace(/\s/g, '').includes(DEMO_KEY_MARK)))
    return <p className="notice">{t('giftLink.unavailable')}</p>;
  return <GiftLinkSend walletAccountName={walletAccountName} publicKeyPem={key} />;
}
