import type { MatcherFunction } from '@testing-library/react';

/**
 * A Testing Library text matcher for a text as the member reads it: the element whose whole text it is, though some
 * of its words stand in spans of their own (a Thai or Lao word kept whole, src/lib/words.ts), and no smaller one.
 * (A plain string matches an element's own text nodes only.)
 */
export function wholeText(text: string): MatcherFunction {
  return (_, element) =>
    element?.textContent === text && ![...element.children].some((child) => child.textContent === text);
}
