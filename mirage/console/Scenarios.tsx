import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DEMO_BRANDS } from '../brands';
import { RadioChoice } from '../RadioChoice';
import { useBank, type PanelProps } from './store';

const reload = () => window.location.reload();

/** The bank's scenario and the demo brand: each applies at the page's next load, which follows at once. */
export function Scenarios({ controls }: PanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const { scenario, brand } = useBank(controls);
  return (
    <>
      <RadioChoice
        legend={t('demo.scenario')}
        name={`${id}-scenario`}
        options={controls
          .scenarios()
          .map((s) => ({ value: s, title: t(`demo.scenarios.${s}`), info: t(`demo.scenarioInfo.${s}`) }))}
        checked={scenario}
        onChoose={(s) => {
          controls.scenario(s);
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
