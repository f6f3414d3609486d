import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveries } from '@/server/db/tables';
import { createTestDb } from '@/server/test/test-db';
import { enqueueEmail } from './deliveries';
import { OUTBOX_KINDS, withEffects, type BoundOutbox, type OutboxKind, type Outboxes } from './unit-of-work';

/** Outboxes that only record what a unit of work asked them to try, in order. */
function recordingOutboxes() {
  const tried: [OutboxKind, readonly number[]][] = [];
  const outbox = (kind: OutboxKind): BoundOutbox => ({
    attempt: async (ids) => {
      if (ids.length > 0) tried.push([kind, ids]);
    },
    drain: async () => ({ sent: 0, failed: 0 }),
  });
  const outboxes = Object.fromEntries(OUTBOX_KINDS.map((k) => [k, outbox(k)])) as unknown as Outboxes;
  return { outboxes, tried };
}

const mail = (to: string) => ({ to, subject: 's', text: 't', html: '<p>t</p>' });

describe('withEffects: one unit of work (decision 0056)', async () => {
  const db = await createTestDb();

  it('sends what the work announced once it has committed: each id once, deliveries first', async () => {
    const { outboxes, tried } = recordingOutboxes();
    const id = await withEffects({ db, outboxes }, async (tx, fx) => {
      const row = await enqueueEmail(tx, mail('uow-commit@example.com'));
      fx.send('refunds', [41, 42]);
      fx.send('deliveries', [row]);
      fx.send('deliveries', [row]);
      // Nothing is tried while the transaction is open.
      expect(tried).toEqual([]);
      return row;
    });
    expect(tried).toEqual([
      ['deliveries', [id]],
      ['refunds', [41, 42]],
    ]);
    expect(await db.select().from(deliveries).where(eq(deliveries.id, id))).toHaveLength(1);
  });

  it('a unit that fails sends nothing and leaves no row', async () => {
    const { outboxes, tried } = recordingOutboxes();
    const to = 'uow-rollback@example.com';
    await expect(
      withEffects({ db, outboxes }, async (tx, fx) => {
        fx.send('deliveries', [await enqueueEmail(tx, mail(to))]);
        fx.send('intentCancellations', [7]);
        throw new Error('a later step failed');
      }),
    ).rejects.toThrow('a later step failed');
    expect(tried).toEqual([]);
    expect(await db.select().from(deliveries).where(eq(deliveries.recipient, to))).toEqual([]);
  });
});
