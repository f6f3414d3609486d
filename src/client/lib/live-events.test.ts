import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyLiveEvent, parseLiveEvent } from './live-events';
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
