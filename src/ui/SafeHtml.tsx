import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** The one place where server HTML reaches the page, always through DOMPurify. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  // A TrustedHTML where the browser has Trusted Types (the CSP requires them, with DOMPurify's policy), else a string.
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, RETURN_TRUSTED_TYPE: true }), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
