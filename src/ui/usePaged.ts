import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';

/** Rows per page of the invite, refund, statement and slip tables (docs/product.md#constants-pages). */
export const PAGE_SIZE = 10;

/**
 * One page of a server list: the page number, its query (the previous page stays on screen while the next loads) and
 * the page count from the answer's total. A failed load leaves `data` empty: the caller only hides its loader.
 */
export function usePaged<T extends { total: number }>(
  key: QueryKey,
  load: (page: number, limit: number) => Promise<T>,
  enabled = true,
) {
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: [...key, page],
    queryFn: () => load(page, PAGE_SIZE),
    placeholderData: keepPreviousData,
    enabled,
  });
  const pageCount = query.data ? Math.max(1, Math.ceil(query.data.total / PAGE_SIZE)) : 1;
  return { page, setPage, query, pageCount };
}
