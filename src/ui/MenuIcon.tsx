import type { LucideIconData } from 'lucide-react';
import { createElement } from 'react';

/**
 * Every lucide icon module (`lucide-react/icons/<name>`) exports its shapes as `__iconData` beside its component;
 * lucide's types (one file for them all) name only the component.
 */
declare module 'lucide-react/icons/house' {
  export const __iconData: LucideIconData;
}

/**
 * A lucide icon of a bottom menu, drawn from lucide's own shapes for it with lucide's attributes, but without
 * lucide-react's component (its context, class names and props: 1.25 kB of /login's gzip, which the words kept whole
 * now use). A module whose component is imported nowhere brings none of it (lucidePure in scripts/library-fixes.ts).
 */
export function MenuIcon({ icon }: { icon: LucideIconData }) {
  return (
    <svg
      width={22}
      height={22}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {icon.node.map(([tag, attrs]) => createElement(tag, attrs))}
    </svg>
  );
}
