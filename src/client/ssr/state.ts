import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '@/shared/constants/limits';
import { SSR_STATE_ID } from '@/shared/page-renderer';

/** What the server hands the browser with a page (docs/decisions/0059). */
export interface SsrState {
  /** The language the page was rendered in: the browser starts in it, so hydration matches. */
  lang: Language;
  /** True when the root holds the server's rendering to hydrate; false for a page the browser renders itself. */
  rendered: boolean;
  /**
   * Where the page's language's texts are, when the root is to be hydrated: i18next starts with them, then React
   * hydrates. A file of its own (features/pages on the server), preloaded by the page's head, kept by the browser.
   */
  textsUrl?: string;
  /** The data the server read (the session's user among it), put in the browser's query cache before rendering. */
  queries: DehydratedState;
}

/** The state as the text of a `<script type="application/json">`: `<` escaped, so no `</script>` can end it early. */
export function serializeState(state: SsrState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/** The server's state of this page, or null when it has none (Vite's dev server sends the bare index.html). */
export function readSsrState(): SsrState | null {
  const text = document.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SsrState;
  } catch {
    return null;
  }
}

/**
 * The page's data as fresh as the page itself: a visitor's page may come from the server's cache (at most a minute
 * old, and only while the catalogue is unchanged, features/pages), so the time each query was read says less than the
 * page having just arrived. Without this, a cached page's queries would be stale at once and all be read again while
 * the page hydrates, re-rendering it (Lighthouse counted ~200 ms of a phone's main thread for it).
 */
export function arrivedNow(queries: DehydratedState, now = Date.now()): DehydratedState {
  return {
    ...queries,
    queries: queries.queries.map((q) =>
      q.state.status === 'success' ? { ...q, state: { ...q.state, dataUpdatedAt: now } } : q,
    ),
  };
}
