import 'sonner/dist/styles.css';
import { createPortal } from 'react-dom';
import { Toaster as Sonner } from 'sonner';
import { useTranslation } from '../app/useTranslation';
import { toastLayer } from './toastLayer';

/** Toasts last 4 s (spec section 8); errors are red. Over an open dialog too (./toastLayer.ts). */
export function Toaster() {
  const { t } = useTranslation();
  return createPortal(
    <Sonner position="top-center" duration={4000} richColors closeButton containerAriaLabel={t('common.notifications')} toastOptions={{ closeButtonAriaLabel: t('common.closeNotification') }} />,
    toastLayer(),
  );
}
