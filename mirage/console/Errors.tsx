import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { allEndpoints } from '../../src/api/contracts';
import { ERROR_CODES, GONE, SPIN_ERROR_CODES } from '../../src/api/errors';
import { useBank, type PanelProps } from './store';

/** The call catalogue (spec section 7) by domain, as `METHOD path`. */
const ROUTES = Object.entries(
  allEndpoints.reduce<Record<string, string[]>>((groups, { name, endpoint }) => {
    const domain = name.split('.')[0]!;
    (groups[domain] ??= []).push(`${endpoint.method} ${endpoint.path}`);
    return groups;
  }, {}),
);
/** The error catalogue (spec section 8) as the spec groups it, the spin table, and the closed service. */
const CODE_GROUPS: Array<[string, readonly string[]]> = [
  ...Object.entries(ERROR_CODES),
  ['spin', SPIN_ERROR_CODES.filter((c) => c !== 'BONUS_REMAINING')],
  ['service', [GONE]],
];

/** Arm an error on any call, for its next call or every call; the armed ones, each with its clear button. */
export function Errors({ controls, say }: PanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const [route, setRoute] = useState('POST /api/wallet/transfer');
  const [code, setCode] = useState('INTERNAL_SERVER_ERROR');
  const [status, setStatus] = useState('');
  const [every, setEvery] = useState(false);
  const { armed } = useBank(controls);

  function arm(e: FormEvent) {
    e.preventDefault();
    const [method, path] = route.split(' ') as [string, string];
    const n = Number(status);
    const given = status.trim() !== '' && Number.isInteger(n) && n >= 100 && n <= 599 ? n : undefined;
    (every ? controls.failEvery : controls.failNext)(method, path, code, given);
    say(t(every ? 'demo.armedEvery' : 'demo.armed', { method, path, code }));
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
        <select id={`${id}-route`} className="demo-input" value={route} onChange={(e) => setRoute(e.target.value)}>
          {ROUTES.map(([domain, routes]) => (
            <optgroup key={domain} label={domain}>
              {routes.map((r) => (
                <option key={r} value={r}>
                  {r}
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
          {CODE_GROUPS.map(([group, codes]) => (
            <optgroup key={group} label={t(`demo.codeGroups.${group}`)}>
              {codes.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </optgroup>
          ))}
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
        <label className="demo-choice">
          <input type="radio" name={`${id}-when`} checked={!every} onChange={() => setEvery(false)} />
          {t('demo.nextCall')}
        </label>
        <label className="demo-choice">
          <input type="radio" name={`${id}-when`} checked={every} onChange={() => setEvery(true)} />
          {t('demo.everyCall')}
        </label>
      </div>
      <button type="submit" className="demo-button">
        {t('demo.arm')}
      </button>
      <h4 className="demo-subtitle">{t('demo.armedList', { count: armed.length })}</h4>
      {armed.length > 0 && (
        <ul className="demo-list" aria-label={t('demo.armedList', { count: armed.length })}>
          {armed.map((f, i) => (
            <li key={`${i}-${f.method}-${f.path}-${f.code}`} className="demo-armed">
              <span>{`${f.method} ${f.path} → ${f.code} (${f.status}), ${t(f.every ? 'demo.everyCall' : 'demo.nextCall')}`}</span>
              <button type="button" className="demo-small" onClick={() => controls.disarm(i)}>
                {t('demo.clear')}
              </button>
            </li>
          ))}
          <li>
            <button type="button" className="demo-small" onClick={() => controls.disarm()}>
              {t('demo.clearAll')}
            </button>
          </li>
        </ul>
      )}
    </form>
  );
}
