import { useCallback, useState } from 'react';

/** The chat window's states (spec 02 §4). */
export const CHATBOT_VIEWS = ['closed', 'open', 'minimised'] as const;
export type ChatbotView = (typeof CHATBOT_VIEWS)[number];
/** Where focus goes after a change the user made: the floating button, the minimised bar's restore, the input. */
export type ChatbotFocus = 'launcher' | 'restore' | 'input' | null;

const STORAGE_KEY = 'chatbot.view';

function storedView(): ChatbotView {
  try {
    const view = sessionStorage.getItem(STORAGE_KEY);
    return CHATBOT_VIEWS.find((v) => v === view) ?? 'closed';
  } catch {
    return 'closed';
  }
}

/**
 * The window's state, kept across navigation by the layout and across a reload by the tab's storage. Read at once:
 * the corner renders only in the browser, after the page is hydrated (chatbot-launcher.tsx).
 */
export function useChatbotView() {
  const [state, setState] = useState<{ view: ChatbotView; focus: ChatbotFocus }>(() => ({
    view: storedView(),
    focus: null,
  }));
  const show = useCallback((view: ChatbotView, focus: ChatbotFocus) => {
    setState({ view, focus });
    try {
      sessionStorage.setItem(STORAGE_KEY, view);
    } catch {
      // Storage refused: the state lasts as long as the page.
    }
  }, []);
  const focused = useCallback(() => setState((s) => (s.focus ? { ...s, focus: null } : s)), []);
  return { ...state, show, focused };
}
