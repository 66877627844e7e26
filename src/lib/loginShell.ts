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
