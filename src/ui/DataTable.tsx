import type { ReactNode } from 'react';
import './DataTable.css';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Right-aligned, unbroken (amounts). */
  num?: boolean;
}

/**
 * A table of server rows. Where there is room it is a table; in a phone's width (a box under 480 px) each row is a
 * card of its own, the column's name beside each value, so that nothing scrolls sideways or wraps a date over seven
 * lines (DataTable.css). The roles are written out, so that a screen reader keeps the table whatever the layout does
 * to `display`; the caption names it.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T, i: number) => string;
}) {
  return (
    <div className="table-wrap">
      <table className="table" role="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((c) => (
              <th key={c.header} scope="col" role="columnheader">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((r, i) => (
            <tr key={rowKey(r, i)} role="row">
              {columns.map((c) => (
                <td key={c.header} role="cell" className={c.num ? 'num' : undefined}>
                  <span className="cell-label" aria-hidden="true">
                    {c.header}
                  </span>
                  <span className="cell-value">{c.cell(r)}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
