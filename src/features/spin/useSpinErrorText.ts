import { useTranslation } from 'react-i18next';
import { SPIN_ERROR_CODES } from '../../api/errors';
import { useErrorText } from '../../ui/ErrorText';

/**
 * Spin and claim failures read from the spin error table (docs/product.md#errors-spin), in the words of the screen
 * they happen on where the table's would mislead (`on`: a spin refused INVALID_CODE typed no code, and one refused
 * NO_CLAIMABLE_COUPON has no coin); other codes from the general one.
 */
export function useSpinErrorText(on: 'spin' | 'claim') {
  const { t } = useTranslation();
  const general = useErrorText();
  const screen = on === 'spin' ? 'onSpin' : 'onClaim';
  return (code: string | null) =>
    code && (SPIN_ERROR_CODES as readonly string[]).includes(code)
      ? t([`spinErrors.${screen}.${code}`, `spinErrors.${code}`])
      : general(code);
}
