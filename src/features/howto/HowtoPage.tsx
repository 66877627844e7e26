import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { rootUrl } from '../../lib/base';
import { Dialog } from '../../ui/Dialog';
import { usePicker } from '../../ui/usePicker';
import { VisitorLayout } from '../auth/VisitorLayout';

/** The five how-to videos (docs/product.md#route-howto), shipped under public/howto/ (no external URLs). */
const HOWTO_VIDEOS = ['wallet', 'play', 'balance', 'receiveBonus', 'cancelBonus'] as const;

export default function HowtoPage() {
  const { t } = useTranslation();
  const picker = usePicker();
  const open = useSelector(picker, (s) => (s.hasTag('open') ? s.context.selected : null));
  return (
    <VisitorLayout>
      <main className="card">
        <h1>{t('howto.title')}</h1>
        <ul className="video-grid">
          {HOWTO_VIDEOS.map((v) => (
            <li key={v}>
              <button type="button" className="video-tile" onClick={() => picker.send({ type: 'OPEN', id: v })}>
                <img src={rootUrl(`howto/${v}.svg`)} alt="" width={160} height={90} loading="lazy" />
                <span>{t(`howto.video.${v}`)}</span>
              </button>
            </li>
          ))}
        </ul>
      </main>
      <Dialog
        open={open !== null}
        title={open ? t(`howto.video.${open}`) : ''}
        onClose={() => picker.send({ type: 'CLOSE' })}
      >
        {open && (
          <video
            className="howto-video"
            controls
            autoPlay
            playsInline
            poster={rootUrl(`howto/${open}.svg`)}
            aria-label={t(`howto.video.${open}`)}
          >
            <source src={rootUrl(`howto/${open}.webm`)} type="video/webm" />
          </video>
        )}
      </Dialog>
    </VisitorLayout>
  );
}
