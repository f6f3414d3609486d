import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuditLog } from '../api/admin-api';
import { AdminSection } from './admin-gate';
import { formatMoment } from './format';
import { AdminTable } from './admin-table';

/** Who did what, and when: every admin decision and every look at a private document (issue 14 §3). */
export function AuditLog() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const log = useAuditLog(page);
  const total = log.data?.total ?? 0;
  return (
    <AdminSection id="admin-audit" title={t('admin.audit.title')} description={t('admin.audit.description')}>
      <AdminTable
        label={t('admin.audit.title')}
        testId="admin-audit-log"
        className="min-w-[36rem]"
        columns={[t('admin.audit.time'), t('admin.audit.actor'), t('admin.audit.action'), t('admin.audit.subject')]}
        state={{ isError: log.isError, isEmpty: log.data?.rows.length === 0 }}
        empty={t('admin.audit.empty')}
        page={page}
        total={total}
        onPage={setPage}
        pagerLabel={t('admin.audit.pager')}
      >
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
      </AdminTable>
    </AdminSection>
  );
}
