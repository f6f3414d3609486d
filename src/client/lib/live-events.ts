import type { QueryClient } from '@tanstack/react-query';
import {
  LIVE_EVENT_TYPES,
  LIVE_EVENTS_PATH,
  livePayloadSchemas,
  STREAM_CLOSED_EVENT,
  type LiveEvent,
  type LiveEventType,
} from '@/shared/schemas/live-events';
import { setStreamUp } from './live-stream-state';
import { conversationsKeys, notificationsKeys } from './query-keys';

/**
 * Keeps the caches current after one event of the live channel. Events carry ids and counts only: the lists and
 * threads are refetched through the ordinary calls (so masking and access rules stay on the server); the unread counts
 * are written directly.
 */
export function applyLiveEvent(qc: QueryClient, event: LiveEvent): void {
  switch (event.type) {
    case 'message':
      void qc.invalidateQueries({ queryKey: conversationsKeys.thread(event.payload.conversationId) });
      void qc.invalidateQueries({ queryKey: conversationsKeys.list() });
      return;
    case 'read':
      void qc.invalidateQueries({ queryKey: conversationsKeys.thread(event.payload.conversationId) });
      return;
    case 'conversation':
      void qc.invalidateQueries({ queryKey: conversationsKeys.list() });
      return;
    case 'notification':
      void qc.invalidateQueries({ queryKey: notificationsKeys.list() });
      return;
    case 'unread': {
      const { notifications, messages } = event.payload;
      // A count changed by another tab (a read, a deletion) also changes what that tab's lists show here.
      if (qc.getQueryData(notificationsKeys.unreadCount()) !== notifications)
        void qc.invalidateQueries({ queryKey: notificationsKeys.list() });
      if (qc.getQueryData(conversationsKeys.unreadCount()) !== messages)
        void qc.invalidateQueries({ queryKey: conversationsKeys.list() });
      qc.setQueryData(notificationsKeys.unreadCount(), notifications);
      qc.setQueryData(conversationsKeys.unreadCount(), messages);
      return;
    }
  }
}

/** One SSE message as an event, or null when its data is not what the type promises (nothing is applied then). */
export function parseLiveEvent(type: LiveEventType, id: string, data: string): LiveEvent | null {
  try {
    const payload = livePayloadSchemas[type].safeParse(JSON.parse(data));
    return payload.success ? ({ id: Number(id), type, payload: payload.data } as LiveEvent) : null;
  } catch {
    return null;
  }
}

const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 30_000;

/**
 * Opens this tab's stream (GET /api/events) and applies its events to the caches; returns the function that closes
 * it. The browser reconnects a dropped stream by itself, sending Last-Event-ID; an answer that is not a stream (a 401,
 * a 503 while the database restarts) closes the EventSource for good, so then a new one is opened after a growing
 * pause, with the last id seen in the query (an EventSource cannot set headers). Whatever happened while the stream
 * was down is refetched once it is back.
 */
export function connectLiveEvents(qc: QueryClient): () => void {
  let source: EventSource | null = null;
  let lastId: string | null = null;
  let retryMs = RETRY_FIRST_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wasDown = false;

  const open = () => {
    const url = lastId
      ? `${LIVE_EVENTS_PATH}?${new URLSearchParams({ lastEventId: lastId }).toString()}`
      : LIVE_EVENTS_PATH;
    const es = new EventSource(url);
    source = es;
    es.onopen = () => {
      setStreamUp(true);
      retryMs = RETRY_FIRST_MS;
      if (wasDown) {
        void qc.invalidateQueries({ queryKey: conversationsKeys.all });
        void qc.invalidateQueries({ queryKey: notificationsKeys.all });
      }
      wasDown = false;
    };
    es.onerror = () => {
      setStreamUp(false);
      wasDown = true;
      if (es.readyState !== EventSource.CLOSED) return;
      es.close();
      timer = setTimeout(open, retryMs);
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    };
    // Ended on purpose (replaced by a newer tab of the account, or its session ended): a tab in the background waits
    // until it is looked at again before it reconnects, so that many open tabs do not take turns pushing each other
    // out; the tab in view reconnects after the usual pause (and pushes out the oldest, a background one).
    es.addEventListener(STREAM_CLOSED_EVENT, () => {
      es.close();
      setStreamUp(false);
      wasDown = true;
      if (document.visibilityState !== 'visible') return waitForAttention();
      timer = setTimeout(open, retryMs);
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    });
    for (const type of LIVE_EVENT_TYPES) {
      es.addEventListener(type, (e: MessageEvent<string>) => {
        if (e.lastEventId) lastId = e.lastEventId;
        const event = parseLiveEvent(type, e.lastEventId, e.data);
        if (event) applyLiveEvent(qc, event);
      });
    }
  };

  const onAttention = () => {
    if (document.visibilityState !== 'visible') return;
    stopWaiting();
    open();
  };
  const stopWaiting = () => {
    document.removeEventListener('visibilitychange', onAttention);
    window.removeEventListener('focus', onAttention);
  };
  const waitForAttention = () => {
    document.addEventListener('visibilitychange', onAttention);
    window.addEventListener('focus', onAttention);
  };

  open();
  return () => {
    stopWaiting();
    clearTimeout(timer);
    source?.close();
    source = null;
    setStreamUp(false);
  };
}
