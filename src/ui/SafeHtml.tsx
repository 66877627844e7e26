import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** The one place where server HTML reaches the page, always through DOMPurify. */
/** Whether server HTML, once sanitised, has anything to read (text or a picture): an empty block is no content. */
export function hasContent(html: string): boolean {
  const body = DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, RETURN_DOM: true }) as HTMLElement;
  return (body.textContent ?? '').trim() !== '' || body.querySelector('img') !== null;
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  // A TrustedHTML where the browser has Trusted Types (the CSP requires them, with DOMPurify's policy), else a string.
  const clean = useMemo(
    () => DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, RETURN_TRUSTED_TYPE: true }),
    [html],
  );
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
