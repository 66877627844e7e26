import 'sonner/dist/styles.css';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Toaster as Sonner } from 'sonner';
import { toastLayer } from './toastLayer';

/**
 * Toasts last 4 s (docs/product.md#error-display); errors are red. Over an open dialog too (./toastLayer.ts). Two at
 * most on screen, each three lines at most, letting taps through (styles.css): a burst of them never piles up over the
 * screen.
 */
export function Toaster() {
  const { t } = useTranslation();
  return createPortal(
    <Sonner
      position="top-center"
      duration={4000}
      visibleToasts={2}
      richColors
      closeButton
      containerAriaLabel={t('common.notifications')}
      toastOptions={{ closeButtonAriaLabel: t('common.closeNotification') }}
    />,
    toastLayer(),
  );
}
