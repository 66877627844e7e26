import { useTranslation } from '../app/useTranslation';
import { useServices } from '../app/context';
import { rootUrl } from '../lib/base';

/** The brand of the top bars: config.json's logo and name, or the app's translated name. */
export function Brand() {
  const { t } = useTranslation();
  const { brand } = useServices().config;
  const name = brand.name ?? t('app.name');
  return (
    <span className="brand" data-testid="brand">
      {brand.logo && <img className="brand-logo" src={brand.logo.startsWith('https://') ? brand.logo : rootUrl(brand.logo)} alt="" />}
      {name}
    </span>
  );
}
