import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STREAM_CLOSED_EVENT } from '@/shared/schemas/live-events';
import { applyLiveEvent, connectLiveEvents, parseLiveEvent } from './live-events';
import { conversationsKeys, notificationsKeys } from './query-keys';

/** A client holding every cache an event may touch, none of them stale. */
function seeded() {
  const qc = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  qc.setQueryData(conversationsKeys.list(), []);
  qc.setQueryData(conversationsKeys.thread(7), { pages: [[]], pageParams: [undefined] });
  qc.setQueryData(conversationsKeys.thread(8), { pages: [[]], pageParams: [undefined] });
  qc.setQueryData(conversationsKeys.unreadCount(), 1);
  qc.setQueryData(notificationsKeys.page(1), { notifications: [], total: 0, unread: 0 });
  qc.setQueryData(notificationsKeys.unreadCount(), 2);
  return qc;
}

const stale = (qc: QueryClient) =>
  qc
    .getQueryCache()
    .getAll()
    .filter((q) => q.isStale())
    .map((q) => JSON.stringify(q.queryKey))
    .sort();

describe('applyLiveEvent', () => {
  it('a message refreshes that thread and the conversation list, nothing else', () => {
    const qc = seeded();
    applyLiveEvent(qc, { id: 1, type: 'message', payload: { conversationId: 7, messageId: 3, senderId: 2 } });
    expect(stale(qc)).toEqual(
      [JSON.stringify(conversationsKeys.list()), JSON.stringify(conversationsKeys.thread(7))].sort(),
    );
  });

  it('a read refreshes only that thread (the ticks)', () => {
    const qc = seeded();
    applyLiveEvent(qc, { id: 1, type: 'read', payload: { conversationId: 8, readerId: 2, upToMessageId: 3 } });
    expect(stale(qc)).toEqual([JSON.stringify(conversationsKeys.thread(8))]);
  });

  it('a new conversation refreshes the list; a notification the notifications list', () => {
    const qc = seeded();
    applyLiveEvent(qc, { id: 1, type: 'conversation', payload: { conversationId: 9 } });
    expect(stale(qc)).toEqual([JSON.stringify(conversationsKeys.list())]);
    const qc2 = seeded();
    applyLiveEvent(qc2, { id: 2, type: 'notification', payload: { notificationId: 4 } });
    expect(stale(qc2)).toEqual([JSON.stringify(notificationsKeys.page(1))]);
  });

  it('unread writes both counts; a changed count refreshes its list, an unchanged one does not', () => {
    const qc = seeded();
    applyLiveEvent(qc, { id: 1, type: 'unread', payload: { notifications: 2, messages: 5 } });
    expect(qc.getQueryData(notificationsKeys.unreadCount())).toBe(2);
    expect(qc.getQueryData(conversationsKeys.unreadCount())).toBe(5);
    expect(stale(qc)).toEqual([JSON.stringify(conversationsKeys.list())]);

    const qc2 = seeded();
    applyLiveEvent(qc2, { id: 2, type: 'unread', payload: { notifications: 0, messages: 1 } });
    expect(qc2.getQueryData(notificationsKeys.unreadCount())).toBe(0);
    expect(stale(qc2)).toEqual([JSON.stringify(notificationsKeys.page(1))]);
  });
});

describe('parseLiveEvent', () => {
  it('reads an event whose data matches its type', () => {
    expect(parseLiveEvent('unread', '12', '{"notifications":1,"messages":0}')).toEqual({
      id: 12,
      type: 'unread',
      payload: { notifications: 1, messages: 0 },
    });
  });

  it('drops data that is not JSON or not the type', () => {
    expect(parseLiveEvent('message', '1', 'not json')).toBeNull();
    expect(parseLiveEvent('message', '1', '{"conversationId":"x"}')).toBeNull();
    expect(parseLiveEvent('unread', '1', '{"notifications":-1,"messages":0}')).toBeNull();
  });
});

/** Just enough of EventSource, document and window for connectLiveEvents, in Node. */
class FakeEventSource extends EventTarget {
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 1;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

describe('connectLiveEvents: a stream the server ended on purpose', () => {
  const page = Object.assign(new EventTarget(), { visibilityState: 'hidden' });
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.stubGlobal('document', page);
    vi.stubGlobal('window', new EventTarget());
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const endStream = (es: FakeEventSource, reason: string) =>
    es.dispatchEvent(new MessageEvent(STREAM_CLOSED_EVENT, { data: JSON.stringify({ reason }) }));

  it('in a background tab: no reconnecting until the tab is looked at again', () => {
    page.visibilityState = 'hidden';
    const disconnect = connectLiveEvents(new QueryClient());
    endStream(FakeEventSource.opened[0], 'replaced');
    expect(FakeEventSource.opened[0].readyState).toBe(FakeEventSource.CLOSED);
    vi.advanceTimersByTime(10 * 60_000);
    expect(FakeEventSource.opened).toHaveLength(1);
    page.visibilityState = 'visible';
    page.dispatchEvent(new Event('visibilitychange'));
    expect(FakeEventSource.opened).toHaveLength(2);
    // Only once: a later focus opens no third stream.
    window.dispatchEvent(new Event('focus'));
    expect(FakeEventSource.opened).toHaveLength(2);
    disconnect();
  });

  it('in the tab in view: reconnects after a pause that grows when it is replaced again', () => {
    page.visibilityState = 'visible';
    const disconnect = connectLiveEvents(new QueryClient());
    endStream(FakeEventSource.opened[0], 'replaced');
    vi.advanceTimersByTime(1_999);
    expect(FakeEventSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.opened).toHaveLength(2);
    endStream(FakeEventSource.opened[1], 'replaced');
    vi.advanceTimersByTime(2_000);
    expect(FakeEventSource.opened).toHaveLength(2);
    vi.advanceTimersByTime(2_000);
    expect(FakeEventSource.opened).toHaveLength(3);
    disconnect();
  });
});
