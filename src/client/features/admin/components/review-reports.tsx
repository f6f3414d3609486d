import { useState } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { ADMIN_NOTE_MAX, type AdminReviewReport } from '@/shared/schemas/admin';
import { Button } from '@/client/components/ui/button';
import { Label } from '@/client/components/ui/label';
import { Textarea } from '@/client/components/ui/textarea';
import { toast } from '@/client/components/ui/use-toast';
import { errorMessage } from '@/client/lib/api-client';
import { useReviewReports } from '../api/get-review-reports';
import { useResolveReport } from '../api/resolve-report';
import { AdminSection } from './admin-gate';
import { formatDay } from './format';

function ReportCard({ report }: { report: AdminReviewReport }) {
  const { t, i18n } = useTranslation();
  const [note, setNote] = useState('');
  const resolve = useResolveReport();
  const noteId = `report-note-${report.id}`;
  const decide = (action: 'hide' | 'keep') =>
    resolve.mutate(
      { id: report.id, action, note },
      {
        onSuccess: () => toast({ title: t(action === 'hide' ? 'admin.reports.hidden' : 'admin.reports.kept') }),
        onError: (e) =>
          toast({
            variant: 'destructive',
            title: t('common.error'),
            description: errorMessage(e, t('admin.actionFailed')),
          }),
      },
    );
  const { review } = report;
  return (
    <li className="rounded-lg border border-gray-200 p-4" data-testid="review-report">
      <p className="text-sm text-gray-700">
        {t('admin.reports.about', {
          reviewer: review.reviewer.name,
          target: review.target.name,
          item: review.item.name,
        })}
        {' · '}
        {formatDay(review.createdAt, i18n.language)}
      </p>
      <blockquote className="my-2 border-l-4 border-gray-300 pl-3">
        <p className="font-medium">{t('admin.reports.rating', { rating: review.rating })}</p>
        <p className="whitespace-pre-line">{review.comment}</p>
      </blockquote>
      <p className="text-sm">
        <span className="font-medium">{t('admin.reports.reportedBy', { name: report.reporter.name })}</span>{' '}
        {report.reason}
      </p>
      <div className="mt-3 flex flex-col gap-1.5">
        <Label htmlFor={noteId}>{t('admin.reports.note')}</Label>
        <Textarea
          id={noteId}
          value={note}
          maxLength={ADMIN_NOTE_MAX}
          rows={2}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="destructive" disabled={resolve.isPending} onClick={() => decide('hide')}>
          {t('admin.reports.hide')}
        </Button>
        <Button variant="outline" disabled={resolve.isPending} onClick={() => decide('keep')}>
          {t('admin.reports.keep')}
        </Button>
      </div>
    </li>
  );
}

/** Reviews reported by the people they are about: an admin hides them or keeps them, with a note (audited). */
export function ReviewReports() {
  const { t } = useTranslation();
  const reports = useReviewReports();
  return (
    <AdminSection id="admin-reports" title={t('admin.reports.title')} description={t('admin.reports.description')}>
      {reports.isError ? (
        <p role="alert" className="text-red-700">
          {t('admin.loadFailed')}
        </p>
      ) : reports.data?.length === 0 ? (
        <p className="text-gray-700">{t('admin.reports.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {reports.data?.map((r) => (
            <ReportCard key={r.id} report={r} />
          ))}
        </ul>
      )}
    </AdminSection>
  );
}
