import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import type { MessageView } from '@/shared/schemas/messages';
import { Button } from '@/client/components/ui/button';
import { dayLabel, newDay } from '@/client/features/messages/utils/message-time';
import { MessageBubble } from './message-bubble';

/** A message of mine on its way (optimistic) or refused (with a retry). */
export interface Draft {
  key: number;
  content: string;
  createdAt: string;
  status: 'sending' | 'failed';
}

interface MessageListProps {
  messages: MessageView[];
  drafts: Draft[];
  myId: number;
  label: string;
  emptyText: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (draft: Draft) => void;
}

/** How close to an edge (px) counts as being at it. */
const EDGE = 80;

/**
 * The thread, oldest at the top, with a day heading between days. It opens at the newest message and follows new
 * ones while the reader is at the bottom; scrolling to the top loads older messages and keeps the reader's place.
 */
export function MessageList(props: MessageListProps) {
  const { messages, drafts, myId, label, emptyText, hasOlder, loadingOlder, onLoadOlder, onRetry } = props;
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  // Distance from the bottom before older messages were asked for: restored once they are in.
  const anchor = useRef<number | null>(null);
  const oldestId = messages[0]?.id ?? 0;
  const newestKey = `${messages.at(-1)?.id ?? 0}:${drafts.length}`;
  const lastDraftKey = drafts.at(-1)?.key ?? 0;

  const loadOlder = () => {
    const el = scroller.current;
    if (!el || !hasOlder || loadingOlder) return;
    anchor.current = el.scrollHeight - el.scrollTop;
    onLoadOlder();
  };

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || anchor.current === null) return;
    el.scrollTop = el.scrollHeight - anchor.current;
    anchor.current = null;
  }, [oldestId]);

  // My own new message always scrolls into view; someone else's only when I was reading the newest.
  const followedDraft = useRef(0);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const mineJustSent = lastDraftKey > followedDraft.current;
    followedDraft.current = lastDraftKey;
    if (atBottom.current || mineJustSent) el.scrollTop = el.scrollHeight;
  }, [newestKey, lastDraftKey]);

  return (
    <div
      ref={scroller}
      role="log"
      aria-label={label}
      tabIndex={0}
      onScroll={(e) => {
        const el = e.currentTarget;
        atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < EDGE;
        if (el.scrollTop < EDGE) loadOlder();
      }}
      className="flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto bg-white px-3 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:px-4"
    >
      {hasOlder && (
        <div className="flex justify-center">
          <Button variant="ghost" size="sm" onClick={loadOlder} disabled={loadingOlder}>
            {loadingOlder ? t('common.loading') : t('chat.loadOlder')}
          </Button>
        </div>
      )}
      {messages.length === 0 && drafts.length === 0 && (
        <p className="m-auto max-w-sm text-center text-sm text-gray-700">{emptyText}</p>
      )}
      {messages.map((m, i) => (
        <div key={m.id} className="flex flex-col gap-2">
          {newDay(messages[i - 1]?.createdAt, m.createdAt) && <DayHeading iso={m.createdAt} />}
          <MessageBubble
            content={m.content}
            createdAt={m.createdAt}
            mine={m.senderId === myId}
            state={m.senderId === myId ? (m.isRead ? 'read' : 'sent') : undefined}
          />
        </div>
      ))}
      {drafts.map((d) => (
        <MessageBubble
          key={`draft-${d.key}`}
          content={d.content}
          createdAt={d.createdAt}
          mine
          state={d.status}
          onRetry={() => onRetry(d)}
        />
      ))}
    </div>
  );
}

function DayHeading({ iso }: { iso: string }) {
  const { t } = useTranslation();
  return (
    <p className="my-2 flex items-center gap-3 text-xs font-medium text-gray-600" data-testid="day-heading">
      <span className="h-px flex-1 bg-gray-200" aria-hidden />
      {dayLabel(iso, { today: t('chat.today'), yesterday: t('chat.yesterday') })}
      <span className="h-px flex-1 bg-gray-200" aria-hidden />
    </p>
  );
}
