import { CITIES } from '@/shared/constants/locations';
import { CANCELLATION_POLICY, DEFAULT_CANCELLATION_TERMS, LISTING_LIMITS } from '@/shared/constants/listing';
import { CONTACT_REPLY_HOURS, MAX_PHOTOS_PER_LISTING } from '@/shared/constants/limits';
import { CONTACT_SUBJECTS } from '@/shared/constants/contact';
import { COMPLETE_AFTER_DAYS, DEPOSIT_RELEASE_HOURS, PENDING_EXPIRY_HOURS } from '@/shared/domain/rental-status';
import {
  PAYMENT_DEADLINE_HOURS,
  PAYMENT_MIN_WINDOW_HOURS,
  PAYMENT_REMINDER_HOURS,
} from '@/shared/domain/payment-deadline';
import {
  PHONE_CODE_LENGTH,
  PHONE_CODE_MAX_ATTEMPTS,
  PHONE_CODE_TTL_MINUTES,
  PHONE_VERIFICATION_COUNTRIES,
} from '@/shared/domain/verification';
import { PAYOUT_RELEASE_HOURS } from '@/shared/domain/payouts';
import { DATA_EXPORT_LINK_HOURS } from '@/shared/domain/legal';
import { MAX_DAYS_DEFAULT, MIN_DAYS_DEFAULT, NOTICE_DAYS } from '@/shared/domain/calendar';
import {
  DAMAGE_ANSWER_HOURS,
  DAMAGE_REPORT_WINDOW_HOURS,
  MAX_DAMAGE_PHOTOS,
  MAX_HANDOVER_PHOTOS,
} from '@/shared/domain/damage';
import { KYC_MIN_AGE_YEARS } from '@/shared/schemas/kyc';
import {
  REVIEW_COMMENT_MAX,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_REMINDER_DAYS_BEFORE,
  REVIEW_WINDOW_DAYS,
} from '@/shared/domain/reviews';
import {
  BOOKING_FEE_PERCENT,
  EXAMPLE_AMOUNT_DUE,
  EXAMPLE_PRICE,
  KYC_MAX_FILE_MB,
  KYC_RETENTION_DAYS_DEFAULT,
  KYC_REVIEW_HOURS,
  MAX_PHOTO_MB,
  MODERATE_FLEXIBILITY_MIN_HOURS,
  exampleRefund,
  zl,
  zlGrosze,
} from './figures';
import { HELP_SLUGS } from './paths';
import type { HelpContent } from './types';

const { strict, standard, flexible } = CANCELLATION_POLICY;
const fee = `${BOOKING_FEE_PERCENT}%`;
const ex = EXAMPLE_PRICE;
const strictRefund = exampleRefund('strict');
const termsPl = { strict: 'restrykcyjne', standard: 'standardowe', flexible: 'elastyczne' } as const;
const cities = CITIES.join(', ');

/** The help centre in Polish. `{{supportEmail}}` is filled in when shown (help.ts `withSupportEmail`). */
export const helpContentPl: HelpContent = {
  lang: 'pl',
  articles: [
    {
      id: 'how-renting-works',
      slug: HELP_SLUGS['how-renting-works'].pl,
      title: 'Jak działa wypożyczanie',
      summary: 'Krok po kroku: od znalezienia przedmiotu, przez prośbę i płatność, po zwrot i opinie.',
      sections: [
        {
          id: 'find-item',
          heading: 'Znajdź przedmiot',
          body: [
            'Przeglądaj kategorie albo wyszukaj przedmiot po nazwie, mieście, dzielnicy i datach. Na stronie przedmiotu widzisz cenę za dzień, kaucję, warunki anulowania, elastyczność wynajmu i opinie.',
            'Przeglądać oferty może każdy. Aby wysłać prośbę o wypożyczenie, napisać do właściciela lub dodać własny przedmiot, potrzebujesz darmowego konta.',
          ],
          answer:
            'Przedmiot znajdziesz w wyszukiwarce lub w kategoriach: możesz filtrować po mieście, dzielnicy i datach. Przeglądać może każdy, ale do wysłania prośby o wypożyczenie potrzebne jest darmowe konto.',
          keywords: ['szukac', 'wyszukiwarka', 'znalezc', 'oferty', 'konto potrzebne', 'bez konta', 'rejestracja'],
        },
        {
          id: 'send-request',
          heading: 'Wyślij prośbę o wypożyczenie',
          body: [
            'W panelu rezerwacji wybierz datę rozpoczęcia i zakończenia. Do liczby dni wliczamy zarówno dzień odbioru, jak i dzień zwrotu, a panel od razu pokazuje cenę wynajmu, opłatę serwisową i sumę.',
            `Właściciel ma na odpowiedź ${PENDING_EXPIRY_HOURS} h (a przy prośbie na dziś — do końca dnia). Prośba bez odpowiedzi wygasa, a Ty nic nie płacisz. Do chwili akceptacji możesz ją wycofać.`,
          ],
          answer: `Aby wypożyczyć przedmiot, wybierz daty w panelu rezerwacji i wyślij prośbę do właściciela. Właściciel ma ${PENDING_EXPIRY_HOURS} h na odpowiedź; za samą prośbę nic nie płacisz.`,
          keywords: ['wypozyczyc', 'zarezerwowac', 'rezerwacja', 'prosba', 'zapytanie', 'jak wynajac', 'pozyczyc'],
        },
        {
          id: 'acceptance-and-payment',
          heading: 'Akceptacja i płatność',
          body: [
            `Gdy właściciel zaakceptuje prośbę, dostajesz powiadomienie i płacisz przez serwis. Na płatność masz ${PAYMENT_DEADLINE_HOURS} h od akceptacji albo czas do dnia rozpoczęcia, jeśli jest bliżej (zawsze co najmniej ${PAYMENT_MIN_WINDOW_HOURS} h). Przypomnimy Ci o niej ${PAYMENT_REMINDER_HOURS} h przed terminem.`,
            'Nieopłacona w terminie rezerwacja zostaje anulowana automatycznie.',
          ],
          answer: `Po akceptacji prośby płacisz przez serwis w ciągu ${PAYMENT_DEADLINE_HOURS} h od akceptacji (lub przed dniem rozpoczęcia, jeśli jest bliżej, ale nie krócej niż ${PAYMENT_MIN_WINDOW_HOURS} h). Nieopłacona w terminie rezerwacja jest anulowana automatycznie.`,
          keywords: ['zaakceptowal', 'akceptacja', 'termin platnosci', 'ile mam czasu', 'zaplacic', 'oplacic'],
        },
        {
          id: 'pickup-and-return',
          heading: 'Odbiór i zwrot',
          body: [
            'Godzinę i miejsce przekazania ustalacie w wiadomościach. Po opłaceniu wynajmu oboje widzicie swoje dane kontaktowe.',
            'Wynajem zaczyna się w dniu rozpoczęcia. Po oddaniu przedmiotu właściciel potwierdza zwrot.',
            `Przy odbiorze i przy zwrocie każda ze stron może dodać na stronie wynajmu do ${MAX_HANDOVER_PHOTOS} zdjęć stanu przedmiotu i krótką notatkę.`,
          ],
          answer:
            'Miejsce i godzinę odbioru oraz zwrotu ustalasz z właścicielem w wiadomościach; dane kontaktowe widać po opłaceniu wynajmu. Po oddaniu przedmiotu właściciel potwierdza zwrot.',
          keywords: ['odbior', 'odebrac', 'oddac', 'zwrot przedmiotu', 'gdzie odebrac', 'przekazanie', 'spotkanie'],
        },
        {
          id: 'completion',
          heading: 'Zakończenie wynajmu',
          body: [
            `Właściciel potwierdza zwrot od dnia zakończenia. Jeśli tego nie zrobi, wynajem kończy się automatycznie ${COMPLETE_AFTER_DAYS} dni po dniu zakończenia.`,
            `Kaucja wraca ${DEPOSIT_RELEASE_HOURS} h po zakończeniu wynajmu, jeśli właściciel nie zgłosi w tym czasie szkody, a obie strony mogą wystawić sobie opinie przez ${REVIEW_WINDOW_DAYS} dni.`,
          ],
          answer: `Wynajem kończy się, gdy właściciel potwierdzi zwrot, a najpóźniej automatycznie ${COMPLETE_AFTER_DAYS} dni po dniu zakończenia. Kaucja wraca ${DEPOSIT_RELEASE_HOURS} h po zakończeniu (chyba że właściciel zgłosi szkodę), a opinie można wystawić przez ${REVIEW_WINDOW_DAYS} dni.`,
          keywords: ['koniec wynajmu', 'zakonczenie', 'potwierdzenie zwrotu', 'co dalej po zwrocie'],
        },
      ],
    },
    {
      id: 'fees',
      slug: HELP_SLUGS.fees.pl,
      title: 'Opłaty i cena wynajmu',
      summary: `Ile kosztuje wypożyczenie: cena za dni, opłata serwisowa ${fee} i kaucja, z przykładem.`,
      sections: [
        {
          id: 'booking-fee',
          heading: 'Opłata serwisowa',
          body: [
            `Do każdej rezerwacji doliczamy opłatę serwisową w wysokości ${fee} ceny wynajmu. Płaci ją najemca; właściciel otrzymuje pełną cenę wynajmu.`,
          ],
          answer: `Opłata serwisowa Wypożyczalni to ${fee} ceny wynajmu, doliczana do każdej rezerwacji i płacona przez najemcę. Właściciel otrzymuje pełną cenę wynajmu.`,
          keywords: ['prowizja', 'oplata', 'oplata serwisowa', 'ile bierzecie', 'koszt serwisu', 'procent', 'marza'],
        },
        {
          id: 'total-computation',
          heading: 'Jak liczymy sumę',
          body: [
            `Suma to liczba dni × cena za dzień plus opłata serwisowa ${fee}. Do liczby dni wliczamy zarówno dzień odbioru, jak i dzień zwrotu, więc wynajem od piątku do niedzieli to ${ex.days} dni.`,
          ],
          answer: `Suma wynajmu to liczba dni × cena za dzień plus opłata serwisowa ${fee}. Liczymy zarówno dzień odbioru, jak i dzień zwrotu.`,
          keywords: [
            'ile zaplace',
            'ile kosztuje',
            'cena',
            'koszt',
            'suma',
            'razem',
            'obliczyc',
            'kwota',
            'calkowita kwota',
            'jak liczona',
            'wyliczana',
          ],
        },
        {
          id: 'total-example',
          heading: 'Przykład',
          body: [
            `${ex.days} dni wynajmu przedmiotu za ${zl(ex.pricePerDay, 'pl')} dziennie: ${ex.days} × ${zl(ex.pricePerDay, 'pl')} = ${zl(ex.subtotal, 'pl')}, opłata serwisowa ${fee} to ${zl(ex.bookingFee, 'pl')}, razem ${zl(ex.totalPrice, 'pl')}.`,
          ],
          answer: `Przykład: ${ex.days} dni po ${zl(ex.pricePerDay, 'pl')} to ${zl(ex.subtotal, 'pl')}, do tego opłata serwisowa ${fee} (${zl(ex.bookingFee, 'pl')}), razem ${zl(ex.totalPrice, 'pl')}.`,
          keywords: ['przyklad', 'wyliczenie', 'ile wyjdzie'],
        },
        {
          id: 'deposit-not-in-total',
          heading: 'Kaucja nie jest częścią ceny',
          body: [
            `Jeśli właściciel ustalił kaucję, płacisz ją razem z wynajmem, ale to nie koszt: wraca do Ciebie po zakończeniu wynajmu. Przy kaucji ${zl(ex.damageDeposit, 'pl')} w przykładzie powyżej zapłacisz ${zl(EXAMPLE_AMOUNT_DUE, 'pl')}, z czego ${zl(ex.damageDeposit, 'pl')} wróci.`,
          ],
          answer: `Kaucja nie wlicza się do ceny wynajmu ani opłaty serwisowej: płacisz ją razem z wynajmem i wraca do Ciebie ${DEPOSIT_RELEASE_HOURS} h po zakończeniu wynajmu. Na przykład przy sumie ${zl(ex.totalPrice, 'pl')} i kaucji ${zl(ex.damageDeposit, 'pl')} płacisz ${zl(EXAMPLE_AMOUNT_DUE, 'pl')}.`,
          keywords: ['kaucja w cenie', 'depozyt', 'ile razem z kaucja', 'do zaplaty'],
        },
        {
          id: 'owner-fees',
          heading: 'Opłaty dla właścicieli',
          body: [
            'Wystawienie przedmiotu jest bezpłatne. Opłatę serwisową płaci najemca, a właściciel otrzymuje pełną cenę wynajmu.',
          ],
          answer:
            'Wystawienie ogłoszenia jest bezpłatne, a właściciel nie płaci opłaty serwisowej: płaci ją najemca, a właściciel otrzymuje pełną cenę wynajmu.',
          keywords: ['czy wystawienie kosztuje', 'darmowe ogloszenie', 'prowizja wlasciciela', 'ile zarobie'],
        },
      ],
    },
    {
      id: 'cancellation',
      slug: HELP_SLUGS.cancellation.pl,
      title: 'Anulowanie i zwroty',
      summary: 'Trzy rodzaje warunków anulowania, ile pieniędzy wraca i co, gdy anuluje właściciel.',
      sections: [
        {
          id: 'terms-overview',
          heading: 'Warunki anulowania',
          body: [
            `Każdy właściciel wybiera dla swojego przedmiotu jedne z trzech warunków anulowania: restrykcyjne, standardowe (domyślne) albo elastyczne. Widzisz je na stronie przedmiotu; obowiązują warunki z chwili rezerwacji.`,
            `Restrykcyjne: ${strict.refundPercent}% zwrotu do ${strict.hoursBefore} h przed rozpoczęciem. Standardowe: ${standard.refundPercent}% zwrotu do ${standard.hoursBefore} h przed. Elastyczne: ${flexible.refundPercent}% zwrotu do ${flexible.hoursBefore} h przed rozpoczęciem.`,
            'Rozpoczęcie to północ pierwszego dnia wynajmu czasu polskiego. Warunki anulowania to co innego niż elastyczność wynajmu (o długości wynajmu).',
          ],
          answer: `Zwrot zależy od warunków anulowania wybranych przez właściciela: restrykcyjne — ${strict.refundPercent}% zwrotu do ${strict.hoursBefore} h przed rozpoczęciem; standardowe (domyślne) — ${standard.refundPercent}% do ${standard.hoursBefore} h przed; elastyczne — ${flexible.refundPercent}% do ${flexible.hoursBefore} h przed rozpoczęciem. Kaucja wraca zawsze.`,
          keywords: [
            'anulowac',
            'odwolac',
            'rezygnacja',
            'zrezygnowac',
            'zwrot pieniedzy',
            'oddacie pieniadze',
            'polityka anulowania',
          ],
        },
        {
          id: 'strict',
          heading: 'Warunki restrykcyjne',
          body: [
            `Anulujesz najpóźniej ${strict.hoursBefore} h przed rozpoczęciem: zwracamy ${strict.refundPercent}% ceny wynajmu (bez opłaty serwisowej) i całą kaucję. Później wraca tylko kaucja.`,
            `Przykład: przy cenie wynajmu ${zl(ex.subtotal, 'pl')} wraca ${zlGrosze(strictRefund.rentalPart, 'pl')} oraz kaucja.`,
          ],
          answer: `Anulowanie przy warunkach restrykcyjnych: jeśli anulujesz najpóźniej ${strict.hoursBefore} h przed rozpoczęciem, zwracamy ${strict.refundPercent}% ceny wynajmu (opłata serwisowa nie wraca) i całą kaucję; później wraca tylko kaucja. Np. z ${zl(ex.subtotal, 'pl')} wraca ${zlGrosze(strictRefund.rentalPart, 'pl')}.`,
          keywords: ['restrykcyjne', 'restrykcyjnej', 'scisle', 'surowe', 'polowa', 'pol zwrotu'],
        },
        {
          id: 'standard',
          heading: 'Warunki standardowe',
          body: [
            `Warunki domyślne. Anulujesz najpóźniej ${standard.hoursBefore} h przed rozpoczęciem: zwracamy ${standard.refundPercent}% ceny wynajmu razem z opłatą serwisową oraz kaucję. Później wraca tylko kaucja.`,
          ],
          answer: `Anulowanie przy warunkach standardowych (domyślnych): zwracamy ${standard.refundPercent}% ceny wynajmu razem z opłatą serwisową i kaucję, jeśli anulujesz najpóźniej ${standard.hoursBefore} h przed rozpoczęciem; później wraca tylko kaucja.`,
          keywords: ['standardowe', 'standardowych', 'standardowej', 'domyslne', 'zwykle', 'doba przed'],
        },
        {
          id: 'flexible',
          heading: 'Warunki elastyczne',
          body: [
            `Anulujesz najpóźniej ${flexible.hoursBefore} h przed rozpoczęciem: zwracamy ${flexible.refundPercent}% ceny wynajmu razem z opłatą serwisową oraz kaucję. Później wraca tylko kaucja.`,
          ],
          answer: `Anulowanie przy warunkach elastycznych: zwracamy ${flexible.refundPercent}% ceny wynajmu razem z opłatą serwisową i kaucję, jeśli anulujesz najpóźniej ${flexible.hoursBefore} h przed rozpoczęciem; później wraca tylko kaucja.`,
          keywords: ['elastyczne', 'elastycznych', 'elastycznej', 'elastycznie', 'last minute'],
        },
        {
          id: 'late-cancellation',
          heading: 'Anulowanie po terminie',
          body: [
            `Jeśli do rozpoczęcia zostało mniej godzin, niż przewidują warunki (${strict.hoursBefore} h przy restrykcyjnych, ${standard.hoursBefore} h przy standardowych, ${flexible.hoursBefore} h przy elastycznych), ceny wynajmu i opłaty serwisowej nie zwracamy. Kaucja wraca zawsze.`,
          ],
          answer: `Po terminie warunków (${strict.hoursBefore} h przed rozpoczęciem przy restrykcyjnych, ${standard.hoursBefore} h przy standardowych, ${flexible.hoursBefore} h przy elastycznych) cena wynajmu i opłata serwisowa nie wracają; wraca tylko kaucja.`,
          keywords: ['za pozno', 'po terminie', 'w ostatniej chwili', 'tego samego dnia', 'nic nie wraca'],
        },
        {
          id: 'pending-request',
          heading: 'Wycofanie prośby przed płatnością',
          body: [
            'Prośbę, której właściciel jeszcze nie przyjął, możesz wycofać w każdej chwili. Za nieopłaconą rezerwację nic nie pobraliśmy, więc nic nie przepada.',
          ],
          answer:
            'Prośbę o wypożyczenie możesz wycofać w każdej chwili przed akceptacją, a nieopłaconą rezerwację anulować bez kosztów: dopóki nie zapłacisz, nic nie pobieramy.',
          keywords: ['wycofac prosbe', 'anulowac prosbe', 'przed platnoscia', 'nie zaplacilem', 'bez kosztow'],
        },
        {
          id: 'owner-cancels',
          heading: 'Gdy anuluje właściciel',
          body: [
            'Właściciel może anulować przyjętą rezerwację. Wtedy, tak samo jak przy anulowaniu przez serwis, zwracamy wszystko: cenę wynajmu, opłatę serwisową i kaucję.',
          ],
          answer:
            'Gdy rezerwację anuluje właściciel (lub serwis), zwracamy całą zapłaconą kwotę: cenę wynajmu, opłatę serwisową i kaucję, niezależnie od warunków anulowania.',
          keywords: ['wlasciciel anulowal', 'wlasciciel odwolal', 'odwolana rezerwacja', 'pelny zwrot'],
        },
        {
          id: 'how-to-cancel',
          heading: 'Jak anulować',
          body: [
            'Otwórz wynajem w zakładce „Wynajmy” i wybierz anulowanie. Przed potwierdzeniem zobaczysz, ile dokładnie wróci według warunków tej rezerwacji.',
          ],
          answer:
            'Rezerwację anulujesz na stronie wynajmu w zakładce „Wynajmy”; przed potwierdzeniem zobaczysz, ile pieniędzy wróci według jej warunków anulowania.',
          keywords: ['gdzie anulowac', 'przycisk anuluj', 'jak odwolac'],
        },
      ],
    },
    {
      id: 'flexibility',
      slug: HELP_SLUGS.flexibility.pl,
      title: 'Elastyczność wynajmu',
      summary: 'Co oznacza elastyczność wynajmu (niska, umiarkowana, wysoka) i czym różni się od warunków anulowania.',
      sections: [
        {
          id: 'levels',
          heading: 'Poziomy elastyczności',
          body: [
            `Właściciel określa, jakie godziny odbioru i zwrotu przyjmuje: niska — tylko pełne dni, odbiór i zwrot w stałych godzinach przekazania właściciela; umiarkowana (domyślna) — godziny co krok ustalony przez właściciela, a wynajem trwa minimum ${MODERATE_FLEXIBILITY_MIN_HOURS} godziny; wysoka — dowolna pełna godzina odbioru i zwrotu.`,
          ],
          answer: `Elastyczność wynajmu mówi, jakie godziny odbioru i zwrotu możesz wybrać: niska — tylko pełne dni w godzinach przekazania właściciela, umiarkowana — godziny co krok właściciela i minimum ${MODERATE_FLEXIBILITY_MIN_HOURS} godziny wynajmu, wysoka — dowolna pełna godzina. To nie są warunki anulowania.`,
          keywords: ['niska', 'umiarkowana', 'wysoka', 'na godziny', 'kilka godzin', 'pelne dni', 'elastycznosc'],
        },
        {
          id: 'not-cancellation-terms',
          heading: 'Elastyczność a warunki anulowania',
          body: [
            'Elastyczność wynajmu (niska, umiarkowana, wysoka) dotyczy długości wynajmu. Warunki anulowania (restrykcyjne, standardowe, elastyczne) decydują o zwrocie pieniędzy przy rezygnacji — to osobne ustawienie.',
          ],
          answer:
            'Elastyczność wynajmu (niska, umiarkowana, wysoka) dotyczy długości wynajmu, a warunki anulowania (restrykcyjne, standardowe, elastyczne) — zwrotu pieniędzy przy rezygnacji. To dwa osobne ustawienia przedmiotu.',
          keywords: ['roznica', 'czym sie rozni', 'elastycznosc a anulowanie'],
        },
        {
          id: 'priced-by-day',
          heading: 'Rezerwacja i cena liczone w dniach',
          body: [
            'Niezależnie od elastyczności płacisz cenę za dzień. W prośbie o wypożyczenie wybierasz godzinę odbioru pierwszego dnia i zwrotu ostatniego; właściciel akceptuje prośbę z tymi godzinami albo proponuje inne w wiadomościach.',
          ],
          answer:
            'Rezerwacje są liczone według ceny za dzień, niezależnie od elastyczności; godziny odbioru i zwrotu wybierasz w prośbie, a właściciel akceptuje je albo proponuje inne w wiadomościach.',
          keywords: ['cena za godzine', 'godzinowy', 'wynajem godzinowy', 'na pol dnia'],
        },
      ],
    },
    {
      id: 'deposit',
      slug: HELP_SLUGS.deposit.pl,
      title: 'Kaucja',
      summary: `Czym jest kaucja, kiedy ją płacisz i kiedy wraca (${DEPOSIT_RELEASE_HOURS} h po zakończeniu wynajmu).`,
      sections: [
        {
          id: 'what-it-is',
          heading: 'Czym jest kaucja',
          body: [
            'Właściciel może ustalić kaucję zabezpieczającą przedmiot (albo jej nie ustalać). Jej kwotę widzisz na stronie przedmiotu. Płacisz ją razem z wynajmem, a pieniądze trzyma serwis, nie właściciel.',
          ],
          answer:
            'Kaucja to kwota zabezpieczająca przedmiot, którą może ustalić właściciel. Płacisz ją razem z wynajmem, trzyma ją serwis (nie właściciel) i nie jest częścią ceny wynajmu.',
          keywords: ['depozyt', 'zabezpieczenie', 'kaucji', 'ile kaucji'],
        },
        {
          id: 'when-returned',
          heading: 'Kiedy kaucja wraca',
          body: [
            `Kaucja wraca w całości automatycznie ${DEPOSIT_RELEASE_HOURS} h po zakończeniu wynajmu, na tę samą metodę płatności. Wynajem kończy się, gdy właściciel potwierdzi zwrot, a najpóźniej ${COMPLETE_AFTER_DAYS} dni po dniu zakończenia.`,
            'Jeśli w tym czasie właściciel zgłosi szkodę, kaucja czeka na rozliczenie zgłoszenia: wraca do Ciebie to, czego nie przyznano właścicielowi.',
          ],
          answer: `Kaucja wraca w całości automatycznie ${DEPOSIT_RELEASE_HOURS} h po zakończeniu wynajmu, na tę samą metodę płatności, chyba że właściciel zgłosi w tym czasie szkodę. Wynajem kończy się potwierdzeniem zwrotu przez właściciela, najpóźniej ${COMPLETE_AFTER_DAYS} dni po dniu zakończenia.`,
          keywords: ['zwrot kaucji', 'oddacie kaucje', 'kiedy dostane kaucje', 'kaucja nie wrocila', 'odzyskac'],
        },
        {
          id: 'on-cancellation',
          heading: 'Kaucja przy anulowaniu',
          body: [
            'Gdy rezerwacja zostanie anulowana, kaucja wraca w całości, niezależnie od warunków anulowania i tego, kto anulował.',
          ],
          answer:
            'Przy anulowaniu rezerwacji kaucja zawsze wraca w całości, niezależnie od warunków anulowania i od tego, kto anulował.',
          keywords: ['kaucja po anulowaniu', 'anulowanie a kaucja'],
        },
        {
          id: 'damage',
          heading: 'Uszkodzenie lub brak zwrotu',
          body: [
            `Jeśli przedmiot wrócił uszkodzony, właściciel może zgłosić szkodę na stronie wynajmu do ${DAMAGE_REPORT_WINDOW_HOURS} h po zakończeniu wynajmu. Zgłoszenie wstrzymuje kaucję, najemca ma ${DAMAGE_ANSWER_HOURS} h na odpowiedź, a właścicielowi można przyznać najwyżej kwotę kaucji. Cały proces opisuje artykuł „Szkody, kaucja i ubezpieczenie”.`,
            `Jeśli przedmiot nie wrócił, nie potwierdzaj zwrotu i jak najszybciej napisz do nas przez formularz kontaktowy lub na {{supportEmail}}. Wynajem zakończy się sam ${COMPLETE_AFTER_DAYS} dni po dniu zakończenia i wtedy możesz zgłosić szkodę tak samo.`,
          ],
          answer: `Jeśli przedmiot wrócił uszkodzony, właściciel zgłasza szkodę na stronie wynajmu do ${DAMAGE_REPORT_WINDOW_HOURS} h po zakończeniu wynajmu; zgłoszenie wstrzymuje kaucję, a najemca ma ${DAMAGE_ANSWER_HOURS} h na odpowiedź. Gdy przedmiot nie wrócił, napisz też do nas przez formularz kontaktowy lub na {{supportEmail}}.`,
          keywords: ['zniszczony', 'uszkodzony', 'zepsuty', 'szkoda', 'nie oddal', 'ukradl', 'zgubil', 'reklamacja'],
        },
      ],
    },
    {
      id: 'insurance',
      slug: HELP_SLUGS.insurance.pl,
      title: 'Szkody, kaucja i ubezpieczenie',
      summary: `Co akceptujesz, gdy właściciel wymaga ubezpieczenia, jak zgłasza się i rozlicza szkodę (${DAMAGE_REPORT_WINDOW_HOURS} h na zgłoszenie, ${DAMAGE_ANSWER_HOURS} h na odpowiedź) i dlaczego nie stoi za tym ubezpieczyciel.`,
      sections: [
        {
          id: 'owner-requirement',
          heading: 'Ubezpieczenie wymagane przez właściciela',
          body: [
            'Właściciel może zaznaczyć w ogłoszeniu „Wymagaj ubezpieczenia”. Wtedy w panelu rezerwacji trzeba zaznaczyć „Akceptuję ubezpieczenie wymagane przez właściciela”, aby wysłać prośbę o wypożyczenie.',
            'Zaznaczając je, akceptujesz odpowiedzialność za szkody do zadeklarowanej wartości przedmiotu, rozliczaną z kaucji w procesie zgłaszania szkód opisanym poniżej. Wartość przedmiotu widzisz obok pola wyboru; jeśli właściciel jej nie podał, odpowiadasz do wysokości kosztu szkody.',
          ],
          answer:
            'Gdy właściciel wymaga ubezpieczenia, przy rezerwacji akceptujesz odpowiedzialność za szkody do zadeklarowanej wartości przedmiotu, rozliczaną z kaucji w procesie zgłaszania szkód. Bez tej akceptacji prośby nie da się wysłać, a za wymogiem nie stoi ubezpieczyciel.',
          keywords: [
            'ubezpieczyc',
            'wymagane ubezpieczenie',
            'polisa',
            'oc',
            'ubezpieczony',
            'odpowiedzialnosc',
            'wartosc przedmiotu',
          ],
        },
        {
          id: 'what-is-covered',
          heading: 'Bez ubezpieczyciela',
          body: [
            `Za tym wymogiem nie stoi dziś żaden ubezpieczyciel: serwis nie sprzedaje polisy i nie dolicza opłaty za ubezpieczenie. Suma rezerwacji to cena wynajmu i opłata serwisowa ${fee}.`,
            'Przedmiot chronią kaucja ustalona przez właściciela i proces zgłaszania szkód. Przez serwis można odzyskać najwyżej kaucję, a przy przedmiocie bez kaucji — nic.',
          ],
          answer: `Wypożyczalnia nie sprzedaje polisy i nie współpracuje dziś z ubezpieczycielem, więc nie dolicza opłaty za ubezpieczenie: płacisz cenę wynajmu i opłatę serwisową ${fee}. Przedmiot chronią kaucja i proces zgłaszania szkód; przez serwis można odzyskać najwyżej kaucję.`,
          keywords: [
            'ile kosztuje ubezpieczenie',
            'co obejmuje',
            'ochrona',
            'zakres ubezpieczenia',
            'ubezpieczyciel',
            'czy jestem ubezpieczony',
          ],
        },
        {
          id: 'handover-photos',
          heading: 'Zdjęcia przy odbiorze i zwrocie',
          body: [
            `Przy odbiorze i przy zwrocie każda ze stron może dodać na stronie wynajmu do ${MAX_HANDOVER_PHOTOS} zdjęć stanu przedmiotu i krótką notatkę. Widzicie je tylko Wy dwoje i administratorzy serwisu.`,
            'Takie zdjęcia pokazują, w jakim stanie przedmiot był przed wynajmem i po nim, gdy trzeba rozstrzygnąć zgłoszenie szkody.',
          ],
          answer: `Przy odbiorze i przy zwrocie każda strona może dodać na stronie wynajmu do ${MAX_HANDOVER_PHOTOS} zdjęć stanu przedmiotu i notatkę; widzą je tylko strony wynajmu i administratorzy. To dowód przy ewentualnym zgłoszeniu szkody.`,
          keywords: [
            'zdjecia stanu',
            'protokol',
            'stan przedmiotu',
            'przy odbiorze',
            'przy zwrocie',
            'notatka',
            'dowod',
          ],
        },
        {
          id: 'damage-report',
          heading: 'Zgłoszenie szkody',
          body: [
            `Właściciel może zgłosić szkodę na stronie wynajmu od zwrotu przedmiotu do zwolnienia kaucji, czyli do ${DAMAGE_REPORT_WINDOW_HOURS} h po zakończeniu wynajmu. Podaje opis, szacowany koszt w zł i do ${MAX_DAMAGE_PHOTOS} zdjęć.`,
            'Zgłoszenie wstrzymuje kaucję i wypłatę właściciela za ten wynajem, dopóki szkoda nie zostanie rozliczona. Właściciel może zgłoszenie wycofać; wtedy kaucja wraca do najemcy w całości.',
          ],
          answer: `Właściciel zgłasza szkodę na stronie wynajmu do ${DAMAGE_REPORT_WINDOW_HOURS} h po zakończeniu wynajmu: opis, szacowany koszt w zł i do ${MAX_DAMAGE_PHOTOS} zdjęć. Zgłoszenie wstrzymuje kaucję i wypłatę za ten wynajem do rozliczenia.`,
          keywords: [
            'zglosic szkode',
            'uszkodzony',
            'zniszczony',
            'zepsuty',
            'szkoda',
            'porysowany',
            'reklamacja',
            'zgloszenie szkody',
          ],
        },
        {
          id: 'renter-answer',
          heading: 'Odpowiedź najemcy',
          body: [
            `Najemca dostaje powiadomienie o zgłoszeniu i ma ${DAMAGE_ANSWER_HOURS} h, aby zaakceptować kwotę albo ją zakwestionować, dodając wyjaśnienie i do ${MAX_DAMAGE_PHOTOS} zdjęć.`,
            `Akceptacja od razu rozlicza szkodę. Zakwestionowane zgłoszenie trafia do mediacji administratorów serwisu, tak samo jak zgłoszenie bez odpowiedzi po ${DAMAGE_ANSWER_HOURS} h.`,
          ],
          answer: `Na zgłoszenie szkody najemca ma ${DAMAGE_ANSWER_HOURS} h: może zaakceptować kwotę (szkoda jest wtedy od razu rozliczona) albo ją zakwestionować z wyjaśnieniem i zdjęciami. Spór, a także brak odpowiedzi w tym czasie, rozstrzygają w mediacji administratorzy serwisu.`,
          keywords: [
            'nie zgadzam sie',
            'zakwestionowac',
            'spor',
            'odwolanie',
            'mediacja',
            'niesluszne zgloszenie',
            'zaakceptowac kwote',
          ],
        },
        {
          id: 'settlement',
          heading: 'Rozliczenie',
          body: [
            'Uzgodniona kwota, nie większa niż kaucja, trafia do właściciela razem z jego wypłatą, a reszta kaucji wraca do najemcy na tę samą metodę płatności.',
            'W mediacji administrator ustala kwotę — od zera do wysokości kaucji — i podaje uzasadnienie. Jego decyzja jest w serwisie ostateczna; obie strony zachowują swoje prawa, na przykład drogę sądową.',
          ],
          answer:
            'Po rozliczeniu szkody uzgodniona kwota (najwyżej kaucja) trafia do właściciela z jego wypłatą, a reszta kaucji wraca do najemcy. W sporze administrator ustala kwotę od zera do wysokości kaucji z uzasadnieniem; to ostateczna decyzja w serwisie, ale strony zachowują prawo do drogi sądowej.',
          keywords: ['potracenie z kaucji', 'zabrana kaucja', 'decyzja administratora', 'sad', 'rozliczenie szkody'],
        },
        {
          id: 'beyond-deposit',
          heading: 'Szkoda większa niż kaucja',
          body: [
            'Jeśli szacowany koszt przekracza kaucję, zapisujemy go w zgłoszeniu, ale serwis może odzyskać najwyżej kaucję. Nie ma ubezpieczyciela, który pokryłby resztę: jej właściciel może dochodzić od najemcy sam, poza serwisem.',
          ],
          answer:
            'Gdy szkoda jest większa niż kaucja, serwis może odzyskać dla właściciela najwyżej kaucję — nie ma ubezpieczyciela, który pokryłby resztę. Kwotę ponad kaucję zapisujemy w zgłoszeniu, a właściciel może jej dochodzić sam, na przykład w sądzie.',
          keywords: [
            'wieksza szkoda',
            'ponad kaucje',
            'brak kaucji',
            'kto zaplaci reszte',
            'kradziez',
            'calkowite zniszczenie',
          ],
        },
      ],
    },
    {
      id: 'payments',
      slug: HELP_SLUGS.payments.pl,
      title: 'Płatności i wypłaty',
      summary:
        'Metody płatności (karta, BLIK, Przelewy24), kiedy płacisz, kiedy wracają zwroty i kiedy właściciel dostaje pieniądze.',
      sections: [
        {
          id: 'methods',
          heading: 'Jak zapłacić: metody płatności',
          body: [
            'Płacisz bezpiecznie przez serwis: kartą płatniczą, BLIK-iem albo szybkim przelewem bankowym przez Przelewy24.',
            'Nie przekazuj pieniędzy właścicielowi poza serwisem — wtedy nie możemy Cię chronić.',
          ],
          answer:
            'Za wynajem płacisz przez serwis kartą płatniczą, BLIK-iem albo szybkim przelewem przez Przelewy24. Nie płać właścicielowi poza serwisem — wtedy nie możemy Cię chronić.',
          keywords: [
            'blik',
            'karta',
            'przelew',
            'p24',
            'jak zaplacic',
            'akceptujecie',
            'przyjmujecie',
            'gotowka',
            'platnosc',
            'visa',
            'mastercard',
          ],
        },
        {
          id: 'when-charged',
          heading: 'Kiedy płacisz',
          body: [
            `Płacisz dopiero po akceptacji prośby przez właściciela: w ciągu ${PAYMENT_DEADLINE_HOURS} h od akceptacji albo przed dniem rozpoczęcia, jeśli jest bliżej (nie krócej niż ${PAYMENT_MIN_WINDOW_HOURS} h). Pobieramy od razu sumę wynajmu i kaucję.`,
          ],
          answer: `Płacisz po akceptacji prośby przez właściciela, w ciągu ${PAYMENT_DEADLINE_HOURS} h (lub przed dniem rozpoczęcia, jeśli jest bliżej, ale nie krócej niż ${PAYMENT_MIN_WINDOW_HOURS} h); pobieramy od razu sumę wynajmu i kaucję. Samo wysłanie prośby nic nie kosztuje.`,
          keywords: ['kiedy zaplacic', 'kiedy pobieracie', 'blokada', 'kiedy sciagna pieniadze'],
        },
        {
          id: 'owner-payout',
          heading: 'Kiedy właściciel dostaje pieniądze',
          body: [
            `Pieniądze najemcy trzyma serwis. Właścicielowi należy się cena wynajmu bez opłaty serwisowej (tę płaci najemca serwisowi). Wysyłamy ją ${PAYOUT_RELEASE_HOURS} godzin po zakończeniu wynajmu — ten czas pozwala zgłosić ewentualną szkodę, a zgłoszona szkoda wstrzymuje wypłatę do swojego rozliczenia.`,
            'Aby dostawać wypłaty, ustaw konto na stronie „Wypłaty” (w menu konta). Tożsamość i rachunek bankowy sprawdza nasz operator płatności, Stripe; serwis nie widzi pełnego numeru konta. Dopóki konto nie jest aktywne, wypłaty czekają i wyślemy je, gdy tylko będzie.',
            `Gdy opłacony wynajem zostanie anulowany za późno na pełny zwrot (np. przy warunkach restrykcyjnych), część ceny zostaje u właściciela: wysyłamy ją ${PAYOUT_RELEASE_HOURS} godzin po anulowaniu.`,
            'Na stronie „Zarobki” widać, co nadchodzi, co czeka na wypłatę i co już wypłacono, z podziałem na miesiące i przedmioty; całą historię wypłat pobierzesz jako plik CSV. W sprawie wypłaty napisz do nas przez formularz kontaktowy lub na {{supportEmail}}.',
          ],
          answer: `Właściciel dostaje cenę wynajmu bez opłaty serwisowej, ${PAYOUT_RELEASE_HOURS} godzin po zakończeniu wynajmu, na konto do wypłat ustawione na stronie „Wypłaty” (tożsamość i rachunek sprawdza Stripe). Część ceny zatrzymana przy późnym anulowaniu przychodzi ${PAYOUT_RELEASE_HOURS} godzin po anulowaniu. Sumy, miesiące i plik CSV są na stronie „Zarobki”; w sprawie wypłaty napisz na {{supportEmail}}.`,
          keywords: [
            'wyplata',
            'wyplaty',
            'kiedy dostane pieniadze',
            'przelew dla wlasciciela',
            'zarobki',
            'kasa',
            'wyplacic',
            'konto bankowe',
            'iban',
            'stripe',
            'csv',
          ],
        },
        {
          id: 'refunds-timing',
          heading: 'Kiedy wracają zwroty',
          body: [
            'Zwrot wysyłamy na tę samą metodę płatności zaraz po anulowaniu (a kaucję po zakończeniu wynajmu) i powiadamiamy Cię o nim. Kiedy pieniądze pojawią się na koncie, zależy od Twojego banku lub operatora płatności.',
          ],
          answer:
            'Zwrot wysyłamy na tę samą metodę płatności zaraz po anulowaniu i powiadamiamy Cię o nim; czas zaksięgowania zależy od Twojego banku lub operatora płatności.',
          keywords: ['kiedy zwrot', 'zwrot pieniedzy', 'nie dostalem zwrotu', 'ile trwa zwrot'],
        },
      ],
    },
    {
      id: 'phone-verification',
      slug: HELP_SLUGS['phone-verification'].pl,
      title: 'Weryfikacja telefonu',
      summary: `Jak potwierdzić numer telefonu ${PHONE_CODE_LENGTH}-cyfrowym kodem SMS.`,
      sections: [
        {
          id: 'how-it-works',
          heading: 'Jak to działa',
          body: [
            `Na stronie weryfikacji telefonu wybierz kierunkowy kraju (do wyboru ${PHONE_VERIFICATION_COUNTRIES.length} krajów) i wpisz numer komórki. Wyślemy SMS z ${PHONE_CODE_LENGTH}-cyfrowym kodem, ważnym ${PHONE_CODE_TTL_MINUTES} minut.`,
            'Zweryfikowany numer widać w Twoim profilu jako „Telefon zweryfikowany” (sam numer pozostaje ukryty).',
          ],
          answer: `Numer telefonu potwierdzasz ${PHONE_CODE_LENGTH}-cyfrowym kodem z SMS-a, ważnym ${PHONE_CODE_TTL_MINUTES} minut. Zweryfikowany numer widać w profilu jako „Telefon zweryfikowany”.`,
          keywords: ['kod sms', 'weryfikacja numeru', 'potwierdzic telefon', 'sms', 'numer komorki'],
        },
        {
          id: 'attempts',
          heading: 'Błędny lub wygasły kod',
          body: [
            `Na każdy kod masz ${PHONE_CODE_MAX_ATTEMPTS} próby. Po ${PHONE_CODE_MAX_ATTEMPTS} błędnych próbach albo po ${PHONE_CODE_TTL_MINUTES} minutach kod przestaje działać i trzeba wysłać nowy. Nowy kod unieważnia poprzedni.`,
          ],
          answer: `Każdy kod SMS ma ${PHONE_CODE_MAX_ATTEMPTS} próby i jest ważny ${PHONE_CODE_TTL_MINUTES} minut; potem wyślij nowy kod, który unieważnia poprzedni.`,
          keywords: ['zly kod', 'bledny kod', 'kod wygasl', 'kod nie dziala', 'proby'],
        },
        {
          id: 'code-not-arriving',
          heading: 'Kod nie dochodzi',
          body: [
            'Sprawdź, czy wybrany kierunkowy zgadza się z numerem i czy to numer komórkowy. Nowy kod możesz wysłać po krótkiej chwili; liczba SMS-ów na dzień jest ograniczona.',
          ],
          answer:
            'Jeśli kod SMS nie dochodzi, sprawdź kierunkowy kraju i czy to numer komórkowy, a po chwili wyślij nowy kod (liczba SMS-ów na dzień jest ograniczona).',
          keywords: ['nie przyszedl sms', 'brak sms', 'nie dostalem kodu', 'nie dochodzi'],
        },
        {
          id: 'change-number',
          heading: 'Zmiana numeru',
          body: [
            'Jeśli zmienisz numer telefonu w profilu, trzeba go zweryfikować ponownie. Jeden zweryfikowany numer może należeć tylko do jednego konta.',
          ],
          answer:
            'Po zmianie numeru telefonu w profilu trzeba go zweryfikować ponownie; zweryfikowany numer może należeć tylko do jednego konta.',
          keywords: ['nowy numer', 'zmienic numer', 'numer zajety'],
        },
      ],
    },
    {
      id: 'identity-verification',
      slug: HELP_SLUGS['identity-verification'].pl,
      title: 'Weryfikacja tożsamości',
      summary: `Jakie dokumenty przyjmujemy, ile trwa sprawdzenie (${KYC_REVIEW_HOURS.min}–${KYC_REVIEW_HOURS.max} godzin) i co dzieje się z Twoimi danymi.`,
      sections: [
        {
          id: 'documents',
          heading: 'Dokumenty',
          body: [
            `Przyjmujemy paszport, dowód osobisty albo prawo jazdy. Wgrywasz zdjęcie dokumentu (przy dowodzie osobistym także tył) i selfie; każdy plik do ${KYC_MAX_FILE_MB} MB. Musisz mieć ukończone ${KYC_MIN_AGE_YEARS} lat.`,
          ],
          answer: `Do weryfikacji tożsamości przyjmujemy paszport, dowód osobisty (przód i tył) albo prawo jazdy oraz selfie; każdy plik do ${KYC_MAX_FILE_MB} MB. Trzeba mieć ukończone ${KYC_MIN_AGE_YEARS} lat.`,
          keywords: ['kyc', 'dowod', 'paszport', 'prawo jazdy', 'selfie', 'jakie dokumenty', 'zweryfikowac konto'],
        },
        {
          id: 'review-time',
          heading: 'Ile trwa sprawdzenie',
          body: [
            `Dokumenty sprawdza nasz zespół, zwykle w ciągu ${KYC_REVIEW_HOURS.min}–${KYC_REVIEW_HOURS.max} godzin. O wyniku informujemy e-mailem. Po akceptacji profil dostaje odznakę „Tożsamość zweryfikowana”.`,
          ],
          answer: `Weryfikacja tożsamości trwa zwykle ${KYC_REVIEW_HOURS.min}–${KYC_REVIEW_HOURS.max} godzin; o wyniku informujemy e-mailem, a po akceptacji profil dostaje odznakę „Tożsamość zweryfikowana”.`,
          keywords: ['ile trwa weryfikacja', 'kiedy zweryfikujecie', 'czekam na weryfikacje', 'odznaka'],
        },
        {
          id: 'rejected',
          heading: 'Odrzucona weryfikacja',
          body: [
            'Jeśli odrzucimy zgłoszenie, podamy powód w e-mailu i możesz wysłać je ponownie. Naraz może czekać tylko jedno zgłoszenie.',
          ],
          answer:
            'Gdy weryfikacja tożsamości zostanie odrzucona, w e-mailu podajemy powód; możesz wysłać zgłoszenie ponownie (naraz czeka tylko jedno).',
          keywords: ['odrzucona', 'odrzucili', 'ponownie', 'nie przeszla'],
        },
        {
          id: 'data-kept',
          heading: 'Co przechowujemy i co usuwamy',
          body: [
            'Zdjęcia dokumentów są szyfrowane i widzą je tylko administratorzy, którzy sprawdzają zgłoszenie.',
            `${KYC_RETENTION_DAYS_DEFAULT} dni po decyzji usuwamy zdjęcia i pełny numer dokumentu. Zostaje decyzja, rodzaj dokumentu, ostatnie znaki jego numeru, imię i nazwisko, daty i adres. Usunięcie konta usuwa wszystkie dane weryfikacji.`,
          ],
          answer: `Zdjęcia dokumentów przechowujemy zaszyfrowane i widzą je tylko administratorzy; ${KYC_RETENTION_DAYS_DEFAULT} dni po decyzji usuwamy zdjęcia i pełny numer dokumentu, a zostaje decyzja, rodzaj dokumentu i ostatnie znaki numeru. Usunięcie konta usuwa wszystkie dane weryfikacji.`,
          keywords: ['rodo', 'bezpieczenstwo danych', 'usuwacie zdjecia', 'kto widzi dokument', 'prywatnosc'],
        },
      ],
    },
    {
      id: 'listing-rules',
      slug: HELP_SLUGS['listing-rules'].pl,
      title: 'Zasady ogłoszeń',
      summary: `Jak wystawić przedmiot: wymagane pola, do ${MAX_PHOTOS_PER_LISTING} zdjęć i miasta, w których działamy.`,
      sections: [
        {
          id: 'required-fields',
          heading: 'Wymagane pola',
          body: [
            'Kliknij „Dodaj ogłoszenie”. Wymagane są: nazwa, opis, kategoria, cena za dzień, wartość przedmiotu, miasto i co najmniej jedno zdjęcie.',
            `Opcjonalnie: dzielnica, kaucja, wymóg ubezpieczenia, warunki anulowania (domyślnie ${termsPl[DEFAULT_CANCELLATION_TERMS]}) i elastyczność wynajmu (domyślnie umiarkowana).`,
          ],
          answer:
            'Aby wystawić przedmiot, kliknij „Dodaj ogłoszenie” i podaj nazwę, opis, kategorię, cenę za dzień, wartość przedmiotu, miasto i co najmniej jedno zdjęcie. Dzielnica, kaucja, wymóg ubezpieczenia, warunki anulowania i elastyczność są opcjonalne.',
          keywords: ['wystawic', 'dodac ogloszenie', 'wystawienie', 'jak dodac', 'wynajac swoj', 'ogloszenie'],
        },
        {
          id: 'photos',
          heading: 'Zdjęcia',
          body: [
            `Dodaj od 1 do ${MAX_PHOTOS_PER_LISTING} zdjęć, każde do ${MAX_PHOTO_MB} MB. Pierwsze zdjęcie jest okładką ogłoszenia.`,
          ],
          answer: `Ogłoszenie może mieć od 1 do ${MAX_PHOTOS_PER_LISTING} zdjęć, każde do ${MAX_PHOTO_MB} MB; pierwsze jest okładką.`,
          keywords: [
            'zdjecia',
            'fotki',
            'ile zdjec',
            'rozmiar zdjecia',
            'za duze zdjecie',
            'fotografie',
            'zdjecia do ogloszenia',
            'dodac zdjecia do ogloszenia',
          ],
        },
        {
          id: 'cities',
          heading: 'Miasta',
          body: [`Działamy w ${CITIES.length} miastach: ${cities}. W części z nich możesz też wybrać dzielnicę.`],
          answer: `Wypożyczalnia działa w ${CITIES.length} miastach: ${cities}.`,
          keywords: ['gdzie dzialacie', 'moje miasto', 'jakie miasta', 'lokalizacja', 'dzielnica'],
        },
        {
          id: 'content-rules',
          heading: 'Treść ogłoszenia',
          body: [
            `Nazwa może mieć do ${LISTING_LIMITS.nameMax} znaków, opis do ${LISTING_LIMITS.descriptionMax}. Ogłoszenie jest publiczne, więc nie może zawierać danych kontaktowych (telefonu, e-maila, linków) — udostępniamy je stronom po opłaceniu wynajmu.`,
          ],
          answer:
            'Nazwa i opis ogłoszenia nie mogą zawierać danych kontaktowych (telefonu, e-maila, linków), bo ogłoszenie jest publiczne; dane kontaktowe stron widać po opłaceniu wynajmu.',
          keywords: ['numer w ogloszeniu', 'telefon w opisie', 'odrzucone ogloszenie', 'zakazane'],
        },
        {
          id: 'edit-and-delete',
          heading: 'Edycja i usunięcie',
          body: [
            'Ogłoszenie edytujesz w „Zarządzaj ogłoszeniami”; możesz też wstrzymać nowe rezerwacje. Usunięcie ogłoszenia jest nieodwracalne, a oczekujące prośby o wynajem zostaną odrzucone.',
          ],
          answer:
            'Ogłoszenie edytujesz lub usuwasz w „Zarządzaj ogłoszeniami”; możesz też wstrzymać nowe rezerwacje. Usunięcie jest nieodwracalne, a oczekujące prośby zostaną odrzucone.',
          keywords: ['edytowac', 'zmienic cene', 'usunac ogloszenie', 'wstrzymac'],
        },
      ],
    },
    {
      id: 'owner-calendar',
      slug: HELP_SLUGS['owner-calendar'].pl,
      title: 'Kalendarz dostępności i synchronizacja',
      summary:
        'Jak zablokować dni, ustawić najkrótszy i najdłuższy wynajem oraz wyprzedzenie, i jak połączyć kalendarz przedmiotu z telefonem lub innym serwisem.',
      sections: [
        {
          id: 'blocked-days',
          heading: 'Blokowanie dni',
          body: [
            'Kalendarz dostępności znajdziesz na stronie ogłoszenia w „Zarządzaj ogłoszeniami”. Widać w nim rezerwacje, prośby o wynajem, dni zablokowane przez Ciebie i dni zajęte w zaimportowanym kalendarzu.',
            'Zaznacz dzień albo okres, dopisz notatkę (widzisz ją tylko Ty) i kliknij „Zablokuj”. W zablokowane dni nikt nie wyśle prośby o wynajem, a przedmiot nie pojawi się w wyszukiwaniu na te daty. Blokadę zdejmujesz przyciskiem „Odblokuj” na liście zablokowanych terminów.',
            'Dni potwierdzonej rezerwacji nie da się zablokować: jeśli nie możesz wypożyczyć przedmiotu, anuluj rezerwację. Oczekujące prośby na zablokowane dni czekają na Twoją odpowiedź.',
          ],
          answer:
            'Dni, w które przedmiot nie jest dostępny, zablokujesz w kalendarzu dostępności na stronie ogłoszenia („Zarządzaj ogłoszeniami”): zaznacz dzień lub okres i kliknij „Zablokuj”. Nikt nie wyśle wtedy prośby o wynajem; dni potwierdzonej rezerwacji nie da się zablokować.',
          keywords: [
            'zablokowac dni',
            'blokada terminu',
            'niedostepny',
            'urlop',
            'potrzebuje przedmiotu',
            'wylaczyc termin',
            'kalendarz dostepnosci',
            'odblokowac',
          ],
        },
        {
          id: 'rental-rules',
          heading: 'Najkrótszy i najdłuższy wynajem, wyprzedzenie',
          body: [
            `W formularzu ogłoszenia ustawiasz najkrótszy wynajem (domyślnie ${MIN_DAYS_DEFAULT} dzień), najdłuższy (domyślnie i najwyżej ${MAX_DAYS_DEFAULT} dni) oraz wymagane wyprzedzenie: rezerwacja możliwa nawet na dziś, dopiero od jutra albo z ${NOTICE_DAYS[2]}-dniowym wyprzedzeniem.`,
            'Panel rezerwacji pokazuje te zasady najemcom, a prośbę, która ich nie spełnia, odrzucamy z podaniem powodu.',
          ],
          answer: `Najkrótszy wynajem (domyślnie ${MIN_DAYS_DEFAULT} dzień), najdłuższy (domyślnie ${MAX_DAYS_DEFAULT} dni) i wymagane wyprzedzenie ustawiasz w formularzu ogłoszenia. Najemca widzi je w panelu rezerwacji, a prośba niezgodna z nimi zostaje odrzucona z podaniem powodu.`,
          keywords: [
            'minimalny wynajem',
            'maksymalny wynajem',
            'najkrocej',
            'najdluzej',
            'wyprzedzenie',
            'rezerwacja na dzis',
            'ile dni minimum',
            'minimalna liczba dni',
            'minimalny okres wynajmu',
          ],
        },
        {
          id: 'ical-feed',
          heading: 'Kalendarz przedmiotu w telefonie',
          body: [
            'W części „Synchronizacja kalendarza”, pod kalendarzem dostępności, kliknij „Utwórz adres” i skopiuj go. W Kalendarzu Google na komputerze wybierz przy „Inne kalendarze” opcję „Z adresu URL”; na iPhonie dotknij „Otwórz w aplikacji kalendarza” albo dodaj subskrybowany kalendarz w ustawieniach. Rezerwacje i zablokowane dni przedmiotu pojawią się tam same.',
            'W kalendarzu nie ma danych najemców ani Twoich notatek. Adres jest tajny: jeśli trafił do niewłaściwej osoby, kliknij „Nowy adres” — poprzedni od razu przestanie działać.',
          ],
          answer:
            'Rezerwacje przedmiotu możesz mieć w kalendarzu telefonu: w „Synchronizacja kalendarza” na stronie ogłoszenia kliknij „Utwórz adres”, skopiuj go i dodaj w Kalendarzu Google („Z adresu URL”) albo na iPhonie jako subskrybowany kalendarz. „Nowy adres” unieważnia poprzedni.',
          keywords: [
            'ical',
            'ics',
            'kalendarz google',
            'iphone',
            'outlook',
            'subskrypcja',
            'synchronizacja',
            'eksport kalendarza',
            'rezerwacje w telefonie',
            'kanal ical',
            'adres kalendarza',
          ],
        },
        {
          id: 'ical-import',
          heading: 'Import kalendarza z innego serwisu',
          body: [
            'Jeśli wynajmujesz przedmiot także gdzie indziej, wklej w „Terminy z innego kalendarza” adres jego kalendarza (.ics; adres zaczynający się od webcal:// też działa). Odczytujemy go od razu po zapisaniu, a potem co godzinę.',
            'Dni wydarzeń z tego kalendarza stają się niedostępne dla najemców, więc nie dostaniesz dwóch rezerwacji na ten sam termin. Jeśli odczyt się nie uda, pokażemy powód, a dni zablokowane wcześniej pozostaną zablokowane. Usunięcie adresu zwalnia te dni.',
          ],
          answer:
            'Kalendarz z innego serwisu (plik .ics) zaimportujesz w „Terminy z innego kalendarza” na stronie ogłoszenia. Odczytujemy go od razu i potem co godzinę, a dni jego wydarzeń stają się u nas niedostępne.',
          keywords: [
            'import kalendarza',
            'inny serwis',
            'podwojna rezerwacja',
            'dwie rezerwacje',
            'webcal',
            'ics',
            'zsynchronizowac',
            'kalendarz zewnetrzny',
          ],
        },
      ],
    },
    {
      id: 'messaging',
      slug: HELP_SLUGS.messaging.pl,
      title: 'Wiadomości i dane kontaktowe',
      summary: 'Jak pisać do właściciela i dlaczego dane kontaktowe są ukryte do opłacenia wynajmu.',
      sections: [
        {
          id: 'contact-owner',
          heading: 'Pisanie do właściciela',
          body: [
            'Na stronie przedmiotu kliknij „Napisz do właściciela”, aby zapytać o stan, odbiór czy dodatkowe akcesoria. Rozmowy znajdziesz w swojej skrzynce odbiorczej.',
          ],
          answer:
            'Do właściciela napiszesz przyciskiem „Napisz do właściciela” na stronie przedmiotu, także przed wypożyczeniem; rozmowy znajdziesz w skrzynce odbiorczej.',
          keywords: ['napisac', 'zapytac wlasciciela', 'czat', 'wiadomosc', 'skrzynka', 'kontakt z wlascicielem'],
        },
        {
          id: 'masked-contact-details',
          heading: 'Ukryte dane kontaktowe',
          body: [
            'Numery telefonów, adresy e-mail, linki i nazwy komunikatorów w wiadomościach są ukryte, dopóki wynajem między Wami nie zostanie opłacony. Dzięki temu umowa i płatność zostają w serwisie, gdzie możemy chronić obie strony.',
          ],
          answer:
            'Numery telefonów, adresy e-mail, linki i nazwy komunikatorów w wiadomościach są ukryte, dopóki wynajem nie zostanie opłacony; po opłaceniu obie strony widzą swoje dane kontaktowe.',
          keywords: ['ukryty numer', 'gwiazdki', 'zamaskowane', 'nie widze numeru', 'podac telefon', 'cenzura'],
        },
        {
          id: 'when-visible',
          heading: 'Kiedy dane są widoczne',
          body: [
            'Dane kontaktowe stają się widoczne dla obu stron, gdy wynajem zostanie opłacony. Sama akceptacja prośby nie wystarcza, a anulowanie wynajmu znów je ukrywa.',
          ],
          answer:
            'Dane kontaktowe drugiej strony widać dopiero po opłaceniu wynajmu — sama akceptacja prośby nie wystarcza, a anulowanie znów je ukrywa.',
          keywords: ['kiedy zobacze numer', 'numer telefonu wlasciciela', 'dane kontaktowe'],
        },
      ],
    },
    {
      id: 'reviews',
      slug: HELP_SLUGS.reviews.pl,
      title: 'Opinie',
      summary: `Kto i kiedy wystawia opinie (${REVIEW_WINDOW_DAYS} dni po zakończeniu) i dlaczego publikujemy je jednocześnie.`,
      sections: [
        {
          id: 'who-reviews',
          heading: 'Kto wystawia opinie',
          body: [
            'Opinie wystawiają tylko strony zakończonego wynajmu: najemca ocenia przedmiot i właściciela, a właściciel najemcę. Każdą opinię można wystawić raz.',
          ],
          answer:
            'Opinie wystawiają tylko strony zakończonego wynajmu: najemca ocenia przedmiot i właściciela, właściciel ocenia najemcę, każdą raz.',
          keywords: ['ocena', 'ocenic', 'gwiazdki', 'recenzja', 'komentarz', 'wystawic opinie'],
        },
        {
          id: 'when',
          heading: 'Kiedy',
          body: [
            `Na opinię masz ${REVIEW_WINDOW_DAYS} dni od zakończenia wynajmu. Jeśli jej nie napiszesz, przypomnimy ${REVIEW_REMINDER_DAYS_BEFORE} dni przed końcem tego czasu.`,
          ],
          answer: `Opinię można wystawić przez ${REVIEW_WINDOW_DAYS} dni od zakończenia wynajmu; przypominamy o niej ${REVIEW_REMINDER_DAYS_BEFORE} dni przed końcem tego terminu.`,
          keywords: ['ile mam czasu na opinie', 'termin opinii', 'nie moge wystawic'],
        },
        {
          id: 'blind-publication',
          heading: 'Publikacja w ciemno',
          body: [
            `Opinie obu stron pozostają ukryte, dopóki obie strony ich nie napiszą albo nie minie ${REVIEW_WINDOW_DAYS} dni. Wtedy publikujemy je jednocześnie, więc nikt nie pisze opinii w odwecie.`,
          ],
          answer: `Opinie są publikowane jednocześnie: pozostają ukryte, dopóki obie strony ich nie napiszą albo nie minie ${REVIEW_WINDOW_DAYS} dni od zakończenia wynajmu.`,
          keywords: ['nie widac opinii', 'ukryta opinia', 'kiedy opublikujecie', 'opinia nie wyswietla'],
        },
        {
          id: 'rating-and-reply',
          heading: 'Ocena, odpowiedź i zgłoszenie',
          body: [
            `Ocena to od ${REVIEW_RATING_MIN} do ${REVIEW_RATING_MAX} gwiazdek i komentarz do ${REVIEW_COMMENT_MAX} znaków, bez danych kontaktowych. Osoba oceniona może raz publicznie odpowiedzieć na opinię i raz ją zgłosić do sprawdzenia.`,
          ],
          answer: `Opinia to ocena od ${REVIEW_RATING_MIN} do ${REVIEW_RATING_MAX} gwiazdek i komentarz; oceniona osoba może raz publicznie odpowiedzieć i raz zgłosić opinię do sprawdzenia.`,
          keywords: ['odpowiedziec na opinie', 'zgloszenie opinii', 'niesprawiedliwa opinia', 'usunac opinie'],
        },
      ],
    },
    {
      id: 'account',
      slug: HELP_SLUGS.account.pl,
      title: 'Konto, usunięcie konta i Twoje dane',
      summary: 'Zakładanie konta, usuwanie konta, eksport danych, ulubione i zapisane wyszukiwania.',
      sections: [
        {
          id: 'create-account',
          heading: 'Zakładanie konta',
          body: [
            'Konto jest darmowe. Bez konta możesz przeglądać oferty; z kontem wysyłasz prośby, piszesz do właścicieli i wystawiasz przedmioty.',
          ],
          answer:
            'Konto w Wypożyczalni jest darmowe; bez niego możesz przeglądać oferty, a z nim wysyłać prośby o wypożyczenie, pisać do właścicieli i wystawiać przedmioty.',
          keywords: ['rejestracja', 'zalozyc konto', 'zarejestrowac', 'czy musze miec konto'],
        },
        {
          id: 'delete-account',
          heading: 'Usunięcie konta',
          body: [
            'Konto usuniesz w ustawieniach profilu („Usuń konto”). Od razu usuwamy Twoje dane osobowe, wylogowujemy Cię wszędzie, wycofujemy Twoje ogłoszenia i oczekujące prośby.',
            'Konta nie da się usunąć w trakcie przyjętego lub trwającego wynajmu — najpierw musi się zakończyć. Wystawione opinie zostają, podpisane jako usunięty użytkownik.',
          ],
          answer:
            'Konto usuniesz w ustawieniach profilu przyciskiem „Usuń konto”: od razu usuwamy Twoje dane osobowe, ogłoszenia i oczekujące prośby. Nie da się tego zrobić w trakcie przyjętego lub trwającego wynajmu.',
          keywords: ['usunac konto', 'skasowac konto', 'zamknac konto', 'rezygnacja z konta', 'rodo'],
        },
        {
          id: 'data-export',
          heading: 'Eksport danych',
          body: [
            'Kopię wszystkiego, co o Tobie przechowujemy (profil, ogłoszenia, wynajmy, płatności, wiadomości, opinie, zgody, dane podatkowe i Twoje zdjęcia), pobierzesz w profilu, w sekcji „Twoje dane”, przyciskiem „Pobierz moje dane”.',
            `Przygotowanie trwa zwykle kilka sekund; link wyślemy też e-mailem. Działa jeden raz przez ${DATA_EXPORT_LINK_HOURS} godziny, a kopię można zamówić raz na dobę. Plik ZIP zawiera pliki JSON i README z opisem każdego z nich.`,
          ],
          answer: `Kopię swoich danych pobierzesz w profilu, w sekcji „Twoje dane”, przyciskiem „Pobierz moje dane”: dostaniesz plik ZIP (pliki JSON i README). Link działa jeden raz przez ${DATA_EXPORT_LINK_HOURS} godziny; kopię można zamówić raz na dobę.`,
          keywords: ['pobrac dane', 'kopia danych', 'moje dane', 'eksport', 'rodo'],
        },
        {
          id: 'favourites-and-saved-searches',
          heading: 'Ulubione i zapisane wyszukiwania',
          body: [
            'Serce na karcie lub stronie przedmiotu zapisuje go w ulubionych (menu konta → „Ulubione”). Gdy właściciel wyłączy albo usunie ogłoszenie, zobaczysz to na liście i usuniesz je jednym przyciskiem.',
            'Na stronie przeglądania przycisk „Zapisz wyszukiwanie” zapamiętuje tekst, kategorię, miasto, dzielnicę i daty. O nowych pasujących przedmiotach piszemy e-mailem najwyżej raz dziennie, tylko gdy pojawi się coś nowego i tylko na potwierdzony adres. Link „Wypisz się” w e-mailu usuwa wyszukiwanie bez logowania.',
          ],
          answer:
            'Serce zapisuje przedmiot w ulubionych, a „Zapisz wyszukiwanie” na stronie przeglądania zapamiętuje filtry: o nowych pasujących przedmiotach piszemy najwyżej raz dziennie, a link w e-mailu wypisuje bez logowania.',
          keywords: ['ulubione', 'serce', 'zapisz wyszukiwanie', 'powiadomienia o nowych', 'alert', 'wypisz sie'],
        },
      ],
    },
    {
      id: 'contact',
      slug: HELP_SLUGS.contact.pl,
      title: 'Kontakt z nami',
      summary: `Formularz kontaktowy, e-mail i czas odpowiedzi (do ${CONTACT_REPLY_HOURS} godzin).`,
      sections: [
        {
          id: 'contact-form',
          heading: 'Formularz kontaktowy',
          body: [
            `Na stronie „Kontakt” podaj imię i nazwisko, e-mail, temat (jeden z ${CONTACT_SUBJECTS.length}) i wiadomość. Dostaniesz numer zgłoszenia i potwierdzenie e-mailem.`,
          ],
          answer:
            'Napisz do nas przez formularz na stronie „Kontakt” (imię i nazwisko, e-mail, temat, wiadomość); dostaniesz numer zgłoszenia i potwierdzenie e-mailem.',
          keywords: ['kontakt', 'pomoc', 'zglosic problem', 'napisac do obslugi', 'obsluga klienta', 'support'],
        },
        {
          id: 'reply-time',
          heading: 'Czas odpowiedzi',
          body: [`Odpowiadamy na wiadomości w ciągu ${CONTACT_REPLY_HOURS} godzin.`],
          answer: `Na wiadomości odpowiadamy w ciągu ${CONTACT_REPLY_HOURS} godzin.`,
          keywords: ['kiedy odpowiecie', 'jak szybko', 'czekam na odpowiedz'],
        },
        {
          id: 'email',
          heading: 'E-mail',
          body: ['Możesz też napisać bezpośrednio na {{supportEmail}}.'],
          answer: `Nasz adres e-mail to {{supportEmail}}; odpowiadamy w ciągu ${CONTACT_REPLY_HOURS} godzin.`,
          keywords: ['adres email', 'mail', 'e-mail', 'email'],
        },
      ],
    },
  ],
  faq: [
    {
      id: 'howItWorks',
      question: 'Jak działa wypożyczanie przedmiotów?',
      answer:
        'Wyszukujesz przedmiot, wybierasz daty i wysyłasz właścicielowi prośbę o wypożyczenie. Gdy właściciel ją zaakceptuje, opłacasz rezerwację, odbierasz przedmiot w umówionym miejscu i oddajesz go po zakończeniu wypożyczenia.',
      article: 'how-renting-works',
      section: null,
    },
    {
      id: 'account',
      question: 'Czy muszę mieć konto, żeby korzystać z serwisu?',
      answer:
        'Przeglądać oferty może każdy. Aby wysłać prośbę o wypożyczenie, napisać do właściciela lub dodać własny przedmiot, musisz założyć darmowe konto.',
      article: 'account',
      section: 'create-account',
    },
    {
      id: 'payments',
      question: 'Jakie metody płatności są dostępne?',
      answer:
        'Płacisz bezpiecznie przez serwis: kartą płatniczą, szybkim przelewem bankowym lub BLIK-iem. Nie przekazuj pieniędzy właścicielowi poza serwisem — wtedy nie możemy Cię chronić.',
      article: 'payments',
      section: 'methods',
    },
    {
      id: 'bookingFee',
      question: 'Ile kosztuje korzystanie z Wypożyczalni?',
      answer: `Do każdej rezerwacji doliczamy opłatę serwisową w wysokości ${fee} wartości wypożyczenia. Całkowita kwota to liczba dni × cena za dzień plus ta opłata; do liczby dni wliczamy zarówno dzień odbioru, jak i dzień zwrotu.`,
      article: 'fees',
      section: 'booking-fee',
    },
    {
      id: 'deposit',
      question: 'Czym jest kaucja za szkody?',
      answer: `Właściciel może ustalić kaucję zabezpieczającą przedmiot. Płacisz ją razem z wynajmem, a wraca do Ciebie w całości ${DEPOSIT_RELEASE_HOURS} h po zakończeniu wypożyczenia, chyba że właściciel zgłosi w tym czasie szkodę.`,
      article: 'deposit',
      section: 'what-it-is',
    },
    {
      id: 'insurance',
      question: 'Co oznacza ubezpieczenie wymagane przez właściciela?',
      answer:
        'Zaznaczając je przy rezerwacji, akceptujesz odpowiedzialność za szkody do zadeklarowanej wartości przedmiotu, rozliczaną z kaucji w procesie zgłaszania szkód. Nie stoi za tym ubezpieczyciel: serwis nie sprzedaje polisy, nie dolicza za nią opłaty i może odzyskać najwyżej kaucję.',
      article: 'insurance',
      section: 'owner-requirement',
    },
    {
      id: 'cancellation',
      question: 'Czy mogę anulować rezerwację?',
      answer: `Tak. Zwrot zależy od zasad wybranych przez właściciela: restrykcyjne — zwrot ${strict.refundPercent}% do ${strict.hoursBefore} godzin przed rozpoczęciem; standardowe (domyślne) — zwrot ${standard.refundPercent}% do ${standard.hoursBefore} godzin przed; elastyczne — zwrot ${flexible.refundPercent}% do ${flexible.hoursBefore} godzin przed rozpoczęciem.`,
      article: 'cancellation',
      section: 'terms-overview',
    },
    {
      id: 'verification',
      question: 'Jak weryfikujecie użytkowników?',
      answer:
        'Użytkownicy potwierdzają numer telefonu kodem SMS, a mogą też zweryfikować tożsamość dokumentem. Zweryfikowane konta mają odznakę, a opinie po każdym wypożyczeniu pomagają ocenić, komu można zaufać.',
      article: 'identity-verification',
      section: null,
    },
    {
      id: 'contactOwner',
      question: 'Czy mogę porozmawiać z właścicielem przed wypożyczeniem?',
      answer:
        'Tak. Na stronie przedmiotu kliknij przycisk wiadomości, aby zapytać o stan, odbiór czy dodatkowe akcesoria. Rozmowy znajdziesz później w swojej skrzynce odbiorczej.',
      article: 'messaging',
      section: 'contact-owner',
    },
    {
      id: 'listItem',
      question: 'Jak wystawić swój przedmiot do wypożyczenia?',
      answer: `Kliknij „Dodaj ogłoszenie”, opisz przedmiot, wybierz kategorię, miasto i dzielnicę, ustal cenę za dzień i dodaj do ${MAX_PHOTOS_PER_LISTING} zdjęć (każde do ${MAX_PHOTO_MB} MB). Możesz też ustawić kaucję, wymóg ubezpieczenia i zasady anulowania.`,
      article: 'listing-rules',
      section: 'required-fields',
    },
    {
      id: 'ownerEarnings',
      question: 'Kiedy właściciel otrzymuje pieniądze?',
      answer: `Najemca płaci przez serwis po zaakceptowaniu prośby, a serwis trzyma płatność do zakończenia wypożyczenia. Właściciel otrzymuje cenę wypożyczenia bez opłaty serwisowej ${PAYOUT_RELEASE_HOURS} godzin po jego zakończeniu, na konto ustawione na stronie „Wypłaty”; swoje zarobki widzi na stronie „Zarobki”.`,
      article: 'payments',
      section: 'owner-payout',
    },
    {
      id: 'damage',
      question: 'Co jeśli przedmiot zostanie uszkodzony lub nie wróci?',
      answer: `Właściciel może zgłosić szkodę na stronie wynajmu do ${DAMAGE_REPORT_WINDOW_HOURS} h po zakończeniu wynajmu, z opisem, szacowanym kosztem i zdjęciami; zgłoszenie wstrzymuje kaucję. Najemca ma ${DAMAGE_ANSWER_HOURS} h, by zaakceptować kwotę albo ją zakwestionować, a spór rozstrzygają administratorzy. Właściciel może dostać najwyżej kwotę kaucji; jeśli przedmiot nie wrócił, napisz też do nas.`,
      article: 'insurance',
      section: 'damage-report',
    },
  ],
};
