import { useTranslation } from 'react-i18next';
import './Pagination.css';

/** Page numbers shown around the current one (docs/product.md#constants-pages: 3 before, 1 after). */
export const PAGES_BEFORE = 3;
export const PAGES_AFTER = 1;

/**
 * The page numbers to show: up to 3 before the current page and 1 after it, within 1..pageCount, and the first and the
 * last page always, so that the member sees how many pages there are; `null` where numbers are left out (a gap).
 */
export function pageRange(page: number, pageCount: number): Array<number | null> {
  const from = Math.max(1, page - PAGES_BEFORE);
  const to = Math.min(pageCount, page + PAGES_AFTER);
  const near = Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  const first = from > 1 ? [1, ...(from > 2 ? [null] : [])] : [];
  const last = to < pageCount ? [...(to < pageCount - 1 ? [null] : []), pageCount] : [];
  return [...first, ...near, ...last];
}

interface PaginationProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** Names the navigation for screen readers, e.g. the table it pages. */
  label?: string;
  disabled?: boolean;
}

/** Previous, the nearby page numbers and next; nothing when everything fits on one page. */
export function Pagination({ page, pageCount, onPage, label, disabled = false }: PaginationProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={label ?? t('common.pagination')}>
      <button type="button" className="button small" disabled={disabled || page <= 1} onClick={() => onPage(page - 1)}>
        {t('common.previous')}
      </button>
      {pageRange(page, pageCount).map((n, i) =>
        n === null ? (
          <span key={`gap-${i}`} className="pagination-gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={n}
            type="button"
            className={`button small${n === page ? ' primary' : ''}`}
            aria-current={n === page ? 'page' : undefined}
            aria-label={t('common.page', { page: n })}
            disabled={disabled && n !== page}
            onClick={() => n !== page && onPage(n)}
          >
            {n}
          </button>
        ),
      )}
      <button
        type="button"
        className="button small"
        disabled={disabled || page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        {t('common.next')}
      </button>
    </nav>
  );
}
