import { format } from 'date-fns';
import { Check } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import type { Notification } from '@/shared/schemas/notifications';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/cn';
import { DeleteNotificationButton } from './delete-notification-button';
import { notificationHref, notificationTarget, type NotificationTarget } from './notification-link';

/** The link's words per target: the checkout's is the Pay Now button's. */
const LINK_LABEL: Record<NotificationTarget, string> = {
  kyc: 'inbox.viewVerification',
  reviews: 'inbox.viewReviews',
  checkout: 'payNow.button',
  rental: 'inbox.viewRental',
  rentals: 'inbox.viewRentals',
  payouts: 'inbox.viewPayouts',
  profile: 'inbox.viewProfileData',
};

interface NotificationItemProps {
  notification: Notification;
  busy: boolean;
  onMarkRead: () => void;
  onDelete: () => void;
}

/** One notification; unread ones stand out (a bar, a tint and an "Unread" label, not colour alone). */
export function NotificationItem({ notification: n, busy, onMarkRead, onDelete }: NotificationItemProps) {
  const { t, i18n } = useTranslation();
  const headingId = `notification-${n.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-read={n.read}
      className={cn(
        'flex flex-col gap-2 rounded-xl border p-4 sm:flex-row sm:items-start sm:justify-between',
        n.read ? 'border-gray-200 bg-white' : 'border-green-200 border-l-4 border-l-brand-700 bg-brand-50',
      )}
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          {!n.read && (
            <span className="rounded-full bg-brand-700 px-2 text-xs leading-5 font-semibold text-white">
              {t('inbox.unread')}
            </span>
          )}
          <h2 id={headingId} className={cn('text-base break-words', n.read ? 'font-medium' : 'font-semibold')}>
            {n.title}
          </h2>
        </div>
        <p className="mt-1 text-sm break-words text-gray-800">{n.message}</p>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 text-xs text-gray-600">
          <time dateTime={n.createdAt}>{format(new Date(n.createdAt), 'dd/MM/yyyy HH:mm')}</time>
          <Link
            to={notificationHref(n, i18n.language)}
            onClick={() => !n.read && onMarkRead()}
            className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {t(LINK_LABEL[notificationTarget(n)])}
          </Link>
        </p>
      </div>
      <div className="flex shrink-0 gap-1 self-end sm:self-start">
        {!n.read && (
          <Button
            variant="ghost"
            size="sm"
            disabled={busy}
            onClick={onMarkRead}
            aria-label={t('inbox.markReadNamed', { title: n.title })}
          >
            <Check className="h-4 w-4" aria-hidden />
            <span className="hidden sm:inline">{t('inbox.markRead')}</span>
          </Button>
        )}
        <DeleteNotificationButton title={n.title} disabled={busy} onConfirm={onDelete} />
      </div>
    </article>
  );
}
