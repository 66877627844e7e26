import { jsx, jsxs } from 'react/jsx-runtime';
import { wholeWords } from '../../lib/words';

/**
 * The app's JSX runtime (vite.config.ts `jsxImportSource`): React's, and every text an element of the page is given to
 * paint (a translation, an amount's words, a server's text) keeps the words of src/lib/words.ts whole, each in a
 * `<span class="word">` that does not break (styles.css), inside one span for the whole text. Texts the browser paints
 * without laying out lines (an option, a title, a text area's, SVG's) are left as they are: no element may stand
 * inside them.
 */
const AS_IS = /^(option|title|textarea|style|script|text|tspan|textPath|desc)$/;

/**
 * A text that holds such words, in one span as the text was one node: a flex or grid container (a button, a menu) lays
 * it out as one item, as it did the text, not each word apart.
 */
function painted(text: string): unknown {
  const parts = wholeWords(text);
  // (An empty part paints nothing.)
  return parts
    ? jsxs('span', {
        children: parts.map((part, i) => (i % 2 ? jsx('span', { className: 'word', children: part }) : part)),
      })
    : text;
}

/**
 * `props` with its texts kept whole, for an element of the page and for a component (a library's, such as wouter's
 * Link, paints its children with its own runtime; none of the app's reads its children as a string).
 * `staticChildren`: the children were written out in the JSX (no list to key).
 */
export function withWords(type: unknown, props: { children?: unknown }, staticChildren: boolean) {
  if (typeof type === 'string' && AS_IS.test(type)) return props;
  const { children } = props;
  if (typeof children === 'string') {
    const out = painted(children);
    return out === children ? props : { ...props, children: out };
  }
  return staticChildren && Array.isArray(children) && children.some((c) => typeof c === 'string' && wholeWords(c))
    ? { ...props, children: children.map((c: unknown) => (typeof c === 'string' ? painted(c) : c)) }
    : props;
}
