import { QueryClient } from '@tanstack/react-query';
import { moneyMoved } from './moneyViews';
import type { Services } from './services';

const clients = new WeakMap<Services, QueryClient>();

/** The query cache of one app instance, made on first use so that /login never loads TanStack Query. */
export function queryClientOf(services: Services): QueryClient {
  let client = clients.get(services);
  if (!client) {
    client = new QueryClient({
      defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } },
    });
    clients.set(services, client);
    // Logging out or losing the session empties the cache; a settled money call reads every money view again.
    const cache = client;
    services.caches.add({
      clear: () => cache.clear(),
      moneyMoved: (what) => moneyMoved(cache, what),
      refetchAll: () => void cache.invalidateQueries(),
    });
  }
  return client;
}
