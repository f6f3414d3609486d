import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '@/server/lib/database-unavailable';
import { createTestDb } from '@/server/test/test-db';

/** Issue 20 §1: a connection cut while it is checked out inside a transaction does not end the process. */
describe('the pool outlives a connection cut mid-transaction', async () => {
  const db = await createTestDb();

  it('the transaction fails as "database unavailable", the process carries on and the pool serves the next query', async () => {
    for (let round = 0; round < 3; round++) {
      const failure = await db
        .transaction(async (tx) => {
          const [{ pid }] = (await tx.execute(sql`SELECT pg_backend_pid() AS pid`)).rows as { pid: number }[];
          // What a managed database's failover or a pooler restart does to the app's connection.
          await db.execute(sql`SELECT pg_terminate_backend(${pid})`);
          await tx.execute(sql`SELECT 1`);
        })
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(failure, `round ${round}`).not.toBeNull();
      expect(isDatabaseUnavailable(failure), String(failure)).toBe(true);
      // Give an 'error' event on the cut client the chance to reach the process (it would fail the run unhandled).
      await new Promise((resolve) => setTimeout(resolve, 100));
      const [{ one }] = (await db.execute(sql`SELECT 1 AS one`)).rows as { one: number }[];
      expect(one).toBe(1);
    }
  });
});
