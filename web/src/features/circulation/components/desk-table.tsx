import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import type { ActiveState } from '@/lib/data/use-data';

export interface Column<R> {
  label: string;
  cell: (row: R) => ReactNode;
  className?: string;
  /** 'ltr' for codes (barcodes, shelf marks), which read left to right on Arabic pages too. */
  dir?: 'ltr';
  /** The header is for screen readers only, and a phone's row shows no label (an action button). */
  labelHidden?: boolean;
}

/**
 * A live list of the desk or the copies editor: a spinner while loading, the failure, the empty
 * sentence, or a table whose rows become labelled cards on a phone (data-label, circulation.css).
 */
export function DeskTable<R>({
  state,
  columns,
  rowKey,
  failed,
  empty,
  caption,
}: {
  state: ActiveState<readonly R[]>;
  columns: readonly Column<R>[];
  rowKey: (row: R) => string;
  failed: string;
  empty: string;
  caption?: string;
}) {
  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'error') return <Alert>{failed}</Alert>;
  if (state.data.length === 0) return <p className="desk-empty">{empty}</p>;
  return (
    <table className="desk-table">
      {caption ? <caption className="visually-hidden">{caption}</caption> : null}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col">
              {column.labelHidden ? <span className="visually-hidden">{column.label}</span> : column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {state.data.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td
                key={column.label}
                className={column.className}
                data-label={column.labelHidden ? undefined : column.label}
              >
                {/* Isolated: a Latin title or name ("Omar K.") keeps its own order in a right-to-left table. */}
                <bdi dir={column.dir}>{column.cell(row)}</bdi>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
