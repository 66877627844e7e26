/** The member pages' code by route: MemberRoutes renders them lazily, and a start on one asks for it first (warmRoute.ts). */
export const memberPages = {
  home: () => import('../features/home/HomePage'),
  contact: () => import('../features/contact/ContactPage'),
  bonus: () => import('../features/bonus/BonusPage'),
  statement: () => import('../features/statement/StatementPage'),
  profile: () => import('../features/profile/ProfilePage'),
  spin: () => import('../features/spin/SpinPage'),
};

/** Starts downloading the page of /user/<name>, if there is one. */
export function warmPage(name: string): Promise<unknown> | undefined {
  return Object.prototype.hasOwnProperty.call(memberPages, name)
    ? memberPages[name as keyof typeof memberPages]()
    : undefined;
}
