import { MessageCircle, Minus, SendHorizontal, X } from 'lucide-react';
import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { CHATBOT_MESSAGE_MAX, CHATBOT_PANE_HEIGHT_PX } from '@/shared/constants/chatbot';
import { useTranslation } from '@/client/i18n/use-translation';
import { useChatbotPending } from '../api/ask-chatbot';
import { MessageText } from './message-text';
import { useChatbotConversation } from './use-chatbot-conversation';
import type { ChatbotFocus, ChatbotView } from './use-chatbot-view';

export interface ChatbotWindowProps {
  supportEmail: string;
  /** Where focus goes now (after the user opened, minimised or restored the window), if anywhere. */
  focus: ChatbotFocus;
  onFocused: () => void;
  onView: (view: ChatbotView, focus: ChatbotFocus) => void;
}

/** Below Tailwind's `sm`: the window takes the whole screen. */
const SMALL_SCREEN = '(max-width: 639px)';
const ICON_BUTTON =
  'flex h-10 w-10 shrink-0 items-center justify-center rounded-full hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

function closeOnEscape(onView: ChatbotWindowProps['onView']) {
  return (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.stopPropagation();
    onView('closed', 'launcher');
  };
}

function Bubble({ from, children }: { from: 'user' | 'assistant'; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div
      data-role={from}
      className={
        from === 'user'
          ? 'max-w-[85%] self-end rounded-2xl rounded-br-sm bg-brand-700 px-3 py-2 text-white'
          : 'max-w-[85%] self-start rounded-2xl rounded-bl-sm bg-gray-100 px-3 py-2 text-gray-900'
      }
    >
      {/* Who said it, for a screen reader reading the log or hearing a new message. */}
      <span className="sr-only">{t(from === 'user' ? 'chatbot.you' : 'chatbot.assistant')}: </span>
      {children}
    </div>
  );
}

function Typing() {
  const { t } = useTranslation();
  return (
    <div
      className="flex items-center gap-1 self-start rounded-2xl rounded-bl-sm bg-gray-100 px-3 py-3"
      data-testid="chatbot-typing"
    >
      <span className="sr-only">{t('chatbot.typing')}</span>
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden
          className="h-2 w-2 animate-bounce rounded-full bg-gray-500 motion-reduce:animate-none"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </div>
  );
}

/**
 * The chat window (spec 02 §2): a labelled, non-modal dialog (the page stays usable) with its title, minimise and
 * close, the conversation as a polite live log, and the question's input. 600 px high on a large screen, the whole
 * screen on a phone. Escape closes it and focus goes back to the floating button.
 */
export function ChatbotDialog({
  hidden,
  supportEmail,
  focus,
  onFocused,
  onView,
}: ChatbotWindowProps & { hidden: boolean }) {
  const { t } = useTranslation();
  const { messages, pending, send } = useChatbotConversation(supportEmail);
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!hidden && focus === 'input') {
      input.current?.focus();
      onFocused();
    }
  }, [hidden, focus, onFocused]);
  // To the newest message; one taller than the pane (a list of rentals) is read from its start.
  useEffect(() => {
    const el = log.current;
    const last = el?.lastElementChild;
    if (!el || !(last instanceof HTMLElement)) return;
    const tall = last.offsetHeight > el.clientHeight - 32;
    el.scrollTop = tall ? last.offsetTop - 16 : el.scrollHeight;
  }, [messages.length, pending, hidden]);

  const submit = () => {
    if (send(draft)) setDraft('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };
  // On a phone the window covers the page a link leads to: it steps aside, minimised. Elsewhere it stays open.
  const onFollow = () => {
    if (window.matchMedia(SMALL_SCREEN).matches) onView('minimised', null);
  };

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby="chatbot-title"
      hidden={hidden}
      data-chatbot=""
      onKeyDown={closeOnEscape(onView)}
      style={{ '--chatbot-pane': `${CHATBOT_PANE_HEIGHT_PX}px` } as CSSProperties}
      className="fixed inset-0 z-50 flex flex-col bg-white sm:inset-auto sm:right-4 sm:bottom-4 sm:h-[min(var(--chatbot-pane),calc(100dvh-2rem))] sm:w-96 sm:rounded-xl sm:border sm:border-gray-200 sm:shadow-2xl"
    >
      <header className="flex items-center gap-2 bg-brand-700 py-2 pr-2 pl-4 text-white sm:rounded-t-xl">
        <MessageCircle className="h-5 w-5 shrink-0" aria-hidden />
        <h2 id="chatbot-title" className="flex-1 truncate font-semibold">
          {t('chatbot.title')}
        </h2>
        <button
          type="button"
          className={ICON_BUTTON}
          aria-label={t('chatbot.minimise')}
          onClick={() => onView('minimised', 'restore')}
        >
          <Minus className="h-5 w-5" aria-hidden />
        </button>
        <CloseButton label={t('chatbot.close')} onClose={() => onView('closed', 'launcher')} />
      </header>
      <div
        ref={log}
        role="log"
        aria-live="polite"
        aria-label={t('chatbot.log')}
        tabIndex={0}
        className="relative flex flex-1 flex-col gap-3 overflow-y-auto p-4 text-sm leading-relaxed focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
      >
        <Bubble from="assistant">
          <p>{t('chatbot.welcome')}</p>
        </Bubble>
        {messages.map((m) => (
          <Bubble key={m.id} from={m.role}>
            {m.role === 'assistant' ? (
              <MessageText text={m.content} links={m.links} onFollow={onFollow} />
            ) : (
              <p className="break-words whitespace-pre-wrap">{m.content}</p>
            )}
          </Bubble>
        ))}
        {pending && <Typing />}
      </div>
      <form
        className="flex items-end gap-2 border-t border-gray-200 p-3"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <label htmlFor="chatbot-input" className="sr-only">
          {t('chatbot.inputLabel')}
        </label>
        <textarea
          id="chatbot-input"
          ref={input}
          rows={2}
          maxLength={CHATBOT_MESSAGE_MAX}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('chatbot.placeholder')}
          aria-describedby="chatbot-input-hint"
          className="max-h-32 min-h-10 flex-1 resize-none rounded-md border border-gray-300 px-3 py-2 text-base focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 sm:text-sm"
        />
        <span id="chatbot-input-hint" className="sr-only">
          {t('chatbot.inputHint')}
        </span>
        <button
          type="submit"
          aria-label={t('chatbot.send')}
          disabled={pending || !draft.trim()}
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50"
        >
          <SendHorizontal className="h-5 w-5" aria-hidden />
        </button>
      </form>
    </section>
  );
}

/** The window minimised (spec 02 §4): a bar in the corner that restores it, or closes it. */
export function ChatbotBar({ focus, onFocused, onView }: ChatbotWindowProps) {
  const { t } = useTranslation();
  const pending = useChatbotPending();
  const restore = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus === 'restore') {
      restore.current?.focus();
      onFocused();
    }
  }, [focus, onFocused]);
  return (
    <div
      role="group"
      aria-label={t('chatbot.title')}
      onKeyDown={closeOnEscape(onView)}
      className="flex items-center gap-1 rounded-full bg-brand-700 p-1 text-white shadow-lg"
    >
      <button
        ref={restore}
        type="button"
        onClick={() => onView('open', 'input')}
        className="flex h-12 items-center gap-2 rounded-full px-3 font-medium hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        <MessageCircle className="h-5 w-5" aria-hidden />
        {t('chatbot.title')}
        <span className="sr-only"> – {t('chatbot.restore')}</span>
        {/* An answer on its way: it shows once the window is restored. */}
        {pending && <span aria-hidden className="h-2 w-2 animate-pulse rounded-full bg-white" />}
      </button>
      <CloseButton label={t('chatbot.close')} onClose={() => onView('closed', 'launcher')} />
    </div>
  );
}

/** Close, in the window's header and on the minimised bar: focus goes back to the floating button. */
function CloseButton({ label, onClose }: { label: string; onClose: () => void }) {
  return (
    <button type="button" className={ICON_BUTTON} aria-label={label} onClick={onClose}>
      <X className="h-5 w-5" aria-hidden />
    </button>
  );
}
