/** A rendered page kept for the next visitor: its status and finished HTML, and the catalogue version it showed. */
export interface CachedPage {
  version: number;
  status: number;
  body: string;
}

/**
 * Visitors' pages by language and address (issue 22 §1): a popular item page costs a lookup, not a render. An entry
 * is good while the catalogue version it was made at is the current one (every item write bumps it) and for at most
 * `maxAgeMs` (reviews and profiles change without a catalogue write); the least recently used go first past
 * `maxEntries`. Memory only: each process keeps its own, and a restart starts empty.
 */
export function createPageCache({ maxEntries = 2000, maxAgeMs = 60_000, now = Date.now } = {}) {
  const entries = new Map<string, CachedPage & { storedAt: number }>();
  return {
    get(key: string, version: number): CachedPage | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.version !== version || now() - entry.storedAt > maxAgeMs) {
        entries.delete(key);
        return undefined;
      }
      // Map keeps insertion order: moved to the end, it is the most recently used.
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    set(key: string, page: CachedPage) {
      entries.delete(key);
      entries.set(key, { ...page, storedAt: now() });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    get size() {
      return entries.size;
    },
  };
}
