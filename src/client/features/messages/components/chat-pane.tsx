import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import type { ConversationView } from '@/shared/schemas/messages';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/components/ui/use-toast';
import { errorMessage } from '@/client/lib/api-client';
import { useThread } from '@/client/features/messages/api/get-thread';
import { useMarkConversationRead } from '@/client/features/messages/api/mark-conversation-read';
import { useSendMessage } from '@/client/features/messages/api/send-message';
import { otherParty, personName } from '@/client/features/messages/utils/people';
import { newestUnreadFrom, threadMessages } from '@/client/features/messages/utils/thread';
import { ChatHeader } from './chat-header';
import { MessageComposer } from './message-composer';
import { MessageList, type Draft } from './message-list';
import { useDocumentVisible } from './use-document-visible';

/**
 * One conversation (600 px high, spec 02 §9): the header, the thread and the composer. Sending is optimistic: the
 * bubble shows at once with a clock, and a refusal leaves it with 'Failed to send message' and a retry. Whatever the
 * other party wrote is marked read while the thread is on screen.
 */
export function ChatPane({
  conversation,
  myId,
  onBack,
}: {
  conversation: ConversationView;
  myId: number;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const thread = useThread(conversation.id);
  const messages = threadMessages(thread.data);
  const send = useSendMessage();
  const markRead = useMarkConversationRead();
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const nextKey = useRef(1);

  // Read when seen: each time a newer unread message of the other party is on screen in a visible tab.
  const visible = useDocumentVisible();
  const newestUnread = newestUnreadFrom(messages, myId);
  const markedUpTo = useRef(0);
  const ready = visible && thread.isSuccess;
  const listSaysUnread = conversation.unreadCount > 0;
  const { mutate: mark } = markRead;
  useEffect(() => {
    if (!ready) return;
    const first = markedUpTo.current === 0 && listSaysUnread;
    if (newestUnread <= markedUpTo.current && !first) return;
    markedUpTo.current = Math.max(newestUnread, 1);
    mark(conversation.id);
  }, [ready, newestUnread, listSaysUnread, mark, conversation.id]);

  const deliver = (draft: Draft) => {
    send
      .mutateAsync({ conversationId: conversation.id, content: draft.content })
      .then(() => setDrafts((all) => all.filter((d) => d.key !== draft.key)))
      .catch((err: unknown) => {
        setDrafts((all) => all.map((d) => (d.key === draft.key ? { ...d, status: 'failed' } : d)));
        toast({
          variant: 'destructive',
          title: t('chat.sendFailed.title'),
          description: errorMessage(err, t('chat.sendFailed.description')),
        });
      });
  };

  const onSend = (content: string) => {
    const draft: Draft = { key: nextKey.current++, content, createdAt: new Date().toISOString(), status: 'sending' };
    setDrafts((all) => [...all, draft]);
    deliver(draft);
  };

  const onRetry = (draft: Draft) => {
    setDrafts((all) => all.map((d) => (d.key === draft.key ? { ...d, status: 'sending' } : d)));
    deliver(draft);
  };

  // A deleted account shows no name; nobody would read what is written to it (the server refuses it too).
  const otherName = personName(otherParty(conversation, myId));
  const name = otherName ?? t('chat.deletedUser');
  const headingId = `chat-${conversation.id}-title`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex h-[600px] min-w-0 flex-col"
      data-testid="chat-pane"
      data-conversation-id={conversation.id}
    >
      <ChatHeader conversation={conversation} myId={myId} headingId={headingId} onBack={onBack} />
      {thread.isPending ? (
        <p className="m-auto text-sm text-gray-700">{t('common.loading')}</p>
      ) : thread.isError ? (
        <div role="alert" className="m-auto flex flex-col items-center gap-3 text-center">
          <p className="text-gray-800">{t('chat.threadLoadFailed')}</p>
          <Button variant="outline" onClick={() => void thread.refetch()}>
            {t('chat.retry')}
          </Button>
        </div>
      ) : (
        <MessageList
          messages={messages}
          drafts={drafts}
          myId={myId}
          label={t('chat.threadLabel', { name })}
          emptyText={t('chat.emptyThread', { name })}
          hasOlder={thread.hasNextPage}
          loadingOlder={thread.isFetchingNextPage}
          onLoadOlder={() => void thread.fetchNextPage()}
          onRetry={onRetry}
        />
      )}
      {otherName === null ? (
        <p className="border-t border-gray-200 bg-gray-50 p-4 text-center text-sm text-gray-700">
          {t('chat.participantDeleted')}
        </p>
      ) : (
        <MessageComposer onSend={onSend} />
      )}
    </section>
  );
}
