import { CITIES } from '@/shared/constants/locations';
import type { Language } from '@/shared/constants/limits';
import { normalizeText, wordsOf } from './normalize';
import { stemWord } from './stem';

/**
 * The words the engine weighs: stop words (never searched) and the marketplace's own vocabulary (its presence keeps a
 * question from being refused as off-topic). Both written normalised: no diacritics, "ł" as "l".
 */

const STOP_WORDS: Record<Language, Set<string>> = {
  pl: new Set(
    `a aby ale albo ani az bo by byc byl byla bylo beda bede bedzie ci cie co czy czym dla do gdy gdzie go i ich ile im
    ja jak jaka jaki jakie jakiej jakim jako je jego jej jest jestem jesli jezeli juz ktora ktore ktory kiedy lub ma mam
    mi mnie moge mozna moze mu my na nad nam nas nie nim no o od oraz po pod przez przy sa sie sobie ta tak takze tam
    te tego tej ten to tu ty tym u w we wiec wszystko z za ze zeby chce chcialbym chcialabym prosze powiedz mozesz
    dziala dzialaja dzialac moj moja moje mojej mojego moim wam wami was wy wasz wasza wasze twoj twoja twoje jaka jakie ktorych ktorej witam hej czesc dzien dobry`
      .split(/\s+/)
      .filter(Boolean),
  ),
  en: new Set(
    `a about am an and any are as at be been but by can could do does did for from get got has have how i if in into
    is it its me my of on or our so that the their them then there this to us was we what when where which who why
    will with would you your please tell know want need should shall hi hello hey there work works working`
      .split(/\s+/)
      .filter(Boolean),
  ),
};

export function isStopWord(word: string, lang: Language): boolean {
  return STOP_WORDS[lang].has(word);
}

/** The searched stems of a text: its words without stop words, stemmed. */
export function contentStems(text: string, lang: Language): string[] {
  return wordsOf(text)
    .filter((w) => !isStopWord(w, lang))
    .map((w) => stemWord(w, lang));
}

/** Beginnings of the marketplace's words, both languages (a Polish question may say "booking", an English "kaucja"). */
const DOMAIN_PREFIXES = `
  wypozycz wynaj wynajm rezerw zarezerw oplat oplac zaplac placi platn kaucj zwrot zwroc anul odwol rezygn blik przelew
  przelewy24 kart ogloszen oglos wystaw zdjec zdjeci fot weryfik zweryfik telefon sms kod konto konta kontem rejestr
  zaloguj logow hasl opini ocen recenz wiadomosc czat wlasciciel najemc najem przedmiot sprzet rzecz cen koszt kosztuj
  zl pln prowizj serwis platform ubezpiecz szkod uszkodz zniszcz kradz dokument dowod paszport tozsamos kyc miast
  kwot calkowit sum odbior odebra termin elastyczn standard restrykcyj scisl usun usuw eksport dane danych rodo kontakt pomoc email
  mail faktur wyplat zarob problem regulamin zasad wiek pelnolet numer profil powiadom limit
  rent book reserv fee commission charg deposit refund cancel pay card transfer listing photo pictur imag verif phone
  code account sign regist login log password review rating rate messag chat contact owner renter lender borrow lend
  item equipment tool price cost insur damag broken stolen theft document passport identit city cities deliver pickup
  pick return flexib strict delet remov export data gdpr support help invoice payout earn terms rule policy site
  platform service marketplace profile notif adult`
  .split(/\s+/)
  .filter(Boolean);

const CITY_WORDS = CITIES.map((c) => normalizeText(c).slice(0, 5));

/** Whether the message uses the marketplace's vocabulary, and whether it names one of its cities. */
export function domainVocabularyOf(normal: string): { words: boolean; city: boolean } {
  const words = normal.split(' ');
  return {
    // "skontaktować", "zarezerwować": a perfective prefix before the word's own beginning.
    words: words.some((w) => {
      const bare = w.replace(/^(prze|roz|wy|za|ze|po|od|do|na|s|z|u)(?=\w{4})/, '');
      return DOMAIN_PREFIXES.some((p) => w.startsWith(p) || bare.startsWith(p));
    }),
    city: words.some((w) => CITY_WORDS.some((c) => w.startsWith(c))),
  };
}
