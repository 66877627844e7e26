import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { periodEnd } from '../../../machines/bangkokTime';
import type { BonusActor } from '../../../machines/bonus';
import type { Bonus } from '../../api/contracts/bonus';
import { formatBangkok } from '../../lib/format';
import { cssUrl } from '../../lib/safeUrl';

/** One bonus of the grid, as its machine says: current, received (limit reached), full, or open to a tap. */
export function BonusCard({ bonus, actor, onOpen }: { bonus: Bonus; actor: BonusActor; onOpen: () => void }) {
  const { t } = useTranslation();
  const state = useSelector(actor, (s) => s);
  const running = state.hasTag('running');
  const limited = state.hasTag('limitedOut');
  const full = state.hasTag('full');
  const resets = periodEnd(bonus.type, state.context.now);
  const image = bonus.banners[0]?.image;
  const body = (
    <>
      <span className="bonus-code clamp">{bonus.code}</span>
      <span className="bonus-limit">{t(`bonus.limit.${bonus.type}`, { count: bonus.maxReceived })}</span>
      {running && <span className="badge badge-current">{t('bonus.current')}</span>}
      {limited && <span className="badge badge-received">{t('bonus.received')}</span>}
      {full && <span className="badge badge-received">{t('bonus.full')}</span>}
      {limited && Number.isFinite(resets) && (
        <span className="bonus-reset">{t('bonus.resetsAt', { time: formatBangkok(resets) })}</span>
      )}
    </>
  );
  // The banner's picture in a band of its own above the words: its own text never lies under the card's.
  const picture = cssUrl(image);
  const band = picture && <span className="bonus-band" style={{ backgroundImage: picture }} aria-hidden="true" />;
  return (
    <li>
      {running || limited || full ? (
        <div className="bonus-card" data-testid={`bonus-${bonus.code}`}>
          {band}
          {body}
        </div>
      ) : (
        <button
          type="button"
          className="bonus-card"
          data-testid={`bonus-${bonus.code}`}
          onClick={onOpen}
          aria-label={t('bonus.open', { code: bonus.code })}
        >
          {band}
          {body}
        </button>
      )}
    </li>
  );
}
