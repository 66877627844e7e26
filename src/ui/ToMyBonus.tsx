import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

/**
 * The way out of "a bonus is running" (withdraw, a coupon's claim, the refund): the bonus page, where the member
 * follows its turnover or cancels it (docs/product.md#transfer-with-nothing-to-move).
 */
export function ToMyBonus() {
  const { t } = useTranslation();
  return (
    <Link href="/bonus" className="button small primary">
      {t('bonus.toMine')}
    </Link>
  );
}
