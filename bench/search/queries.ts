import { CITIES } from '@/shared/constants/locations';
import { seededRandom } from '@/shared/lib/seeded-random';

/**
 * What people type: product words (some without their Polish letters, one with a typo, some two-word phrases).
 * Every request combines one of them with a city and a date range, the filters the target is set for.
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
 * An endless, reproducible sequence of GET /api/items paths with text + city + date filters: ~55 terms × 15 city
 * spellings × 90 start days × 7 lengths, so the server cannot answer from one cached plan or one cached result.
 * With `distinct` > 0 the paths are drawn at random from that many searches only (popular searches repeating).
 */
export function searchPaths(seed = 42, distinct = 0, today = new Date()): () => string {
  const rnd = seededRandom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)];
  const fresh = () => {
    const startIn = 7 + Math.floor(rnd() * 90);
    const params = new URLSearchParams({
      q: pick(TERMS),
      location: pick(PLACES),
      start: isoDay(today, startIn),
      end: isoDay(today, startIn + Math.floor(rnd() * 7)),
    });
    return `/api/items?${params}`;
  };
  if (distinct <= 0) return fresh;
  const pool = Array.from({ length: distinct }, fresh);
  return () => pick(pool);
}
