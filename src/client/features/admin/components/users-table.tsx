import { Search } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_SEARCH_MAX } from '@/shared/schemas/admin';
import { Input } from '@/client/components/ui/input';
import { Pager } from '@/client/components/ui/pager';
import { ADMIN_LIST_LIMIT, useAdminUsers } from '../api/admin-api';
import { AdminSection } from './admin-gate';
import { formatDay, fullName } from './format';

/** Typing settles for this long before the list is asked again. */
const SEARCH_DELAY_MS = 300;

/** A wide table scrolls inside its own focusable box on a phone (keyboard users can scroll it too). */
export function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="-mx-2 overflow-x-auto px-2" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/** Every account (spec 02 §2: user, email, phone, joined, status), searched by name and e-mail, paged on the server. */
export function UsersTable() {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const id = setTimeout(() => {
      setQ(text.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(id);
  }, [text]);
  const users = useAdminUsers(page, q);
  const total = users.data?.total ?? 0;
  return (
    <AdminSection
      id="admin-users"
      title={t('admin.users.title')}
      description={t('admin.users.total', { count: total })}
    >
      <div className="relative mb-4 max-w-sm">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-gray-500"
          aria-hidden
        />
        <Input
          type="search"
          className="pl-9"
          value={text}
          maxLength={ADMIN_SEARCH_MAX}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('admin.users.search')}
          aria-label={t('admin.users.search')}
        />
      </div>
      {users.isError ? (
        <p role="alert" className="text-red-700">
          {t('admin.loadFailed')}
        </p>
      ) : users.data && users.data.rows.length === 0 ? (
        <p className="text-gray-700">{t('admin.users.empty')}</p>
      ) : (
        <ScrollBox label={t('admin.users.title')}>
          <table className="w-full min-w-[40rem] text-left text-sm" data-testid="admin-users-table">
            <thead className="border-b border-gray-200 text-gray-700">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('admin.users.user')}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('admin.users.email')}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('admin.users.phone')}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('admin.users.joined')}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {t('admin.users.status')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {users.data?.rows.map((u) => (
                <tr key={u.id}>
                  <td className="py-2 pr-4 font-medium">
                    {fullName(u) ?? t('admin.users.noName')}
                    {u.role === 'admin' && (
                      <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs text-brand-800">
                        {t('admin.users.admin')}
                      </span>
                    )}
                  </td>
                  <td className="max-w-[16rem] truncate py-2 pr-4">{u.email}</td>
                  <td className="py-2 pr-4">{u.mobileNumber ?? '—'}</td>
                  <td className="py-2 pr-4">{formatDay(u.createdAt, i18n.language)}</td>
                  <td className="py-2">
                    <span
                      className={
                        u.status === 'active'
                          ? 'rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800'
                          : 'rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-700'
                      }
                    >
                      {t(`admin.users.${u.status}`)}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
      <Pager
        page={page}
        pageCount={Math.max(1, Math.ceil(total / ADMIN_LIST_LIMIT))}
        onChange={setPage}
        label={t('admin.users.pager')}
      />
    </AdminSection>
  );
}
