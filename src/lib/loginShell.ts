/**
 * What the member did on index.html's login screen (scripts/login-shell.ts) before the app started: the phone and
 * password typed, the remember box, and which field had the focus. The real screen starts from it, so nothing typed
 * on a slow connection is lost when React replaces the page's markup.
 */
export interface TypedBeforeStart {
  username: string;
  password: string;
  remember: boolean;
  focus: 'username' | 'password' | null;
}

export function typedBeforeStart(doc: Document = document): TypedBeforeStart {
  const none: TypedBeforeStart = { username: '', password: '', remember: true, focus: null };
  const lang = doc.documentElement.dataset.lang ?? 'th';
  const shell = doc.querySelector<HTMLElement>(`html[data-shell='login'] .login-shell[data-shell-lang='${lang === 'la' || lang === 'en' ? lang : 'th'}']`);
  if (!shell) return none;
  const input = (name: string) => shell.querySelector<HTMLInputElement>(`input[name='${name}']`);
  const active = doc.activeElement;
  return {
    username: input('username')?.value ?? '',
    password: input('password')?.value ?? '',
    remember: input('remember')?.checked ?? true,
    focus: active === input('username') ? 'username' : active === input('password') ? 'password' : null,
  };
}

/**
 * The shell's fields followed from the app's start until the real screen has replaced them: React builds that screen
 * in slices (a transition) and puts it in the page later, so what is typed in between must reach it. An external
 * store: React checks it again when it puts the screen in the page.
 */
const NOTHING: TypedBeforeStart = { username: '', password: '', remember: true, focus: null };
let snapshot = NOTHING;
const listeners = new Set<() => void>();
let stopFollowing: (() => void) | null = null;

export const loginShellStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: () => snapshot,
};

export function followLoginShell(doc: Document = document): void {
  if (stopFollowing || !doc.querySelector('.login-shell')) return;
  const read = () => {
    if (!doc.querySelector('.login-shell')) return;
    snapshot = typedBeforeStart(doc);
    for (const listener of listeners) listener();
  };
  const events = ['input', 'change', 'focusin'] as const;
  for (const type of events) doc.addEventListener(type, read, true);
  stopFollowing = () => {
    for (const type of events) doc.removeEventListener(type, read, true);
    stopFollowing = null;
  };
  read();
}

/** The real screen is in the page: the shell is gone, nothing more to follow. */
export function stopFollowingLoginShell(): void {
  stopFollowing?.();
}

/** This screen is gone: what was typed on the shell must not fill the next one (after a logout, say). */
export function forgetLoginShell(): void {
  stopFollowing?.();
  snapshot = NOTHING;
}
