/**
 * The search index's storage (issue 28): the live catalogue as columns of typed arrays, one slot per version of an
 * item, and the vocabulary's postings as Int32Arrays of slots. A million items then hold a few dozen large arrays and
 * a million short strings (the folded texts) instead of a million objects with arrays, strings and buffers of their
 * own: about a quarter of the memory, and a garbage collector that has almost nothing to trace.
 *
 * A changed item gets a new slot; the old one is marked dead (its postings skip it until compact()). Slots are never
 * reused: a whole read (search-index.ts) builds a new store when dead slots pile up.
 */

/** The blocked days' unbounded ends, as Int32 day numbers (real ones are ~20,000; the comparisons stay the same). */
export const NO_START = -0x80000000;
export const NO_END = 0x7fffffff;

const AVAILABLE = 1;
const INSTANT = 2;
const DEAD = 4;

/** One item's row, folded and parsed (search-index.ts reads it). */
export interface StoredItem {
  id: number;
  /** search_text: lower(f_unaccent(name || ' ' || description)); the name is its first nameLength UTF-16 units. */
  text: string;
  /** name_key's length in UTF-16 units (its prefix of text) and in code points (char_length, the relevance tie-break). */
  nameUnits: number;
  nameCodePoints: number;
  location: string;
  district: string | null;
  categoryId: number;
  ownerId: number;
  available: boolean;
  instant: boolean;
  price: number;
  score: number | null;
  reviewCount: number;
  popularity: number;
  created: number;
  /** Half-open [from, to) day pairs, flattened (±Infinity for open ends). */
  blocked: number[];
}

/** A token's slots, in the order they were added (dead ones skipped). */
export interface Posting {
  slots: Int32Array;
  n: number;
}

function grown<T extends Int32Array | Uint32Array | Uint16Array | Uint8Array | Float64Array>(a: T, size: number): T {
  if (a.length >= size) return a;
  const next = new (a.constructor as new (n: number) => T)(Math.max(size, Math.ceil(a.length * 1.5), 16));
  next.set(a);
  return next;
}

const tokensOf = (text: string) => new Set(text.split(/\s+/).filter(Boolean));

export class IndexStore {
  /** Slots used (live and dead). */
  n = 0;
  live = 0;
  private livePostings = 0;
  private deadPostings = 0;

  ids = new Int32Array(0);
  texts: string[] = [];
  nameUnits = new Uint16Array(0);
  nameCodePoints = new Uint16Array(0);
  /** Codes into `places` (a district's code 0: none). */
  location = new Uint16Array(0);
  district = new Uint16Array(0);
  categoryId = new Int32Array(0);
  ownerId = new Int32Array(0);
  flags = new Uint8Array(0);
  price = new Float64Array(0);
  /** NaN for an item without reviews (null in SQL). */
  score = new Float64Array(0);
  reviewCount = new Int32Array(0);
  popularity = new Int32Array(0);
  created = new Float64Array(0);
  /** The index version that wrote the slot: a copy of the item read at that version or later is current. */
  writtenAt = new Float64Array(0);
  /** Slot s's blocked days are days[blockedFrom[s]] .. days[blockedFrom[s] + blockedCount[s]]. */
  blockedFrom = new Int32Array(0);
  blockedCount = new Uint16Array(0);
  days = new Int32Array(0);
  private daysUsed = 0;
  /** id -> slot + 1 (0: not in the index). */
  private slotOfId = new Int32Array(0);

  /** Folded city and district names, and their codes. */
  private places: string[] = [''];
  private placeCodes = new Map<string, number>([['', 0]]);

  postings = new Map<string, Posting>();
  /** Called when the vocabulary gains a token (the probe cache is then stale). */
  onNewToken: () => void = () => {};

  get deadSlots() {
    return this.n - this.live;
  }

  /** The slot of a listed item, or -1. */
  slotOf(id: number): number {
    return id < this.slotOfId.length ? this.slotOfId[id] - 1 : -1;
  }

  isLive(slot: number) {
    return (this.flags[slot] & DEAD) === 0;
  }
  isAvailable(slot: number) {
    return (this.flags[slot] & AVAILABLE) !== 0;
  }
  isInstant(slot: number) {
    return (this.flags[slot] & INSTANT) !== 0;
  }

  /** The code of a folded place name, or -1 when no item has it. */
  placeCode(place: string): number {
    return this.placeCodes.get(place) ?? -1;
  }

  private codeOf(place: string): number {
    let code = this.placeCodes.get(place);
    if (code === undefined) {
      code = this.places.length;
      if (code > 0xffff) throw new Error('more than 65,535 distinct cities and districts');
      this.places.push(place);
      this.placeCodes.set(place, code);
    }
    return code;
  }

  private reserve(size: number) {
    if (this.ids.length >= size) return;
    this.ids = grown(this.ids, size);
    this.nameUnits = grown(this.nameUnits, size);
    this.nameCodePoints = grown(this.nameCodePoints, size);
    this.location = grown(this.location, size);
    this.district = grown(this.district, size);
    this.categoryId = grown(this.categoryId, size);
    this.ownerId = grown(this.ownerId, size);
    this.flags = grown(this.flags, size);
    this.price = grown(this.price, size);
    this.score = grown(this.score, size);
    this.reviewCount = grown(this.reviewCount, size);
    this.popularity = grown(this.popularity, size);
    this.created = grown(this.created, size);
    this.writtenAt = grown(this.writtenAt, size);
    this.blockedFrom = grown(this.blockedFrom, size);
    this.blockedCount = grown(this.blockedCount, size);
  }

  /** Adds a version of an item read at index version `version` (its previous version, if any, dies); its slot. */
  put(item: StoredItem, version: number): number {
    this.remove(item.id);
    const s = this.n++;
    this.reserve(this.n);
    this.live++;
    this.ids[s] = item.id;
    this.texts[s] = item.text;
    this.nameUnits[s] = item.nameUnits;
    this.nameCodePoints[s] = item.nameCodePoints;
    this.location[s] = this.codeOf(item.location);
    this.district[s] = item.district === null ? 0 : this.codeOf(item.district);
    this.categoryId[s] = item.categoryId;
    this.ownerId[s] = item.ownerId;
    this.flags[s] = (item.available ? AVAILABLE : 0) | (item.instant ? INSTANT : 0);
    this.price[s] = item.price;
    this.score[s] = item.score ?? Number.NaN;
    this.reviewCount[s] = item.reviewCount;
    this.popularity[s] = item.popularity;
    this.created[s] = item.created;
    this.writtenAt[s] = version;
    const b = item.blocked;
    this.days = grown(this.days, this.daysUsed + b.length);
    this.blockedFrom[s] = this.daysUsed;
    this.blockedCount[s] = b.length;
    for (const d of b) this.days[this.daysUsed++] = d === -Infinity ? NO_START : d === Infinity ? NO_END : d;
    if (item.id >= this.slotOfId.length) this.slotOfId = grown(this.slotOfId, item.id + 1);
    this.slotOfId[item.id] = s + 1;
    for (const token of tokensOf(item.text)) {
      let p = this.postings.get(token);
      if (!p) {
        this.postings.set(token, (p = { slots: new Int32Array(4), n: 0 }));
        this.onNewToken();
      }
      if (p.n === p.slots.length) p.slots = grown(p.slots, p.n + 1);
      p.slots[p.n++] = s;
      this.livePostings++;
    }
    return s;
  }

  /** Removes an item (its slot dies; its text is let go). */
  remove(id: number): void {
    const s = this.slotOf(id);
    if (s < 0) return;
    this.slotOfId[id] = 0;
    this.flags[s] |= DEAD;
    this.live--;
    const n = tokensOf(this.texts[s]).size;
    this.texts[s] = '';
    this.livePostings -= n;
    this.deadPostings += n;
  }

  /** Drops dead slots from the postings once they are a quarter of all (after many updates). */
  compact(): boolean {
    if (this.deadPostings * 3 <= this.livePostings) return false;
    for (const [token, p] of this.postings) {
      let k = 0;
      for (let i = 0; i < p.n; i++) if (this.isLive(p.slots[i])) p.slots[k++] = p.slots[i];
      if (k === 0) this.postings.delete(token);
      else {
        p.n = k;
        if (k < p.slots.length / 2) p.slots = p.slots.slice(0, k);
      }
    }
    this.deadPostings = 0;
    return true;
  }

  /** Frees the spare capacity of a store built in one go (a whole read). */
  trim(): void {
    for (const p of this.postings.values()) if (p.slots.length > p.n) p.slots = p.slots.slice(0, p.n);
    this.days = this.days.slice(0, Math.max(this.daysUsed, 16));
  }
}
