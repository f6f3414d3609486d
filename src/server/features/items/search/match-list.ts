import { dayNumber, type MatchEntry } from './sql-search';

/** The blocked days' unbounded ends as Int32 day numbers (real ones are ~20,000; every comparison stays the same). */
const NO_START = -0x80000000;
const NO_END = 0x7fffffff;

/**
 * A list this long answers a date range from per-day bitmaps (one bit per match: taken that day) instead of checking
 * every match's blocked days: a whole city at a million items is 100,000 matches, checked in ~3,000 word operations
 * a day of the range instead of 100,000 loops (issue 28).
 */
export const BITMAP_AT = 1_024;
/** Ranges longer than this are checked match by match (bitmaps are made only for windows of days asked for). */
const BITMAP_MAX_DAYS = 31;
/**
 * Windows of day bitmaps kept per list (~5 months of dates, 4 bytes a match each); the one made first goes when
 * another is needed, so a list's bitmaps stay under ~20 bytes a match however many dates are asked for.
 */
const BITMAP_WINDOWS_KEPT = 5;

/**
 * The matches of a search without its dates, packed for the hot path: a page and the total of any date range come
 * from one pass over typed arrays, without a closure or an array per request. Entry i is row slots[i] of the columns
 * (ids, flags, from, count, days): for a list of the index, the index's own columns as of the list's version (issue
 * 28: 4 bytes an entry, not a copy of every match's blocked days); for a list of SQL rows, columns of its own.
 */
export interface MatchList {
  readonly length: number;
  readonly slots: Int32Array;
  readonly ids: Int32Array;
  /** Bit 1: available. */
  readonly flags: Uint8Array;
  /** Row r's blocked days are days[from[r]] .. days[from[r] + count[r]] (half-open [start, end) pairs of day numbers). */
  readonly from: Int32Array;
  readonly count: Uint16Array;
  readonly days: Int32Array;
  /**
   * Made as asked (long lists only): per window of 32 days, a bitmap a day with a bit per match that cannot be had that
   * day; under key -1, a bit per match that is not available.
   */
  bitmaps?: Map<number, Uint32Array>;
}

/** A list of SQL's matches (the typo-tolerant ones), with columns of its own. */
export function toMatchList(entries: readonly MatchEntry[]): MatchList {
  const n = entries.length;
  const slots = new Int32Array(n);
  const ids = new Int32Array(n);
  const flags = new Uint8Array(n);
  const from = new Int32Array(n);
  const count = new Uint16Array(n);
  let total = 0;
  for (const e of entries) total += e.blocked.length;
  const days = new Int32Array(total);
  let at = 0;
  entries.forEach((e, i) => {
    slots[i] = i;
    ids[i] = e.id;
    flags[i] = e.available ? 1 : 0;
    from[i] = at;
    count[i] = e.blocked.length;
    for (const d of e.blocked) days[at++] = d === -Infinity ? NO_START : d === Infinity ? NO_END : d;
  });
  return { length: n, slots, ids, flags, from, count, days };
}

/**
 * The ids of `limit` matches from `offset` and the number of all matches, of those free on every day of the range
 * (inclusive; one date alone is that day) and available, or of all without a range (the rule of searchItems' date filter).
 */
export function pageOf(
  list: MatchList,
  start: string | undefined,
  end: string | undefined,
  offset: number,
  limit: number,
) {
  const page: number[] = [];
  if (!start && !end) {
    for (let i = offset; i < list.length && page.length < limit; i++) page.push(list.ids[list.slots[i]]);
    return { ids: page, total: list.length };
  }
  const lo = dayNumber((start ?? end) as string);
  const hi = dayNumber(end ?? (start as string)) + 1;
  if (list.length >= BITMAP_AT && hi - lo <= BITMAP_MAX_DAYS) return pageOfBitmaps(list, lo, hi, offset, limit);
  const { slots, ids, flags, from, count, days } = list;
  let total = 0;
  for (let i = 0; i < list.length; i++) {
    const r = slots[i];
    if ((flags[r] & 1) === 0) continue;
    let free = true;
    for (let j = from[r], stop = j + count[r]; j < stop; j += 2) {
      if (days[j] < hi && lo < days[j + 1]) {
        free = false;
        break;
      }
    }
    if (!free) continue;
    if (total >= offset && page.length < limit) page.push(ids[r]);
    total++;
  }
  return { ids: page, total };
}

/** Set bits of a 32-bit word. */
function bitCount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Days per bitmap window: a window's 32 day bitmaps are made in one pass over the list's blocked days. */
const WINDOW = 32;

/**
 * The bitmaps of the window of days `window * WINDOW` .. + WINDOW (day k's bitmap at words k * W .. (k + 1) * W, a
 * bit per match blocked that day), or under -1 the matches that are not available; made once per list and window.
 */
function bitmapsOf(list: MatchList, window: number): Uint32Array {
  list.bitmaps ??= new Map();
  let bits = list.bitmaps.get(window);
  if (bits) return bits;
  if (list.bitmaps.size > BITMAP_WINDOWS_KEPT) {
    for (const key of list.bitmaps.keys()) {
      if (key === -1) continue;
      list.bitmaps.delete(key);
      break;
    }
  }
  const n = list.length;
  const words = (n + 31) >>> 5;
  if (window === -1) {
    bits = new Uint32Array(words);
    for (let i = 0; i < n; i++) if ((list.flags[list.slots[i]] & 1) === 0) bits[i >>> 5] |= 1 << (i & 31);
    // The bits past the last match count as taken, so that a word's free bits are matches.
    for (let i = n; i < words * 32; i++) bits[i >>> 5] |= 1 << (i & 31);
  } else {
    bits = new Uint32Array(words * WINDOW);
    const first = window * WINDOW;
    const { slots, from, count, days } = list;
    for (let i = 0; i < n; i++) {
      const word = i >>> 5;
      const bit = 1 << (i & 31);
      const r = slots[i];
      for (let j = from[r], stop = j + count[r]; j < stop; j += 2) {
        const lo = Math.max(days[j], first) - first;
        const hi = Math.min(days[j + 1], first + WINDOW) - first;
        for (let d = lo; d < hi; d++) bits[d * words + word] |= bit;
      }
    }
  }
  list.bitmaps.set(window, bits);
  return bits;
}

/** pageOf for a long list: the range's days ORed a word at a time, the free matches counted by their bits. */
function pageOfBitmaps(list: MatchList, lo: number, hi: number, offset: number, limit: number) {
  const taken = bitmapsOf(list, -1).slice();
  const words = taken.length;
  for (let day = lo; day < hi; day++) {
    const window = Math.floor(day / WINDOW);
    const bits = bitmapsOf(list, window);
    const at = (day - window * WINDOW) * words;
    for (let w = 0; w < words; w++) taken[w] |= bits[at + w];
  }
  const page: number[] = [];
  let total = 0;
  for (let w = 0; w < taken.length; w++) {
    const free = ~taken[w] >>> 0;
    if (free === 0) continue;
    const count = bitCount(free);
    if (page.length < limit && total + count > offset) {
      for (let b = 0, seen = total; b < 32 && page.length < limit; b++) {
        if (((free >>> b) & 1) === 0) continue;
        if (seen >= offset) page.push(list.ids[list.slots[(w << 5) + b]]);
        seen++;
      }
    }
    total += count;
  }
  return { ids: page, total };
}
