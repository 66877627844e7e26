import { useTranslation } from 'react-i18next';
import { LABELS, type WalkStop } from './walk';
import './tour.css';

/** A stop's steps: what to do, what you then see, and the states of its machines that shows (lit where they are now). */
export function WalkSteps({ stop, lit }: { stop: WalkStop; lit?: (state: string) => boolean }) {
  const { t } = useTranslation();
  const names = Object.fromEntries(Object.entries({ ...LABELS, ...stop.labels }).map(([name, key]) => [name, t(key)]));
  const say = (n: number, part: 'do' | 'see') => t(`tour.walk.${stop.key}.${n}.${part}`, names);
  return (
    <ol className="walk-steps">
      {stop.steps.map((states, i) => (
        <li key={i} className="walk-step">
          <p>
            <strong>{t('tour.do')}</strong> {say(i + 1, 'do')}
          </p>
          <p>
            <strong>{t('tour.see')}</strong> {say(i + 1, 'see')}
          </p>
          {states.length > 0 && (
            <ul className="walk-states" aria-label={t('tour.states')}>
              {states.map((state) => {
                const on = lit?.(state) ?? false;
                return (
                  <li key={state} className={on ? 'walk-lit' : undefined} aria-current={on ? 'true' : undefined}>
                    {state}
                  </li>
                );
              })}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}

/** Who to be for a stop: a persona (with its phone and the demo password, where known) or a visitor. */
export function WalkPersona({ stop, phone, password }: { stop: WalkStop; phone?: string; password?: string }) {
  const { t } = useTranslation();
  const name = stop.persona ? t(`demo.persona.${stop.persona}.name`) : '';
  return (
    <p className="walk-persona">
      {!stop.persona
        ? t('tour.asVisitor')
        : phone
          ? t('tour.as', { name, phone, password })
          : t('tour.asName', { name })}
    </p>
  );
}
