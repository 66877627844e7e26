import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AREAS, callByRoute, callOf, CALLS, doing, meaning, meanings } from './calls';
import { useBank, type PanelProps } from './store';

const TRANSFER = 'POST /api/wallet/transfer';
const callAt = (route: string) => callByRoute(route) ?? CALLS[0]!;
/** A call's first own refusal, or none: the product owner chooses (never a server error by default). */
const firstOwn = (route: string) => callAt(route).own[0] ?? '';

/**
 * Choose what goes wrong by what the member does ("Transfer" → "Your balance is not enough"), from the call's own
 * refusals, then what any call may answer, each as the member will read it; the call and its code one tap away
 * ("Details"). For its next call or every call, or hold its next call until you let it answer (the screen's waiting
 * state stays in view, then the call answers as usual or as chosen); the armed ones, each clearable, and the held
 * calls, each with its "let it answer".
 */
export function Errors({ controls, say }: PanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const [route, setRoute] = useState(TRANSFER);
  const [code, setCode] = useState(() => firstOwn(TRANSFER));
  const [status, setStatus] = useState('');
  const [when, setWhen] = useState<'next' | 'every' | 'hold'>('next');
  const { armed, holds } = useBank(controls);
  const count = armed.length + holds.waiting.length + holds.held.length;
  const call = callAt(route);
  // Another call: its own first refusal, unless the chosen code is one it can answer too.
  function chooseRoute(next: string) {
    setRoute(next);
    const c = callAt(next);
    if (![...c.own, ...c.any].includes(code)) setCode(when === 'hold' ? '' : firstOwn(next));
  }

  // A hold answers as usual unless a code is chosen; a failure needs one (the call's own first).
  function chooseWhen(next: typeof when) {
    setWhen(next);
    if (next === 'hold') setCode('');
    else if (code === '') setCode(firstOwn(route));
  }
  const ready = when === 'hold' || code !== '';

  function arm(e: FormEvent) {
    e.preventDefault();
    const [method, path] = route.split(' ') as [string, string];
    const n = Number(status);
    const given = status.trim() !== '' && Number.isInteger(n) && n >= 100 && n <= 599 ? n : undefined;
    if (when === 'hold') controls.holdNext(method, path, code || undefined, given);
    else if (code) (when === 'every' ? controls.failEvery : controls.failNext)(method, path, code, given);
    // No note: the armed list just below says it, and drops a next-call one as soon as it has answered.
    say(null);
  }

  return (
    <form className="demo-fieldset" onSubmit={arm} aria-labelledby={`${id}-errors`}>
      <h3 id={`${id}-errors`} className="demo-legend">
        {t('demo.errors')}
      </h3>
      <div className="demo-row demo-stack">
        <label htmlFor={`${id}-route`} className="demo-label">
          {t('demo.route')}
        </label>
        <select id={`${id}-route`} className="demo-input" value={route} onChange={(e) => chooseRoute(e.target.value)}>
          {AREAS.map(([area, calls]) => (
            <optgroup key={area} label={t(`demo.areas.${area}`)}>
              {calls.map((c) => (
                <option key={c.route} value={c.route}>
                  {t(`demo.calls.${c.name}`)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="demo-row demo-stack">
        <label htmlFor={`${id}-code`} className="demo-label">
          {t('demo.code')}
        </label>
        <select id={`${id}-code`} className="demo-input" value={code} onChange={(e) => setCode(e.target.value)}>
          {when === 'hold' ? (
            <option value="">{t('demo.usualAnswer')}</option>
          ) : (
            code === '' && (
              <option value="" disabled>
                {t('demo.chooseWrong')}
              </option>
            )
          )}
          {(
            [
              ['own', call.own, call.any],
              ['any', call.any, call.own],
            ] as const
          ).map(([group, codes, others]) =>
            codes.length === 0 ? null : (
              <optgroup key={group} label={t(`demo.codesOf.${group}`)}>
                {meanings(t, codes, call.name, others).map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.text}
                  </option>
                ))}
              </optgroup>
            ),
          )}
        </select>
      </div>
      <div className="demo-row" role="radiogroup" aria-label={t('demo.when')}>
        {(
          [
            ['next', 'demo.nextCall'],
            ['every', 'demo.everyCall'],
            ['hold', 'demo.holdCall'],
          ] as const
        ).map(([value, key]) => (
          <label key={value} className="demo-choice">
            <input type="radio" name={`${id}-when`} checked={when === value} onChange={() => chooseWhen(value)} />
            {t(key)}
          </label>
        ))}
      </div>
      <details className="demo-details">
        <summary>{t('demo.details')}</summary>
        <p className="demo-raw" data-testid="demo-raw">{`${call.route} → ${code || t('demo.usualAnswer')}`}</p>
        <div className="demo-row">
          <label htmlFor={`${id}-status`} className="demo-label">
            {t('demo.status')}
          </label>
          <input
            id={`${id}-status`}
            className="demo-input"
            type="number"
            min={100}
            max={599}
            value={status}
            placeholder={t('demo.statusAuto')}
            onChange={(e) => setStatus(e.target.value)}
          />
        </div>
      </details>
      <button type="submit" className="demo-button" disabled={!ready}>
        {t(when === 'hold' ? 'demo.armHold' : 'demo.arm')}
      </button>
      <h4 className="demo-subtitle">{t('demo.armedList', { count })}</h4>
      {count > 0 && (
        <ul className="demo-list" aria-label={t('demo.armedList', { count })}>
          {armed.map((f, i) => (
            <li key={`${i}-${f.method}-${f.path}-${f.code}`} className="demo-armed">
              <Said
                plain={t('demo.armedItem', {
                  what: doing(t, f.method, f.path),
                  wrong: meaning(t, f.code, callOfName(f.method, f.path)),
                  when: t(f.every ? 'demo.everyCall' : 'demo.nextCall'),
                })}
                raw={`${f.method} ${f.path} → ${f.code} (${f.status}), ${t(f.every ? 'demo.everyCall' : 'demo.nextCall')}`}
              />
              <button type="button" className="demo-small" onClick={() => controls.disarm(i)}>
                {t('demo.clear')}
              </button>
            </li>
          ))}
          {holds.waiting.map((h, i) => (
            <li key={`hold-${i}-${h.method}-${h.path}`} className="demo-armed">
              <Said
                plain={`${doing(t, h.method, h.path)} → ${t('demo.holdArmed', {
                  answer: h.code ? meaning(t, h.code, callOfName(h.method, h.path)) : t('demo.usualAnswer'),
                })}`}
                raw={`${h.method} ${h.path} → ${h.code ?? t('demo.usualAnswer')}`}
              />
            </li>
          ))}
          {holds.held.map((h, i) => (
            <li key={`held-${i}-${h.method}-${h.path}`} className="demo-armed" data-testid="demo-held">
              <Said plain={t('demo.heldNow', { route: doing(t, h.method, h.path) })} raw={`${h.method} ${h.path}`} />
              <button type="button" className="demo-small" onClick={() => controls.release(false, h.method, h.path)}>
                {t('demo.letAnswer')}
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="demo-small"
              onClick={() => {
                controls.disarm();
                controls.release(true);
              }}
            >
              {t('demo.clearAll')}
            </button>
          </li>
        </ul>
      )}
    </form>
  );
}

const callOfName = (method: string, path: string) => callOf(method, path)?.name;

/** An armed or held call in plain words; its call and code one tap away. */
function Said({ plain, raw }: { plain: string; raw: string }) {
  return (
    <details className="demo-said">
      <summary>{plain}</summary>
      <code className="demo-raw">{raw}</code>
    </details>
  );
}
