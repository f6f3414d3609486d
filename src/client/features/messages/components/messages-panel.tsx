import { MessagesSquare, Search } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/cn';
import { localizedPath } from '@/client/lib/paths';
import { useConversations } from '@/client/features/messages/api/get-conversations';
import { ChatPane } from './chat-pane';
import { ConversationList } from './conversation-list';

interface MessagesPanelProps {
  myId: number;
  /** The conversation open in the pane (from the address), or null. */
  openId: number | null;
  /** The address that opens a conversation (null: the list alone). */
  hrefOf: (id: number | null) => string;
  onBack: () => void;
}

/**
 * The inbox's Messages tab (spec 02 §2): the conversation list beside a 600 px chat pane; on a phone they are two
 * views, the list, then the open conversation with a back button.
 */
export function MessagesPanel({ myId, openId, hrefOf, onBack }: MessagesPanelProps) {
  const { t, i18n } = useTranslation();
  const list = useConversations();

  if (list.isPending) return <p className="py-8 text-center text-gray-600">{t('common.loading')}</p>;
  if (list.isError)
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
        <p className="text-gray-800">{t('chat.listLoadFailed')}</p>
        <Button variant="outline" onClick={() => void list.refetch()}>
          {t('chat.retry')}
        </Button>
      </div>
    );

  const conversations = list.data;
  const open = conversations.find((c) => c.id === openId) ?? null;
  // A conversation just started elsewhere may be missing from a list that is being refetched.
  const paneNote =
    openId === null ? 'chat.pickConversation' : list.isFetching ? 'common.loading' : 'chat.conversationMissing';
  if (conversations.length === 0)
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-gray-300 px-4 py-10 text-center">
        <MessagesSquare className="h-10 w-10 text-brand-700" aria-hidden />
        <p className="max-w-md text-gray-700">{t('chat.noConversations')}</p>
        <Button asChild variant="outline">
          <Link to={localizedPath('browse', i18n.language)}>
            <Search className="h-4 w-4" aria-hidden />
            {t('chat.browse')}
          </Link>
        </Button>
      </div>
    );

  return (
    <div className="overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm md:grid md:grid-cols-[minmax(16rem,20rem)_minmax(0,1fr)]">
      <div
        className={cn(
          'flex min-w-0 flex-col md:h-[600px] md:border-r md:border-gray-200',
          openId !== null && 'hidden md:flex',
        )}
      >
        <h2 className="border-b border-gray-200 px-3 py-3 text-sm font-semibold text-gray-900">
          {t('chat.conversations')}
        </h2>
        <div className="min-h-0 flex-1 overflow-y-auto">
          <ConversationList conversations={conversations} myId={myId} openId={openId} hrefOf={hrefOf} />
        </div>
      </div>
      <div className={cn('min-w-0', openId === null && 'hidden md:block')}>
        {open ? (
          <ChatPane key={open.id} conversation={open} myId={myId} onBack={onBack} />
        ) : (
          <div className="flex h-[600px] flex-col items-center justify-center gap-3 px-6 text-center">
            <MessagesSquare className="h-10 w-10 text-brand-700" aria-hidden />
            <p className="max-w-sm text-gray-700">{t(paneNote)}</p>
            {openId !== null && (
              <Button variant="outline" className="md:hidden" onClick={onBack}>
                {t('chat.back')}
              </Button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
