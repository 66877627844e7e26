import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { claimMachine } from '../../../machines/claim';
import { api } from '../../api/contracts';
import { watched } from '../../lib/inspect';
import { useServices } from '../../services/context';
import { moneyMoved, useLookup } from '../../services/queries';
import { useOpenIntent } from '../../services/useIntents';
import { Dialog } from '../../ui/Dialog';
import { ErrorBanner, useErrorText } from '../../ui/ErrorText';
import { Money } from '../../ui/Money';
import { MoneyButton } from '../../ui/MoneyButton';
import { SafeHtml } from '../../ui/SafeHtml';
import { Spinner } from '../../ui/Spinner';
import { MoneyOutcome } from '../intents/OpenIntent';
import { SuccessBox } from '../receipt/SuccessBox';
import { inviteClaimActors } from './actors';

/** Confirm, then receive the invite bonus: conditions, and success/fail percentages when success is above 0. */
export function InviteClaimDialog({ success, fail, onClose }: { success: number; fail: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { client } = useServices();
  const intent = useOpenIntent(api.invite.bonus);
  const queryClient = useQueryClient();
  const conditions = useLookup('conditions');
  const errorText = useErrorText();
  // Toasts are how the spec reports this claim: a success, or a danger toast with the reason.
  const actor = useActorRef(
    claimMachine.provide({
      actors: inviteClaimActors(client),
      actions: {
        // The spec's toast, and the dialog stays open on the receipt (what came in, when, the wallet after it).
        received: () => {
          moneyMoved(queryClient);
          toast.success(t('home.invite.received'));
        },
        refused: (_, { code }) => void toast.error(errorText(code)),
      },
    }),
    // Opening this dialog is the member's tap on receive: the dialog is the confirm.
    watched({ input: { intent, confirmed: true } }),
  );
  const state = useSelector(actor, (s) => s);
  const busy = state.hasTag('receiving');
  const amount = state.context.check?.amount ?? 0;
  const receive = () => actor.send({ type: 'RECEIVE' });
  if (state.hasTag('received')) {
    return (
      <Dialog open title={t('home.invite.confirmTitle')} onClose={onClose}>
        <SuccessBox
          message={t('home.invite.received')}
          action={t('common.ok')}
          onAction={onClose}
          receipt={state.context.receivedAt !== null && { amount, at: state.context.receivedAt }}
        />
      </Dialog>
    );
  }
  return (
    <Dialog
      open
      title={t('home.invite.confirmTitle')}
      onClose={() => !busy && onClose()}
      footer={
        <>
          <button type="button" className="button" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </button>
          <MoneyButton
            type="button"
            className="button primary"
            onClick={receive}
            disabled={!state.hasTag('ready')}
            aria-busy={busy}
          >
            {busy ? t('common.wait') : t('home.invite.receive')}
          </MoneyButton>
        </>
      }
    >
      {state.hasTag('checking') && <Spinner />}
      {/* The wallet could not be read: say why, and offer to read it again. */}
      {state.hasTag('checkFailed') && (
        <>
          <ErrorBanner code={state.context.error} />
          <button type="button" className="button" onClick={() => actor.send({ type: 'RETRY' })}>
            {t('common.retry')}
          </button>
        </>
      )}
      <p>
        {t('home.invite.bonus')}:{' '}
        <strong>
          <Money amount={amount} />
        </strong>{' '}
        {t('currency.BAHT')}
      </p>
      {success > 0 && <p>{t('home.invite.percentages', { success, fail })}</p>}
      <MoneyOutcome intent={busy ? null : state.context.intent} />
      {conditions.data?.conditions.map((html, i) => (
        <SafeHtml key={i} html={html} className="html-block" />
      ))}
    </Dialog>
  );
}
