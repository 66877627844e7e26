/**
 * The moment taken from the running demo: the bank's controls, the app's session, the page's address and open dialog,
 * and the machines' steps (src/demo/machines.ts).
 */
import type { AnyActorRef } from 'xstate';
import type { DemoControls } from '../../../mirage/controls';
import { deepLinkedDialog } from '../../features/home/homeDialogs';
import { APP_BASE } from '../../lib/base';
import { storage, STORAGE_KEYS } from '../../lib/storage';
import type { Services } from '../../services/services';
import { machineSteps, runningMachines } from '../machines';
import { buildMoment, type Moment } from './moment';

/** Home's open dialog by the id a link opens it with (its picker's choice), or null. */
function homeDialog(): string | null {
  const pickers = runningMachines().filter(
    (a: AnyActorRef) => (a.getSnapshot() as { machine?: { id: string } }).machine?.id === 'picker',
  );
  for (const picker of pickers) {
    const id = deepLinkedDialog((picker.getSnapshot() as { context: { selected: string | null } }).context.selected);
    if (id) return id;
  }
  return null;
}

/** The page's open dialog (the app's, not the console's): its title, and home's id of it where a link opens it. */
function openDialog(path: string): Moment['dialog'] {
  const dialog = document.querySelector<HTMLDialogElement>('dialog[open]');
  if (!dialog) return null;
  const titleId = dialog.getAttribute('aria-labelledby');
  const title = (titleId && document.getElementById(titleId)?.textContent?.trim()) || '';
  const id = path === '/user/home' ? homeDialog() : null;
  return id ? { title, id } : { title };
}

export function takeMoment(controls: DemoControls, services: Services, lang: string): Moment {
  const bank = controls.bank();
  const session = services.session.getSnapshot();
  // The member whose session the app holds, as the bank knows it.
  const open = session.matches('authenticated') ? bank.sessions.find((s) => s.token === session.context.token) : null;
  const member = open ? bank.members.find((m) => m._id === open.memberId) : undefined;
  const path = window.location.pathname.slice(APP_BASE.length) || '/';
  const params = new URLSearchParams(window.location.search);
  const dialog = openDialog(path);
  // Home's dialog is in the page's address: a link to it opens it.
  if (dialog?.id) params.set('dialog', dialog.id);
  const search = params.toString();
  return buildMoment({
    takenAt: new Date().toISOString(),
    bankTime: new Date(controls.now()).toISOString(),
    member: member ? { phone: member.username, name: member.name } : null,
    page: search ? `${path}?${search}` : path,
    dialog,
    lang,
    agreed: storage.get(STORAGE_KEYS.agreement) === '1',
    bank,
    calls: controls.calls(),
    steps: machineSteps(),
  });
}
