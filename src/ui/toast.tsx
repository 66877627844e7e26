// eslint-disable-next-line no-restricted-imports -- the one place sonner's toast is called (below).
import { toast as sonner, type ExternalToast } from 'sonner';

type Kind = 'success' | 'error' | 'warning' | 'info';

/**
 * Sonner's toasts, their texts painted as the app's: given as an element of the app, its Thai and Lao words are kept
 * whole (src/ui/words/paint.ts), where sonner's own would paint a bare string. The only way the app makes a toast.
 */
const say =
  (kind: Kind) =>
  (message: string, data?: ExternalToast): string | number =>
    sonner[kind](<span>{message}</span>, data);

export const toast = {
  success: say('success'),
  error: say('error'),
  warning: say('warning'),
  info: say('info'),
  dismiss: sonner.dismiss,
};
