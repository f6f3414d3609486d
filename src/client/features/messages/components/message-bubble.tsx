import { AlertCircle, RotateCcw } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { cn } from '@/client/lib/cn';
import { bubbleTime } from '@/client/features/messages/utils/message-time';
import { MessageContent } from './message-content';
import { ReadTicks, type DeliveryState } from './read-ticks';

interface MessageBubbleProps {
  content: string;
  createdAt: string;
  mine: boolean;
  /** My messages only: how far it got. */
  state?: DeliveryState | 'failed';
  onRetry?: () => void;
}

/** One message: mine on the right in the brand colour with its ticks, the other party's on the left in grey. */
export function MessageBubble({ content, createdAt, mine, state, onRetry }: MessageBubbleProps) {
  const { t } = useTranslation();
  const failed = state === 'failed';
  return (
    <div
      className={cn('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}
      data-testid="message"
      data-mine={mine}
      data-state={state}
    >
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2 shadow-sm sm:max-w-[75%]',
          mine ? 'rounded-br-md bg-brand-700 text-white' : 'rounded-bl-md bg-gray-100 text-gray-900',
          failed && 'bg-red-50 text-red-900 ring-1 ring-red-300',
        )}
      >
        <MessageContent content={content} />
        <p
          className={cn(
            'mt-1 flex items-center justify-end gap-1 text-[11px] leading-4',
            mine && !failed ? 'text-green-50' : 'text-gray-700',
          )}
        >
          <time dateTime={createdAt}>{bubbleTime(createdAt)}</time>
          {mine && state && !failed && <ReadTicks state={state} />}
        </p>
      </div>
      {failed && (
        <p className="flex items-center gap-2 text-xs text-red-800" role="alert">
          <AlertCircle className="h-3.5 w-3.5" aria-hidden />
          {t('chat.sendFailed.title')}
          <button
            type="button"
            onClick={onRetry}
            className="inline-flex items-center gap-1 font-semibold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <RotateCcw className="h-3 w-3" aria-hidden />
            {t('chat.retry')}
          </button>
        </p>
      )}
    </div>
  );
}
