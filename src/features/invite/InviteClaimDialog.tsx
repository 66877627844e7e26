import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { api } from '../../api/contracts';
import { useServices } from '../../app/context';
import { useLookup } from '../../app/queries';
import { useMoneyAction } from '../../app/useMoneyAction';
import { Dialog } from '../../ui/Dialog';
import { useErrorText } from '../../ui/ErrorText';
import { Money } from '../../ui/Money';
import { SafeHtml } from '../../ui/SafeHtml';

/** Confirm, then receive the invite bonus: conditions, and success/fail percentages when success is above 0. */
export function InviteClaimDialog({ amount, success, fail, onClose }: { amount: number; success: number; fail: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { client } = useServices();
  const conditions = useLookup('conditions');
  const errorText = useErrorText();
  // Toasts are how the spec reports this claim: a success, or a danger toast with the reason.
  const claim = useMoneyAction((_, idempotencyKey) => client.call(api.invite.bonus, { idempotencyKey }), {
    onSuccess: () => {
      toast.success(t('home.invite.received'));
      onClose();
    },
    onFailure: (code) => toast.error(errorText(code)),
  });
  return (
    <Dialog
      open
      title={t('home.invite.confirmTitle')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="button" className="button primary" onClick={claim.submit} disabled={claim.busy} aria-busy={claim.busy}>
            {claim.busy ? t('common.wait') : t('home.invite.receive')}
          </button>
        </>
      }
    >
      <p>
        {t('home.invite.bonus')}: <strong><Money amount={amount} /></strong> {t('currency.BAHT')}
      </p>
      {success > 0 && (
        <p>{t('home.invite.percentages', { success, fail })}</p>
      )}
      {conditions.data?.conditions.map((html, i) => <SafeHtml key={i} html={html} className="html-block" />)}
    </Dialog>
  );
}
