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

function grown<T extends Typed>(a: T, size: number): T {
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

  /**
   * Slots below this are ordered by city (sortByPlace): city c's are placeStart[c] .. placeStart[c + 1], so each
   * posting (in slot order) holds a city's slots together and a search in a city visits only those, found by a binary
   * search. Slots added later (changes) are after it, in no order.
   */
  sortedUntil = 0;
  placeStart = new Int32Array(1);

  /**
   * Renumbers the slots of a store built in one go (a whole read: no dead slots) by city, keeping their order within
   * a city, and the postings with them (a counting sort each: they stay in slot order).
   */
  sortByPlace(): void {
    const n = this.n;
    const places = this.places.length;
    const start = new Int32Array(places + 1);
    for (let s = 0; s < n; s++) start[this.location[s] + 1]++;
    for (let c = 0; c < places; c++) start[c + 1] += start[c];
    const next = start.slice(0, places);
    const newOf = new Int32Array(n);
    for (let s = 0; s < n; s++) newOf[s] = next[this.location[s]]++;
    for (const [name, a] of this.columns()) {
      const b = new (a.constructor as new (size: number) => Typed)(a.length);
      for (let s = 0; s < n; s++) b[newOf[s]] = a[s];
      (this as unknown as Record<string, Typed>)[name] = b;
    }
    const texts = new Array<string>(n);
    for (let s = 0; s < n; s++) texts[newOf[s]] = this.texts[s];
    this.texts = texts;
    for (let s = 0; s < n; s++) this.slotOfId[this.ids[s]] = s + 1;
    const counts = new Int32Array(places + 1);
    let scratch = new Int32Array(0);
    for (const p of this.postings.values()) {
      if (scratch.length < p.n) scratch = new Int32Array(Math.max(p.n, scratch.length * 2));
      counts.fill(0);
      for (let i = 0; i < p.n; i++) {
        const slot = newOf[p.slots[i]];
        scratch[i] = slot;
        counts[this.location[slot] + 1]++;
      }
      for (let c = 0; c < places; c++) counts[c + 1] += counts[c];
      for (let i = 0; i < p.n; i++) p.slots[counts[this.location[scratch[i]]]++] = scratch[i];
    }
    this.sortedUntil = n;
    this.placeStart = start;
  }

  /** Frees the spare capacity of a store built in one go (a whole read). */
  trim(): void {
    for (const p of this.postings.values()) if (p.slots.length > p.n) p.slots = p.slots.slice(0, p.n);
    this.days = this.days.slice(0, Math.max(this.daysUsed, 16));
  }

  /**
   * The store as bytes (index-snapshot.ts writes them to a file): a JSON header, then each column's used part, the
   * texts as one UTF-8 buffer with offsets, and the postings as one Int32Array with a count per token; every part
   * starts at a multiple of 8 bytes. `extra`: arrays of the caller's kept with it (the index's order by newest).
   */
  toBytes(meta: object, extra: Record<string, Int32Array> = {}): Buffer[] {
    const n = this.n;
    const textOffsets = new Float64Array(n + 1);
    for (let i = 0; i < n; i++) textOffsets[i + 1] = textOffsets[i] + Buffer.byteLength(this.texts[i]);
    const texts = Buffer.allocUnsafe(textOffsets[n]);
    for (let i = 0; i < n; i++) texts.write(this.texts[i], textOffsets[i]);
    const tokens = [...this.postings.keys()];
    const counts = tokens.map((t) => (this.postings.get(t) as Posting).n);
    const postings = tokens.map((t) => {
      const p = this.postings.get(t) as Posting;
      return Buffer.from(p.slots.buffer, p.slots.byteOffset, p.n * 4);
    });
    const columns = this.columns().map(
      ([name, a]) => [name, Buffer.from(a.buffer, a.byteOffset, n * a.BYTES_PER_ELEMENT)] as const,
    );
    const parts: [string, Buffer[]][] = [
      ...columns.map(([name, b]) => [name, [b]] as [string, Buffer[]]),
      ['days', [Buffer.from(this.days.buffer, this.days.byteOffset, this.daysUsed * 4)]],
      ['textOffsets', [Buffer.from(textOffsets.buffer)]],
      ['texts', [texts]],
      ['postings', postings],
      ...Object.entries(extra).map(
        ([name, a]) => [`extra:${name}`, [Buffer.from(a.buffer, a.byteOffset, a.byteLength)]] as [string, Buffer[]],
      ),
    ];
    const sizes = parts.map(([name, bufs]) => [name, bufs.reduce((a, b) => a + b.length, 0)] as const);
    const header = Buffer.from(
      JSON.stringify({
        ...meta,
        n,
        live: this.live,
        places: this.places,
        sortedUntil: this.sortedUntil,
        placeStart: [...this.placeStart],
        tokens,
        counts,
        sizes,
      }),
    );
    const out: Buffer[] = [];
    const length = Buffer.alloc(8);
    length.writeUInt32LE(header.length, 0);
    out.push(length, header, Buffer.alloc(pad(header.length)));
    for (const [, bufs] of parts) {
      out.push(...bufs);
      out.push(Buffer.alloc(pad(bufs.reduce((a, b) => a + b.length, 0))));
    }
    return out;
  }

  /** A store from toBytes' bytes, and the meta and extra arrays given to it. */
  static fromBytes(bytes: Buffer): {
    store: IndexStore;
    meta: Record<string, unknown>;
    extra: Record<string, Int32Array>;
  } {
    const headerLength = bytes.readUInt32LE(0);
    const header = JSON.parse(bytes.toString('utf8', 8, 8 + headerLength)) as {
      n: number;
      live: number;
      places: string[];
      sortedUntil: number;
      placeStart: number[];
      tokens: string[];
      counts: number[];
      sizes: [string, number][];
    } & Record<string, unknown>;
    let at = 8 + headerLength + pad(headerLength);
    const part = new Map<string, Buffer>();
    for (const [name, size] of header.sizes) {
      part.set(name, bytes.subarray(at, at + size));
      at += size + pad(size);
    }
    const copy = <T extends Typed>(like: T, b: Buffer): T => {
      const C = like.constructor as new (buf: ArrayBuffer) => T;
      return new C(b.buffer.slice(b.byteOffset, b.byteOffset + b.length) as ArrayBuffer);
    };
    const store = new IndexStore();
    const n = header.n;
    store.n = n;
    store.live = header.live;
    store.sortedUntil = header.sortedUntil;
    store.placeStart = Int32Array.from(header.placeStart);
    for (const [name, a] of store.columns())
      (store as unknown as Record<string, Typed>)[name] = copy(a, part.get(name) as Buffer);
    store.days = copy(store.days, part.get('days') as Buffer);
    store.daysUsed = store.days.length;
    const offsets = copy(new Float64Array(0), part.get('textOffsets') as Buffer);
    const texts = part.get('texts') as Buffer;
    store.texts = new Array<string>(n);
    for (let i = 0; i < n; i++) store.texts[i] = texts.toString('utf8', offsets[i], offsets[i + 1]);
    store.places = header.places;
    store.placeCodes = new Map(header.places.map((p, i) => [p, i]));
    const all = copy(new Int32Array(0), part.get('postings') as Buffer);
    let from = 0;
    header.tokens.forEach((token, i) => {
      const count = header.counts[i];
      store.postings.set(token, { slots: all.slice(from, from + count), n: count });
      from += count;
      store.livePostings += count;
    });
    let maxId = 0;
    for (let s = 0; s < n; s++) if (store.isLive(s) && store.ids[s] > maxId) maxId = store.ids[s];
    store.slotOfId = new Int32Array(maxId + 1);
    for (let s = 0; s < n; s++) if (store.isLive(s)) store.slotOfId[store.ids[s]] = s + 1;
    const extra: Record<string, Int32Array> = {};
    for (const [name, b] of part) if (name.startsWith('extra:')) extra[name.slice(6)] = copy(new Int32Array(0), b);
    const {
      tokens: _t,
      counts: _c,
      sizes: _s,
      places: _p,
      n: _n,
      live: _l,
      sortedUntil: _u,
      placeStart: _ps,
      ...meta
    } = header;
    return { store, meta, extra };
  }

  /** The per-slot columns, by name (what a snapshot holds besides the texts, days and postings). */
  private columns(): [string, Typed][] {
    return [
      ['ids', this.ids],
      ['nameUnits', this.nameUnits],
      ['nameCodePoints', this.nameCodePoints],
      ['location', this.location],
      ['district', this.district],
      ['categoryId', this.categoryId],
      ['ownerId', this.ownerId],
      ['flags', this.flags],
      ['price', this.price],
      ['score', this.score],
      ['reviewCount', this.reviewCount],
      ['popularity', this.popularity],
      ['created', this.created],
      ['writtenAt', this.writtenAt],
      ['blockedFrom', this.blockedFrom],
      ['blockedCount', this.blockedCount],
    ];
  }
}

type Typed = Int32Array | Uint32Array | Uint16Array | Uint8Array | Float64Array;
/** Bytes to the next multiple of 8. */
const pad = (length: number) => (8 - (length % 8)) % 8;
