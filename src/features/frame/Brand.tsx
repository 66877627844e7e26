import { useTranslation } from 'react-i18next';
import { rootUrl } from '../../lib/base';
import { useServices } from '../../services/context';
import { useTakenOver } from '../../ui/useTakenOver';

/**
 * The brand of the top bars: config.json's logo and name, or the app's translated name. The painted screen leaves it
 * out: one build serves every deployment (config.json is swapped without a build), so it cannot know which brand runs.
 */
export function Brand() {
  const { t } = useTranslation();
  const { brand } = useServices().config;
  const shown = useTakenOver();
  return (
    <span className="brand" data-testid="brand">
      {shown && brand.logo && (
        <img className="brand-logo" src={brand.logo.startsWith('https://') ? brand.logo : rootUrl(brand.logo)} alt="" />
      )}
      {shown && (brand.name ?? t('app.name'))}
    </span>
  );
}
