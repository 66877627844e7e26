import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type GateBanner } from '../../../machines/bannerGate';
import { BannerCarousel } from '../../ui/BannerCarousel';
import { Dialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { useBannerGate } from './flows';

/**
 * Banners first: the carousel (when there are banners) in a dialog; Next or closing it, or having none, shows
 * `children`.
 * While the banners are on their way the dialog is already open with its spinner (closing it closes the flow).
 */
export function BannersFirst({
  load,
  title,
  onClose,
  children,
}: {
  load: () => Promise<GateBanner[]>;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const gate = useBannerGate(load);
  const state = useSelector(gate, (s) => s);
  if (state.hasTag('loading')) {
    return (
      <Dialog open title={title} onClose={onClose}>
        <Spinner />
      </Dialog>
    );
  }
  if (state.hasTag('banners')) {
    // Closing the banners leads on to the dialog (the spec's rule): Next says so; × does the same.
    const next = () => gate.send({ type: 'CLOSE' });
    return (
      <Dialog
        open
        title={title}
        onClose={next}
        footer={
          <button type="button" className="button primary" onClick={next}>
            {t('common.next')}
          </button>
        }
      >
        <BannerCarousel banners={state.context.banners} label={title} />
      </Dialog>
    );
  }
  return <>{children}</>;
}
