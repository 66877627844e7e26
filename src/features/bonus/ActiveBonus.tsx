import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { BonusActor } from '../../../machines/bonus';
import { Dialog } from '../../ui/Dialog';
import { ErrorBanner } from '../../ui/ErrorText';
import { MoneyButton } from '../../ui/MoneyButton';
import { TakenBack } from './TakenBack';

/** The running bonus: its code and type, a cancel button with a confirm, and an alert when cancelling fails. */
export function ActiveBonus({ actor }: { actor: BonusActor }) {
  const { t } = useTranslation();
  const state = useSelector(actor, (s) => s);
  const { bonus, error } = state.context;
  const clearing = state.hasTag('clearing');
  const asking = state.hasTag('confirmingCancel') || clearing;
  const dismiss = () => actor.send({ type: 'DISMISS' });
  return (
    <section className="card active-bonus" aria-labelledby="active-bonus-title">
      <h2 id="active-bonus-title">{t('bonus.activeTitle')}</h2>
      <p className="row">
        <strong className="clamp" data-testid="active-bonus">
          {t('bonus.activeType', { code: bonus.code, type: t(`bonus.type.${bonus.type}`) })}
        </strong>
        <button type="button" className="button small" onClick={() => actor.send({ type: 'CANCEL' })} disabled={asking}>
          {t('bonus.cancel')}
        </button>
      </p>
      {/* Why the promotion-code box is not here: one bonus at a time. */}
      <p className="muted">{t('bonus.promotionAfter')}</p>
      <Dialog
        open={asking}
        title={t('bonus.cancelTitle')}
        onClose={() => !clearing && dismiss()}
        footer={
          <>
            <button type="button" className="button" onClick={dismiss} disabled={clearing}>
              {t('bonus.keep')}
            </button>
            <MoneyButton
              type="button"
              className="button primary"
              onClick={() => actor.send({ type: 'CONFIRM' })}
              disabled={clearing}
              aria-busy={clearing}
            >
              {clearing ? t('common.wait') : t('bonus.cancelConfirm')}
            </MoneyButton>
          </>
        }
      >
        <p>{t('bonus.cancelBody', { code: bonus.code })}</p>
        {asking && <TakenBack actor={actor} />}
      </Dialog>
      <Dialog
        open={state.hasTag('active') && error !== null}
        title={t('errors.title')}
        onClose={dismiss}
        footer={
          <button type="button" className="button primary" onClick={dismiss}>
            {t('common.ok')}
          </button>
        }
      >
        <ErrorBanner code={error} />
      </Dialog>
    </section>
  );
}
