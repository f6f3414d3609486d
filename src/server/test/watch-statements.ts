import type pg from 'pg';

/** A statement as the pool is given it: its text, and its name when it is prepared. */
export interface SentStatement {
  text: string;
  name?: string;
}

/**
 * Calls `seen` with every statement the pool is given, before the pool runs it (a throw from `seen` is that statement
 * failing). Returns what puts the pool back as it was.
 */
export function watchStatements(pool: pg.Pool, seen: (statement: SentStatement) => void): () => void {
  const own = Object.getOwnPropertyDescriptor(pool, 'query');
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  Object.defineProperty(pool, 'query', {
    configurable: true,
    writable: true,
    value: (config: unknown, ...rest: unknown[]) => {
      const c = config as string | SentStatement;
      seen(typeof c === 'string' ? { text: c } : { text: c.text, name: c.name });
      return query(config, ...rest);
    },
  });
  return () => {
    if (own) Object.defineProperty(pool, 'query', own);
    else delete (pool as { query?: unknown }).query;
  };
}
