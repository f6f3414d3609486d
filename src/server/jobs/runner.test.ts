import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import { rentals } from '@/server/db/tables';
import { RENTAL_SCHEDULE_QUEUE } from '@/server/features/rentals/jobs';
import { createTestApp } from '@/server/test/test-app';
import { insertItem, insertRental, insertUser } from '@/server/features/items/test-fixtures';
import { JOBS } from '@/server/job-registry';
import { startJobRunner } from './runner';
import { testDeps } from '@/server/test/test-deps';

const silent = { error: () => {} };

describe('the job runner (pg-boss in the app’s PostgreSQL)', async () => {
  const { db, config, clock } = await createTestApp();
  const url = db.$client.options.connectionString as string;
  const deps = testDeps({ db, config, clock });

  it(
    'two app processes share one every-minute schedule, and a queued run moves the rentals that are due',
    { timeout: 60_000 },
    async () => {
      const [a, b] = [await startJobRunner(deps, url, silent, JOBS), await startJobRunner(deps, url, silent, JOBS)];
      try {
        const schedules = await db.execute<{ name: string; cron: string; timezone: string }>(
          sql`SELECT name, cron, timezone FROM pgboss.schedule ORDER BY name`,
        );
        // Each declared schedule is stored once, whichever process registered it; the rental schedule among them.
        const declared = JOBS.filter((j) => j.schedule).map((j) => ({
          name: j.queue,
          cron: j.schedule,
          timezone: 'Europe/Warsaw',
        }));
        expect(schedules.rows).toEqual(declared.sort((x, y) => x.name.localeCompare(y.name)));
        expect(schedules.rows).toContainEqual({
          name: RENTAL_SCHEDULE_QUEUE,
          cron: '* * * * *',
          timezone: 'Europe/Warsaw',
        });

        const owner = await insertUser(db);
        // Due: its start day (yesterday) is over, so it expires whatever its age.
        const due = await insertRental(
          db,
          await insertItem(db, owner.id),
          (await insertUser(db)).id,
          addDays(todayIso(), -1),
          addDays(todayIso(), 1),
          'pending',
        );
        await Promise.all([a.runNow(RENTAL_SCHEDULE_QUEUE), b.runNow(RENTAL_SCHEDULE_QUEUE)]);
        const deadline = Date.now() + 30_000;
        let status = 'pending';
        while (status === 'pending' && Date.now() < deadline) {
          await new Promise((r) => setTimeout(r, 250));
          [{ status }] = await db.select({ status: rentals.status }).from(rentals).where(eq(rentals.id, due.id));
        }
        expect(status).toBe('declined');
      } finally {
        await Promise.all([a.stop(), b.stop()]);
      }
    },
  );
});
