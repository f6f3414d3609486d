import { CITIES, districtsOf } from '@/shared/constants/locations';
import { seededRandom } from '@/shared/lib/seeded-random';

/**
 * What people type: product words (some without their Polish letters, one with a typo, some two-word phrases).
 * Most requests combine one of them with a city and a date range; the mix (issue 28) also has text alone, with a
 * district, and without dates.
 */
const TERMS = [
  'wiertarka',
  'wkrętarka',
  'wkretarka',
  'szlifierka',
  'piła',
  'drabina',
  'młot',
  'betoniarka',
  'agregat',
  'aparat',
  'projektor',
  'dron',
  'konsola',
  'głośnik',
  'glosnik',
  'obiektyw',
  'laptop',
  'gimbal',
  'rower',
  'rower elektryczny',
  'namiot',
  'kajak',
  'narty',
  'snowboard',
  'hulajnoga',
  'śpiwór',
  'spiwor',
  'lyzwy',
  'walizka',
  'box dachowy',
  'fotelik',
  'wózek',
  'lodówka turystyczna',
  'kosiarka',
  'myjka',
  'myjka ciśnieniowa',
  'grill',
  'pilarka',
  'taczka',
  'ekspres',
  'przyczepka',
  'laweta',
  'prostownik',
  'kompresor',
  'łańcuchy',
  'fotobudka',
  'gitara',
  'teleskop',
  'garnitur',
  'karaoke',
  'bosch',
  'makita',
  'canon',
  'wiertraka',
];
/** The cities as a user may type them: with and without diacritics, in any case. */
const PLACES = [...CITIES, 'krakow', 'lodz', 'gdansk', 'WROCŁAW', 'poznan'];

function isoDay(from: Date, plusDays: number): string {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + plusDays));
  return d.toISOString().slice(0, 10);
}

/**
 * An endless, reproducible sequence of GET /api/items paths, ~55 terms × 15 city spellings × 90 start days × 7 lengths,
 * so the server cannot answer from one cached plan or one cached result. The mix (issue 28 §1): text with a city
 * (80 %; a third of those in a city with districts also name one) or without, with dates (80 %) or without.
 * With `distinct` > 0 the paths are drawn at random from that many searches only (popular searches repeating).
 */
export function searchPaths(seed = 42, distinct = 0, today = new Date()): () => string {
  const rnd = seededRandom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)];
  const fresh = () => {
    const params = new URLSearchParams({ q: pick(TERMS) });
    if (rnd() < 0.8) {
      const place = pick(PLACES);
      params.set('location', place);
      const districts = districtsOf(CITIES.find((c) => c.toLowerCase() === place.toLowerCase()));
      if (districts.length > 0 && rnd() < 1 / 3) params.set('district', pick(districts));
    }
    if (rnd() < 0.8) setDates(params, rnd, today);
    return `/api/items?${params}`;
  };
  if (distinct <= 0) return fresh;
  const pool = Array.from({ length: distinct }, fresh);
  return () => pick(pool);
}

function setDates(params: URLSearchParams, rnd: () => number, today: Date) {
  const startIn = 7 + Math.floor(rnd() * 90);
  params.set('start', isoDay(today, startIn));
  params.set('end', isoDay(today, startIn + Math.floor(rnd() * 7)));
}

/** A whole city browsed without text (issue 28 §1), half of the time for dates: the largest answers there are. */
export function citySearches(seed = 7, today = new Date()): () => string {
  const rnd = seededRandom(seed);
  return () => {
    const params = new URLSearchParams({ location: CITIES[Math.floor(rnd() * CITIES.length)] });
    if (rnd() < 0.5) setDates(params, rnd, today);
    return `/api/items?${params}`;
  };
}
