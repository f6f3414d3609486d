import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_SEARCH_MAX } from '@/shared/schemas/admin';
import { Input } from '@/client/components/ui/input';
import { useAdminUsers } from '../api/admin-api';
import { AdminSection } from './admin-gate';
import { AdminTable } from './admin-table';
import { formatDay, fullName } from './format';

/** Typing settles for this long before the list is asked again. */
const SEARCH_DELAY_MS = 300;

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
      <AdminTable
        label={t('admin.users.title')}
        testId="admin-users-table"
        className="min-w-[40rem]"
        columns={[
          t('admin.users.user'),
          t('admin.users.email'),
          t('admin.users.phone'),
          t('admin.users.joined'),
          t('admin.users.status'),
        ]}
        state={{ isError: users.isError, isEmpty: users.data?.rows.length === 0 }}
        empty={t('admin.users.empty')}
        page={page}
        total={total}
        onPage={setPage}
        pagerLabel={t('admin.users.pager')}
      >
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
      </AdminTable>
    </AdminSection>
  );
}
