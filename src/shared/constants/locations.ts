/** The 10 cities of spec 01 §9; Warszawa is the default in forms. */
export const CITIES = [
  'Warszawa',
  'Kraków',
  'Gdańsk',
  'Wrocław',
  'Poznań',
  'Łódź',
  'Katowice',
  'Szczecin',
  'Lublin',
  'Bydgoszcz',
] as const;
export type City = (typeof CITIES)[number];
export const DEFAULT_CITY: City = 'Warszawa';

/** The 'none' choice of the district dropdowns; stored as null. */
export const NO_DISTRICT = 'none';

/** Fixed district lists (spec 01 §9: Warszawa 18, the other four 17 each; the other five cities have none). */
export const DISTRICTS: Partial<Record<City, readonly string[]>> = {
  Warszawa: [
    'Bemowo',
    'Białołęka',
    'Bielany',
    'Mokotów',
    'Ochota',
    'Praga-Południe',
    'Praga-Północ',
    'Rembertów',
    'Śródmieście',
    'Targówek',
    'Ursus',
    'Ursynów',
    'Wawer',
    'Wesoła',
    'Wilanów',
    'Włochy',
    'Wola',
    'Żoliborz',
  ],
  Kraków: [
    'Stare Miasto',
    'Grzegórzki',
    'Prądnik Czerwony',
    'Prądnik Biały',
    'Krowodrza',
    'Bronowice',
    'Zwierzyniec',
    'Dębniki',
    'Łagiewniki-Borek Fałęcki',
    'Swoszowice',
    'Podgórze Duchackie',
    'Bieżanów-Prokocim',
    'Podgórze',
    'Czyżyny',
    'Mistrzejowice',
    'Bieńczyce',
    'Nowa Huta',
  ],
  Gdańsk: [
    'Śródmieście',
    'Wrzeszcz',
    'Oliwa',
    'Przymorze',
    'Zaspa',
    'Brzeźno',
    'Nowy Port',
    'Letnica',
    'Stogi',
    'Orunia',
    'Chełm',
    'Siedlce',
    'Piecki-Migowo',
    'Jasień',
    'Osowa',
    'Żabianka',
    'Przeróbka',
  ],
  Wrocław: [
    'Stare Miasto',
    'Śródmieście',
    'Krzyki',
    'Fabryczna',
    'Psie Pole',
    'Nadodrze',
    'Ołbin',
    'Biskupin',
    'Karłowice',
    'Leśnica',
    'Gaj',
    'Huby',
    'Borek',
    'Kozanów',
    'Muchobór',
    'Jagodno',
    'Oporów',
  ],
  Poznań: [
    'Stare Miasto',
    'Jeżyce',
    'Grunwald',
    'Wilda',
    'Łazarz',
    'Rataje',
    'Winogrady',
    'Piątkowo',
    'Naramowice',
    'Strzeszyn',
    'Ławica',
    'Junikowo',
    'Górczyn',
    'Dębiec',
    'Starołęka',
    'Chartowo',
    'Śródka',
  ],
};

export function districtsOf(city: string | null | undefined): readonly string[] {
  if (!city) return [];
  return DISTRICTS[city as City] ?? [];
}

/**
 * A place name folded for comparison: compatibility forms (full-width letters) unified, accents dropped (ł, which
 * Unicode does not decompose, by hand), lower case, spaces collapsed. "KRAKÓW", "krakow" and "Krakow" fold alike.
 */
export function foldPlace(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const CITY_BY_FOLD = new Map<string, City>(CITIES.map((c) => [foldPlace(c), c]));

/** The canonical city a name means ("Lodz", "KRAKÓW", " wroclaw " → "Łódź", "Kraków", "Wrocław"), or undefined. */
export function canonicalCity(name: string | null | undefined): City | undefined {
  return name ? CITY_BY_FOLD.get(foldPlace(name)) : undefined;
}

/** The city's canonical name when it is one of CITIES, else the name as given (trimmed): for filters and forms. */
export function cityOrAsGiven(name: string): string {
  return canonicalCity(name) ?? name.trim();
}

/** The city's canonical district a name means ("Srodmiescie" → "Śródmieście"), else the name as given (trimmed). */
export function districtOrAsGiven(city: string | null | undefined, name: string): string {
  const folded = foldPlace(name);
  return districtsOf(canonicalCity(city)).find((d) => foldPlace(d) === folded) ?? name.trim();
}
