import type { ReactNode } from 'react';

export interface TableColumn<Row> {
  key: string;
  /** The column's heading; on a phone it labels the value in each stacked row. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** end: numbers and amounts, right-aligned in tabular figures. */
  align?: 'start' | 'end';
}

interface TableProps<Row> {
  /** Says what the rows are; hidden when the heading above already does. */
  caption: ReactNode;
  hideCaption?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** On a phone each row becomes a small card of label and value pairs (the default); 'tablet': up to a tablet's width too. */
  stacked?: boolean | 'tablet';
}

/** A table of records: semantic rows and column headers, scrolling sideways when it must. */
export function Table<Row>({ caption, hideCaption = false, columns, rows, rowKey, stacked = true }: TableProps<Row>) {
  const cellClass = (column: TableColumn<Row>) => (column.align === 'end' ? 'ui-table__cell--end' : undefined);
  return (
    <div className="ui-table-wrap">
      <table className={['ui-table', stacked === 'tablet' ? 'ui-table--stacked-tablet' : stacked ? 'ui-table--stacked' : ''].filter(Boolean).join(' ')}>
        <caption className={hideCaption ? 'ui-visually-hidden' : undefined}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => <th key={column.key} scope="col" className={cellClass(column)}>{column.header}</th>)}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} data-label={column.header} className={cellClass(column)}>{column.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
