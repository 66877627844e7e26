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
