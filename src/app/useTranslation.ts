import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import { I18nContext } from 'react-i18next';
import { i18n as appI18n } from './i18n';

/*
 * The app's binding of i18next to React, in place of react-i18next's hook (2 KB less on /login): a component
 * re-renders when the language changes or a chunk of texts arrives. The texts are loaded before a screen renders
 * (i18n.ts), so there is nothing to suspend for. The instance is the app's, or a test's from <I18nextProvider>.
 */
interface Watch {
  version: number;
  listeners: Set<() => void>;
}
const watches = new WeakMap<I18n, Watch>();

function watchOf(inst: I18n): Watch {
  let w = watches.get(inst);
  if (!w) {
    const watch: Watch = { version: 0, listeners: new Set() };
    const changed = () => {
      watch.version++;
      for (const l of watch.listeners) l();
    };
    inst.on('languageChanged', changed);
    if (inst.store) inst.store.on('added', changed);
    else inst.on('initialized', () => inst.store?.on('added', changed));
    watches.set(inst, watch);
    w = watch;
  }
  return w;
}

export function useTranslation() {
  const inst = useContext(I18nContext)?.i18n ?? appI18n;
  const watch = watchOf(inst);
  const subscribe = useCallback(
    (listener: () => void) => {
      watch.listeners.add(listener);
      return () => void watch.listeners.delete(listener);
    },
    [watch],
  );
  const version = () => watch.version;
  const v = useSyncExternalStore(subscribe, version, version);
  // A new `t` with every change (it carries the texts' version), so that memoised children that take it render again.
  const t = useMemo(
    () =>
      Object.assign((...args: Parameters<TFunction>) => inst.t(...args), { textsVersion: v }) as unknown as TFunction,
    [inst, v],
  );
  return { t, i18n: inst };
}
