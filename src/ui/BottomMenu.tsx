import { Link, useLocation } from 'wouter';

export interface MenuItem {
  href: string;
  label: string;
  icon: string;
}

export function BottomMenu({ items, label }: { items: MenuItem[]; label: string }) {
  const [location] = useLocation();
  return (
    <nav className="bottom-menu" aria-label={label}>
      {items.map((item) => (
        <Link key={item.href} href={item.href} aria-current={location === item.href ? 'page' : undefined}>
          <span aria-hidden="true" className="bottom-menu-icon">
            {item.icon}
          </span>
          <span>{item.label}</span>
        </Link>
      ))}
    </nav>
  );
}
