/**
 * The open streams of every account across all app processes, as the open and close notices on the live channel
 * announce them (hub.ts). Every process receives the notices in the same order (PostgreSQL delivers NOTIFYs in commit
 * order), so every process agrees which streams are the oldest: once an account has more than `max`, `opened` names
 * the ones to end, and the process holding each ends it. Best effort by design: a notice lost while the database was
 * away, or a process that died without announcing its closes, leaves an entry that only ends an older stream early
 * (it falls out of the newest `max` as soon as newer streams open); the per-process cap in the hub holds regardless.
 */
export function createStreamCensus(max: number) {
  const byUser = new Map<number, string[]>();
  return {
    /** A stream was announced; returns the keys of the account's streams beyond the newest `max`, oldest first. */
    opened(userId: number, key: string): string[] {
      let keys = byUser.get(userId);
      if (!keys) byUser.set(userId, (keys = []));
      if (!keys.includes(key)) keys.push(key);
      return keys.length > max ? keys.splice(0, keys.length - max) : [];
    },
    closed(userId: number, key: string): void {
      const keys = byUser.get(userId);
      if (!keys) return;
      const at = keys.indexOf(key);
      if (at >= 0) keys.splice(at, 1);
      if (keys.length === 0) byUser.delete(userId);
    },
    /** For tests: the streams known of an account, oldest first. */
    of: (userId: number): readonly string[] => byUser.get(userId) ?? [],
  };
}
