/**
 * The moment handed to a developer: saved as one file (and copied as a link where it is short enough), and opened
 * again from a file chosen or dropped on the console, or from a link (after a confirm: it replaces the demo bank).
 */
import { useActorRef, useSelector } from '@xstate/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { appUrl } from '../../lib/base';
import { formatBangkok } from '../../lib/format';
import { momentFileName, momentFragment, momentFromFile, momentFromFragment, momentJson } from '../moment/moment';
import { momentMachine, type MomentSource } from '../moment/momentMachine';
import { takeMoment } from '../moment/take';
import { TOUR } from '../tour/tour';
import { usePersonaLogin } from './Personas';
import { stageMoment } from './stage';
import type { PanelProps } from './store';

/** A moment's page as the tour names it (its dialog left out: that has a line of its own), else its address. */
function pageName(page: string, t: TFunction): string {
  const url = new URL(page, 'http://page');
  url.searchParams.delete('dialog');
  const links = TOUR.flatMap((s): ReadonlyArray<readonly [string, string]> => s.links);
  const link =
    links.find(([, href]) => href === `${url.pathname}${url.search}`) ??
    links.find(([, href]) => href === url.pathname);
  return link ? t(`tour.links.${link[0]}`) : page;
}

export type MomentActor = ActorRefFrom<typeof momentMachine>;

const readMoment = async (source: MomentSource) =>
  'file' in source ? momentFromFile(source.file) : momentFromFragment(source.fragment);

/** The console's flow of opening a moment: read, confirmed, restored (console/stage.ts stageMoment). */
export function useMomentFlow(panel: Omit<PanelProps, 'moment'>): MomentActor {
  const loginAs = usePersonaLogin(panel);
  return useActorRef(
    momentMachine.provide({
      actors: {
        read: fromPromise(({ input }: { input: MomentSource }) => readMoment(input)),
        restore: fromPromise(({ input }) => stageMoment(panel, input, loginAs)),
      },
    }),
  );
}

/** A file dragged over the console: it may be dropped there. */
export const carriesFile = (e: { dataTransfer: DataTransfer | null }) =>
  e.dataTransfer?.types.includes('Files') ?? false;

export function Moment({ controls, services, say, moment }: PanelProps) {
  const { t, i18n } = useTranslation();
  const state = useSelector(moment!, (s) => s);
  const take = () => takeMoment(controls, services, i18n.language);

  function saveFile() {
    const taken = take();
    const name = momentFileName(taken.takenAt);
    const url = URL.createObjectURL(new Blob([momentJson(taken)], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    say(t('demo.moment.saved', { name }));
  }
  async function copyLink() {
    const fragment = await momentFragment(take());
    if (!fragment) return say(t('demo.moment.tooLong'));
    try {
      await navigator.clipboard.writeText(appUrl('/') + fragment);
      say(t('demo.moment.linkCopied'));
    } catch {
      say(t('demo.moment.linkNotCopied'));
    }
  }

  const shown = state.context.moment;
  return (
    <fieldset className="demo-fieldset">
      <legend className="demo-legend">{t('demo.moment.title')}</legend>
      {state.matches('confirming') && shown && (
        <div className="demo-confirm" role="group" aria-label={t('demo.moment.confirmTitle')}>
          <p>
            {t('demo.moment.confirm', {
              time: formatBangkok(Date.parse(shown.bankTime)),
              who: shown.member ? `${shown.member.name} (${shown.member.phone})` : t('demo.moment.visitor'),
              page: pageName(shown.page, t),
            })}
          </p>
          {shown.dialog && <p>{t('demo.moment.dialog', { title: shown.dialog.title })}</p>}
          <div className="demo-grid">
            <button type="button" className="demo-button demo-danger" onClick={() => moment!.send({ type: 'CONFIRM' })}>
              {t('demo.moment.restore')}
            </button>
            <button type="button" className="demo-button demo-small" onClick={() => moment!.send({ type: 'CANCEL' })}>
              {t('demo.moment.cancel')}
            </button>
          </div>
        </div>
      )}
      {state.matches('refused') && state.context.refused && (
        <div className="demo-confirm">
          <p role="alert">{t(`demo.moment.refused.${state.context.refused}`)}</p>
          <button type="button" className="demo-button demo-small" onClick={() => moment!.send({ type: 'CANCEL' })}>
            {t('common.ok')}
          </button>
        </div>
      )}
      {(state.matches('reading') || state.matches('restoring')) && (
        <p role="status">{t(state.matches('reading') ? 'demo.moment.reading' : 'demo.moment.restoring')}</p>
      )}
      <div className="demo-grid demo-grid-3">
        <button type="button" className="demo-button" onClick={saveFile}>
          {t('demo.moment.save')}
        </button>
        <button type="button" className="demo-button" onClick={() => void copyLink()}>
          {t('demo.moment.copyLink')}
        </button>
        <label className="demo-button demo-file">
          {t('demo.moment.open')}
          <input
            type="file"
            accept=".json,application/json"
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              if (file) moment!.send({ type: 'OPEN', source: { file } });
              e.currentTarget.value = '';
            }}
          />
        </label>
      </div>
      <p className="demo-hint">{t('demo.moment.drop')}</p>
      <p className="demo-hint">{t('demo.moment.hint')}</p>
    </fieldset>
  );
}
