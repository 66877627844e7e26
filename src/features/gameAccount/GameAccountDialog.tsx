import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { transferMinimumOf } from '../../../machines/validation';
import type { GameAccount } from '../../api/contracts/wallet';
import { isOwn, safeUrl } from '../../lib/safeUrl';
import { useServices } from '../../services/context';
import { useMoney } from '../../services/queries';
import { CopyButton } from '../../ui/CopyButton';
import { Dialog } from '../../ui/Dialog';
import { MoneyButton } from '../../ui/MoneyButton';
import { Spinner } from '../../ui/Spinner';
import { MoneyOutcome } from '../intents/OpenIntent';
import { useGameAccount } from './flows';

/**
 * What a framed game may do: run, take input, open its own pop-ups (help, cashier), and nothing of the wallet's tab
 * (no `allow-top-navigation`); keep its own origin's storage only when that origin is not the wallet's. A page on the
 * wallet's own origin with `allow-same-origin` could lift its own sandbox and read the session (docs/security.md,
 * finding 9): it runs in an origin of its own.
 */
const GAME_SANDBOX =
  'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-pointer-lock allow-orientation-lock';
const sandboxFor = (link: string) => (isOwn(link) ? GAME_SANDBOX : `${GAME_SANDBOX} allow-same-origin`);

interface GameAccountProps {
  game: GameAccount;
  walletAmount: number;
  onClose: () => void;
  /** A wallet with nothing to move here: the step that fixes it (home's Deposit). */
  onDeposit: () => void;
}

/** One game account: open it, see and copy the credentials, reset the password, play or move the wallet to it. */
export function GameAccountDialog(props: GameAccountProps) {
  // Its frame at the tap; its machine, its reads and what it shows in the render after (src/ui/Dialog.tsx).
  return (
    <Dialog open title={props.game.name} onClose={props.onClose}>
      <GameAccountBody {...props} />
    </Dialog>
  );
}

function GameAccountBody({ game, walletAmount, onDeposit }: GameAccountProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const { config } = useServices();
  const newTab = config.gameLaunch === 'newTab';
  const minimum = transferMinimumOf(money.currency, config.kip);
  const actor = useGameAccount(game, walletAmount, minimum);
  const state = useSelector(actor, (s) => s);
  const ctx = state.context;
  const busy = state.hasTag('busy');
  // A wallet under the least a move takes: play launches without moving it, and moving it is closed, saying why.
  const canMove = ctx.walletAmount > 0 && ctx.walletAmount >= ctx.minimum;
  const belowId = useId();
  const active = state.hasTag('active');
  // The server's link, absolute or relative to the app (never to the page's own address).
  const iframeLink = !newTab && state.hasTag('launched') && ctx.link ? safeUrl(ctx.link) : null;

  if (iframeLink) {
    return (
      // Sandboxed without top navigation: the game plays in its frame and can never send the wallet elsewhere.
      <iframe
        className="game-frame"
        src={iframeLink}
        title={game.name}
        allow="fullscreen; autoplay"
        sandbox={sandboxFor(iframeLink)}
        referrerPolicy="no-referrer"
      />
    );
  }
  return (
    <div className="game-dialog" aria-busy={busy}>
      <img className="game-dialog-logo" src={safeUrl(game.logo) ?? undefined} alt="" width={64} height={64} />
      <p>
        {t('game.balance')}: <strong>{money.number(game.amount)}</strong> {t(`currency.${money.currency}`)}
      </p>
      {config.gameMessage && (!config.customGame || config.customGame === game.code) && (
        <p className="notice">{config.gameMessage}</p>
      )}
      {state.hasTag('inactive') && (
        <>
          <p>{t('game.inactive')}</p>
          <button type="button" className="button primary block" onClick={() => actor.send({ type: 'ACTIVATE' })}>
            {t('game.activate')}
          </button>
        </>
      )}
      {busy && <Spinner />}
      {state.hasTag('credentialsFailed') && (
        <button type="button" className="button block" onClick={() => actor.send({ type: 'RETRY' })}>
          {t('common.retry')}
        </button>
      )}
      {active && ctx.credentials && (
        <>
          <dl className="credentials">
            <dt>{t('game.username')}</dt>
            <dd>
              <code className="clamp" data-testid="game-username">
                {ctx.credentials.username}
              </code>
              <CopyButton text={ctx.credentials.username} label={t('game.username')} />
            </dd>
            <dt>{t('game.password')}</dt>
            <dd>
              <code className="clamp" data-testid="game-password">
                {ctx.credentials.password}
              </code>
              <CopyButton text={ctx.credentials.password} label={t('game.password')} />
            </dd>
          </dl>
          {ctx.notice && (
            <p role="status" className="success">
              {t(`game.notice.${ctx.notice}`)}
            </p>
          )}
          {!canMove && (
            <div className="way-forward">
              <p className="muted" id={belowId}>
                {ctx.walletAmount > 0
                  ? t('game.belowMinimum', { minimum: money.text(ctx.minimum) })
                  : t('game.walletEmpty')}
              </p>
              <button type="button" className="button small" onClick={onDeposit}>
                {t('home.tile.deposit')}
              </button>
            </div>
          )}
          <div className="game-actions">
            <MoneyButton
              type="button"
              className="button primary"
              onClick={() => actor.send({ type: 'PLAY' })}
              disabled={busy}
            >
              {t('game.play')}
              {/* Play moves the whole wallet first (docs/product.md#validation-game): the button says how much. */}
              {canMove && (
                <>
                  {' '}
                  <small className="play-moves" data-testid="play-moves">
                    {t('game.playMoves', { amount: money.number(ctx.walletAmount), context: money.context })}
                  </small>
                </>
              )}
            </MoneyButton>
            <MoneyButton
              type="button"
              className="button"
              onClick={() => actor.send({ type: 'TRANSFER_ONLY' })}
              disabled={busy || !canMove}
              aria-describedby={canMove ? undefined : belowId}
            >
              {t('game.transferOnly', {
                amount: money.number(Math.max(ctx.walletAmount, 0)),
                context: money.context,
              })}
            </MoneyButton>
            <button
              type="button"
              className="button"
              onClick={() => actor.send({ type: 'RESET_PASSWORD' })}
              disabled={busy}
            >
              {t('game.resetPassword')}
            </button>
          </div>
          {(safeUrl(game.android) || safeUrl(game.ios)) && (
            <div className="game-apps">
              {safeUrl(game.android) && (
                <a className="button small" href={safeUrl(game.android)!} target="_blank" rel="noopener noreferrer">
                  {t('game.android')}
                </a>
              )}
              {safeUrl(game.ios) && (
                <a className="button small" href={safeUrl(game.ios)!} target="_blank" rel="noopener noreferrer">
                  {t('game.ios')}
                </a>
              )}
            </div>
          )}
        </>
      )}
      <MoneyOutcome intent={busy ? null : ctx.intent} code={ctx.error} />
    </div>
  );
}
