import { newKey } from '../../../machines/intent';
import { STORAGE_KEYS, storage } from '../../lib/storage';

/** The chat's guest id: generated once and kept on the phone, so a guest finds their conversation again. */
export function guestId(): string {
  const known = storage.get(STORAGE_KEYS.guestId);
  if (known) return known;
  const id = `guest-${newKey()}`;
  storage.set(STORAGE_KEYS.guestId, id);
  return id;
}
