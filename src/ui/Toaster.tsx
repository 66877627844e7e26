import 'sonner/dist/styles.css';
import { Toaster as Sonner } from 'sonner';

/** Toasts last 4 s (spec section 8); errors are red. */
export function Toaster() {
  return <Sonner position="top-center" duration={4000} richColors closeButton />;
}
