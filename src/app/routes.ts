/**
 * The app's routes from its root (spec section 2). App.tsx routes them; index.html's boot code (src/boot.ts) finds
 * the app's root in an address as the path before the first of them.
 */
export const ROUTES = {
  login: '/login',
  register: '/register',
  howto: '/howto',
  contact: '/contact',
  terminated: '/terminated',
  demo: '/demo',
  member: '/user',
} as const;

/** A member page's route from the app's root ('/user' and '/user/' are home), or null. */
export function memberPageOf(path: string): string | null {
  if (!path.startsWith(ROUTES.member)) return null;
  const page = /^(?:\/(\w+))?\/?$/.exec(path.slice(ROUTES.member.length));
  return page ? (page[1] ?? 'home') : null;
}
