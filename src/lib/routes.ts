/**
 * The app's routes from its root (docs/product.md#routes). App.tsx routes them; the start (src/lib/start.ts) finds the
 * app's root in an address as the path before the first of them.
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

/**
 * The contact page's help for a forgotten password (the spec has no reset call: support resets it). The login's link
 * opens it and hands over the phone typed there under `param` (src/lib/handover.ts: never in the address or history).
 */
export const FORGOT_PASSWORD = { path: `${ROUTES.contact}?forgot`, param: 'forgot' } as const;
/** What the registration hands the login: the phone it registered (src/lib/handover.ts). */
export const REGISTERED = 'registered';
