import { useActorRef } from '@xstate/react';
import { pickerMachine } from '../../machines/picker';
import { watched } from '../lib/inspect';

/**
 * Which one of a screen's dialogs (or tabs) is open: the picker machine, watched by the demo's inspector. `selected`:
 * the one open from the start (a deep link's dialog).
 */
export const usePicker = (selected?: string | null) =>
  useActorRef(pickerMachine, watched(selected === undefined ? undefined : { input: { selected } }));
