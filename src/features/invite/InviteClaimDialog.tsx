import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useLookup, useMoney } from '../../services/queries';
import { Dialog } from '../../ui/Dialog';
import { ErrorBanner } from '../../ui/ErrorText';
import { Money } from '../../ui/Money';
import { MoneyButton } from '../../ui/MoneyButton';
import { SafeHtml } from '../../ui/SafeHtml';
import { ScreenError } from '../../ui/ScreenError';
import { Spinner } from '../../ui/Spinner';
import { MoneyOutcome } from '../intents/OpenIntent';
import { SuccessBox } from '../receipt/SuccessBox';
import { useInviteClaim } from './flows';

/** Confirm, then receive the invite bonus: conditions, and success/fail percentages when success is above 0. */
export function InviteClaimDialog({
  success,
  fail,
  onClose,
  onInvite,
}: {
  success: number;
  fail: number;
  onClose: () => void;
  /** Nothing waiting: the step that brings a bonus (home's invite dialog, with the member's link). */
  onInvite: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const conditions = useLookup('conditions');
  const actor = useInviteClaim();
  const state = useSelector(actor, (s) => s);
  const busy = state.hasTag('receiving');
  const amount = state.context.check?.amount ?? 0;
  const receive = () => actor.send({ type: 'RECEIVE' });
  // Nothing waits, or the bank said the invitees have not played: inviting (more) friends is the step.
  const nothingYet =
    state.hasTag('nothing') || (state.hasTag('refused') && state.context.error === 'NO_INVITEE_PLAY_INFO');
  if (state.hasTag('received')) {
    return (
      <Dialog open title={t('home.invite.confirmTitle')} onClose={onClose}>
        <SuccessBox
          message={t('home.invite.received')}
          action={t('common.ok')}
          onAction={onClose}
          receipt={
            state.context.receivedAt !== null && {
              amount,
              at: state.context.receivedAt,
              reference: state.context.reference,
            }
          }
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
          {nothingYet ? (
            <button type="button" className="button primary" onClick={onInvite}>
              {t('home.tile.invite')}
            </button>
          ) : (
            <MoneyButton
              type="button"
              className="button primary"
              onClick={receive}
              disabled={!state.hasTag('ready')}
              aria-busy={busy}
            >
              {busy ? t('common.wait') : t('home.invite.receive')}
            </MoneyButton>
          )}
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
          <Money amount={amount} currency={money.currency} />
        </strong>{' '}
        {t(`currency.${money.currency}`)}
      </p>
      {state.hasTag('nothing') && <p className="notice">{t('home.invite.nothing')}</p>}
      {/* Refused for good (the spec's toast said it): why here, and what comes next. */}
      {state.hasTag('refused') && <ScreenError code={state.context.error} on="home.invite.refused" />}
      {success > 0 && <p>{t('home.invite.percentages', { success, fail })}</p>}
      <MoneyOutcome intent={busy ? null : state.context.intent} />
      {conditions.data?.conditions.map((html, i) => (
        <SafeHtml key={i} html={html} className="html-block" />
      ))}
    </Dialog>
  );
}
