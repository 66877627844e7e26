/** Invite and refund, each behind its banners: loaded when their tile is tapped, with the carousel and the QR code. */
import { api } from '../../api/contracts';
import { useServices } from '../../app/context';
import { InviteDialog } from '../invite/InviteDialog';
import { RefundDialog } from '../refund/RefundDialog';
import { BannersFirst } from './BannersFirst';

export default function RewardFlow({
  flow,
  memberId,
  title,
  onClose,
}: {
  flow: 'invite' | 'refund';
  memberId: string;
  title: string;
  onClose: () => void;
}) {
  const { client } = useServices();
  return flow === 'invite' ? (
    <BannersFirst load={async () => (await client.call(api.invite.banners)).banners} title={title} onClose={onClose}>
      <InviteDialog memberId={memberId} onClose={onClose} />
    </BannersFirst>
  ) : (
    <BannersFirst load={async () => (await client.call(api.refund.banners)).banners} title={title} onClose={onClose}>
      <RefundDialog onClose={onClose} />
    </BannersFirst>
  );
}
