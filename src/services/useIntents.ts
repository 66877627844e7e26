import type { Intent } from '../../machines/intent';
import type { AnyEndpoint } from '../api/contracts/endpoint';
import { callId, createIntentLog, type IntentStore } from '../lib/intents';
import { useServices } from './context';

/**
 * The member's open intents (src/lib/intents.ts), made on the services the first time a member screen asks: a money
 * call can only be made from such a screen, and /login, which makes none, never loads this code.
 */
export function useIntentLog(): IntentStore {
  const services = useServices();
  // Its 24 hours on the phone's clock, as each intent is stamped (machines/intent.ts: Date.now()).
  return (services.intents ??= createIntentLog(Date.now, () => services.session.getSnapshot().context.member));
}

/** The open intent of one money call (left by an earlier visit or before a reload), or null: a machine's input. */
export const useOpenIntent = (ep: AnyEndpoint): Intent | null => useIntentLog().open(callId(ep));
