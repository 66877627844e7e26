/** A server URL the chat may open or show: http(s) or a path of this site; anything else (javascript:, data:) is null. */
export { linkOf, safeUrl } from '../../lib/safeUrl';

/** A phone number for a tel: link: digits and a leading +, or null. */
export const telOf = (value: unknown) =>
  typeof value === 'string' && /^\+?[0-9 -]{3,20}$/.test(value.trim()) ? `tel:${value.replace(/[ -]/g, '')}` : null;
