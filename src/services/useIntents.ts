import type { Intent } from '../../machines/intent';
import type { AnyEndpoint } from '../api/contracts/endpoint';
import { callId, createIntentLog, type IntentStore } from '../lib/intents';
import { useServices } from './context';
import { ownMoneyCalls } from './moneyCalls';

/**
 * The member's open intents (src/lib/intents.ts) and the owner of money calls (moneyCalls.ts), made on the services the
 * first time a member screen asks: a money call can only be made from such a screen, and /login, which makes none,
 * never loads this code.
 */
export function useIntentLog(): IntentStore {
  const services = useServices();
  // Its 24 hours on the phone's clock, as each intent is stamped (machines/intent.ts: Date.now()).
  const log = (services.intents ??= createIntentLog(Date.now, () => services.session.getSnapshot().context.member));
  // From now on every money call goes through its owner: kept in this log, settled, the money views read again.
  services.moneyCalls ??= ownMoneyCalls(services.carrier, {
    log: () => services.intents,
    moved: (what) => {
      for (const c of services.caches) c.moneyMoved(what);
    },
    telemetry: () => services.telemetry,
  });
  return log;
}

/** The open intent of one money call (left by an earlier visit or before a reload), or null: a machine's input. */
export const useOpenIntent = (ep: AnyEndpoint): Intent | null => useIntentLog().open(callId(ep));
