import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/**
 * A statement built once per database handle and prepared by name (decision 0083): Drizzle does not build its SQL
 * again for every call, and PostgreSQL parses and plans it once per pooled connection, on that connection's first use.
 * `build` makes it with `sql.placeholder`s for what changes from call to call and ends with `.prepare(name)`; a name
 * belongs to one statement (pg refuses a name prepared with another text on the same connection).
 */
export function preparedPer<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const made = new WeakMap<DbOrTx, T>();
  return (db) => {
    let statement = made.get(db);
    if (statement === undefined) {
      statement = build(db);
      made.set(db, statement);
    }
    return statement;
  };
}

/** What Drizzle's `db.execute` uses to run a raw statement (not in its public types). */
interface RawRunner {
  dialect: PgDialect;
  session: PgSession;
}

/**
 * A raw statement (sql`…` with `sql.placeholder`s) prepared by name, as preparedPer: what `db.execute(query)` runs,
 * without building it again. Its rows come as PostgreSQL names them.
 */
export function preparedRaw<Row>(
  name: string,
  query: SQL,
): (db: DbOrTx) => { execute(values: Record<string, unknown>): Promise<{ rows: Row[] }> } {
  return preparedPer((db) => {
    const { dialect, session } = db as unknown as RawRunner;
    return session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false) as unknown as {
      execute(values: Record<string, unknown>): Promise<{ rows: Row[] }>;
    };
  });
}
