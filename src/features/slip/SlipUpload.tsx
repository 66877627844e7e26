import { useSelector } from '@xstate/react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SLIP_TYPES } from '../../../machines/slipUpload';
import { formatBytes } from '../../lib/format';
import { useLookup } from '../../services/queries';
import { ErrorBanner } from '../../ui/ErrorText';
import { MoneyButton } from '../../ui/MoneyButton';
import { Spinner } from '../../ui/Spinner';
import { MoneyOutcome } from '../intents/OpenIntent';
import { Reference } from '../receipt/SuccessBox';
import { useSlipUpload } from './flows';
import './slip.css';

/**
 * Upload a transfer slip (docs/product.md#call-wallet-slip): an image only, checked on the phone first (shrunk, its QR
 * read: a picture without one is asked about, a slip already sent refused), then sent with its progress in bytes; on
 * success the member can open the slip status table. The daily closing window comes from the slip lookup.
 */
export function SlipUpload({ onShowStatus }: { onShowStatus: () => void }) {
  const { t } = useTranslation();
  const settings = useLookup('slip');
  const actor = useSlipUpload();
  const state = useSelector(actor, (s) => s);
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const { error, percent, reference, file, upload } = state.context;
  // The question without a QR says why it asks (SLIP_NOT_CHECKED included, below): the file itself is not wrong.
  const fieldError = state.hasTag('noQr') ? null : error;
  const uploading = state.hasTag('uploading');
  const reading = state.hasTag('reading');
  const busy = uploading || reading;
  const size = (bytes: number) => formatBytes(bytes, t);
  // What goes up, in bytes: the shrunk picture's (the progress is of the request, the file its whole part).
  const total = upload?.size ?? file?.size ?? 0;
  const slipSettings = settings.data;
  // Back to no file (another slip, or the choice cleared): the field emptied with the machine.
  const reset = () => {
    if (fileInput.current) fileInput.current.value = '';
    actor.send({ type: 'RESET' });
  };

  return (
    <section className="slip-upload">
      <p className="notice">{t('slip.within1Hour')}</p>
      {slipSettings && (
        <p className="muted">{t('slip.closingWindow', { from: slipSettings.closeFrom, to: slipSettings.closeTo })}</p>
      )}
      {/* The form comes with its closing line, so nothing moves under a finger about to tap (offline: the form, whose
          button says why it waits). */}
      {settings.isPending && settings.fetchStatus === 'fetching' ? (
        <Spinner />
      ) : slipSettings?.isActive === false ? (
        <p role="status">{t('slip.closed')}</p>
      ) : state.hasTag('uploaded') ? (
        <div className="success-box" role="status">
          <p>{t('slip.success')}</p>
          {/* The reference to quote to support, copied whole, as on every receipt and in the slip list. */}
          {reference && (
            <p>
              {t('receipt.reference')}: <Reference value={reference} />
            </p>
          )}
          <button type="button" className="button primary block" onClick={onShowStatus}>
            {t('slip.showStatus')}
          </button>
          <button type="button" className="button block" onClick={reset}>
            {t('slip.another')}
          </button>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: 'UPLOAD' });
          }}
        >
          <div className={`field${fieldError ? ' field-invalid' : ''}`}>
            <label id={`${id}-label`} htmlFor={`${id}-file`}>
              {t('slip.file')}
            </label>
            {/* The browser's own button reads "Choose File / No file chosen" in its language (Chrome has no Lao):
                the input stays the one control, named by the field's label, and its button and the choice are the
                app's words. */}
            <input
              ref={fileInput}
              id={`${id}-file`}
              className="visually-hidden file-input"
              type="file"
              accept={SLIP_TYPES.join(',')}
              disabled={busy}
              aria-labelledby={`${id}-label`}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={`${id}-chosen ${fieldError ? `${id}-error ` : ''}${id}-types`}
              onChange={(e) => actor.send({ type: 'CHOOSE', file: e.target.files?.[0] ?? null })}
            />
            <div className="file-pick">
              <label htmlFor={`${id}-file`} className="button small" aria-hidden="true">
                {t('slip.choose')}
              </label>
              <span id={`${id}-chosen`} className="clamp" data-testid="slip-chosen">
                {file?.name || (file ? t('slip.chosen') : t('slip.noFile'))}
              </span>
            </div>
            <small id={`${id}-types`} className="field-hint">
              {t('slip.types')}
            </small>
            {/* A phone's file picker has no way to un-choose: this empties the choice (and its error). */}
            {state.hasTag('chosen') && (
              <button type="button" className="button small" onClick={reset}>
                {t('slip.clear')}
              </button>
            )}
            <MoneyOutcome intent={uploading ? null : state.context.intent}>
              <ErrorBanner id={`${id}-error`} code={fieldError} />
            </MoneyOutcome>
          </div>
          {reading && (
            <p role="status" className="muted">
              {t('slip.reading')}
            </p>
          )}
          {state.hasTag('noQr') && (
            <div className="slip-question" role="group" aria-labelledby={`${id}-noqr`}>
              <p id={`${id}-noqr`}>
                {/* No QR on it, or none looked for (the phone's reader did not download): said as it is. */}
                {error === 'SLIP_NOT_CHECKED' ? (
                  <>
                    <strong>{t('errors.SLIP_NOT_CHECKED')}</strong> {t('slip.unchecked')}
                  </>
                ) : (
                  <>
                    <strong>{t('slip.noQr.title')}</strong> {t('slip.noQr.body')}
                  </>
                )}
              </p>
              <div className="actions">
                <button type="button" className="button" onClick={reset}>
                  {t('slip.chooseAnother')}
                </button>
                <MoneyButton type="button" className="button primary" onClick={() => actor.send({ type: 'SEND' })}>
                  {t('slip.noQr.send')}
                </MoneyButton>
              </div>
            </div>
          )}
          {state.hasTag('duplicate') && (
            <button type="button" className="button block" onClick={reset}>
              {t('slip.chooseAnother')}
            </button>
          )}
          {uploading && (
            <div className="upload-progress">
              {/* Shrunk on the phone: the member sees what it saved. */}
              {file && upload && upload !== file && (
                <p className="muted">{t('slip.shrunk', { from: size(file.size), to: size(upload.size) })}</p>
              )}
              <label htmlFor={`${id}-progress`}>
                {t('slip.uploading', { sent: size(Math.round((total * percent) / 100)), total: size(total) })}
              </label>
              <progress id={`${id}-progress`} max={100} value={percent}>
                {percent}%
              </progress>
            </div>
          )}
          {!state.hasTag('noQr') && !state.hasTag('duplicate') && (
            <div className="actions">
              {uploading && (
                <button type="button" className="button" onClick={() => actor.send({ type: 'CANCEL' })}>
                  {t('common.cancel')}
                </button>
              )}
              <MoneyButton type="submit" className="button primary" disabled={busy} aria-busy={busy}>
                {busy ? t('common.wait') : t('slip.upload')}
              </MoneyButton>
            </div>
          )}
        </form>
      )}
    </section>
  );
}
