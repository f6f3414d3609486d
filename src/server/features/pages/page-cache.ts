/** A rendered page kept for the next visitor: its status, its HTML as sent (encoded), and the catalogue version it showed. */
export interface CachedPage {
  version: number;
  status: number;
  body: Buffer;
}

/**
 * Visitors' pages by language, encoding and address (issue 22 §1): a popular item page costs a lookup, not a render
 * or a compression. An entry is good while the catalogue version it was made at is the current one (every item write
 * bumps it) and for at most `maxAgeMs` (reviews and profiles change without a catalogue write); the least recently
 * used go first past `maxEntries` or `maxBytes` of bodies. Memory only: each process keeps its own, and a restart
 * starts empty.
 */
export function createPageCache({
  maxEntries = 2000,
  maxBytes = 128 * 1024 * 1024,
  maxAgeMs = 60_000,
  now = Date.now,
} = {}) {
  const entries = new Map<string, CachedPage & { storedAt: number }>();
  let bytes = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.body.length;
  };
  return {
    get(key: string, version: number): CachedPage | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      remove(key);
      if (entry.version !== version || now() - entry.storedAt > maxAgeMs) return undefined;
      // Map keeps insertion order: put back at the end, it is the most recently used.
      entries.set(key, entry);
      bytes += entry.body.length;
      return entry;
    },
    set(key: string, page: CachedPage) {
      remove(key);
      if (page.body.length > maxBytes) return;
      entries.set(key, { ...page, storedAt: now() });
      bytes += page.body.length;
      while (entries.size > maxEntries || bytes > maxBytes) remove(entries.keys().next().value!);
    },
    get size() {
      return entries.size;
    },
    /** The bytes of the bodies kept. */
    get bytes() {
      return bytes;
    },
  };
}
