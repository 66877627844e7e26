import { QueryClient } from '@tanstack/react-query';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { sessionMachine } from '../../machines/session';
import { createClient, type ApiClient } from '../api/client';
import { api } from '../api/contracts';
import type { RuntimeConfig } from '../lib/config';
import { tokenStore } from '../lib/storage';

export interface Services {
  config: RuntimeConfig;
  client: ApiClient;
  session: ActorRefFrom<typeof sessionMachine>;
  queryClient: QueryClient;
}

/** Wire the one API client, the session actor and the query cache together. */
export function createServices(config: RuntimeConfig): Services {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } },
  });
  let session: ActorRefFrom<typeof sessionMachine> | null = null;
  const client = createClient({
    baseUrl: config.apiBaseUrl,
    getToken: () => session?.getSnapshot().context.token ?? null,
    onError: (e) => session?.send({ type: 'API_ERROR', code: e.code }),
  });
  session = createActor(
    sessionMachine.provide({
      actors: {
        checkActive: fromPromise(() => client.call(api.lookup.active)),
        login: fromPromise(({ input }) => client.call(api.auth.login, { body: input })),
      },
      actions: {
        persistToken: (_, p) => tokenStore.write(p.token, p.remember),
        clearMember: () => {
          tokenStore.clearMember();
          queryClient.clear();
        },
      },
    }),
    { input: { token: tokenStore.read() } },
  );
  session.start();
  return { config, client, session, queryClient };
}
