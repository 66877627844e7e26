import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LABELS } from './labels';
import { actScript, type WalkStop } from './walkStop';
import './tour.css';

/**
 * A stop's steps: what to do and what you then see, in the reader's language; `action` adds a step's one-tap set-up
 * (the console's). Under "details", for testers: the states of its machines the step shows (lit where they are now)
 * and the set-up as a script does it.
 */
export function WalkSteps({
  stop,
  lit,
  action,
}: {
  stop: WalkStop;
  lit?: (state: string) => boolean;
  action?: (n: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const names = Object.fromEntries(Object.entries({ ...LABELS, ...stop.labels }).map(([name, key]) => [name, t(key)]));
  const say = (n: number, part: 'do' | 'see') => t(`tour.walk.${stop.key}.${n}.${part}`, names);
  return (
    <ol className="walk-steps">
      {stop.steps.map((states, i) => {
        const act = stop.acts?.[i + 1];
        return (
          <li key={i} className="walk-step">
            <p>
              <strong>{t('tour.do')}</strong> {say(i + 1, 'do')}
            </p>
            {action?.(i + 1)}
            <p>
              <strong>{t('tour.see')}</strong> {say(i + 1, 'see')}
            </p>
            {(states.length > 0 || act) && (
              <details className="walk-details">
                <summary>{t('tour.details')}</summary>
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
                {act && <code className="walk-script">{actScript(act)}</code>}
              </details>
            )}
          </li>
        );
      })}
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
