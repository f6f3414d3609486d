import { StemmerEn } from '@nlpjs/lang-en';
import { StemmerPl } from '@nlpjs/lang-pl';
import type { Language } from '@/shared/constants/limits';
import { wordsOf } from './normalize';

/**
 * @nlpjs's Polish stemmer with two of its noun rules held back: it cuts "-ta" and "-ce" whole ("opłata" → "opla" but
 * "opłaty" → "oplat") and "-nia" after an "i" ("opinia" → "opi" but "opinie" → "opin"). Left to its general rule,
 * which drops the final vowel, both forms meet.
 */
class PolishStemmer extends StemmerPl {
  override stemNoun(word: string): string {
    if (word.length > 5 && /(ta|ce|ini[au])$/.test(word)) return word;
    return super.stemNoun(word);
  }
}

const polish = new PolishStemmer();
const english = new StemmerEn();

/** The shortest stem the rule below leaves: "zdj" (zdjęcie, zdjęć) must survive, "do" is never cut. */
const MIN_STEM = 3;

/**
 * The rule after the stemmer that makes a word's inflections meet: the stemmer leaves
 * infinitives whole ("wypożyczyć" → "wypozyczyc" while "wypożyczam" → "wypozycz") and some endings half cut
 * ("kaucję" → "kaucj", "anuluję" → "anuluj", "zdjęć" → "zdjec" while "zdjęcie" → "zdje"). Cut an infinitive's
 * "-ować"/"-yć"/"-ić"/"-ać"/"-eć", then a final "j", then final vowels; and a dative "-owi" or genitive "-ów" of a long word ("właścicielowi", "kosztów").
 */
function meet(stem: string): string {
  let s = stem.length > 7 && /ow(i)?$/.test(stem) ? stem.replace(/owi?$/, '') : stem;
  const infinitive = /(owac|ywac|iwac|yc|ic|ac|ec)$/.exec(s);
  if (infinitive && s.length - infinitive[0].length >= MIN_STEM) s = s.slice(0, -infinitive[0].length);
  if (s.endsWith('j') && s.length - 1 >= MIN_STEM) s = s.slice(0, -1);
  while (/[aeiouy]$/.test(s) && s.length - 1 >= MIN_STEM) s = s.slice(0, -1);
  return s;
}

function stemWith(stemmer: StemmerPl | StemmerEn, word: string): string {
  // setCurrent/innerStem rather than stemWord: stemWord caches every word it is given, forever, and users type many.
  stemmer.setCurrent(word);
  stemmer.innerStem();
  return stemmer.getCurrent();
}

/** One normalised word's stem. Digits pass as they are. */
export function stemWord(word: string, lang: Language): string {
  if (/^\d/.test(word)) return word;
  if (lang === 'en') return stemWith(english, word);
  return word.length <= MIN_STEM ? word : meet(stemWith(polish, word));
}

/** The stems of a text's words, in order (stop words included: see terms.ts). */
export function stemsOf(text: string, lang: Language): string[] {
  return wordsOf(text).map((w) => stemWord(w, lang));
}
