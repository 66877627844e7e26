import { type LucideIcon } from 'lucide-react';
import ArrowDownToLine from 'lucide-react/icons/arrow-down-to-line';
import ArrowUpFromLine from 'lucide-react/icons/arrow-up-from-line';
import BadgePercent from 'lucide-react/icons/badge-percent';
import FerrisWheel from 'lucide-react/icons/ferris-wheel';
import Gift from 'lucide-react/icons/gift';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { useTranslation } from 'react-i18next';
import { useSpinTile } from './actors';

export type Tile = 'deposit' | 'withdraw' | 'spin' | 'invite' | 'bonusConditions' | 'refund';

/** Deposit, withdraw, spin (only when the wheel is on, with the coins) or else refresh all, invite, bonus, refund. */
export function ActionTiles({ coins, onTile }: { coins: number; onTile: (tile: Tile) => void }) {
  const { t } = useTranslation();
  const { spinOn, refreshAll } = useSpinTile();
  const tile = (id: Tile, Icon: LucideIcon, label: string) => (
    <li>
      <button type="button" className="tile" onClick={() => onTile(id)}>
        <Icon aria-hidden="true" className="tile-icon" size={26} />
        {label}
      </button>
    </li>
  );
  return (
    <ul className="tiles" aria-label={t('home.actions')}>
      {tile('deposit', ArrowDownToLine, t('home.tile.deposit'))}
      {tile('withdraw', ArrowUpFromLine, t('home.tile.withdraw'))}
      {spinOn ? (
        tile('spin', FerrisWheel, t('home.tile.spin', { count: coins }))
      ) : (
        <li>
          <button type="button" className="tile" onClick={refreshAll}>
            <RefreshCw aria-hidden="true" className="tile-icon" size={26} />
            {t('home.tile.refreshAll')}
          </button>
        </li>
      )}
      {tile('invite', Gift, t('home.tile.invite'))}
      {tile('bonusConditions', BadgePercent, t('home.tile.bonusConditions'))}
      {tile('refund', RotateCcw, t('home.tile.refund'))}
    </ul>
  );
}
