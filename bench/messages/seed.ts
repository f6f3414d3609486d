import { randomBytes } from 'node:crypto';
import type { Db } from '@/server/db/client';
import { conversations, items, sessions, users } from '@/server/db/tables';
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE } from '@/server/features/auth/sessions';
import { hashToken, newToken } from '@/server/lib/tokens';

export interface BenchUser {
  id: number;
  cookie: string;
}

/** One sender's conversation with one listener; `listenOn`/`postTo` are the app process (0 or 1) each side uses. */
export interface BenchPair {
  conversationId: number;
  sender: BenchUser;
  recipient: BenchUser;
  postTo: number;
  listenOn: number;
}

/** Verified accounts with live sessions, written straight into the database (as src/server/test/direct-session.ts). */
async function accounts(db: Db, n: number, role: string): Promise<BenchUser[]> {
  const tag = randomBytes(4).toString('hex');
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        username: `${role}-${tag}-${i}`,
        email: `${role}-${tag}-${i}@bench.example`,
        passwordHash: '!no-login',
        firstName: role,
        lastName: String(i),
        emailVerifiedAt: new Date(),
      })),
    )
    .returning({ id: users.id });
  const tokens = rows.map(() => newToken());
  await db.insert(sessions).values(
    rows.map((u, i) => ({
      tokenHash: hashToken(tokens[i]),
      userId: u.id,
      expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS),
    })),
  );
  return rows.map((u, i) => ({ id: u.id, cookie: `${SESSION_COOKIE}=${tokens[i]}` }));
}

/**
 * `senders` renters, each with a conversation about an item of each of its `perSender` listeners (the owners). The
 * sender posts to process `s % 2`; of its listeners, the first `crossShare` listen on the other process, the rest on
 * the same one: both processes get half the listeners, and `crossShare` of the pairs cross processes.
 */
export async function seedPairs(db: Db, senders: number, perSender: number, crossShare: number): Promise<BenchPair[]> {
  const renters = await accounts(db, senders, 'sender');
  const owners = await accounts(db, senders * perSender, 'listener');
  const itemRows = await db
    .insert(items)
    .values(
      owners.map((o, i) => ({
        ownerId: o.id,
        name: `Rower ${i}`,
        description: 'Rower miejski do wypożyczenia',
        categoryId: 7,
        pricePerDay: '30.00',
        value: '900.00',
        location: 'Warszawa',
        imageUrls: ['/images/placeholder.webp'],
      })),
    )
    .returning({ id: items.id, ownerId: items.ownerId });
  const convRows = await db
    .insert(conversations)
    .values(
      itemRows.map((it, i) => ({
        itemId: it.id,
        ownerId: it.ownerId,
        renterId: renters[Math.floor(i / perSender)].id,
      })),
    )
    .returning({ id: conversations.id });
  const crossCount = Math.round(perSender * crossShare);
  return convRows.map((c, i) => {
    const s = Math.floor(i / perSender);
    const postTo = s % 2;
    return {
      conversationId: c.id,
      sender: renters[s],
      recipient: owners[i],
      postTo,
      listenOn: i % perSender < crossCount ? 1 - postTo : postTo,
    };
  });
}
