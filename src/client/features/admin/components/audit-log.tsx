import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/client/components/ui/pager';
import { ADMIN_LIST_LIMIT, useAuditLog } from '../api/admin-api';
import { AdminSection } from './admin-gate';
import { formatMoment } from './format';
import { ScrollBox } from './users-table';

/** Who did what, and when: every admin decision and every look at a private document (issue 14 §3). */
export function AuditLog() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const log = useAuditLog(page);
  const total = log.data?.total ?? 0;
  return (
    <AdminSection id="admin-audit" title={t('admin.audit.title')} description={t('admin.audit.description')}>
      {log.isError ? (
        <p role="alert" className="text-red-700">
          {t('admin.loadFailed')}
        </p>
      ) : log.data && log.data.rows.length === 0 ? (
        <p className="text-gray-700">{t('admin.audit.empty')}</p>
      ) : (
        <ScrollBox label={t('admin.audit.title')}>
          <table className="w-full min-w-[36rem] text-left text-sm" data-testid="admin-audit-log">
            <thead className="border-b border-gray-200 text-gray-700">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('admin.audit.time')}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('admin.audit.actor')}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('admin.audit.action')}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {t('admin.audit.subject')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {log.data?.rows.map((e) => (
                <tr key={e.id}>
                  <td className="whitespace-nowrap py-2 pr-4">{formatMoment(e.createdAt, i18n.language)}</td>
                  <td className="py-2 pr-4">{e.actorName ?? t('admin.audit.system')}</td>
                  <td className="py-2 pr-4">
                    {t(`admin.audit.actions.${e.action.replace(/\./g, '_')}`, { defaultValue: e.action })}
                  </td>
                  <td className="py-2">
                    {t(`admin.audit.subjects.${e.subjectType}`, { defaultValue: e.subjectType })} #{e.subjectId}
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
        label={t('admin.audit.pager')}
      />
    </AdminSection>
  );
}
