import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { api } from '../../api/contracts';
import { SLIPS_KEY } from '../../services/queries';
import { PAGE_SIZE } from '../../ui/usePaged';

/** One page of the member's uploaded slips; the previous page stays on screen while the next one loads. */
export const slipsQuery = (client: ApiClient, page: number) =>
  queryOptions({
    queryKey: [...SLIPS_KEY, page],
    queryFn: () => client.call(api.slips.list, { body: { page, limit: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
