/**
 * The machines of machines/, as the unit tests read them: every exported state machine (by its export name and by
 * its id), and the states a member can rest in.
 */
import type { AnyStateMachine } from 'xstate';
import { graphOf, statesOf } from '../../src/demo/machineGraph';

const modules = import.meta.glob('../../machines/*.ts', { eager: true }) as Record<string, Record<string, unknown>>;
const isMachine = (v: unknown): v is AnyStateMachine =>
  !!v &&
  typeof v === 'object' &&
  'root' in v &&
  'config' in v &&
  typeof (v as { transition?: unknown }).transition === 'function';

/** Every exported machine, by the name its file exports it under. */
export const MACHINE_EXPORTS = new Map(
  Object.values(modules)
    .flatMap((m) => Object.entries(m))
    .filter((e): e is [string, AnyStateMachine] => isMachine(e[1])),
);
/** Every machine once, by its id. */
export const MACHINES = [...new Map([...MACHINE_EXPORTS.values()].map((m) => [m.id, m] as const)).values()];

/** The states a member can be in: a leaf that does not leave at once (an unguarded eventless transition), as paths below the machine. */
export const restingStates = (machine: AnyStateMachine): string[] =>
  statesOf(graphOf(machine))
    .filter((s) => s.children.length === 0)
    .filter((s) => !s.transitions.some((t) => t.event === '' && !t.guard && t.targets.length > 0))
    .map((s) => s.id.slice(machine.id.length + 1));
