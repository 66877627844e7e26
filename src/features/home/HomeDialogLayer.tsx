import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { WalletAnswer } from '../../api/contracts/wallet';
import { downloaded } from '../../lib/startFailure';
import { Dialog } from '../../ui/Dialog';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { Spinner } from '../../ui/Spinner';
import type { usePicker } from '../../ui/usePicker';
import { DepositDialog } from '../deposit/DepositDialog';
import { GameAccountDialog } from '../gameAccount/GameAccountDialog';
import { InviteClaimDialog } from '../invite/InviteClaimDialog';
import { ConditionsDialog } from '../member/ConditionsDialog';
import { TransferDialog } from '../transfer/TransferDialog';
import { WithdrawDialog } from '../withdraw/WithdrawDialog';

/**
 * Invite and refund bring the carousel and the QR code: loaded at the tap, not with home, within the download limit;
 * one that does not come (a deploy day's removed file) says so in its dialog, home and the menu kept
 * (docs/decisions/017-a-file-that-does-not-come.md).
 */
const RewardFlow = lazy(() => downloaded(import('./RewardFlows')));

interface HomeDialogLayerProps {
  /** Home's picker: which of its dialogs is open. */
  dialogs: ReturnType<typeof usePicker>;
  wallet: WalletAnswer;
  show: (id: string) => void;
  close: () => void;
}

/**
 * The dialogs of home, the one open at a time. The only part of home that follows the picker: a tap that opens a
 * dialog renders this and the dialog, not the page under it (issue 70: the tap's frame holds the dialog alone).
 */
export function HomeDialogLayer({ dialogs, wallet: w, show, close }: HomeDialogLayerProps) {
  const { t } = useTranslation();
  const open = useSelector(dialogs, (s) => s.context.selected);
  const game = open?.startsWith('game:') ? w.slots.find((s) => `game:${s.code}` === open) : undefined;
  return (
    <>
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
    </>
  );
}
