import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/client/components/ui/pager';
import { cn } from '@/client/lib/cn';
import { ADMIN_LIST_LIMIT } from '../api/admin-api';

/**
 * One paged list of the dashboard (users, audit log): the load error, the empty line, or the table scrolling inside
 * its own focusable box on a phone (keyboard users can scroll it too), and the pager under it.
 */
export function AdminTable({
  label,
  testId,
  className,
  columns,
  state,
  empty,
  page,
  total,
  onPage,
  pagerLabel,
  children,
}: {
  label: string;
  testId: string;
  /** The table's min width, so its columns stay readable and the box scrolls. */
  className: string;
  columns: string[];
  state: { isError: boolean; isEmpty: boolean };
  empty: string;
  page: number;
  total: number;
  onPage: (page: number) => void;
  pagerLabel: string;
  /** The rows. */
  children: ReactNode;
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
        <div className="-mx-2 overflow-x-auto px-2" role="region" aria-label={label} tabIndex={0}>
          <table className={cn('w-full text-left text-sm', className)} data-testid={testId}>
            <thead className="border-b border-gray-200 text-gray-700">
              <tr>
                {columns.map((c, i) => (
                  <th key={c} scope="col" className={cn('py-2 font-medium', i < columns.length - 1 && 'pr-4')}>
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">{children}</tbody>
          </table>
        </div>
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
