import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog';
import { ErrorBanner } from '../../ui/ErrorText';
import { SafeHtml } from '../../ui/SafeHtml';
import { Spinner } from '../../ui/Spinner';
import { useAgreement } from './flows';

/**
 * The agreement modal: 1.5 s after home loads unless accepted before. "I agree" is there only while the agreement's
 * text is: a broken or empty answer shows the error with a retry, and nothing is remembered.
 */
export function AgreementDialog() {
  const { t } = useTranslation();
  const actor = useAgreement();
  const state = useSelector(actor, (s) => s);
  const shown = state.hasTag('shown');
  return (
    <Dialog
      open={state.hasTag('open')}
      title={t('home.agreement.title')}
      onClose={() => actor.send({ type: 'DISMISS' })}
      footer={
        shown && (
          <button type="button" className="button primary" onClick={() => actor.send({ type: 'CONFIRM' })}>
            {t('home.agreement.confirm')}
          </button>
        )
      }
    >
      {state.hasTag('loading') && <Spinner />}
      {state.hasTag('failed') && (
        <>
          <ErrorBanner code={state.context.error} />
          <button type="button" className="button" onClick={() => actor.send({ type: 'RETRY' })}>
            {t('common.retry')}
          </button>
        </>
      )}
      {shown && state.context.blocks.map((html, i) => <SafeHtml key={i} html={html} className="html-block" />)}
    </Dialog>
  );
}
