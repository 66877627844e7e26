import { assign, fromPromise, setup } from 'xstate';

export interface GateBanner {
  image: string;
  html: string;
}

/**
 * Banners first (docs/product.md#home-banners): load them; none (or a failed load: banners are never a reason to
 * keep a member from their money) opens the dialog at once; otherwise the carousel shows, and closing it opens the
 * dialog.
 */
export const bannerGateMachine = setup({
  types: {
    context: {} as { banners: GateBanner[] },
    events: {} as { type: 'CLOSE' },
    tags: {} as 'loading' | 'banners',
  },
  actors: {
    banners: fromPromise<GateBanner[]>(async () => []),
  },
  guards: {
    /** There are banners to show. */
    some: (_, params: { banners: GateBanner[] }) => params.banners.length > 0,
  },
}).createMachine({
  id: 'bannerGate',
  context: { banners: [] },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'banners',
        src: 'banners',
        onDone: [
          {
            guard: { type: 'some', params: ({ event }) => ({ banners: event.output }) },
            target: 'banners',
            actions: assign({ banners: ({ event }) => event.output }),
          },
          { target: 'open' },
        ],
        onError: 'open',
      },
    },
    banners: { tags: ['banners'], on: { CLOSE: 'open' } },
    open: {},
  },
});
