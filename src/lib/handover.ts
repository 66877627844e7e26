import { useEffect, useState } from 'react';

/**
 * What one screen hands the next (the phone typed at the login to the forgot-password help, the phone just registered
 * to the login): in this page's memory only, never in the address or `history.state`, which outlive the visit (Back,
 * a reload, the next person on a shared phone). Taken by the first screen that shows it, then gone
 * (docs/security.md, finding 10).
 */
const held = new Map<string, string>();

export const handOver = (what: string, value: string) => void held.set(what, value);

/** The value handed over as `what`, kept for this screen's life and forgotten as it shows. */
export function useHandedOver(what: string): string | null {
  const [value] = useState(() => held.get(what) ?? null);
  useEffect(() => void held.delete(what), [what]);
  return value;
}
