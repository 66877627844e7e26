import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * The one place where server HTML reaches the page, always through DOMPurify, and always inside its own box: no
 * `<style>` (it would restyle the app), no `class` (the app's own classes would make it a dialog or a layer), ids kept
 * apart from the app's (`user-content-`), and no inline style that lifts it out of its box (fixed or sticky positions,
 * offsets, z-index, transforms, negative margins). The box itself (`.server-html` in styles.css) contains its layout
 * and paint, whatever got through.
 */
const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style'],
  FORBID_ATTR: ['class'],
  SANITIZE_NAMED_PROPS: true,
};

const ESCAPES = /^(z-index|transform.*|translate|rotate|scale|inset.*|top|right|bottom|left|float|offset.*|zoom)$/;

/** Drop the inline style properties that would move an element out of its box or over the app. */
function keepInBox(node: Element) {
  const style = (node as HTMLElement).style as CSSStyleDeclaration | undefined;
  if (!style || !node.hasAttribute('style')) return;
  for (const name of Array.from(style)) {
    const value = style.getPropertyValue(name).trim();
    const lifts =
      ESCAPES.test(name) ||
      (name === 'position' && value !== 'static' && value !== 'relative') ||
      (name.startsWith('margin') && value.startsWith('-'));
    if (lifts) style.removeProperty(name);
  }
  if (style.length === 0) node.removeAttribute('style');
}
// Not in the build's prerender (Node has no DOM there, and no server HTML is painted).
if (typeof window !== 'undefined') DOMPurify.addHook('afterSanitizeAttributes', keepInBox);

/** Whether server HTML, once sanitised, has anything to read (text or a picture): an empty block is no content. */
export function hasContent(html: string): boolean {
  const body = DOMPurify.sanitize(html, { ...CONFIG, RETURN_DOM: true }) as HTMLElement;
  return (body.textContent ?? '').trim() !== '' || body.querySelector('img') !== null;
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  // A TrustedHTML where the browser has Trusted Types (the CSP requires them, with DOMPurify's policy), else a string.
  const clean = useMemo(() => DOMPurify.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: true }), [html]);
  return (
    <div
      className={className ? `server-html ${className}` : 'server-html'}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
