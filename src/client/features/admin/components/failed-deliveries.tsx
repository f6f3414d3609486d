import { useTranslation } from '@/client/i18n/use-translation';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/components/ui/use-toast';
import { errorMessage } from '@/client/lib/api-client';
import { useFailedDeliveries } from '../api/get-failed-deliveries';
import { useRetryDelivery } from '../api/retry-delivery';
import { AdminSection } from './admin-gate';
import { formatMoment } from './format';

/** E-mails and SMS given up after their retries; a retry sends one again at once (audited). */
export function FailedDeliveries() {
  const { t, i18n } = useTranslation();
  const list = useFailedDeliveries();
  const retry = useRetryDelivery();
  const onRetry = (id: number) =>
    retry.mutate(id, {
      onSuccess: (r) => toast({ title: t(r.status === 'sent' ? 'admin.deliveries.sent' : 'admin.deliveries.queued') }),
      onError: (e) =>
        toast({
          variant: 'destructive',
          title: t('common.error'),
          description: errorMessage(e, t('admin.actionFailed')),
        }),
    });
  return (
    <AdminSection
      id="admin-deliveries"
      title={t('admin.deliveries.title')}
      description={t('admin.deliveries.description')}
    >
      {list.isError ? (
        <p role="alert" className="text-red-700">
          {t('admin.loadFailed')}
        </p>
      ) : list.data?.length === 0 ? (
        <p className="text-gray-700">{t('admin.deliveries.empty')}</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {list.data?.map((d) => (
            <li
              key={d.id}
              className="flex flex-wrap items-center justify-between gap-3 py-3"
              data-testid="failed-delivery"
            >
              <div className="min-w-0 text-sm">
                <p className="break-words font-medium">
                  {t(`admin.deliveries.channels.${d.channel}`, { defaultValue: d.channel })} · {d.recipient}
                </p>
                <p className="text-gray-700">
                  {formatMoment(d.createdAt, i18n.language)} · {t('admin.deliveries.attempts', { count: d.attempts })}
                </p>
                {d.lastError && <p className="break-words text-gray-700">{d.lastError}</p>}
              </div>
              <Button size="sm" variant="outline" disabled={retry.isPending} onClick={() => onRetry(d.id)}>
                {t('admin.deliveries.retry')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}
