/** A server URL the chat may open or show: http(s) or a path of this site; anything else (javascript:, data:) is null. */
export function safeUrl(url: unknown): string | null {
  if (typeof url !== 'string' || url.trim() === '') return null;
  try {
    const u = new URL(url, window.location.origin);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null;
  } catch {
    return null;
  }
}

/** A phone number for a tel: link: digits and a leading +, or null. */
export const telOf = (value: unknown) => (typeof value === 'string' && /^\+?[0-9 -]{3,20}$/.test(value.trim()) ? `tel:${value.replace(/[ -]/g, '')}` : null);
