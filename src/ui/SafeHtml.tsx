import DOMPurify from 'dompurify';
import { useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { linkOf, safeUrl } from '../lib/safeUrl';
import { wholeWords } from '../lib/words';

/**
 * The one place where server HTML reaches the page, always through DOMPurify, and always inside its own box: no
 * `<style>` (it would restyle the app), no `class` (the app's own classes would make it a dialog or a layer), ids kept
 * apart from the app's (`user-content-`), and no inline style that lifts it out of its box (fixed or sticky positions,
 * offsets, z-index, transforms, negative margins). The box itself (`.server-html` in styles.css) contains its layout
 * and paint, whatever got through. It asks for nothing: no form or control of one (their words stay, as text), no
 * image map; and only the links `linkOf` lets through are links (docs/security.md, finding 9).
 */
const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'select',
    'option',
    'optgroup',
    'datalist',
    'textarea',
    'label',
    'fieldset',
    'legend',
    'output',
    'map',
    'area',
  ],
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

/**
 * Each link as `linkOf` has it: https ones open outside the app, without its address or a hold on its page
 * (`noopener noreferrer`); the app's own open in place; any other is its text alone.
 */
function followable(root: DocumentFragment) {
  for (const a of root.querySelectorAll('a')) {
    const link = linkOf(a.getAttribute('href'));
    if (!link) {
      a.replaceWith(...a.childNodes);
      continue;
    }
    a.setAttribute('href', link.href);
    a.removeAttribute('target');
    a.removeAttribute('rel');
    if (!link.own) {
      a.setAttribute('target', '_blank');
      a.setAttribute('rel', 'noopener noreferrer');
    }
  }
}

/** Each Thai or Lao word of src/lib/words.ts in `root`'s texts kept whole, as the app's own texts are (src/ui/words). */
function keepWordsWhole(root: Node) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const found: Array<[Text, string[]]> = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parts = node.parentElement?.closest('option, textarea, title') ? null : wholeWords(node.nodeValue ?? '');
    if (parts) found.push([node as Text, parts]);
  }
  for (const [node, parts] of found) {
    // One span for the text, as the app's own (src/ui/words/paint.ts).
    const text = document.createElement('span');
    text.append(
      ...parts.map((part, i) => {
        if (i % 2 === 0) return part;
        const word = document.createElement('span');
        word.className = 'word';
        word.textContent = part;
        return word;
      }),
    );
    node.replaceWith(text);
  }
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  // Sanitised into nodes and put in the box as nodes (no HTML string reaches the page, so no Trusted Types policy is
  // asked for one), its words kept whole on the way.
  useLayoutEffect(() => {
    const nodes = DOMPurify.sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
    followable(nodes);
    keepWordsWhole(nodes);
    box.current?.replaceChildren(nodes);
  }, [html]);
  return <div ref={box} className={className ? `server-html ${className}` : 'server-html'} />;
}

/** What a picture's markup may hold: one image, its source and its words; no text, form, link or frame around it. */
const PICTURE = { ALLOWED_TAGS: ['img'], ALLOWED_ATTR: ['src', 'alt'] };

/**
 * The first image of server markup that is only a picture (a payment provider's QR code): sanitised with DOMPurify to
 * images alone, then its source kept only as a `data:image/` picture or a web address of the allow-list (safeUrl).
 * Null when there is none.
 */
function pictureOf(html: string): { src: string; alt: string } | null {
  const body = DOMPurify.sanitize(html, { ...PICTURE, RETURN_DOM: true }) as HTMLElement;
  const img = body.querySelector('img');
  const raw = img?.getAttribute('src')?.trim() ?? '';
  const src = /^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i.test(raw) ? raw : safeUrl(raw);
  return img && src ? { src, alt: img.getAttribute('alt') ?? '' } : null;
}

/** Server markup that should be one picture, shown as that picture alone (`pictureOf`), or `fallback`. */
export function SafePicture({ html, className, fallback }: { html: string; className: string; fallback: ReactNode }) {
  const picture = useMemo(() => pictureOf(html), [html]);
  return (
    <div className={`server-html ${className}`}>{picture ? <img src={picture.src} alt={picture.alt} /> : fallback}</div>
  );
}
