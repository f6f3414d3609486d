import type { ReactNode } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Pager } from '@/client/components/ui/pager';
import { cn } from '@/client/lib/cn';
import { ADMIN_LIST_LIMIT } from '../api/keys';

/** One column: its heading, and what a row shows in it (in the table cell and on the row's card alike). */
export interface AdminColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Extra classes of the table cell (the card lays its values out itself). */
  className?: string;
}

/**
 * One paged list of the dashboard (users, audit log): the load error, the empty line, or the rows, and the pager under
 * them. From md up the rows are a table; below, a table would be cut off or scroll sideways, so each row is a card that
 * names every column beside its value (issue 20 §5). Only one of the two is displayed, so screen readers meet one.
 */
export function AdminTable<Row>({
  label,
  testId,
  columns,
  rows,
  rowKey,
  state,
  empty,
  page,
  total,
  onPage,
  pagerLabel,
}: {
  label: string;
  /** The table's test id; the cards' is `${testId}-cards`. */
  testId: string;
  columns: AdminColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  state: { isError: boolean; isEmpty: boolean };
  empty: string;
  page: number;
  total: number;
  onPage: (page: number) => void;
  pagerLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {state.isError ? (
        <p role="alert" className="text-red-700">
          {t('admin.loadFailed')}
        </p>
      ) : state.isEmpty ? (
        <p className="text-gray-700">{empty}</p>
      ) : (
        <>
          <div className="hidden overflow-x-auto md:block">
            <table className="w-full text-left text-sm" data-testid={testId} aria-label={label}>
              <thead className="border-b border-gray-200 text-gray-700">
                <tr>
                  {columns.map((c, i) => (
                    <th key={c.header} scope="col" className={cn('py-2 font-medium', i < columns.length - 1 && 'pr-4')}>
                      {c.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {rows.map((row) => (
                  <tr key={rowKey(row)}>
                    {columns.map((c, i) => (
                      <td
                        key={c.header}
                        className={cn('break-words py-2 align-top', i < columns.length - 1 && 'pr-4', c.className)}
                      >
                        {c.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="flex flex-col gap-3 md:hidden" aria-label={label} data-testid={`${testId}-cards`}>
            {rows.map((row) => (
              <li key={rowKey(row)} className="rounded-lg border border-gray-200 p-3 text-sm">
                <dl className="grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] gap-x-3 gap-y-1.5">
                  {columns.map((c, i) => (
                    <div key={c.header} className="contents">
                      <dt className="text-gray-700">{c.header}</dt>
                      <dd className={cn('min-w-0 break-words text-gray-900', i === 0 && 'font-medium')}>
                        {c.cell(row)}
                      </dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
      <Pager
        page={page}
        pageCount={Math.max(1, Math.ceil(total / ADMIN_LIST_LIMIT))}
        onChange={onPage}
        label={pagerLabel}
      />
    </>
  );
}
