import { useTranslation } from 'react-i18next';
import { SPIN_ERROR_CODES } from '../../api/errors';
import { useErrorText } from '../../ui/ErrorText';

/**
 * Spin and claim failures read from the spin error table (docs/product.md#errors-spin); other codes from the general
 * one.
 */
export function useSpinErrorText() {
  const { t } = useTranslation();
  const general = useErrorText();
  return (code: string | null) =>
    code && (SPIN_ERROR_CODES as readonly string[]).includes(code) ? t(`spinErrors.${code}`) : general(code);
}
