import { useTranslation } from 'react-i18next';
import type { Currency } from '../../../machines/validation';
import type { GameAccount } from '../../api/contracts/wallet';
import { formatMoney } from '../../lib/format';
import { cssUrl, safeUrl } from '../../lib/safeUrl';
import { Money } from '../../ui/Money';

const GROUPS: Array<{ key: string; categories: GameAccount['category'][] }> = [
  { key: 'slot', categories: ['slot'] },
  { key: 'sportCasino', categories: ['sport'] },
  { key: 'lotto', categories: ['lotto'] },
];

/**
 * Game cards grouped slot, sport plus casino, lotto; a card opens its game-account dialog. A game's balance is the
 * member's money, in their currency.
 */
export function GameCards({
  slots,
  currency,
  onOpen,
}: {
  slots: GameAccount[];
  currency: Currency;
  onOpen: (code: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {GROUPS.map((g) => {
        const games = slots.filter((s) => g.categories.includes(s.category));
        if (games.length === 0) return null;
        return (
          <section key={g.key} className="game-group" aria-labelledby={`group-${g.key}`}>
            <h2 id={`group-${g.key}`}>{t(`home.group.${g.key}`)}</h2>
            <ul className="game-grid">
              {games.map((game) => (
                <li key={game.code}>
                  <button
                    type="button"
                    className="game-card"
                    onClick={() => onOpen(game.code)}
                    aria-label={`${game.name}: ${game.isActive ? t('home.viewData') : t('home.openAccount')}`}
                  >
                    {/* The game's picture in a band of its own, with its logo: its art never lies under the words. */}
                    <span className="game-band" style={{ backgroundImage: cssUrl(game.background) }}>
                      <img src={safeUrl(game.logo) ?? undefined} alt="" width={48} height={48} loading="lazy" />
                    </span>
                    <span className="game-name clamp">{game.name}</span>
                    <span className="game-balance">
                      <Money amount={game.amount} currency={currency} testId={`game-${game.code}`} />{' '}
                      <span className="unit">{t(`currency.${currency}`)}</span>
                    </span>
                    {/* The game's factor as the member meets it: what the game shows, and the rate when not 1:1. */}
                    <span className="game-factor">
                      {t('home.gameCredit', { credits: formatMoney(game.amount * game.ftWalletSlot, currency) })}
                      {game.ftWalletSlot !== 1 && (
                        <> · {t('home.gameRate', { factor: game.ftWalletSlot, context: currency })}</>
                      )}
                    </span>
                    <span className={`game-label ${game.isActive ? 'on' : 'off'}`}>
                      {game.isActive ? t('home.viewData') : t('home.openAccount')}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
