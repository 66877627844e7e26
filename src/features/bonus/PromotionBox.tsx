import { useSelector } from '@xstate/react';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ownIntent } from '../../../machines/intent';
import { CODE_MAX_LENGTH } from '../../lib/codes';
import { Dialog } from '../../ui/Dialog';
import { ErrorBanner } from '../../ui/ErrorText';
import { MoneyButton } from '../../ui/MoneyButton';
import { SafeHtml } from '../../ui/SafeHtml';
import { Spinner } from '../../ui/Spinner';
import { MoneyOutcome } from '../intents/OpenIntent';
import { ReceiptList } from '../receipt/SuccessBox';
import { movedAmount, useMovedBy } from '../receipt/useMovedBy';
import { usePromotion } from './flows';

/**
 * What receiving a promotion credited (its `bonus` entry in the statement read after it: the answer says only that it
 * worked), when, its reference and the wallet after.
 */
function PromotionReceipt({ reference, at }: { reference: string | null; at: number }) {
  const amount = movedAmount(useMovedBy(reference), 'bonus');
  return <ReceiptList receipt={{ amount, at, reference }} />;
}

/** The promotion-code search (uppercase as typed) and its dialog: searching, found (receive), or not found. */
export function PromotionBox() {
  const { t } = useTranslation();
  const id = useId();
  const actor = usePromotion();
  const state = useSelector(actor, (s) => s);
  const { code, promotion, error } = state.context;
  const receiving = state.hasTag('receiving');
  const close = () => actor.send({ type: 'CLOSE' });
  const search = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'SEARCH' });
  };
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('promotion.title')}</h2>
      <form className="promo-form" onSubmit={search}>
        <label htmlFor={`${id}-code`} className="visually-hidden">
          {t('promotion.label')}
        </label>
        <input
          id={`${id}-code`}
          className="promo-input"
          value={code}
          placeholder={t('promotion.label')}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={CODE_MAX_LENGTH}
          onChange={(e) => actor.send({ type: 'TYPE', value: e.target.value })}
        />
        <button type="submit" className="button primary">
          {t('promotion.search')}
        </button>
      </form>
      <ErrorBanner code={state.hasTag('idle') ? error : null} />
      <Dialog
        open={!state.hasTag('idle')}
        title={t('promotion.dialogTitle', { code })}
        onClose={() => !receiving && close()}
        footer={
          state.hasTag('found') || receiving ? (
            <>
              <button type="button" className="button" onClick={close} disabled={receiving}>
                {t('common.cancel')}
              </button>
              <MoneyButton
                type="button"
                className="button primary"
                onClick={() => actor.send({ type: 'RECEIVE' })}
                disabled={receiving}
                aria-busy={receiving}
              >
                {receiving ? t('common.wait') : t('promotion.receive')}
              </MoneyButton>
            </>
          ) : (
            <button type="button" className="button primary" onClick={close} disabled={state.hasTag('searching')}>
              {t('common.ok')}
            </button>
          )
        }
      >
        {state.hasTag('searching') && (
          <>
            <p role="status">{t('promotion.searching')}</p>
            <Spinner />
          </>
        )}
        {state.hasTag('notFound') && <p role="alert">{t('promotion.notFound', { code })}</p>}
        {promotion && (state.hasTag('found') || receiving) && (
          <>
            <p className="notice">{t('promotion.percentFail', { percent: promotion.percentFail })}</p>
            <SafeHtml html={promotion.description} className="html-block" />
            <MoneyOutcome
              intent={receiving ? null : ownIntent(state.context.intent, { code: promotion.code })}
              code={error}
            />
          </>
        )}
        {state.hasTag('received') && (
          <>
            <p className="success" role="status">
              {t('promotion.received', { code })}
            </p>
            {state.context.receivedAt !== null && (
              <PromotionReceipt reference={state.context.reference} at={state.context.receivedAt} />
            )}
          </>
        )}
      </Dialog>
    </section>
  );
}
