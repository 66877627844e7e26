import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { api } from '../../api/contracts';
import { REFUND_KEY } from '../../services/queries';

export const refundCheckQuery = (client: ApiClient) =>
  queryOptions({ queryKey: [...REFUND_KEY, 'check'], queryFn: () => client.call(api.refund.check), staleTime: 0 });
