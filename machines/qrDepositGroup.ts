import { enqueueActions, setup, type ActorRefFrom } from 'xstate';
import { ownIntent, type Intent } from './intent';
import { qrDepositMachine, type Provider } from './qrDeposit';

export interface QrGroupInput {
  providers: Array<{ provider: Provider; minimum: number }>;
  now: number;
  /** A QR request left open by an earlier visit; the provider it names takes it. */
  intent?: Intent | null;
}

/**
 * The QR list of the deposit dialog: one qrDeposit actor per provider. When one provider makes a QR (its `created`
 * action sends QR_CREATED to this parent), the other providers' views refresh.
 */
export const qrDepositGroupMachine = setup({
  types: {
    context: {} as { refs: Partial<Record<Provider, ActorRefFrom<typeof qrDepositMachine>>> },
    input: {} as QrGroupInput,
    events: {} as { type: 'QR_CREATED'; provider: Provider },
  },
  actors: { provider: qrDepositMachine },
}).createMachine({
  id: 'qrDepositGroup',
  context: ({ input, spawn }) => ({
    refs: Object.fromEntries(
      input.providers.map((p) => [
        p.provider,
        spawn('provider', {
          id: p.provider,
          input: {
            provider: p.provider,
            minimum: p.minimum,
            now: input.now,
            intent: ownIntent(input.intent, { provider: p.provider }),
          },
        }),
      ]),
    ),
  }),
  on: {
    QR_CREATED: {
      actions: enqueueActions(({ context, event, enqueue }) => {
        for (const [provider, ref] of Object.entries(context.refs)) {
          if (provider !== event.provider && ref) enqueue.sendTo(ref, { type: 'REFRESH' });
        }
      }),
    },
  },
});
