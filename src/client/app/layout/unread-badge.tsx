import { useTranslation } from '@/client/i18n/use-translation';
import { cn } from '@/client/lib/cn';
import { unreadBadgeText } from '@/client/lib/unread-badge';

/**
 * The unread count next to Inbox (spec 02 §2, capped at "99+"), or what waits for the user next to Rentals (`toDo`);
 * nothing when 0. The visible number is hidden from screen readers, which hear the full count in words instead.
 */
export function UnreadBadge({
  count,
  className,
  kind = 'unread',
}: {
  count: number;
  className?: string;
  kind?: 'unread' | 'toDo';
}) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <span className={cn('inline-flex', className)} data-testid={kind === 'toDo' ? 'to-do-badge' : 'unread-badge'}>
      <span
        aria-hidden
        className="inline-flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs leading-5 font-semibold text-white"
      >
        {unreadBadgeText(count)}
      </span>
      <span className="sr-only">{t(kind === 'toDo' ? 'nav.toDoCount' : 'nav.unreadCount', { count })}</span>
    </span>
  );
}

/**
 * A small count on the avatar or the menu button that says "something unread" at a glance (the full count is in the
 * menu). It hangs off the top-right corner and grows to the right, so even "99+" never covers the initials.
 */
export function UnreadDot({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden
      data-testid="unread-dot"
      className={cn(
        'absolute -top-2 left-[calc(100%-0.75rem)] inline-flex min-w-4 items-center justify-center rounded-full bg-red-700 px-1 text-[10px] leading-4 font-semibold text-white ring-2 ring-white',
        className,
      )}
    >
      {unreadBadgeText(count)}
    </span>
  );
}
