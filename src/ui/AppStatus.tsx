import { useTranslation } from 'react-i18next';
import { applyUpdate } from '../lib/pwa';

/** The app's own news at the top of every screen: offline (money waits), or a new version ready to load. */
export default function AppStatus({ offline, updateReady }: { offline: boolean; updateReady: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="app-status">
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
    </div>
  );
}
