import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, outbox, users } from '@/server/db/tables';
import { insertItem, insertUser } from '@/server/features/items/test-fixtures';
import { createTestApp } from '@/server/test/test-app';
import { markConversationRead, sendMessage, startConversation } from './service';
import { sendUnreadNotices, UNREAD_NOTICE_AFTER_MS } from './unread-notice';
import { testDeps } from '@/server/test/test-deps';

const MINUTE = 60_000;

describe('the e-mail about messages left unread for 10 minutes', async () => {
  const { db, config, clock } = await createTestApp();
  const deps = testDeps({ db, config, clock });
  const mailsTo = (to: string) => db.select().from(outbox).where(eq(outbox.to, to));
  const at = (t0: Date, ms: number) => new Date(t0.getTime() + ms);

  /** An owner (with an item per renter) and renters, each with a conversation; the clock starts an hour ago. */
  async function setup(opts: { ownerLang?: 'pl' | 'en'; renters?: number } = {}) {
    const owner = await insertUser(db, { language: opts.ownerLang ?? 'pl', firstName: 'Anna', lastName: 'Nowak' });
    const renters = [];
    for (let i = 0; i < (opts.renters ?? 1); i++) {
      const renter = await insertUser(db, { language: 'pl', firstName: `Jan${i}`, lastName: 'Kowalski' });
      const item = await insertItem(db, owner.id, { name: `Namiot ${i}` });
      const { id } = await startConversation(db, renter.id, { itemId: item.id }, clock.now());
      renters.push({ ...renter, conversationId: id });
    }
    return { owner, renters, t0: new Date(Date.now() - 60 * MINUTE) };
  }

  it('sends one e-mail per recipient, only once a message is 10 minutes unread, and never twice', async () => {
    const { owner, renters, t0 } = await setup({ ownerLang: 'en', renters: 2 });
    const [jan, ola] = renters;
    await sendMessage(
      db,
      jan.id,
      { conversationId: jan.conversationId, content: 'Czy namiot jest wolny? 600 700 800' },
      t0,
    );
    await sendMessage(db, jan.id, { conversationId: jan.conversationId, content: 'Halo?' }, at(t0, MINUTE));
    await sendMessage(db, ola.id, { conversationId: ola.conversationId, content: 'Dzień dobry' }, at(t0, 2 * MINUTE));
    await sendMessage(
      db,
      owner.id,
      { conversationId: ola.conversationId, content: 'Tak, zapraszam' },
      at(t0, 3 * MINUTE),
    );

    expect(await sendUnreadNotices(deps, at(t0, UNREAD_NOTICE_AFTER_MS - 1000))).toEqual([]);
    expect(await mailsTo(owner.email)).toEqual([]);

    // At 10 minutes the owner's oldest is due: one e-mail about all three (the younger ones too), in English.
    expect(await sendUnreadNotices(deps, at(t0, UNREAD_NOTICE_AFTER_MS))).toEqual([owner.id]);
    const [mail] = await mailsTo(owner.email);
    expect(mail.subject).toBe('You have unread messages (3)');
    expect(mail.text).toContain('Hi Anna,');
    expect(mail.text).toContain('Jan0 Kowalski about “Namiot 0”: 2');
    expect(mail.text).toContain('Jan1 Kowalski about “Namiot 1”: 1');
    expect(mail.text).toContain(`${config.publicUrl}/inbox?tab=messages\n`);
    // What was written is not in the e-mail (it may hold contact details).
    expect(mail.text).not.toContain('600 700 800');
    expect(mail.html).toContain('Read the messages');

    // Ola's answer from the owner is 10 minutes old at +13: her e-mail, in Polish, links to that conversation.
    expect(await sendUnreadNotices(deps, at(t0, 12 * MINUTE))).toEqual([]);
    expect(await sendUnreadNotices(deps, at(t0, 13 * MINUTE))).toEqual([ola.id]);
    const [olaMail] = await mailsTo(ola.email);
    expect(olaMail.subject).toBe('Masz nieprzeczytane wiadomości (1)');
    expect(olaMail.text).toContain('Anna Nowak w sprawie „Namiot 1”: 1');
    expect(olaMail.text).toContain(`${config.publicUrl}/skrzynka?tab=messages&conversation=${ola.conversationId}`);

    // Nothing is told twice.
    expect(await sendUnreadNotices(deps, at(t0, 59 * MINUTE))).toEqual([]);
    expect(await mailsTo(owner.email)).toHaveLength(1);
    expect(await mailsTo(ola.email)).toHaveLength(1);
    expect(await mailsTo(jan.email)).toEqual([]);
  });

  it('sends nothing about messages read meanwhile, and a later message gets its own e-mail', async () => {
    const { owner, renters, t0 } = await setup();
    const [jan] = renters;
    await sendMessage(db, jan.id, { conversationId: jan.conversationId, content: 'Pierwsza' }, t0);
    await markConversationRead(db, owner.id, jan.conversationId, at(t0, 5 * MINUTE));
    expect(await sendUnreadNotices(deps, at(t0, 30 * MINUTE))).toEqual([]);
    const first = await db.select().from(messages).where(eq(messages.conversationId, jan.conversationId));
    expect(first[0].unreadNoticeAt).toBeNull();

    await sendMessage(db, jan.id, { conversationId: jan.conversationId, content: 'Druga' }, at(t0, 31 * MINUTE));
    expect(await sendUnreadNotices(deps, at(t0, 41 * MINUTE))).toEqual([owner.id]);
    const mails = await mailsTo(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Masz nieprzeczytane wiadomości (1)');
  });

  it('two runs at once (two processes) send one e-mail', async () => {
    const { owner, renters, t0 } = await setup();
    const [jan] = renters;
    for (let i = 0; i < 5; i++) {
      await sendMessage(db, jan.id, { conversationId: jan.conversationId, content: `m${i}` }, at(t0, i * 1000));
    }
    const runs = await Promise.all([1, 2, 3].map(() => sendUnreadNotices(deps, at(t0, 20 * MINUTE))));
    expect(runs.flat()).toEqual([owner.id]);
    expect(await mailsTo(owner.email)).toHaveLength(1);
    const rows = await db.select().from(messages).where(eq(messages.conversationId, jan.conversationId));
    expect(rows.every((m) => m.unreadNoticeAt !== null)).toBe(true);
  });

  it('a deleted account is not e-mailed, and its messages are not looked at again', async () => {
    const { owner, renters, t0 } = await setup();
    const [jan] = renters;
    await sendMessage(db, jan.id, { conversationId: jan.conversationId, content: 'Hej' }, t0);
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, owner.id));
    expect(await sendUnreadNotices(deps, at(t0, 20 * MINUTE))).toEqual([]);
    expect(await mailsTo(owner.email)).toEqual([]);
    const rows = await db
      .select()
      .from(messages)
      .where(inArray(messages.conversationId, [jan.conversationId]));
    expect(rows[0].unreadNoticeAt).not.toBeNull();
  });
});
