import { STORAGE_KEYS, tabStorage } from '../../lib/storage';

/**
 * The bonuses the bank refused as full, for this browser session (the list has no quota; a place never comes back, but
 * a new session asks the bank again). Cleared on logout with the member's keys.
 */
export const fullBonuses = {
  read: (): string[] => {
    try {
      const list = JSON.parse(tabStorage.get(STORAGE_KEYS.fullBonuses) ?? '[]') as unknown;
      return Array.isArray(list) ? list.filter((c): c is string => typeof c === 'string') : [];
    } catch {
      return [];
    }
  },
  add: (code: string) =>
    tabStorage.set(STORAGE_KEYS.fullBonuses, JSON.stringify([...new Set([...fullBonuses.read(), code])])),
};
