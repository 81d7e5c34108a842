import type { ReactNode } from 'react';

export type Column = { header: string; numeric?: boolean };

/** A plain table with a visible heading as its caption; numbers right-aligned. */
export function DataTable({ id, title, columns, rows, empty, after }: { id: string; title: string; columns: Column[]; rows: Array<{ key: string; cells: ReactNode[] }>; empty: string; after?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mb-10">
      <h2 id={id} className="mb-3 text-2xl font-bold">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <div className="overflow-x-auto" tabIndex={0}>
          <table className="w-full text-left">
            <thead>
              <tr className="border-b-2 border-cool-300 dark:border-cool-600">
                {columns.map((column) => (
                  <th key={column.header} scope="col" className={`py-2 pr-4 ${column.numeric ? 'text-right' : ''}`}>
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-b border-cool-200 dark:border-cool-700">
                  {row.cells.map((cell, i) => (
                    <td key={i} className={`py-2 pr-4 ${columns[i]?.numeric ? 'text-right tabular-nums' : ''}`}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {after}
    </section>
  );
}
