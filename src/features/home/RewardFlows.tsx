/** Invite and refund, each behind its banners: loaded when their tile is tapped, with the carousel and the QR code. */
import { useServices } from '../../services/context';
import { inviteBanners } from '../invite/actors';
import { InviteDialog } from '../invite/InviteDialog';
import { refundBanners } from '../refund/actors';
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
    <BannersFirst load={inviteBanners(client)} title={title} onClose={onClose}>
      <InviteDialog memberId={memberId} onClose={onClose} />
    </BannersFirst>
  ) : (
    <BannersFirst load={refundBanners(client)} title={title} onClose={onClose}>
      <RefundDialog onClose={onClose} />
    </BannersFirst>
  );
}
