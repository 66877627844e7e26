/**
 * The codes a member types or a link carries (a promotion code, an inviter code): at most 64 characters, which every
 * code field holds with `maxLength`, so that a paste of thousands of characters never becomes a request
 * (docs/decisions/035-smaller-holes-closed.md).
 */
export const CODE_MAX_LENGTH = 64;

/** An inviter code as a link may carry it: letters, digits, `-` and `_` (the spec's `PR<_id>` among them). */
export const INVITE_CODE = new RegExp(`^[A-Za-z0-9_-]{1,${CODE_MAX_LENGTH}}$`);
