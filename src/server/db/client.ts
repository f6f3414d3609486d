import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import fs from 'node:fs';
import { StartError } from '@/server/lib/start-error';
import * as tables from './tables';

export type Db = NodePgDatabase<typeof tables> & { $client: pg.Pool };
/** A database handle or an open transaction: data access functions accept either. */
export type DbOrTx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction' | 'query'>;

export function createDb(url: string, max = 10): Db {
  // Search typo tolerance (features/items/queries.ts, `<%`) needs a looser word-similarity threshold than the 0.6 default.
  // connectionTimeoutMillis: with the database unreachable (not just refusing), a request fails (503) in seconds
  // rather than waiting for the operating system's TCP timeout.
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 10_000,
    options: '-c pg_trgm.word_similarity_threshold=0.45',
  });
  // An idle client's error (e.g. the server restarting) must not crash the process.
  pool.on('error', () => {});
  // Nor a checked-out one's: pg-pool removes its idle listener from a client while it is lent out, so a connection cut
  // inside a transaction (a failover, pg_terminate_backend, the embedded server dying) would emit an unhandled
  // 'error' and end the process. The query in flight still rejects, and the request answers 503 (issue 20 §1).
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  return drizzle({ client: pool, schema: tables, casing: 'snake_case' });
}

/** The SQL migrations: beside this file in the source tree, copied next to the bundle in dist. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.join(here, 'migrations'),
    path.join(here, '..', 'migrations'),
    path.join(here, 'db', 'migrations'),
    path.resolve('src/server/db/migrations'),
  ];
  const found = candidates.find((p) => fs.existsSync(path.join(p, 'meta', '_journal.json')));
  if (!found)
    throw new StartError(
      `The database migrations are missing (looked in ${candidates.join(', ')}): run npm run build again.`,
    );
  return found;
}

export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: migrationsFolder() });
}
