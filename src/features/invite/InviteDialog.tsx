import { useTranslation } from 'react-i18next';
import { api } from '../../api/contracts';
import { formatDateTime } from '../../lib/format';
import { useServices } from '../../services/context';
import { INVITE_KEY, useMoney } from '../../services/queries';
import { CopyButton } from '../../ui/CopyButton';
import { DataTable } from '../../ui/DataTable';
import { Dialog } from '../../ui/Dialog';
import { Money } from '../../ui/Money';
import { Pagination } from '../../ui/Pagination';
import { QrCode } from '../../ui/QrCode';
import { Spinner } from '../../ui/Spinner';
import { usePaged } from '../../ui/usePaged';
import { inviteLink } from './InviteBox';

/** Share through the phone's own share sheet where the browser has one; a dismissed sheet is no error. */
function ShareButton({ url }: { url: string }) {
  const { t } = useTranslation();
  if (typeof navigator.share !== 'function') return null;
  return (
    <button
      type="button"
      className="button small"
      onClick={() =>
        void navigator.share({ title: t('invite.shareTitle'), text: t('invite.shareText'), url }).catch(() => {})
      }
    >
      {t('invite.share')}
    </button>
  );
}

/** Invite friends: the referral link (copy, share, QR) and the invitees, 10 a page. */
export function InviteDialog({ memberId, onClose }: { memberId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { client } = useServices();
  const link = inviteLink(memberId);
  const { page, setPage, query, pageCount } = usePaged([...INVITE_KEY, 'list'], (p, limit) =>
    client.call(api.invite.list, { body: { page: p, limit } }),
  );
  const data = query.data;
  return (
    <Dialog open title={t('invite.title')} onClose={onClose}>
      <label className="field-label" htmlFor="invite-dialog-link">
        {t('home.invite.link')}
      </label>
      <div className="row">
        <input id="invite-dialog-link" className="link-input" readOnly value={link} />
        <CopyButton text={link} label={t('home.invite.link')} />
        <ShareButton url={link} />
      </div>
      <div className="center">
        <QrCode text={link} label={t('invite.qr')} />
        <p className="muted">{t('invite.qrHint')}</p>
      </div>
      <h3>{t('invite.invitees')}</h3>
      {/* A failed load only hides the loader (docs/product.md#error-display). */}
      {query.isFetching && <Spinner />}
      {data && data.invites.length === 0 && <p className="muted center">{t('invite.empty')}</p>}
      {data && data.invites.length > 0 && (
        <DataTable
          caption={t('invite.invitees')}
          rows={data.invites}
          rowKey={(_, i) => `${page}-${i}`}
          columns={[
            { header: t('invite.col.name'), cell: (r) => r.from.name },
            {
              header: t('invite.col.amount'),
              num: true,
              cell: (r) => <Money amount={r.amount} currency={money.currency} />,
            },
            { header: t('invite.col.date'), cell: (r) => formatDateTime(r.createdAt) },
          ]}
        />
      )}
      <Pagination page={page} pageCount={pageCount} onPage={setPage} label={t('invite.invitees')} />
    </Dialog>
  );
}
