import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { api } from '../../api/contracts';
import { moneyMoved, SPIN_KEY } from '../../app/queries';

export const spinSetupQuery = (client: ApiClient) =>
  queryOptions({ queryKey: [...SPIN_KEY, 'setup'], queryFn: () => client.call(api.spin.setup), staleTime: 0 });
export const couponsQuery = (client: ApiClient) =>
  queryOptions({ queryKey: [...SPIN_KEY, 'coupons'], queryFn: () => client.call(api.spin.coupons) });

/** After a spin or a claim: the coins, the coupons, the wallet and the home tile read again. */
export const refreshWheel = (queryClient: QueryClient) => moneyMoved(queryClient);
