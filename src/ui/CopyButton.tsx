import { useTranslation } from 'react-i18next';
import { toast } from './toast';

/** Copy a text: a "Copied" toast with the text, or "Failed to copy" (docs/product.md#error-display). */
export function useCopy() {
  const { t } = useTranslation();
  return async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(`${t('common.copied')} ${text}`);
    } catch {
      toast.error(t('common.copyFailed'));
    }
  };
}

export function CopyButton({ text, label }: { text: string; label?: string }) {
  const { t } = useTranslation();
  const copy = useCopy();
  return (
    <button
      type="button"
      className="button small"
      onClick={() => void copy(text)}
      aria-label={label ? `${t('common.copy')} ${label}` : t('common.copy')}
    >
      {t('common.copy')}
    </button>
  );
}
