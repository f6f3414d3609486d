import type { Language } from '@/shared/constants/limits';

/**
 * Finds words of the other language in a text meant for one: a Polish screen that says 'Upload failed', an English
 * one with 'nie udało się'. Used by the tests over every shared and client text; a heuristic, so it knows only
 * common words and Polish letters, with the proper nouns both languages share allowed by name.
 */

/** Names that keep their Polish spelling in English (the brand, the currency, cities and districts). */
export const SHARED_PROPER_NOUNS = new Set(
  [
    'Wypożyczalnia',
    'Wypożyczalni',
    'Wypożyczalnią',
    'złoty',
    'złotych',
    'zł',
    'Kraków',
    'Gdańsk',
    'Wrocław',
    'Poznań',
    'Łódź',
    'Mokotów',
    'Mokotowa',
    'Śródmieście',
    'Żoliborz',
  ].map((w) => w.toLowerCase()),
);

/** Common English words no Polish sentence uses ('to', 'a', 'i', 'no', 'by', 'my' are Polish words too, so they are left out). */
const ENGLISH_WORDS = new Set(
  `the your you please invalid image images file files upload uploaded failed error errors and this that is are was not from with
  for of too large page found forget router did select smaller than could download item items rental rentals owner owners request requests booking bookings
  cancel cancelled password search price day days photo photos add save loading try again here there what when which would
  should will can cannot must have has been their they our we an it its in at or if be yes`
    .split(/\s+/)
    .filter(Boolean),
);

/** Common Polish words (with or without their letters) no English sentence uses. */
const POLISH_WORDS = new Set(
  `nie jest się sie dla lub oraz czy przez jeśli jesli już juz zdjęcie zdjecie wybierz proszę prosze twój twoj twoja twoje ten tej
  tego od ze że aby albo gdy kto być byc może moze można mozna przedmiot wypożyczenie najemca właściciel wlasciciel błąd blad`
    .split(/\s+/)
    .filter(Boolean),
);

const POLISH_LETTERS = /[ąćęłńóśźż]/i;

/** The words of a text, without {{placeholders}}, <tags>, URLs and e-mail addresses. */
function wordsOf(text: string): string[] {
  const plain = text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\b[\w.+-]+@[\w.-]+\b/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ');
  return plain.split(/[^\p{L}]+/u).filter(Boolean);
}

/** The words of the other language found in `text`, written for `lang`. */
export function foreignWords(text: string, lang: Language): string[] {
  return wordsOf(text).filter((word) => {
    const w = word.toLowerCase();
    if (lang === 'pl') return ENGLISH_WORDS.has(w);
    if (SHARED_PROPER_NOUNS.has(w)) return false;
    return POLISH_LETTERS.test(w) || POLISH_WORDS.has(w);
  });
}
