import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { BonusActor } from '../../../machines/bonus';
import type { Bonus } from '../../api/contracts/bonus';
import { safeUrl } from '../../lib/safeUrl';
import { useLookup } from '../../services/queries';
import { Dialog } from '../../ui/Dialog';
import { MoneyButton } from '../../ui/MoneyButton';
import { SafeHtml } from '../../ui/SafeHtml';
import { ScreenError } from '../../ui/ScreenError';
import { SwitchedFrom } from './ClearedReceipt';
import { TakenBack } from './TakenBack';

/** The notice text with the bonus's percentFail in its placeholder. */
const noticeFor = (notice: string, percentFail: number) => notice.replaceAll('{percentFail}', String(percentFail));

/**
 * A bonus's rules before its receive button (docs/product.md#screen-bonus): every banner's text at once (its numbers,
 * the turnover among them, never on a later slide), the limit, the notice, and in the app's words what it locks and
 * what cancelling takes back; a confirm first when another bonus runs, naming what cancelling that one takes back.
 */
export function BonusDialog({
  bonus,
  actor,
  running,
  onClose,
}: {
  bonus: Bonus;
  actor: BonusActor;
  /** The member's running bonus (another one: receiving this cancels it). */
  running: BonusActor | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notice = useLookup('notice');
  const state = useSelector(actor, (s) => s);
  const { error, activeCode, switchedFrom } = state.context;
  const busy = state.hasTag('busy');
  const close = () => {
    if (busy) return;
    actor.send({ type: 'DISMISS' });
    onClose();
  };
  const received = state.hasTag('active');
  const switching = state.hasTag('confirmingSwitch');
  // An outcome (a question, the bonus received, a refusal) is scrolled into view where it shows.
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (switching || received || error) outcome.current?.scrollIntoView?.({ block: 'nearest' });
  }, [switching, received, error]);
  const picture = safeUrl(bonus.banners[0]?.image);
  // Refused as full: nothing left to tap but close (the refusal says why).
  const done = received || state.hasTag('full');
  const footer = switching ? (
    <>
      <button type="button" className="button" onClick={() => actor.send({ type: 'DISMISS' })}>
        {t('common.cancel')}
      </button>
      <button type="button" className="button primary" onClick={() => actor.send({ type: 'CONFIRM' })}>
        {t('bonus.switchConfirm')}
      </button>
    </>
  ) : received ? (
    // Received: it is earned by the next deposit, so that is the step offered (home's deposit dialog).
    <>
      <button type="button" className="button" onClick={close}>
        {t('common.ok')}
      </button>
      <Link href="/home?dialog=deposit" className="button primary">
        {t('home.tile.deposit')}
      </Link>
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
      {/* What the last tap led to, first: the rules above it may have been scrolled past. */}
      <div ref={outcome} className="bonus-outcome">
        {switching && (
          <div className="notice" role="alert">
            <p>{t('bonus.switchBody', { code: bonus.code, active: activeCode })}</p>
            {running && <TakenBack actor={running} />}
          </div>
        )}
        {received && (
          <p className="success" role="status">
            {t('bonus.activated', { code: bonus.code })}
          </p>
        )}
        {/* A refusal in this dialog's words: a condition unmet points to the details below and to other bonuses. */}
        <ScreenError code={error} on="bonus.refused" />
        {/* Received over another, or refused after the bank had cancelled the other (the list cannot say a bonus is
            full before the bank does): what cancelling that one took, with its reference, like any cancel. */}
        {switchedFrom && <SwitchedFrom cleared={switchedFrom} />}
      </div>
      {picture && <img className="bonus-picture" src={picture} alt="" />}
      <section className="bonus-banners" aria-label={t('bonus.banners', { code: bonus.code })}>
        {bonus.banners.map((b, i) => (
          <SafeHtml key={i} html={b.html} className="html-block" />
        ))}
      </section>
      <h3 className="bonus-rules-title">{t('bonus.rulesTitle')}</h3>
      <ul className="notice bonus-rules">
        <li>{t(`bonus.limit.${bonus.type}`, { count: bonus.maxReceived })}</li>
        {notice.data && <li>{noticeFor(notice.data.notice, bonus.percentFail)}</li>}
        <li>{t('bonus.rules.locked')}</li>
        <li>{t('bonus.rules.cancel')}</li>
      </ul>
    </Dialog>
  );
}
