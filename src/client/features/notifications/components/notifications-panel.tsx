import { CheckCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { lastPage } from '@/shared/schemas/pagination';
import { NOTIFICATIONS_PAGE_SIZE } from '@/shared/schemas/notifications';
import { Button } from '@/client/components/ui/button';
import { Pager } from '@/client/components/ui/pager';
import { toast } from '@/client/components/ui/use-toast';
import { errorMessage } from '@/client/lib/api-client';
import { useUnreadCount } from '@/client/features/notifications/api/get-unread-count';
import { useDeleteNotification } from '@/client/features/notifications/api/delete-notification';
import { useNotifications } from '@/client/features/notifications/api/get-notifications';
import { useMarkAllNotificationsRead } from '@/client/features/notifications/api/mark-all-notifications-read';
import { useMarkNotificationRead } from '@/client/features/notifications/api/mark-notification-read';
import { NotificationItem } from './notification-item';

/**
 * The Notifications tab: a page of the list with mark read, mark all read and delete, each confirmed or explained by a
 * toast, and a pager. The unread count is the server's, the very number of the navbar badge.
 */
export function NotificationsPanel() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useNotifications(page, true);
  const unread = useUnreadCount(true);
  const pageCount = list.data ? lastPage(list.data.total, NOTIFICATIONS_PAGE_SIZE) : 1;
  // A deletion that empties the last page moves back to the new last page.
  useEffect(() => {
    if (page > pageCount) setPage(pageCount);
  }, [page, pageCount]);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const remove = useDeleteNotification();
  const fail = (title: string) => (e: unknown) =>
    toast({ variant: 'destructive', title: t(title), description: errorMessage(e, t('common.requestFailed')) });

  if (list.isPending) return <p className="py-8 text-center text-gray-600">{t('common.loading')}</p>;
  if (list.isError)
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
        <p className="text-gray-800">{t('inbox.loadFailed')}</p>
        <Button variant="outline" onClick={() => void list.refetch()}>
          {t('inbox.retry')}
        </Button>
      </div>
    );

  const busyId =
    (markRead.isPending ? markRead.variables : undefined) ?? (remove.isPending ? remove.variables : undefined);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-gray-700" aria-live="polite">
          {unread > 0 ? t('inbox.unreadSummary', { count: unread }) : t('inbox.allRead')}
        </p>
        <Button
          variant="outline"
          size="sm"
          disabled={unread === 0 || markAll.isPending}
          onClick={() =>
            markAll.mutate(undefined, {
              onSuccess: () =>
                toast({ title: t('inbox.toast.allReadTitle'), description: t('inbox.toast.allReadText') }),
              onError: fail('inbox.toast.allReadFailed'),
            })
          }
        >
          <CheckCheck className="h-4 w-4" aria-hidden />
          {t('inbox.markAllRead')}
        </Button>
      </div>
      {list.data.notifications.length === 0 ? (
        <p className="rounded-xl border border-dashed border-gray-300 px-4 py-10 text-center text-gray-700">
          {t('inbox.empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {list.data.notifications.map((n) => (
            <li key={n.id}>
              <NotificationItem
                notification={n}
                busy={busyId === n.id}
                onMarkRead={() => markRead.mutate(n.id, { onError: fail('inbox.toast.markReadFailed') })}
                onDelete={() =>
                  remove.mutate(n.id, {
                    onSuccess: () =>
                      toast({ title: t('inbox.toast.deletedTitle'), description: t('inbox.toast.deletedText') }),
                    onError: fail('inbox.toast.deleteFailed'),
                  })
                }
              />
            </li>
          ))}
        </ul>
      )}
      <Pager page={Math.min(page, pageCount)} pageCount={pageCount} onChange={setPage} label={t('inbox.pagerLabel')} />
    </div>
  );
}
