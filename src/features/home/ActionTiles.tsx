import { useTranslation } from 'react-i18next';
import { useSpinTile } from './actors';

export type Tile = 'deposit' | 'withdraw' | 'spin' | 'invite' | 'bonusConditions' | 'refund';

/** Deposit, withdraw, spin (only when the wheel is on, with the coins) or else refresh all, invite, bonus, refund. */
export function ActionTiles({ coins, onTile }: { coins: number; onTile: (tile: Tile) => void }) {
  const { t } = useTranslation();
  const { spinOn, refreshAll } = useSpinTile();
  const tile = (id: Tile, icon: string, label: string) => (
    <li>
      <button type="button" className="tile" onClick={() => onTile(id)}>
        <span aria-hidden="true" className="tile-icon">
          {icon}
        </span>
        {label}
      </button>
    </li>
  );
  return (
    <ul className="tiles" aria-label={t('home.actions')}>
      {tile('deposit', '⊕', t('home.tile.deposit'))}
      {tile('withdraw', '⊖', t('home.tile.withdraw'))}
      {spinOn ? (
        tile('spin', '✪', t('home.tile.spin', { count: coins }))
      ) : (
        <li>
          <button type="button" className="tile" onClick={refreshAll}>
            <span aria-hidden="true" className="tile-icon">
              ⟳
            </span>
            {t('home.tile.refreshAll')}
          </button>
        </li>
      )}
      {tile('invite', '✉', t('home.tile.invite'))}
      {tile('bonusConditions', '★', t('home.tile.bonusConditions'))}
      {tile('refund', '↺', t('home.tile.refund'))}
    </ul>
  );
}
