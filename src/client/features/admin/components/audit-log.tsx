import { useState } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import type { AuditEvent } from '@/shared/schemas/admin';
import { useAuditLog } from '../api/get-audit-log';
import { AdminSection } from './admin-gate';
import { formatMoment } from './format';
import { AdminTable, type AdminColumn } from './admin-table';

/** Who acted: the name and the e-mail address, so that two admins of one name are told apart. */
function AuditActor({ event }: { event: AuditEvent }) {
  const { t } = useTranslation();
  if (event.actorId === null) return <>{t('admin.audit.system')}</>;
  if (event.actorName === null && event.actorEmail === null)
    return <>{t('admin.audit.deletedActor', { id: event.actorId })}</>;
  return (
    <span className="flex flex-col" data-testid="audit-actor">
      {event.actorName && <span className="font-medium">{event.actorName}</span>}
      {event.actorEmail && <span className="break-all text-xs text-gray-700">{event.actorEmail}</span>}
    </span>
  );
}

/** Who did what, and when: every admin decision and every look at a private document (issue 14 §3). */
export function AuditLog() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const log = useAuditLog(page);
  const total = log.data?.total ?? 0;
  const columns: AdminColumn<AuditEvent>[] = [
    {
      header: t('admin.audit.time'),
      className: 'whitespace-nowrap',
      cell: (e) => formatMoment(e.createdAt, i18n.language),
    },
    { header: t('admin.audit.actor'), cell: (e) => <AuditActor event={e} /> },
    {
      header: t('admin.audit.action'),
      cell: (e) => t(`admin.audit.actions.${e.action.replace(/\./g, '_')}`, { defaultValue: e.action }),
    },
    {
      header: t('admin.audit.subject'),
      cell: (e) => `${t(`admin.audit.subjects.${e.subjectType}`, { defaultValue: e.subjectType })} #${e.subjectId}`,
    },
  ];
  return (
    <AdminSection id="admin-audit" title={t('admin.audit.title')} description={t('admin.audit.description')}>
      <AdminTable
        label={t('admin.audit.title')}
        testId="admin-audit-log"
        columns={columns}
        rows={log.data?.rows ?? []}
        rowKey={(e) => e.id}
        state={{ isError: log.isError, isEmpty: log.data?.rows.length === 0 }}
        empty={t('admin.audit.empty')}
        page={page}
        total={total}
        onPage={setPage}
        pagerLabel={t('admin.audit.pager')}
      />
    </AdminSection>
  );
}
