import { describe, expect, it } from 'vitest';
import { conversations, messages, notifications } from '@/server/db/tables';
import { insertItem, insertUser } from '@/server/features/items/test-fixtures';
import { createTestApp } from '@/server/test/test-app';
import { unreadCountsOf } from './unread';

describe('unreadCountsOf', async () => {
  const { db } = await createTestApp();

  it('counts unread notifications and the unread messages the user received, in every conversation, nothing else', async () => {
    const [owner, renter, stranger] = [await insertUser(db), await insertUser(db), await insertUser(db)];
    const [itemA, itemB] = [await insertItem(db, owner.id), await insertItem(db, owner.id)];
    const [a] = await db
      .insert(conversations)
      .values({ itemId: itemA.id, ownerId: owner.id, renterId: renter.id })
      .returning();
    const [b] = await db
      .insert(conversations)
      .values({ itemId: itemB.id, ownerId: owner.id, renterId: stranger.id })
      .returning();
    await db.insert(messages).values([
      { conversationId: a.id, senderId: renter.id, content: '1' },
      { conversationId: a.id, senderId: renter.id, content: '2', isRead: true },
      { conversationId: a.id, senderId: owner.id, content: '3' },
      { conversationId: b.id, senderId: stranger.id, content: '4' },
    ]);
    await db.insert(notifications).values([
      { userId: owner.id, type: 'rental_requested', title: 't', message: 'm' },
      { userId: owner.id, type: 'rental_requested', title: 't', message: 'm', read: true },
      { userId: renter.id, type: 'rental_accepted', title: 't', message: 'm' },
    ]);
    expect(await unreadCountsOf(db, owner.id)).toEqual({ notifications: 1, messages: 2 });
    expect(await unreadCountsOf(db, renter.id)).toEqual({ notifications: 1, messages: 1 });
    expect(await unreadCountsOf(db, stranger.id)).toEqual({ notifications: 0, messages: 0 });
  });
});
