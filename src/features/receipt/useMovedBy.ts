import { useQuery } from '@tanstack/react-query';
import type { Statement } from '../../api/contracts/statement';
import { movedBy, sumOf } from '../../lib/statement';
import { useServices } from '../../services/context';
import { statementQuery } from '../../services/queries';

/**
 * What the money call quoted by `reference` moved, as the statement read after it records it (src/lib/statement.ts
 * `movedBy`; every money call reads the statement again): undefined while that read is on its way, empty when it
 * failed or records nothing under the reference (a backend whose entries quote none).
 */
export function useMovedBy(reference: string | null | undefined): Statement[] | undefined {
  const { client } = useServices();
  const first = useQuery({ ...statementQuery(client, 1), enabled: !!reference });
  if (!reference || first.isError) return [];
  if (!first.data || first.isFetching) return undefined;
  return movedBy(first.data, reference);
}

/**
 * The sum of what a call moved in entries of one type (its amounts are positive; the entry's type says which way):
 * undefined while it is read, null when the statement records none of that type under its reference.
 */
export function movedAmount(
  moved: Statement[] | undefined,
  type: Statement['statementType'],
): number | null | undefined {
  if (!moved) return undefined;
  const of = moved.filter((e) => e.statementType === type);
  return of.length ? sumOf(of) : null;
}
