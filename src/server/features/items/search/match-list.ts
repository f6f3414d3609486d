import { dayNumber, type MatchEntry } from './sql-search';

/**
 * The matches of a search without its dates, packed for the hot path: a page and the total of any date range come
 * from one pass over typed arrays, without a closure or an array per request.
 */
export interface MatchList {
  readonly length: number;
  readonly ids: Int32Array;
  readonly available: Uint8Array;
  /** Item i's blocked days are days[from[i]] .. days[from[i + 1]] (half-open [start, end) pairs of day numbers). */
  readonly from: Int32Array;
  readonly days: Float64Array;
}

export function toMatchList(entries: readonly MatchEntry[]): MatchList {
  const n = entries.length;
  const ids = new Int32Array(n);
  const available = new Uint8Array(n);
  const from = new Int32Array(n + 1);
  let count = 0;
  for (const e of entries) count += e.blocked.length;
  const days = new Float64Array(count);
  let at = 0;
  entries.forEach((e, i) => {
    ids[i] = e.id;
    available[i] = e.available ? 1 : 0;
    from[i] = at;
    for (const d of e.blocked) days[at++] = d;
  });
  from[n] = at;
  return { length: n, ids, available, from, days };
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
    for (let i = offset; i < list.length && page.length < limit; i++) page.push(list.ids[i]);
    return { ids: page, total: list.length };
  }
  const lo = dayNumber((start ?? end) as string);
  const hi = dayNumber(end ?? (start as string)) + 1;
  const { ids, available, from, days } = list;
  let total = 0;
  for (let i = 0; i < list.length; i++) {
    if (available[i] === 0) continue;
    let free = true;
    for (let j = from[i], stop = from[i + 1]; j < stop; j += 2) {
      if (days[j] < hi && lo < days[j + 1]) {
        free = false;
        break;
      }
    }
    if (!free) continue;
    if (total >= offset && page.length < limit) page.push(ids[i]);
    total++;
  }
  return { ids: page, total };
}
