import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import type { ChatbotBar, ChatbotDialog } from './chatbot-window';
import { useChatbotView } from './use-chatbot-view';
import { watchClearance } from './watch-clearance';

export type LoadWindow = () => Promise<{ ChatbotDialog: typeof ChatbotDialog; ChatbotBar: typeof ChatbotBar }>;

/** The window's parts, made once, from the loader the launcher hands in (chatbot-launcher.tsx says why). */
let windowParts: ReturnType<typeof partsOf> | null = null;
function partsOf(load: LoadWindow) {
  return {
    ChatbotDialog: lazy(() => load().then((m) => ({ default: m.ChatbotDialog }))),
    ChatbotBar: lazy(() => load().then((m) => ({ default: m.ChatbotBar }))),
  };
}

/** How far the corner rises above a control of the page it would cover, watched while `active`. */
function useClearance(corner: RefObject<HTMLElement | null>, active: boolean): number {
  const [lift, setLift] = useState(0);
  useEffect(() => {
    const el = corner.current;
    if (active && el) return watchClearance(el, setLift);
  }, [corner, active]);
  return active ? lift : 0;
}

/**
 * The chatbot's corner: the floating button, or the minimised window's bar, at the bottom right; it rises above a
 * control of the page it would cover (the item page's booking button on a phone). The window, open or minimised.
 */
export function ChatbotCorner({ supportEmail, loadWindow }: { supportEmail: string; loadWindow: LoadWindow }) {
  windowParts ??= partsOf(loadWindow);
  const { ChatbotDialog, ChatbotBar } = windowParts;
  // The window's code loads when the button is pointed at or focused, and at the latest on the click.
  const preload = () => void loadWindow();
  const { t } = useTranslation();
  const { view, focus, show, focused } = useChatbotView();
  const corner = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const lift = useClearance(corner, view !== 'open');

  useEffect(() => {
    if (view === 'closed' && focus === 'launcher') {
      button.current?.focus();
      focused();
    }
  }, [view, focus, focused]);

  const launcher = (
    <button
      ref={button}
      type="button"
      aria-label={t('chatbot.open')}
      aria-haspopup="dialog"
      onClick={() => show('open', 'input')}
      onPointerEnter={preload}
      onFocus={preload}
      className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <MessageCircle className="h-6 w-6" aria-hidden />
    </button>
  );
  const controls = { supportEmail, focus, onFocused: focused, onView: show };
  return (
    <>
      <div
        ref={corner}
        data-chatbot=""
        className="fixed right-4 bottom-4 z-40 transition-transform duration-150 motion-reduce:transition-none"
        style={lift ? { transform: `translateY(-${lift}px)` } : undefined}
      >
        {view === 'closed' ? (
          launcher
        ) : view === 'minimised' ? (
          <Suspense fallback={launcher}>
            <ChatbotBar {...controls} />
          </Suspense>
        ) : null}
      </div>
      {view !== 'closed' && (
        <Suspense fallback={null}>
          <ChatbotDialog {...controls} hidden={view === 'minimised'} />
        </Suspense>
      )}
    </>
  );
}
