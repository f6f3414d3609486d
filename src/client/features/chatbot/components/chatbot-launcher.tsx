import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '@/client/lib/when-idle';

const ChatbotCorner = lazy(() => import('./chatbot-corner').then((m) => ({ default: m.ChatbotCorner })));
// Imported from here, not from the corner: a chunk with a dynamic import of its own shares Vite's preload helper
// with the entry, and Rollup then split that shared chunk in two (+0.2 KiB on every page's first paint, measured).
const loadWindow = () => import('./chatbot-window');

/**
 * The help chatbot (spec 02 §2, issue 23 §3) on every page. None of it is in a page's first paint (issue 22 §3, the
 * JS budget): the floating button comes once the page is idle, as chat widgets do, and the window's code when the
 * button is pointed at, focused or clicked. Nothing renders on the server, nor in the hydrating render.
 */
export function ChatbotLauncher({ supportEmail }: { supportEmail: string }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <ChatbotCorner supportEmail={supportEmail} loadWindow={loadWindow} />
    </Suspense>
  );
}
