import { randomBytes } from 'node:crypto';
import { afterAll } from 'vitest';
import { inject } from 'vitest';
import { createDb, type Db } from '@/server/db/client';

const TEMPLATE_DATABASE = 'test_template';

/** A fresh, migrated database for this test file, cloned from the template; dropped after the file. */
export async function createTestDb(): Promise<Db> {
  const base = inject('pgBaseUrl');
  const name = `test_f_${randomBytes(6).toString('hex')}`;
  const admin = createDb(`${base}postgres`, 1);
  await admin.$client.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  const db = createDb(`${base}${name}`, 5);
  afterAll(async () => {
    await db.$client.end();
    await admin.$client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.$client.end();
  });
  return db;
}
