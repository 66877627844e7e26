import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DEMO_BRANDS } from '../../../mirage/brands';
import { storage, STORAGE_KEYS } from '../../lib/storage';
import { RadioChoice } from './RadioChoice';
import { useBank, type PanelProps } from './store';

const reload = () => window.location.reload();

/**
 * The site (config.json's `laos`, which the app and the bank both read), the bank's scenarios (any of them at once:
 * the Laos site with a brand, chat off and the wheel off) and the demo brand: each applies at the page's next load,
 * which follows at once.
 */
export function Scenarios({ controls }: PanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const { scenarios, brand, laos } = useBank(controls);
  return (
    <>
      <RadioChoice
        legend={t('demo.site')}
        name={`${id}-site`}
        options={['thai', 'laos'].map((s) => ({
          value: s,
          title: t(`demo.sites.${s}`),
          info: t(`demo.siteInfo.${s}`),
        }))}
        checked={laos ? 'laos' : 'thai'}
        onChoose={(s) => {
          // The Lao site opens in Lao, and leaving it opens the Thai one in Thai: a language chosen on another site
          // would otherwise stay (the member's choice wins over a site's default).
          storage.remove(STORAGE_KEYS.locale);
          controls.laosChoice(s === 'laos');
          reload();
        }}
      />
      <RadioChoice
        legend={t('demo.scenario')}
        name={`${id}-scenario`}
        options={controls
          .scenarios()
          .filter((s) => s !== 'default')
          .map((s) => ({ value: s, title: t(`demo.scenarios.${s}`), info: t(`demo.scenarioInfo.${s}`) }))}
        checked={scenarios}
        onChoose={(s, on) => {
          controls.scenarioOn(s, on);
          reload();
        }}
      />
      <RadioChoice
        legend={t('demo.brand')}
        name={`${id}-brand`}
        options={['own', ...Object.keys(DEMO_BRANDS)].map((b) => ({
          value: b,
          title: t(`demo.brands.${b}`),
          info: t(`demo.brandInfo.${b}`),
        }))}
        checked={brand ?? 'own'}
        onChoose={(b) => {
          controls.brand(b === 'own' ? null : b);
          reload();
        }}
      />
    </>
  );
}
