import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { phoneOf } from '../../../machines/registerForm';
import { registerWizardMachine } from '../../../machines/registerWizard';
import { INVITE_CODE } from '../../lib/codes';
import { handOver } from '../../lib/handover';
import { watched } from '../../lib/inspect';
import { REGISTERED } from '../../lib/routes';
import { STORAGE_KEYS, storage } from '../../lib/storage';
import { useServices } from '../../services/context';
import { registerActors } from './actors';

/** How long a followed invite link is remembered on the phone: 7 days (docs/decisions/034-the-inviter-code.md). */
const INVITE_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The inviter code (docs/decisions/034-the-inviter-code.md): from ?code= it is read-only (the member followed that
 * link; the latest link wins) and kept for 7 days with the time it came, so it survives a reload; a kept one is
 * offered but can be changed. A code of another shape is ignored. Registering clears it.
 */
function inviterCode(search: string, now: number): { inviteCode: string | null; inviteLocked: boolean } {
  const fromQuery = new URLSearchParams(search).get('code')?.trim() ?? '';
  if (INVITE_CODE.test(fromQuery)) {
    storage.set(STORAGE_KEYS.inviteCode, JSON.stringify({ code: fromQuery, at: now }));
    return { inviteCode: fromQuery, inviteLocked: true };
  }
  const { code, at } = keptInvite();
  const fresh = typeof code === 'string' && INVITE_CODE.test(code) && typeof at === 'number' && at <= now;
  if (fresh && now - at < INVITE_KEPT_MS) return { inviteCode: code, inviteLocked: false };
  storage.remove(STORAGE_KEYS.inviteCode);
  return { inviteCode: null, inviteLocked: false };
}

/** The kept invite as stored ({code, at}); an old build's plain code or anything unreadable is none. */
function keptInvite(): { code?: unknown; at?: unknown } {
  try {
    return (JSON.parse(storage.get(STORAGE_KEYS.inviteCode) ?? '{}') as object | null) ?? {};
  } catch {
    return {};
  }
}

/**
 * The register wizard: the deployment's Laos rule, the inviter code, its calls; once registered, the invite is used
 * and the member goes to the login, the new phone filled in and the account said to be ready (handed over in memory:
 * never in the address or the history).
 */
export function useRegisterWizard() {
  const { client, config, now } = useServices();
  const search = useSearch();
  const [, navigate] = useLocation();
  const wizard = useActorRef(
    registerWizardMachine.provide({ actors: registerActors(client, now) }),
    watched({
      input: { laos: config.laos, ...inviterCode(search, now()) },
    }),
  );
  const finished = useSelector(wizard, (s) => s.hasTag('finished'));
  const phone = useSelector(wizard, (s) => phoneOf(s.context));
  useEffect(() => {
    if (!finished) return;
    // The invite is used: the next registration on this phone starts without it.
    storage.remove(STORAGE_KEYS.inviteCode);
    handOver(REGISTERED, phone);
    navigate('/login');
  }, [finished, navigate, phone]);
  return wizard;
}
