import { queryOptions } from '@tanstack/react-query';
import type { BonusInfo } from '../../../machines/bonus';
import type { ApiClient } from '../../api/client';
import { api } from '../../api/contracts';
import type { Bonus } from '../../api/contracts/bonus';
import { BONUS_KEY } from '../../services/queries';

/**
 * The bonus list. Every answer is new data, an unchanged one too (no structural sharing): the bonus page passes each
 * load on to the bonuses' machines (SYNC), as their model says.
 */
export const bonusListQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: [...BONUS_KEY, 'list'],
    queryFn: () => client.call(api.bonus.list),
    structuralSharing: false,
  });

/** What the bonus machine needs of one bonus of the list. */
export const bonusInfoOf = (b: Bonus): BonusInfo => ({
  code: b.code,
  type: b.type,
  maxReceived: b.maxReceived,
  received: b.userBonus?.received.map((r) => r.updatedAt) ?? [],
  isActive: b.userBonus?.isActive ?? false,
});

export const activeCodeOf = (bonuses: Bonus[]) => bonuses.find((b) => b.userBonus?.isActive)?.code ?? null;
