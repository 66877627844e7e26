import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useServices } from '../../services/context';
import { lookupQuery, useMoney } from '../../services/queries';
import { Dialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { usePicker } from '../../ui/usePicker';
import { GiftLinkForm } from '../giftLink/GiftLinkForm';
import { SlipStatusDialog } from '../slip/SlipStatusDialog';
import { SlipUpload } from '../slip/SlipUpload';
import { AccountCard } from './AccountCard';
import { useCreditCount } from './flows';
import { QrList } from './QrList';
import { routeDeposit } from './routing';

const CHANNELS = ['qr', 'bank', 'wallet', 'slip'] as const;
type Channel = (typeof CHANNELS)[number];

/**
 * The deposit dialog: the channels the deposit lookup offers (docs/product.md#dialog-deposit). Lookup errors are
 * swallowed; with no account to transfer to, the dialog says so and offers to read again or ask support.
 */
export function DepositDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  // Tall: the same height whatever the channel shows, so the tabs never move under the member's finger. Its frame at
  // the tap; the channels, and what they read, in the render after (src/ui/Dialog.tsx).
  return (
    <Dialog open title={t('deposit.title')} onClose={onClose} size="tall">
      <DepositBody onClose={onClose} />
    </Dialog>
  );
}

function DepositBody({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { client } = useServices();
  const lookup = useQuery(lookupQuery(client, 'deposit'));
  const tabs = usePicker();
  const chosen = useSelector(tabs, (s) => s.context.selected as Channel | null);
  const slipStatus = usePicker();
  const statusOpen = useSelector(slipStatus, (s) => s.hasTag('open'));
  const credits = useCreditCount();
  const { currency } = useMoney();

  const data = lookup.data ?? { banks: [], wallets: [], isManual: false };
  const routes = routeDeposit(data.banks, data.isManual);
  const wallets = data.wallets;
  const available: Channel[] = CHANNELS.filter((c) =>
    c === 'qr'
      ? routes.qrProviders.length > 0
      : c === 'bank'
        ? routes.banks.length + routes.plain.length > 0
        : c === 'wallet'
          ? // A TrueMoney gift envelope is baht: not offered to a member counted in kip (docs/decisions/042-a-kip-member.md).
            wallets.length > 0 && currency !== 'LAK'
          : true,
  );
  const channel: Channel = chosen && available.includes(chosen) ? chosen : (available[0] ?? 'slip');

  return (
    <>
      {lookup.isPending ? (
        // Offline, the read waits for the connection (TanStack Query pauses it): said, not a bare spinner.
        lookup.fetchStatus === 'paused' ? (
          <p className="notice" role="status">
            {t('deposit.offlineWait')}
          </p>
        ) : (
          <Spinner />
        )
      ) : (
        <div className="deposit">
          <div className="channel-tabs" role="group" aria-label={t('deposit.channels')}>
            {available.map((c) => (
              <button
                key={c}
                type="button"
                className={`button small${c === channel ? ' primary' : ''}`}
                aria-pressed={c === channel}
                onClick={() => tabs.send({ type: 'OPEN', id: c })}
              >
                {t(`deposit.channel.${c}`)}
              </button>
            ))}
          </div>
          {data.isManual && <p className="notice">{t('deposit.manual')}</p>}
          {/* No account to transfer to (none open, or the lookup failed: its error itself is not shown): said, with a
              way on. A slip of a transfer already made can still be sent. */}
          {available.length === 1 && (
            <div className="notice way-forward" data-testid="deposit-no-account">
              <p>{t('deposit.noAccount')}</p>
              <p className="row">
                <button
                  type="button"
                  className="button small"
                  onClick={() => void lookup.refetch()}
                  disabled={lookup.isFetching}
                  aria-busy={lookup.isFetching}
                >
                  {t('common.retry')}
                </button>
                <Link href="/contact" className="button small">
                  {t('member.menu.contact')}
                </Link>
              </p>
            </div>
          )}
          {/* After a credit the list starts afresh: the paid QR is gone, the member may make another. */}
          {channel === 'qr' && <QrList key={credits} providers={routes.qrProviders} onClose={onClose} />}
          {channel === 'bank' && (
            <div className="accounts">
              {routes.plain.map((a) => (
                <AccountCard
                  key={`${a.bankCode}-${a.bankAccountNo}`}
                  account={a}
                  note={data.isManual ? t('deposit.manualNote') : t('deposit.autoNote')}
                />
              ))}
              {routes.banks.map((a) => (
                <AccountCard key={`${a.bankCode}-${a.bankAccountNo}`} account={a} note={t('deposit.bankNote')} />
              ))}
            </div>
          )}
          {channel === 'wallet' &&
            wallets.map((w) =>
              w.mode === 'AUTO' ? (
                <div key={w.walletAccountName} className="account-card">
                  <p>{t('deposit.wallet.account')}</p>
                  <strong>{w.walletAccountName}</strong>
                  <p className="muted">{t('deposit.wallet.usernameNote')}</p>
                  <p className="muted">{t('deposit.creditNote')}</p>
                </div>
              ) : (
                <GiftLinkForm key={w.walletAccountName} walletAccountName={w.walletAccountName} />
              ),
            )}
          {channel === 'slip' && <SlipUpload onShowStatus={() => slipStatus.send({ type: 'OPEN', id: 'status' })} />}
          {/* A gift link's money is in the wallet when it is accepted: its form says so, and no "about 1 minute". */}
          {channel !== 'wallet' && <p className="muted">{t('deposit.creditNote')}</p>}
          <button type="button" className="button link" onClick={() => slipStatus.send({ type: 'OPEN', id: 'status' })}>
            {t('deposit.slipStatus')}
          </button>
        </div>
      )}
      <SlipStatusDialog open={statusOpen} onClose={() => slipStatus.send({ type: 'CLOSE' })} />
    </>
  );
}
