import { stepAfter, type Intent } from '../../machines/intent';
import type { ApiClient } from '../api/client';
import type { AnyEndpoint } from '../api/contracts/endpoint';
import { callId, type IntentStore } from '../lib/intents';
import type { TelemetryPort } from './services';

/** What a settled money call changed, for the member's caches to read again (services/queries.ts moneyMoved). */
export interface Moved {
  /** The wallet's balance the answer carries (shown at once), when it carries one. */
  balance?: unknown;
  /** The games' balances moved too (the call's contract: `settles: 'games'`). */
  slotsMoved?: boolean;
}

/**
 * The one owner of a money call's aftermath. The API client only carries the request and its answer; every call that
 * carries an intent (an `idempotent` contract) goes through here, whichever screen or machine made it, and here:
 * - its intent is kept on the phone from the moment it leaves (`log`, src/lib/intents.ts), and what its answer means for
 *   it (ended, still open, never sent) is machines/intent.ts's rule (`stepAfter`), the same rule the machine's
 *   `afterFailure` applies;
 * - once it settles (an answer, a refusal, or none), every money view is read again, once (`moved`), unless its
 *   contract says the member sees the outcome later (`settles: 'reveal'`: the wheel lands first; the spin machine reads
 *   them again when the prize is closed).
 * It runs to its end even when the dialog that made the call has closed: the intent and the balance never depend on a
 * screen still being open.
 */
export function ownMoneyCalls(
  client: ApiClient,
  owner: {
    log: () => IntentStore | undefined;
    moved: (what: Moved) => void;
    /** The operators' telemetry, where it runs: an outcome left unclear, and how an unclear one ended. */
    telemetry?: () => TelemetryPort | undefined;
  },
): ApiClient {
  function settled<T>(ep: AnyEndpoint, intent: Intent | undefined, work: () => Promise<T>): Promise<T> {
    // A keyless money call is the client's to refuse (IntentKeyMissing); a call without an intent is no money call.
    if (!ep.idempotent || !intent?.key) return work();
    const log = owner.log();
    // Sent again after an unclear outcome (its key still open): its answer says how that outcome ended.
    const wasUnclear = log?.open(callId(ep))?.key === intent.key;
    log?.step(ep, intent, 'sending');
    const moved = (balance?: unknown) => {
      if (ep.settles && ep.settles !== 'reveal') owner.moved({ balance, slotsMoved: ep.settles === 'games' });
    };
    return work().then(
      (answer) => {
        log?.step(ep, intent, 'ended');
        if (wasUnclear) owner.telemetry?.()?.money(ep, 'done');
        moved((answer as { wallet?: { amount?: unknown } } | undefined)?.wallet?.amount);
        return answer;
      },
      (error: unknown) => {
        const step = stepAfter(error);
        log?.step(ep, intent, step);
        if (step === 'open') owner.telemetry?.()?.money(ep, 'unclear', error);
        else if (step === 'ended' && wasUnclear) owner.telemetry?.()?.money(ep, 'refused');
        moved();
        throw error;
      },
    );
  }
  return {
    call: (ep, opts = {}) => settled(ep, opts.intent, () => client.call(ep, opts)),
    upload: (ep, opts) => settled(ep, opts.intent, () => client.upload(ep, opts)),
  };
}
