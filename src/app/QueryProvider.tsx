import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useServices } from '../services/context';
import { WALLET_KEY } from '../services/queries';
import type { Services } from '../services/services';

const clients = new WeakMap<Services, QueryClient>();

/** The query cache of one app instance, made on first use so that /login never loads TanStack Query. */
export function queryClientOf(services: Services): QueryClient {
  let client = clients.get(services);
  if (!client) {
    client = new QueryClient({
      defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } },
    });
    clients.set(services, client);
    // Logging out or losing the session empties the cache; an unclear answer to a money call reads the wallet again.
    const cache = client;
    services.caches.add({
      clear: () => cache.clear(),
      rereadWallet: () => void cache.invalidateQueries({ queryKey: WALLET_KEY }),
      refetchAll: () => void cache.invalidateQueries(),
    });
  }
  return client;
}

export default function QueryProvider({ children }: { children: ReactNode }) {
  const services = useServices();
  return <QueryClientProvider client={queryClientOf(services)}>{children}</QueryClientProvider>;
}
