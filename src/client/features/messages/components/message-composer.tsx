import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { MESSAGE_MAX_LENGTH } from '@/shared/schemas/messages';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/cn';

/** The counter shows from this many characters on. */
const COUNTER_FROM = MESSAGE_MAX_LENGTH - 200;

/**
 * Writing a message: Enter sends, Shift+Enter starts a new line (spec 02 §2 chat); nothing is sent while the text is
 * empty after trimming (spec 02 §5). The field grows with its text up to six lines.
 */
export function MessageComposer({ onSend }: { onSend: (content: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const content = text.trim();
  const rows = Math.min(6, Math.max(1, text.split('\n').length));

  const submit = () => {
    if (!content) return;
    onSend(content);
    setText('');
  };

  return (
    <form
      className="flex flex-col gap-1 border-t border-gray-200 bg-gray-50 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('chat.composer.label')}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={id}
          rows={rows}
          value={text}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder={t('chat.composer.placeholder')}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              submit();
            }
          }}
          className="min-h-10 flex-1 resize-none rounded-xl border border-gray-300 bg-white px-3 py-2 text-sm placeholder:text-gray-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
        />
        <Button type="submit" disabled={!content} className="h-10 shrink-0 rounded-xl">
          <Send className="h-4 w-4" aria-hidden />
          <span className="sr-only sm:not-sr-only">{t('chat.composer.send')}</span>
        </Button>
      </div>
      <p id={`${id}-hint`} className="flex justify-between gap-2 text-xs text-gray-600">
        <span className="hidden sm:inline">{t('chat.composer.hint')}</span>
        {text.length >= COUNTER_FROM && (
          <span className={cn('ml-auto', text.length >= MESSAGE_MAX_LENGTH && 'font-semibold text-red-800')}>
            {t('chat.composer.counter', { count: text.length, max: MESSAGE_MAX_LENGTH })}
          </span>
        )}
      </p>
    </form>
  );
}
