import type { LucideIconData } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { MenuIcon } from './MenuIcon';

export interface MenuItem {
  label: string;
  /** A lucide icon's shapes (`__iconData` of `lucide-react/icons/<name>`; the label is always written beside it). */
  icon: LucideIconData;
  /** A page, or an action (a modal) when `onClick` is given. */
  href?: string;
  onClick?: () => void;
}

export function BottomMenu({ items, label }: { items: MenuItem[]; label: string }) {
  const [location] = useLocation();
  return (
    <nav className="bottom-menu" aria-label={label}>
      {items.map((item) => {
        const content = (
          <>
            <span aria-hidden="true" className="bottom-menu-icon">
              <MenuIcon icon={item.icon} />
            </span>
            <span>{item.label}</span>
          </>
        );
        return item.href ? (
          <Link key={item.label} href={item.href} aria-current={location === item.href ? 'page' : undefined}>
            {content}
          </Link>
        ) : (
          <button key={item.label} type="button" onClick={item.onClick}>
            {content}
          </button>
        );
      })}
    </nav>
  );
}
