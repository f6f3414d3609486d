import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb, runMigrations } from '@/server/db/client';
import { DataDirInUseError, startEmbeddedPostgres, type EmbeddedDatabase } from '@/server/db/embedded';

export const TEMPLATE_DATABASE = 'test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A URL of the test PostgreSQL with no database name at the end, e.g. postgres://u:p@127.0.0.1:5555/ */
    pgBaseUrl: string;
  }
}

/**
 * One embedded PostgreSQL for the whole run (in .data-test/, or the server of TEST_DATABASE_URL), with a
 * migrated template database. Each test file clones the template into a database of its own.
 */
export default async function setup(project: TestProject) {
  let baseUrl: string;
  let stop = async () => {};
  if (process.env.TEST_DATABASE_URL) {
    baseUrl = process.env.TEST_DATABASE_URL.replace(/\/[^/]*$/, '/');
  } else {
    const dir = path.resolve('.data-test');
    fs.mkdirSync(dir, { recursive: true });
    let pg: EmbeddedDatabase;
    let scratch: string | undefined;
    try {
      pg = await startEmbeddedPostgres(dir, { database: 'postgres' });
    } catch (e) {
      if (!(e instanceof DataDirInUseError)) throw e;
      // Another test run holds .data-test: this one gets a throw-away cluster of its own (slower: initdb).
      scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'wyp-data-test-'));
      // As root, PostgreSQL runs as 'postgres', which must be able to reach its folder.
      fs.chmodSync(scratch, 0o755);
      pg = await startEmbeddedPostgres(scratch, { database: 'postgres' });
    }
    baseUrl = pg.url('');
    stop = async () => {
      await pg.stop();
      if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
    };
  }
  const admin = createDb(`${baseUrl}postgres`, 1);
  await admin.$client.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  const stale = await admin.$client.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname LIKE 'test\\_f\\_%'`,
  );
  for (const { datname } of stale.rows) await admin.$client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  await admin.$client.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.$client.end();
  const template = createDb(`${baseUrl}${TEMPLATE_DATABASE}`, 1);
  await runMigrations(template);
  await template.$client.end();

  project.provide('pgBaseUrl', baseUrl);
  return async () => {
    await stop();
  };
}
