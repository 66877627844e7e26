import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { allEndpoints } from '../../api/contracts';
import { REFUSALS, refusalsOf } from '../../api/contracts/refusals';
import { GONE, SPIN_ERROR_CODES } from '../../api/errors';
import { useBank, type PanelProps } from './store';

/**
 * The call catalogue (docs/product.md#calls) by domain: each call by the name the app's screens call it with (the
 * withdraw dialog's `wallet.withdrawAll`, not `wallet.withdraw`), its method and path, and the codes it can answer.
 */
const CALLS = allEndpoints.map(({ name, endpoint }) => {
  const own = (REFUSALS as Record<string, readonly string[]>)[name] ?? [];
  const any = refusalsOf(name, endpoint).filter((c) => !own.includes(c));
  // A spin or a claim is refused in its answer (SPIN_ERROR_CODES); a closed service answers 'gone'.
  const spin = name.startsWith('spin.') ? SPIN_ERROR_CODES.filter((c) => !own.includes(c)) : [];
  return {
    name,
    route: `${endpoint.method} ${endpoint.path}`,
    own: [...own, ...spin],
    any: [...any, GONE],
  };
});
const DOMAINS = Object.entries(
  CALLS.reduce<Record<string, typeof CALLS>>((groups, call) => {
    (groups[call.name.split('.')[0]!] ??= []).push(call);
    return groups;
  }, {}),
);
const callOf = (route: string) => CALLS.find((c) => c.route === route) ?? CALLS[0]!;

/**
 * Arm an error on any call (the codes it can answer), for its next call or every call, or hold its next call until you
 * let it answer (the screen's waiting state stays in view, then the call answers as usual or with the chosen code); the
 * armed ones, each clearable, and the held calls, each with its "let it answer".
 */
export function Errors({ controls, say }: PanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const [route, setRoute] = useState('POST /api/wallet/transfer');
  const [code, setCode] = useState('INTERNAL_SERVER_ERROR');
  const [status, setStatus] = useState('');
  const [when, setWhen] = useState<'next' | 'every' | 'hold'>('next');
  const { armed, holds } = useBank(controls);
  const count = armed.length + holds.waiting.length + holds.held.length;
  const call = callOf(route);
  // Another call: its own first refusal, unless the chosen code is one it can answer too.
  function chooseRoute(next: string) {
    setRoute(next);
    const c = callOf(next);
    if (![...c.own, ...c.any].includes(code)) setCode(c.own[0] ?? 'INTERNAL_SERVER_ERROR');
  }

  // A hold answers as usual unless a code is chosen; a failure needs one (the call's own first).
  function chooseWhen(next: typeof when) {
    setWhen(next);
    if (next === 'hold') setCode('');
    else if (code === '') setCode(call.own[0] ?? 'INTERNAL_SERVER_ERROR');
  }

  function arm(e: FormEvent) {
    e.preventDefault();
    const [method, path] = route.split(' ') as [string, string];
    const n = Number(status);
    const given = status.trim() !== '' && Number.isInteger(n) && n >= 100 && n <= 599 ? n : undefined;
    if (when === 'hold') controls.holdNext(method, path, code || undefined, given);
    else
      (when === 'every' ? controls.failEvery : controls.failNext)(method, path, code || 'INTERNAL_SERVER_ERROR', given);
    // No note: the armed list just below says it, and drops a next-call one as soon as it has answered.
    say(null);
  }

  return (
    <form className="demo-fieldset" onSubmit={arm} aria-labelledby={`${id}-errors`}>
      <h3 id={`${id}-errors`} className="demo-legend">
        {t('demo.errors')}
      </h3>
      <div className="demo-row">
        <label htmlFor={`${id}-route`} className="demo-label">
          {t('demo.route')}
        </label>
        <select id={`${id}-route`} className="demo-input" value={route} onChange={(e) => chooseRoute(e.target.value)}>
          {DOMAINS.map(([domain, calls]) => (
            <optgroup key={domain} label={domain}>
              {calls.map((c) => (
                <option key={c.route} value={c.route}>
                  {`${c.name.split('.')[1]} · ${c.route}`}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="demo-row">
        <label htmlFor={`${id}-code`} className="demo-label">
          {t('demo.code')}
        </label>
        <select id={`${id}-code`} className="demo-input" value={code} onChange={(e) => setCode(e.target.value)}>
          {when === 'hold' && <option value="">{t('demo.usualAnswer')}</option>}
          {(
            [
              ['own', call.own],
              ['any', call.any],
            ] as const
          ).map(([group, codes]) =>
            codes.length === 0 ? null : (
              <optgroup key={group} label={t(`demo.codesOf.${group}`)}>
                {codes.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </optgroup>
            ),
          )}
        </select>
      </div>
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
      <button type="submit" className="demo-button">
        {t('demo.arm')}
      </button>
      <h4 className="demo-subtitle">{t('demo.armedList', { count })}</h4>
      {count > 0 && (
        <ul className="demo-list" aria-label={t('demo.armedList', { count })}>
          {armed.map((f, i) => (
            <li key={`${i}-${f.method}-${f.path}-${f.code}`} className="demo-armed">
              <span>{`${f.method} ${f.path} → ${f.code} (${f.status}), ${t(f.every ? 'demo.everyCall' : 'demo.nextCall')}`}</span>
              <button type="button" className="demo-small" onClick={() => controls.disarm(i)}>
                {t('demo.clear')}
              </button>
            </li>
          ))}
          {holds.waiting.map((h, i) => (
            <li key={`hold-${i}-${h.method}-${h.path}`} className="demo-armed">
              <span>{`${h.method} ${h.path} → ${t('demo.holdArmed', { answer: h.code ?? t('demo.usualAnswer') })}`}</span>
            </li>
          ))}
          {holds.held.map((h, i) => (
            <li key={`held-${i}-${h.method}-${h.path}`} className="demo-armed" data-testid="demo-held">
              <span>{t('demo.heldNow', { route: `${h.method} ${h.path}` })}</span>
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
