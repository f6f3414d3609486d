import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import type { ConversationView } from '@/shared/schemas/messages';
import { cn } from '@/client/lib/cn';
import { unreadBadgeText } from '@/client/lib/unread-badge';
import { listTime } from '@/client/features/messages/utils/message-time';
import { otherParty, personName } from '@/client/features/messages/utils/people';
import { ItemThumb } from './item-thumb';

/** My conversations, newest activity first: photo, other party, item, last message, time and an unread count. */
export function ConversationList({
  conversations,
  myId,
  openId,
  hrefOf,
}: {
  conversations: ConversationView[];
  myId: number;
  openId: number | null;
  hrefOf: (id: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <ul className="divide-y divide-gray-100" aria-label={t('chat.listLabel')}>
      {conversations.map((c) => {
        const other = otherParty(c, myId);
        const unread = c.unreadCount > 0;
        const open = c.id === openId;
        return (
          <li key={c.id}>
            <Link
              to={hrefOf(c.id)}
              aria-current={open ? 'true' : undefined}
              data-testid="conversation"
              data-conversation-id={c.id}
              data-unread={unread}
              className={cn(
                'flex gap-3 px-3 py-3 hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
                open && 'bg-brand-50 hover:bg-brand-50',
              )}
            >
              <ItemThumb imageUrl={c.item.imageUrl} person={other} className="h-12 w-12" />
              <span className="flex min-w-0 flex-1 flex-col gap-0.5 pl-1">
                <span className="flex items-baseline justify-between gap-2">
                  <span className={cn('truncate text-sm text-gray-900', unread ? 'font-bold' : 'font-semibold')}>
                    {personName(other) ?? t('chat.deletedUser')}
                  </span>
                  {c.lastMessageAt && (
                    <time dateTime={c.lastMessageAt} className="shrink-0 text-xs text-gray-600">
                      {listTime(c.lastMessageAt)}
                    </time>
                  )}
                </span>
                <span className="truncate text-xs text-gray-700">{c.item.name}</span>
                <span className="flex items-center gap-2">
                  <span
                    className={cn(
                      'min-w-0 flex-1 truncate text-sm',
                      unread ? 'font-semibold text-gray-900' : 'text-gray-700',
                      c.lastMessage === null && 'italic',
                    )}
                  >
                    {c.lastMessage ?? t('chat.noMessagesYet')}
                  </span>
                  {unread && (
                    <span
                      className="inline-flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs leading-5 font-semibold text-white"
                      data-testid="conversation-unread"
                    >
                      <span aria-hidden>{unreadBadgeText(c.unreadCount)}</span>
                      <span className="sr-only">{t('chat.unreadCount', { count: c.unreadCount })}</span>
                    </span>
                  )}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
