import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { conversations, items, messages, users } from '@/server/db/tables';
import { enqueueEmail } from '@/server/effects/deliveries';
import { withEffects } from '@/server/effects/unit-of-work';
import type { JobDeps, JobLog } from '@/server/jobs/types';
import { unreadMessagesEmail, type UnreadGroup } from './texts';

/** A message unread this long gets its recipient an e-mail (issue 11 §2). */
export const UNREAD_NOTICE_AFTER_MS = 10 * 60 * 1000;
/** Messages looked at per run; the rest wait a minute. */
const BATCH = 2000;

const fullName = (u: { firstName: string | null; lastName: string | null; deletedAt: Date | null }) =>
  u.deletedAt ? null : [u.firstName, u.lastName].filter(Boolean).join(' ') || null;

/**
 * One e-mail per recipient who has a message unread for UNREAD_NOTICE_AFTER_MS that no e-mail has told them about
 * yet. The e-mail counts every such message, younger ones too, so a lively conversation does not send one per
 * message; their `unread_notice_at` is set in the transaction that enqueues it, so each message is told about once.
 * The rows are locked with SKIP LOCKED: two runs at once (two processes) split them, a read at the same moment either
 * commits first (and the message is not counted) or waits. Returns the recipients e-mailed.
 */
export async function sendUnreadNotices(deps: JobDeps, now: Date, log?: JobLog): Promise<number[]> {
  const { config } = deps;
  const recipientOf = sql<number>`case when ${conversations.ownerId} = ${messages.senderId}
    then ${conversations.renterId} else ${conversations.ownerId} end`;
  return withEffects(
    deps,
    async (tx, fx): Promise<number[]> => {
      const rows = await tx
        .select({
          id: messages.id,
          conversationId: messages.conversationId,
          senderId: messages.senderId,
          createdAt: messages.createdAt,
          recipientId: recipientOf,
        })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(and(eq(messages.isRead, false), isNull(messages.unreadNoticeAt), lte(messages.createdAt, now)))
        .orderBy(asc(messages.id))
        .limit(BATCH)
        .for('update', { of: messages, skipLocked: true });
      const dueBefore = now.getTime() - UNREAD_NOTICE_AFTER_MS;
      const due = new Set(rows.filter((r) => r.createdAt.getTime() <= dueBefore).map((r) => r.recipientId));
      const told = rows.filter((r) => due.has(r.recipientId));
      if (told.length === 0) return [];

      const peopleIds = [...new Set(told.flatMap((r) => [r.recipientId, r.senderId]))];
      const people = new Map(
        (
          await tx
            .select({
              id: users.id,
              email: users.email,
              firstName: users.firstName,
              lastName: users.lastName,
              language: users.language,
              deletedAt: users.deletedAt,
            })
            .from(users)
            .where(inArray(users.id, peopleIds))
        ).map((p) => [p.id, p]),
      );
      const conversationIds = [...new Set(told.map((r) => r.conversationId))];
      const itemNames = new Map(
        (
          await tx
            .select({ id: conversations.id, name: items.name })
            .from(conversations)
            .innerJoin(items, eq(items.id, conversations.itemId))
            .where(inArray(conversations.id, conversationIds))
        ).map((c) => [c.id, c.name]),
      );

      const deliveryIds: number[] = [];
      const emailedIds: number[] = [];
      for (const recipientId of due) {
        const recipient = people.get(recipientId);
        // A deleted account gets nothing; its messages are still marked, so they are not looked at again.
        if (!recipient || recipient.deletedAt) continue;
        const groups = new Map<number, UnreadGroup>();
        for (const r of told.filter((m) => m.recipientId === recipientId)) {
          const sender = people.get(r.senderId);
          const group = groups.get(r.conversationId) ?? {
            conversationId: r.conversationId,
            senderName: sender ? fullName(sender) : null,
            itemName: itemNames.get(r.conversationId) ?? '',
            count: 0,
          };
          group.count++;
          groups.set(r.conversationId, group);
        }
        const message = unreadMessagesEmail(
          { email: recipient.email, firstName: recipient.firstName, lang: recipient.language },
          [...groups.values()],
          config.publicUrl,
        );
        deliveryIds.push(await enqueueEmail(tx, message));
        emailedIds.push(recipientId);
      }
      await tx
        .update(messages)
        .set({ unreadNoticeAt: now })
        .where(
          inArray(
            messages.id,
            told.map((r) => r.id),
          ),
        );
      fx.send('deliveries', deliveryIds);
      return emailedIds;
    },
    log,
  );
}
