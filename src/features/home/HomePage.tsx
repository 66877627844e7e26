import { useSelector } from '@xstate/react';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'wouter';
import { codeOf } from '../../../machines/errors';
import { currencyOf } from '../../api/contracts/common';
import { useWallet } from '../../services/queries';
import { ErrorBanner } from '../../ui/ErrorText';
import { Spinner } from '../../ui/Spinner';
import { usePicker } from '../../ui/usePicker';
import { BankNameEditor } from '../bankName/BankNameEditor';
import { PaidQrs } from '../deposit/PaidQrs';
import { OpenIntents } from '../intents/OpenIntents';
import { InviteBox } from '../invite/InviteBox';
import { ActionTiles, type Tile } from './ActionTiles';
import { AgreementDialog } from './AgreementDialog';
import { Dashboard } from './Dashboard';
import { GameCards } from './GameCards';
import { HomeDialogLayer } from './HomeDialogLayer';
import { deepLinkedDialog } from './homeDialogs';

/** /user/home: the dashboard, the action tiles, the game accounts and the dialogs they open. */
export default function HomePage() {
  const { t } = useTranslation();
  const wallet = useWallet();
  const [, navigate] = useLocation();
  const [params, setParams] = useSearchParams();
  const dialogs = usePicker(deepLinkedDialog(params.get('dialog')));
  // The page itself waits for none of its dialogs: a tap that opens one renders the dialog alone (./HomeDialogLayer.tsx).
  const bankNameAsked = useSelector(dialogs, (s) => s.context.selected === 'bankName');
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
          <BankNameEditor bank={w.bankAccount} asked={bankNameAsked} onAsked={close} />
        </>
      )}
      <AgreementDialog />
      <HomeDialogLayer dialogs={dialogs} wallet={w} show={show} close={close} />
    </main>
  );
}
