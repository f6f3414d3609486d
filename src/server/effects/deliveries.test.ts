import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import type { Mailer, MailMessage } from '@/server/adapters/mail/mailer';
import { createOutboxMailer } from '@/server/adapters/mail/outbox-mailer';
import { deliveries, notifications, outbox, rentals } from '@/server/db/tables';
import { insertItem, insertRental, insertUser } from '@/server/features/items/test-fixtures';
import { createTestApp } from '@/server/test/test-app';
import { testDeps } from '@/server/test/test-deps';
import { enqueueEmail, failedDeliveries, MAX_DELIVERY_ATTEMPTS } from './deliveries';
import { collectEffects } from './unit-of-work';

const MINUTE = 60_000;
const silent = { error: () => {} };

describe('durable deliveries (the outbox of e-mails, docs/decisions/0024)', async () => {
  const { db, config, deps } = await createTestApp();
  const outboxMailer = createOutboxMailer(db);
  const mail = (to: string): MailMessage => ({ to, subject: `Temat ${to}`, text: `Treść ${to}`, html: `<p>${to}</p>` });
  const rowOf = async (id: number) => (await db.select().from(deliveries).where(eq(deliveries.id, id)))[0];
  const mailsTo = (to: string) => db.select().from(outbox).where(eq(outbox.to, to));
  // Past every row's next attempt (rows are stamped by the database's clock).
  const soon = () => new Date(Date.now() + 1000);

  it('a notice written with its move survives a crash before the send, and the drain job e-mails it once', async () => {
    const owner = await insertUser(db, { language: 'pl' });
    const renter = await insertUser(db, { language: 'en' });
    const rental = await insertRental(
      db,
      await insertItem(db, owner.id),
      renter.id,
      addDays(todayIso(), 3),
      addDays(todayIso(), 4),
      'pending',
    );
    // The owner's decline commits with its notice and e-mail row; then the process "dies": nothing sent.
    const fx = collectEffects();
    const moved = await db.transaction((tx) =>
      deps.process.move(tx, fx, {
        action: 'decline',
        actor: 'owner',
        where: eq(rentals.id, rental.id),
        now: new Date(),
      }),
    );
    expect(moved.map((r) => r.status)).toEqual(['declined']);
    const ids = fx.pending.deliveries;
    expect(ids).toHaveLength(1);
    expect(
      await db.select({ type: notifications.type }).from(notifications).where(eq(notifications.userId, renter.id)),
    ).toEqual([{ type: 'rental_declined' }]);
    expect(await rowOf(ids[0])).toMatchObject({
      status: 'pending',
      attempts: 0,
      channel: 'email',
      recipient: renter.email,
    });
    expect(await mailsTo(renter.email)).toHaveLength(0);

    await testDeps({ db, config, mailer: outboxMailer }).outboxes.deliveries.drain(soon(), silent);
    const sent = await mailsTo(renter.email);
    expect(sent).toHaveLength(1);
    // Rendered at enqueue time, in the recipient's language.
    expect(sent[0].subject).toBe('Rental request declined');
    expect(await rowOf(ids[0])).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect((await rowOf(ids[0])).sentAt).toBeInstanceOf(Date);
    // Delivered once: neither a second drain nor a late attempt after a commit sends it again.
    await testDeps({ db, config, mailer: outboxMailer }).outboxes.deliveries.drain(
      new Date(Date.now() + 10 * MINUTE),
      silent,
    );
    await testDeps({ db, config, mailer: outboxMailer }).outboxes.deliveries.attempt(ids, silent);
    expect(await mailsTo(renter.email)).toHaveLength(1);
  });

  it('a row of a rolled-back transaction never exists', async () => {
    const to = 'rolled-back@example.com';
    let enqueued = 0;
    await expect(
      db.transaction(async (tx) => {
        enqueued = await enqueueEmail(tx, mail(to));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(enqueued).toBeGreaterThan(0);
    expect(await db.select().from(deliveries).where(eq(deliveries.recipient, to))).toEqual([]);
    await testDeps({ db, config, mailer: outboxMailer }).outboxes.deliveries.drain(soon(), silent);
    expect(await mailsTo(to)).toHaveLength(0);
  });

  it('a failing mailer is retried with backoff (1, 2, 4 ... minutes) and the row ends failed, visible, after the limit', async () => {
    const to = 'smtp-down@example.com';
    const id = await db.transaction((tx) => enqueueEmail(tx, mail(to)));
    let calls = 0;
    const down: Mailer = {
      kind: 'smtp',
      send: async () => {
        calls++;
        throw new Error('connect ECONNREFUSED');
      },
    };
    const errors: object[] = [];
    const log = { error: (o: object) => errors.push(o) };

    // The request's own attempt fails: the row stays pending for the drain, a minute away.
    const t0 = soon();
    await testDeps({ db, config, mailer: down }).outboxes.deliveries.attempt([id], log);
    let row = await rowOf(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'connect ECONNREFUSED' });
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(t0.getTime() - 2000);

    let at = row.nextAttemptAt.getTime();
    for (let attempt = 2; attempt <= MAX_DELIVERY_ATTEMPTS; attempt++) {
      // Not before its time.
      await testDeps({ db, config, mailer: down }).outboxes.deliveries.drain(new Date(at - 1000), log);
      expect((await rowOf(id)).attempts, `before attempt ${attempt}`).toBe(attempt - 1);
      await testDeps({ db, config, mailer: down }).outboxes.deliveries.drain(new Date(at), log);
      row = await rowOf(id);
      expect(row.attempts).toBe(attempt);
      if (attempt < MAX_DELIVERY_ATTEMPTS) {
        expect(row.status).toBe('pending');
        // The wait doubles: 2^(attempt-1) minutes after this attempt.
        expect(row.nextAttemptAt.getTime() - at).toBe(2 ** (attempt - 1) * MINUTE);
        at = row.nextAttemptAt.getTime();
      }
    }
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_DELIVERY_ATTEMPTS, lastError: 'connect ECONNREFUSED' });
    expect(calls).toBe(MAX_DELIVERY_ATTEMPTS);
    expect(errors).toHaveLength(MAX_DELIVERY_ATTEMPTS);
    expect((await failedDeliveries(db)).map((d) => d.id)).toContain(id);
    // Given up: no more attempts, however late.
    await testDeps({ db, config, mailer: outboxMailer }).outboxes.deliveries.drain(
      new Date(at + 365 * 24 * 60 * MINUTE),
      silent,
    );
    expect(calls).toBe(MAX_DELIVERY_ATTEMPTS);
    expect(await mailsTo(to)).toHaveLength(0);
  });

  it('two drains at once deliver each row once', async () => {
    const to = Array.from({ length: 30 }, (_, i) => `twice-${i}@example.com`);
    const ids = await db.transaction(async (tx) => {
      const written: number[] = [];
      for (const t of to) written.push(await enqueueEmail(tx, mail(t)));
      return written;
    });
    const sends: string[] = [];
    const slow: Mailer = {
      kind: 'outbox',
      send: async (m) => {
        sends.push(m.to);
        await new Promise((r) => setTimeout(r, 5));
        await outboxMailer.send(m);
      },
    };
    const now = soon();
    const [a, b] = await Promise.all([
      testDeps({ db, config, mailer: slow }).outboxes.deliveries.drain(now, silent),
      testDeps({ db, config, mailer: slow }).outboxes.deliveries.drain(now, silent),
    ]);
    expect(a.sent + b.sent).toBe(to.length);
    expect(sends.sort()).toEqual([...to].sort());
    expect(await db.select().from(outbox).where(inArray(outbox.to, to))).toHaveLength(to.length);
    const rows = await db.select({ status: deliveries.status }).from(deliveries).where(inArray(deliveries.id, ids));
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
  });
});
