import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { BonusActor } from '../../../machines/bonus';
import type { Bonus } from '../../api/contracts/bonus';
import { useLookup } from '../../services/queries';
import { BannerCarousel } from '../../ui/BannerCarousel';
import { Dialog } from '../../ui/Dialog';
import { ErrorBanner } from '../../ui/ErrorText';
import { MoneyButton } from '../../ui/MoneyButton';

/** The notice text with the bonus's percentFail in its placeholder. */
const noticeFor = (notice: string, percentFail: number) => notice.replaceAll('{percentFail}', String(percentFail));

/** A bonus's banners, notice and receive button; a confirm first when another bonus runs. */
export function BonusDialog({ bonus, actor, onClose }: { bonus: Bonus; actor: BonusActor; onClose: () => void }) {
  const { t } = useTranslation();
  const notice = useLookup('notice');
  const state = useSelector(actor, (s) => s);
  const { error, activeCode } = state.context;
  const busy = state.hasTag('busy');
  const close = () => {
    if (busy) return;
    actor.send({ type: 'DISMISS' });
    onClose();
  };
  const received = state.hasTag('active');
  // Refused as full: nothing left to tap but close (the refusal says why).
  const done = received || state.hasTag('full');
  const footer = state.hasTag('confirmingSwitch') ? (
    <>
      <button type="button" className="button" onClick={() => actor.send({ type: 'DISMISS' })}>
        {t('common.cancel')}
      </button>
      <button type="button" className="button primary" onClick={() => actor.send({ type: 'CONFIRM' })}>
        {t('bonus.switchConfirm')}
      </button>
    </>
  ) : done ? (
    <button type="button" className="button primary" onClick={close}>
      {t('common.ok')}
    </button>
  ) : (
    <MoneyButton
      type="button"
      className="button primary"
      disabled={busy || !state.hasTag('available')}
      aria-busy={busy}
      onClick={() => actor.send({ type: 'RECEIVE' })}
    >
      {busy ? t('common.wait') : t('bonus.receive')}
    </MoneyButton>
  );
  return (
    <Dialog open title={t('bonus.dialogTitle', { code: bonus.code })} onClose={close} footer={footer}>
      <BannerCarousel banners={bonus.banners} label={t('bonus.banners', { code: bonus.code })} />
      <p className="muted">{t(`bonus.limit.${bonus.type}`, { count: bonus.maxReceived })}</p>
      {notice.data && <p className="notice">{noticeFor(notice.data.notice, bonus.percentFail)}</p>}
      {state.hasTag('confirmingSwitch') && (
        <p className="notice" role="alert">
          {t('bonus.switchBody', { code: bonus.code, active: activeCode })}
        </p>
      )}
      {received && (
        <p className="success" role="status">
          {t('bonus.activated', { code: bonus.code })}
        </p>
      )}
      <ErrorBanner code={error} />
    </Dialog>
  );
}
