/**
 * A machine's states and events named in a language (the `machines` texts of locales/<lang>.json): the demo console
 * draws a machine so, and the testers' paths/<machine>.svg in English. A call's answer, its failure, a delay and an
 * eventless move are named by a sentence around the call's or the delay's name.
 */
import { eventKind } from './machineGraph';
import type { MachineNames } from './machineLayout';

/** i18next's `t`, or anything that reads a key so. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The names of a machine (by its id) in the language `t` speaks. */
export function machineNames(t: Translate, machineId: string): MachineNames {
  const state = (key: string) => t(`machines.states.${key}`);
  return {
    machine: t(`machines.names.${machineId}`),
    state,
    event: ({ event }) => {
      const { kind, name } = eventKind(event);
      if (kind === 'answers' || kind === 'fails') return t(`machines.${kind}`, { call: t(`machines.calls.${name}`) });
      if (kind === 'ms') return t('machines.afterSeconds', { s: Number(name) / 1000 });
      if (kind === 'delay') return t('machines.after', { delay: t(`machines.delays.${name}`) });
      if (kind === 'done') return t('machines.done', { state: state(name) });
      if (kind === 'always') return t('machines.always');
      return t(`machines.events.${name}`);
    },
  };
}
