import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { applyUpdate } from '../lib/pwa';
import { followDialogs } from './toastLayer';

/**
 * The app's own news at the top of every screen: offline (money waits), or a new version ready to load. While a dialog
 * is open the news moves to the top of it (outside it the page is inert and behind the backdrop), so "reload" can be
 * tapped from any dialog; it comes back when the last dialog closes.
 */
export default function AppStatus({ offline, updateReady }: { offline: boolean; updateReady: boolean }) {
  const { t } = useTranslation();
  const slot = useRef<HTMLDivElement>(null);
  const [layer] = useState(() => {
    const el = document.createElement('div');
    el.className = 'app-status';
    return el;
  });
  useEffect(() => followDialogs(layer, () => slot.current!), [layer]);
  return (
    <div ref={slot} className="app-status-slot">
      {createPortal(
        <>
          {offline && (
            <p className="app-status-line offline" role="status">
              {t('status.offline')}
            </p>
          )}
          {updateReady && (
            <p className="app-status-line update" role="status">
              <span>{t('status.updateReady')}</span>
              <button type="button" className="button small primary" onClick={applyUpdate}>
                {t('status.updateReload')}
              </button>
            </p>
          )}
        </>,
        layer,
      )}
    </div>
  );
}
