import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const SPINNER_DELAY_MS = 200;

/** A spinner that appears only after 200 ms of waiting, so quick answers never flash it (`now`: at once). */
export function Spinner({ label, now = false }: { label?: string; now?: boolean }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(now);
  useEffect(() => {
    const id = setTimeout(() => setVisible(true), SPINNER_DELAY_MS);
    return () => clearTimeout(id);
  }, []);
  if (!visible) return null;
  return (
    <div className="spinner" role="status">
      <span className="spinner-ring" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
    </div>
  );
}
