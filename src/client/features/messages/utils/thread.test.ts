import { describe, expect, it } from 'vitest';
import type { MessageView } from '@/shared/schemas/messages';
import { newestUnreadFrom, threadMessages, withMessage } from './thread';

const msg = (id: number, senderId = 1, isRead = false): MessageView => ({
  id,
  conversationId: 5,
  senderId,
  content: `m${id}`,
  createdAt: new Date(2026, 0, 1, 12, id).toISOString(),
  isRead,
});

describe('thread pages', () => {
  it('flattens pages (newest page first) into one list, oldest first, each message once', () => {
    const data = {
      pages: [
        [msg(4), msg(5), msg(6)],
        [msg(1), msg(2), msg(4)],
      ],
    };
    expect(threadMessages(data).map((m) => m.id)).toEqual([1, 2, 4, 5, 6]);
    expect(threadMessages(undefined)).toEqual([]);
  });

  it('puts a sent message into the newest page once', () => {
    const data = { pages: [[msg(4), msg(5)], [msg(1)]], pageParams: [undefined, 4] };
    const after = withMessage(data, msg(7));
    expect(after?.pages.map((p) => p.map((m) => m.id))).toEqual([[4, 5, 7], [1]]);
    expect(after?.pageParams).toEqual([undefined, 4]);
    expect(withMessage(after, msg(7))).toBe(after);
    expect(withMessage(undefined, msg(7))).toBeUndefined();
  });

  it('finds the newest unread message of the other participant', () => {
    const me = 1;
    expect(newestUnreadFrom([msg(1, 2, true), msg(2, 2), msg(3, 2), msg(4, me)], me)).toBe(3);
    expect(newestUnreadFrom([msg(1, 2, true), msg(2, me)], me)).toBe(0);
  });
});
