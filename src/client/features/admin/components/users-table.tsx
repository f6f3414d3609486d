import { Search } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { ADMIN_SEARCH_MAX, type AdminKycStatus, type AdminUser } from '@/shared/schemas/admin';
import { Input } from '@/client/components/ui/input';
import { useAdminUsers } from '../api/get-admin-users';
import { AdminSection } from './admin-gate';
import { AdminTable, type AdminColumn } from './admin-table';
import { formatDay, fullName } from './format';

const TONES = {
  green: 'bg-green-100 text-green-800',
  gray: 'bg-gray-100 text-gray-700',
  amber: 'bg-amber-100 text-amber-900',
  red: 'bg-red-100 text-red-800',
} as const;

const KYC_TONES: Record<AdminKycStatus, keyof typeof TONES> = {
  none: 'gray',
  pending: 'amber',
  approved: 'green',
  rejected: 'red',
};

function Badge({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <span className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${TONES[tone]}`}>
      {children}
    </span>
  );
}

/** Typing settles for this long before the list is asked again. */
const SEARCH_DELAY_MS = 300;

/**
 * Every account (spec 02 §2: user, email, phone, joined, status, and its identity check: issue 20 §6), searched by name
 * and e-mail, paged on the server.
 */
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
  const columns: AdminColumn<AdminUser>[] = [
    {
      header: t('admin.users.user'),
      className: 'font-medium',
      cell: (u) => (
        <>
          {fullName(u) ?? t('admin.users.noName')}
          {u.role === 'admin' && (
            <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs text-brand-800">
              {t('admin.users.admin')}
            </span>
          )}
        </>
      ),
    },
    { header: t('admin.users.email'), className: 'break-all', cell: (u) => u.email },
    { header: t('admin.users.phone'), className: 'whitespace-nowrap', cell: (u) => u.mobileNumber ?? '—' },
    {
      header: t('admin.users.joined'),
      className: 'whitespace-nowrap',
      cell: (u) => formatDay(u.createdAt, i18n.language),
    },
    {
      header: t('admin.users.status'),
      cell: (u) => <Badge tone={u.status === 'active' ? 'green' : 'gray'}>{t(`admin.users.${u.status}`)}</Badge>,
    },
    {
      header: t('admin.users.kyc'),
      cell: (u) => <Badge tone={KYC_TONES[u.kycStatus]}>{t(`admin.users.kycStatuses.${u.kycStatus}`)}</Badge>,
    },
  ];
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
        columns={columns}
        rows={users.data?.rows ?? []}
        rowKey={(u) => u.id}
        state={{ isError: users.isError, isEmpty: users.data?.rows.length === 0 }}
        empty={t('admin.users.empty')}
        page={page}
        total={total}
        onPage={setPage}
        pagerLabel={t('admin.users.pager')}
      />
    </AdminSection>
  );
}
