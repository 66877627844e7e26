import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { codeOf } from '../../../machines/errors';
import { useServices } from '../../services/context';
import { ErrorBanner } from '../../ui/ErrorText';
import { Spinner } from '../../ui/Spinner';
import { usePicker } from '../../ui/usePicker';
import { ActiveBonus } from './ActiveBonus';
import { BonusCard } from './BonusCard';
import { BonusDialog } from './BonusDialog';
import { ClearedReceipt } from './ClearedReceipt';
import { PromotionBox } from './PromotionBox';
import { bonusListQuery } from './queries';
import { useBonusBoard } from './useBonusBoard';
import './bonus.css';

/** /user/bonus: the running bonus (cancel) or the promotion-code search, then the grid of bonuses. */
export default function BonusPage() {
  const { t } = useTranslation();
  const { client } = useServices();
  const list = useQuery(bonusListQuery(client));
  const bonuses = list.data?.bonuses;
  const { actorOf, running, cleared, closeCleared } = useBonusBoard(bonuses);
  const picker = usePicker();
  const selected = useSelector(picker, (s) => s.context.selected);
  const close = () => picker.send({ type: 'CLOSE' });

  if (list.isPending) return <Spinner />;
  if (!bonuses) {
    return (
      <main className="bonus-page">
        <ErrorBanner code={codeOf(list.error)} />
        <button type="button" className="button" onClick={() => void list.refetch()}>
          {t('common.retry')}
        </button>
      </main>
    );
  }
  const open = bonuses.find((b) => b.code === selected);
  const openActor = open ? actorOf(open.code) : null;
  return (
    <main className="bonus-page">
      <h1>{t('bonus.title')}</h1>
      {running ? <ActiveBonus actor={running} /> : <PromotionBox />}
      {/* No bonus to receive: when one comes, and the way a promotion code is still received (the box above). */}
      {bonuses.length === 0 && (
        <p className="muted" data-testid="bonus-empty">
          {t('bonus.empty')} {t('bonus.emptyNext')}
        </p>
      )}
      <ul className="bonus-grid" aria-label={t('bonus.title')}>
        {bonuses.map((b) => {
          const actor = actorOf(b.code);
          return (
            actor && (
              <BonusCard
                key={b.code}
                bonus={b}
                actor={actor}
                onOpen={() => picker.send({ type: 'OPEN', id: b.code })}
              />
            )
          );
        })}
      </ul>
      {open && openActor && <BonusDialog bonus={open} actor={openActor} running={running} onClose={close} />}
      {cleared && <ClearedReceipt cleared={cleared} onClose={closeCleared} />}
    </main>
  );
}
