import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useServices } from '../services/context';
import { queryClientOf } from '../services/queryClient';

export default function QueryProvider({ children }: { children: ReactNode }) {
  const services = useServices();
  return <QueryClientProvider client={queryClientOf(services)}>{children}</QueryClientProvider>;
}
