import { useSelector } from '@xstate/react';
import { lazy, Suspense, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'wouter';
import { codeOf } from '../../../machines/errors';
import { currencyOf } from '../../api/contracts/common';
import { downloaded } from '../../lib/startFailure';
import { useWallet } from '../../services/queries';
import { Dialog } from '../../ui/Dialog';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { ErrorBanner } from '../../ui/ErrorText';
import { Spinner } from '../../ui/Spinner';
import { usePicker } from '../../ui/usePicker';
import { BankNameEditor } from '../bankName/BankNameEditor';
import { DepositDialog } from '../deposit/DepositDialog';
import { PaidQrs } from '../deposit/PaidQrs';
import { GameAccountDialog } from '../gameAccount/GameAccountDialog';
import { OpenIntents } from '../intents/OpenIntents';
import { InviteBox } from '../invite/InviteBox';
import { InviteClaimDialog } from '../invite/InviteClaimDialog';
import { ConditionsDialog } from '../member/ConditionsDialog';
import { TransferDialog } from '../transfer/TransferDialog';
import { WithdrawDialog } from '../withdraw/WithdrawDialog';
import { ActionTiles, type Tile } from './ActionTiles';
import { AgreementDialog } from './AgreementDialog';
import { Dashboard } from './Dashboard';
import { GameCards } from './GameCards';
import { deepLinkedDialog } from './homeDialogs';

/**
 * Invite and refund bring the carousel and the QR code: loaded at the tap, not with home, within the download limit;
 * one that does not come (a deploy day's removed file) says so in its dialog, home and the menu kept
 * (docs/decisions/017-a-file-that-does-not-come.md).
 */
const RewardFlow = lazy(() => downloaded(import('./RewardFlows')));

/** /user/home: the dashboard, the action tiles, the game accounts and the dialogs they open. */
export default function HomePage() {
  const { t } = useTranslation();
  const wallet = useWallet();
  const [, navigate] = useLocation();
  const [params, setParams] = useSearchParams();
  const dialogs = usePicker(deepLinkedDialog(params.get('dialog')));
  const open = useSelector(dialogs, (s) => s.context.selected);
  const show = (id: string) => dialogs.send({ type: 'OPEN', id });
  // What lies below a phone's first screen (the invite box, the bank account) comes in a second, deferred render:
  // the wallet, the tiles and the games are committed and painted first (a shorter task for a slow phone).
  const belowTheFold = useDeferredValue(true, false);
  const close = () => {
    dialogs.send({ type: 'CLOSE' });
    // A deep link opens its dialog once: closed, the address is home's again (a reload does not reopen it).
    if (params.has('dialog')) setParams((p) => (p.delete('dialog'), p), { replace: true });
  };

  if (wallet.isPending) return <Spinner />;
  if (!wallet.data)
    return (
      <main className="card">
        <ErrorBanner code={codeOf(wallet.error)} />
      </main>
    );
  const w = wallet.data;
  const currency = currencyOf(w.profile);
  const game = open?.startsWith('game:') ? w.slots.find((s) => `game:${s.code}` === open) : undefined;

  return (
    <main className="home">
      <Dashboard wallet={w} updatedAt={wallet.dataUpdatedAt} />
      <PaidQrs look="card" />
      <OpenIntents />
      <ActionTiles coins={w.profile.coin} onTile={(tile: Tile) => (tile === 'spin' ? navigate('/spin') : show(tile))} />
      <nav className="shortcuts" aria-label={t('home.shortcuts')}>
        <Link href="/bonus" className="button small">
          {t('home.shortcut.bonus')}
        </Link>
        <Link href="/spin" className="button small">
          {t('home.shortcut.spin')}
        </Link>
        <button type="button" className="button small" onClick={() => show('transfer')}>
          {t('home.shortcut.transfer')}
        </button>
      </nav>
      {/* The games first: a card shows on a phone's first screen, under the balance and the tiles. */}
      <GameCards slots={w.slots} currency={currency} onOpen={(code) => show(`game:${code}`)} />
      {belowTheFold && (
        <>
          <InviteBox
            memberId={w.profile._id}
            amount={w.invite.amount}
            currency={currency}
            onReceive={() => show('inviteClaim')}
          />
          <BankNameEditor bank={w.bankAccount} asked={open === 'bankName'} onAsked={close} />
        </>
      )}
      <AgreementDialog />
      {open === 'deposit' && <DepositDialog onClose={close} />}
      {open === 'transfer' && <TransferDialog wallet={w} onClose={close} onOpen={show} />}
      {open === 'withdraw' && <WithdrawDialog wallet={w} onClose={close} onOpen={show} />}
      {open === 'inviteClaim' && (
        <InviteClaimDialog
          success={w.invite.success}
          fail={w.invite.fail}
          onClose={close}
          onInvite={() => show('invite')}
        />
      )}
      {(open === 'invite' || open === 'refund') && (
        <ErrorBoundary
          fallback={(download) => (
            <Dialog open title={t(`${open}.title`)} onClose={close}>
              <p role="alert">{t(download ? 'errors.DOWNLOAD_FAILED' : 'errors.UNEXPECTED_ANSWER')}</p>
              <button type="button" className="button primary block" onClick={() => window.location.reload()}>
                {t('common.retry')}
              </button>
            </Dialog>
          )}
        >
          <Suspense fallback={<Spinner />}>
            <RewardFlow flow={open} memberId={w.profile._id} title={t(`${open}.title`)} onClose={close} />
          </Suspense>
        </ErrorBoundary>
      )}
      {game && (
        <GameAccountDialog
          key={game.code}
          game={game}
          walletAmount={w.wallet.amount}
          onClose={close}
          onDeposit={() => show('deposit')}
        />
      )}
      {open?.startsWith('game:') && !game && (
        // A link to a game the member has no account of: said, and closed it leaves the address.
        <Dialog open title={t('errors.NO_GAME')} onClose={close}>
          <button type="button" className="button primary block" onClick={close}>
            {t('common.ok')}
          </button>
        </Dialog>
      )}
      {open === 'bonusConditions' && (
        <ConditionsDialog
          open
          onClose={close}
          footer={
            <Link href="/bonus" className="button primary">
              {t('home.seeBonuses')}
            </Link>
          }
        />
      )}
    </main>
  );
}
