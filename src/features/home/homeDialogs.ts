/** The dialogs a link can open on home (`/user/home?dialog=deposit`, `?dialog=game:pg`), so support can send one. */
const HOME_DIALOGS = ['deposit', 'withdraw', 'transfer', 'invite', 'refund', 'bonusConditions', 'inviteClaim'] as const;

/** The dialog of home a link's `?dialog=` names, or null for none (or one home has not). */
export const deepLinkedDialog = (id: string | null | undefined) =>
  id && ((HOME_DIALOGS as readonly string[]).includes(id) || /^game:[\w-]+$/.test(id)) ? id : null;
