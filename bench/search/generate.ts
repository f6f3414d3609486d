import type pg from 'pg';
import { CITIES, DISTRICTS } from '@/shared/constants/locations';
import {
  BASE_PRICES,
  BRANDS,
  CATEGORY_PHRASES,
  CATEGORY_WEIGHTS,
  CITY_WEIGHTS,
  FIRST_NAMES,
  LAST_NAMES,
  NOUNS,
  PHRASES,
} from './words';

export const ITEM_COUNT = 100_000;
export const RENTAL_COUNT = 300_000;
const OWNER_COUNT = 12;
const RENTER_COUNT = 300;
/** Rentals sit in 14-day slots from a year ago to a year ahead: one per slot and item, so blocking ones never overlap. */
const SLOT_DAYS = 14;
const SLOTS = 52;

/** A list of `n` values where each value appears in proportion to its weight: a uniform pick from it is a weighted pick. */
function weighted<T>(values: readonly T[], weights: readonly number[]): T[] {
  return values.flatMap((v, i) => Array.from({ length: weights[i] }, () => v));
}

function wordsJson() {
  return JSON.stringify({
    nouns: NOUNS,
    brands: BRANDS,
    catPhrases: CATEGORY_PHRASES,
    phrases: PHRASES,
    categoryPick: weighted([1, 2, 3, 4, 5, 6, 7], CATEGORY_WEIGHTS),
    cityPick: weighted(CITIES, CITY_WEIGHTS),
    districts: DISTRICTS,
  });
}

/** `arr` is a jsonb expression holding an array: a uniform pick from it with the random number `r` in [0, 1). */
const pick = (arr: string, r: string) => `((${arr})->>(floor(${r} * jsonb_array_length(${arr}))::int))`;

async function insertUsers(client: pg.PoolClient): Promise<{ owners: number[]; renters: number[] }> {
  const insert = async (prefix: string, count: number) => {
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO users (username, email, password_hash, first_name, last_name, mobile_number, is_verified, average_rating)
       SELECT $1 || g, $1 || g || '@bench.example.com', '!bench-account-no-login',
              ($2::text[])[1 + g % cardinality($2::text[])], ($3::text[])[1 + (g * 7) % cardinality($3::text[])],
              '+48 5' || lpad((g * 7919 % 100000000)::text, 8, '0'), g % 3 = 0, round((3.5 + random() * 1.5)::numeric, 2)
       FROM generate_series(1, $4::int) g RETURNING id`,
      [prefix, FIRST_NAMES, LAST_NAMES, count],
    );
    return rows.map((r) => r.id);
  };
  return { owners: await insert('bench.owner.', OWNER_COUNT), renters: await insert('bench.renter.', RENTER_COUNT) };
}

async function insertItems(client: pg.PoolClient, owners: number[], count: number) {
  const words = `w.j`;
  const phrase = (offset: string) =>
    `(${words}->'phrases'->>((n.p + ${offset}) % jsonb_array_length(${words}->'phrases')))`;
  // Every random choice has its own random number (r[1..16]): no two properties of an item are correlated.
  await client.query(
    `WITH w AS (SELECT $1::jsonb AS j),
     base AS (
       SELECT g, (w.j->'categoryPick'->>floor(random() * 100)::int)::int AS cat, (w.j->'cityPick'->>floor(random() * 100)::int) AS city,
              ($2::int[])[1 + floor(random() ^ 2 * cardinality($2::int[]))::int] AS owner_id,
              ARRAY(SELECT random() FROM generate_series(1, 16) WHERE g > 0) AS r
       FROM generate_series(1, $3::int) g, w
     ),
     named AS (
       SELECT b.*,
              ${pick(`${words}->'nouns'->(b.cat - 1)`, 'b.r[1]')} || ' ' || ${pick(`${words}->'brands'->(b.cat - 1)`, 'b.r[2]')}
                || CASE WHEN b.r[3] < 0.6 THEN ' ' || chr(65 + floor(b.r[4] * 26)::int) || (100 + floor(b.r[5] * 900)::int) ELSE '' END AS name,
              CASE WHEN b.r[6] < 0.85 THEN ${pick(`${words}->'districts'->b.city`, 'b.r[7]')} END AS district,
              greatest(5, round(((ARRAY[${BASE_PRICES.join(',')}])[b.cat] * (0.3 + 2.2 * b.r[8] ^ 2))::numeric)) AS price,
              floor(b.r[9] * jsonb_array_length(${words}->'phrases'))::int AS p,
              now() - b.r[10] * interval '730 days' AS created_at,
              -- 25 % unrated; the others rated by 1 to 40 reviews, mean 3.5 to 5 (the app's refreshRatings columns).
              CASE WHEN b.r[15] < 0.25 THEN 0 ELSE 1 + floor(b.r[16] ^ 2 * 40)::int END AS reviews,
              round((5 - 1.5 * random() ^ 2)::numeric, 2) AS mean
       FROM base b, w
     )
     INSERT INTO items (owner_id, name, description, category_id, price_per_day, value, damage_deposit, image_urls, rating, review_count, rating_score, available,
                        location, district, cancellation_terms, flexibility, insurance_required, created_at, updated_at)
     SELECT n.owner_id, n.name,
            'Wypożyczę: ' || n.name || '. ' || ${pick(`${words}->'catPhrases'->(n.cat - 1)`, 'n.r[11]')}
              || ' ' || ${phrase('0')} || ' ' || ${phrase('3')} || CASE WHEN n.r[12] < 0.5 THEN ' ' || ${phrase('7')} ELSE '' END,
            n.cat, n.price, round(n.price * (20 + random() * 40)::numeric, -1),
            CASE WHEN n.r[13] < 0.3 THEN round(n.price * (4 + random() * 8)::numeric, -1) ELSE 0 END,
            ARRAY(SELECT '/uploads/items/' || n.owner_id || '-' || substr(md5(n.g || '-' || k), 1, 16) || '.webp'
                  FROM generate_series(1, 1 + floor(n.r[14] ^ 2 * 5)::int) k),
            CASE WHEN n.reviews = 0 THEN 0 ELSE n.mean END, n.reviews,
            -- bayesianScore (src/shared/domain/reviews.ts): prior mean 4 with weight 5.
            CASE WHEN n.reviews > 0 THEN (20 + n.mean * n.reviews)::float8 / (5 + n.reviews) END,
            random() >= 0.05, n.city, n.district,
            (ARRAY['strict', 'standard', 'standard', 'standard', 'flexible'])[1 + floor(random() * 5)::int]::cancellation_terms,
            (ARRAY['low', 'moderate', 'moderate', 'high'])[1 + floor(random() * 4)::int]::flexibility,
            random() < 0.15, n.created_at, n.created_at + random() * (now() - n.created_at) * 0.3
     FROM named n, w`,
    [wordsJson(), owners, count],
  );
}

async function insertRentals(client: pg.PoolClient, renters: number[], count: number) {
  // Each item gets a random number of rentals (exponential, mean ~3.3), each in its own slot; 300,000 of them are kept.
  await client.query(
    `WITH per_item AS (
       SELECT id, owner_id, price_per_day, damage_deposit, insurance_required, cancellation_terms, flexibility, least(${SLOTS}, floor(-ln(1 - random()) * 3.8))::int AS c
       FROM items
     ),
     picked AS (
       SELECT p.*, s.slot FROM per_item p
       CROSS JOIN LATERAL (SELECT slot FROM generate_series(0, ${SLOTS - 1}) slot ORDER BY random() LIMIT p.c) s
     ),
     chosen AS (SELECT * FROM picked ORDER BY random() LIMIT $1::int),
     dated AS (
       SELECT c.*, current_date - 365 + c.slot * ${SLOT_DAYS} + floor(random() * 7)::int AS start_date,
              1 + floor(random() ^ 2 * 7)::int AS days, random() AS rs,
              ($2::int[])[1 + floor(random() * cardinality($2::int[]))::int] AS renter_id
       FROM chosen c
     ),
     statused AS (
       SELECT d.*, (CASE
         WHEN d.start_date + d.days - 1 < current_date THEN CASE WHEN d.rs < 0.7 THEN 'completed' WHEN d.rs < 0.85 THEN 'cancelled' ELSE 'declined' END
         WHEN d.start_date <= current_date THEN CASE WHEN d.rs < 0.85 THEN 'active' ELSE 'confirmed' END
         ELSE CASE WHEN d.rs < 0.45 THEN 'confirmed' WHEN d.rs < 0.85 THEN 'pending' WHEN d.rs < 0.93 THEN 'cancelled' ELSE 'declined' END
       END)::rental_status AS status, d.price_per_day * d.days AS subtotal
       FROM dated d
     )
     INSERT INTO rentals (item_id, renter_id, owner_id, start_date, end_date, days, price_per_day, subtotal, booking_fee, total_price,
                          damage_deposit, insurance_accepted, cancellation_terms, flexibility, insurance_required,
                          status, payment_status, created_at, updated_at)
     SELECT s.id, s.renter_id, s.owner_id, s.start_date, s.start_date + s.days - 1, s.days, s.price_per_day, s.subtotal,
            round(s.subtotal * 0.1, 2), s.subtotal + round(s.subtotal * 0.1, 2), s.damage_deposit, s.insurance_required,
            s.cancellation_terms, s.flexibility, s.insurance_required, s.status,
            (CASE WHEN s.status IN ('completed', 'active') OR (s.status = 'confirmed' AND s.rs < 0.3) THEN 'paid' ELSE 'unpaid' END)::payment_status,
            t.at, t.at
     FROM statused s, LATERAL (SELECT least(now(), s.start_date - random() * interval '30 days') AS at) t`,
    [count, renters],
  );
}

/**
 * Bulk loading is about three times faster without the secondary indexes (the trigram GIN above all): they are
 * dropped and then rebuilt from their own definitions as the migrations made them (the overlap constraint too,
 * which re-checks every row), so the bench never carries a copy of the schema.
 */
async function dropSecondaryIndexes(client: pg.PoolClient): Promise<() => Promise<void>> {
  const { rows } = await client.query<{ drop: string; create: string }>(
    `SELECT CASE WHEN con.conname IS NULL THEN format('DROP INDEX %s', i.indexrelid::regclass)
                 ELSE format('ALTER TABLE %s DROP CONSTRAINT %I', i.indrelid::regclass, con.conname) END AS drop,
            CASE WHEN con.conname IS NULL THEN pg_get_indexdef(i.indexrelid)
                 ELSE format('ALTER TABLE %s ADD CONSTRAINT %I %s', i.indrelid::regclass, con.conname, pg_get_constraintdef(con.oid)) END AS create
     FROM pg_index i LEFT JOIN pg_constraint con ON con.conindid = i.indexrelid AND con.conrelid = i.indrelid
     WHERE i.indrelid IN ('items'::regclass, 'rentals'::regclass) AND NOT i.indisprimary AND NOT i.indisunique`,
  );
  for (const r of rows) await client.query(r.drop);
  return async () => {
    await client.query("SET LOCAL maintenance_work_mem = '256MB'");
    for (const r of rows) await client.query(r.create);
  };
}

export async function countRows(pool: pg.Pool): Promise<{ items: number; rentals: number }> {
  const { rows } = await pool.query<{ items: number; rentals: number }>(
    'SELECT (SELECT count(*) FROM items)::int AS items, (SELECT count(*) FROM rentals)::int AS rentals',
  );
  return rows[0];
}

/** Replaces the catalogue with 100,000 items and 300,000 rentals (set-based SQL, one transaction), then VACUUM ANALYZE. */
/** The catalogue's size: the benchmark's 100,000 items and 300,000 rentals, or a small one (the test that keeps it working). */
export interface CatalogueSize {
  items: number;
  rentals: number;
}

export async function generateData(
  pool: pg.Pool,
  log: (msg: string) => void,
  size: CatalogueSize = { items: ITEM_COUNT, rentals: RENTAL_COUNT },
): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL synchronous_commit = off');
    await client.query('TRUNCATE rentals, items, users RESTART IDENTITY CASCADE');
    const rebuildIndexes = await dropSecondaryIndexes(client);
    let t = performance.now();
    const lap = (what: string) => {
      log(`${what} in ${((performance.now() - t) / 1000).toFixed(1)} s`);
      t = performance.now();
    };
    const { owners, renters } = await insertUsers(client);
    lap(`${owners.length} owners and ${renters.length} renters`);
    await insertItems(client, owners, size.items);
    lap(`${size.items.toLocaleString('en')} items`);
    await insertRentals(client, renters, size.rentals);
    lap(`${size.rentals.toLocaleString('en')} rentals`);
    await rebuildIndexes();
    lap('indexes and the overlap constraint rebuilt');
    await client.query('COMMIT');
  } catch (e) {
    await client.query('ROLLBACK').catch(() => {});
    throw e;
  } finally {
    client.release();
  }
  // VACUUM too: triggers may have rewritten item rows while rentals went in, and a tidy heap is what a live table has.
  await pool.query('VACUUM (ANALYZE) users, items, rentals');
  const counts = await countRows(pool);
  if (counts.items !== size.items || counts.rentals !== size.rentals) {
    throw new Error(
      `Generated ${counts.items} items and ${counts.rentals} rentals instead of ${size.items} and ${size.rentals}`,
    );
  }
}
