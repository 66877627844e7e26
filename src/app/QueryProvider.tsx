import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useServices } from './context';
import type { Services } from './services';

const clients = new WeakMap<Services, QueryClient>();

/** The query cache of one app instance, made on first use so that /login never loads TanStack Query. */
export function queryClientOf(services: Services): QueryClient {
  let client = clients.get(services);
  if (!client) {
    client = new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } } });
    clients.set(services, client);
    // Logging out or losing the session empties the cache.
    services.caches.add(client);
  }
  return client;
}

export default function QueryProvider({ children }: { children: ReactNode }) {
  const services = useServices();
  return <QueryClientProvider client={queryClientOf(services)}>{children}</QueryClientProvider>;
}
