import { useId, useSyncExternalStore, type ButtonHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { online } from '../lib/pwa';

/**
 * A button that moves money (or a coin): disabled while the phone is offline, with the reason right under it, so a
 * member never taps into a request that cannot arrive.
 */
export function MoneyButton({ disabled, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  const { t } = useTranslation();
  const isOnline = useSyncExternalStore(online.subscribe, online.get);
  const reason = useId();
  if (isOnline) return <button type="button" {...props} disabled={disabled} />;
  return (
    <>
      <button type="button" {...props} disabled aria-describedby={reason} />
      <span className="offline-reason" id={reason}>
        {t('status.offlineMoney')}
      </span>
    </>
  );
}
