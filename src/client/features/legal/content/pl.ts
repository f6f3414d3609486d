import { formatNip } from '@/shared/domain/tax-numbers';
import { ACCESSIBILITY_STATEMENT_DATE, PRIVACY_VERSION, TERMS_VERSION } from '@/shared/domain/legal';
import { FIGURES as F, LAW, PL_WORDS as W, pl } from './figures';
import { link, mailLink, routeLink, telLink } from './markup';
import type { LegalContext, LegalDocumentKind, LegalDocumentText } from './types';

const TEMPLATE =
  'Wzór do weryfikacji przez prawnika. Tekst opisuje zasady, według których serwis naprawdę działa, ale przed publikacją powinien go sprawdzić prawnik.';

/** "Firma, ul. …, NIP …, KRS …": the company as the documents name it. */
function identity({ company }: LegalContext): string {
  // The demo has no address nor register numbers: the page says so above the document.
  if (company.demo) return company.name;
  return [
    company.name,
    company.address.replaceAll('\n', ', '),
    company.nip && `NIP ${formatNip(company.nip)}`,
    company.krs && `KRS ${company.krs}`,
  ]
    .filter(Boolean)
    .join(', ');
}

function contact({ company }: LegalContext): string {
  return company.phone ? `${mailLink(company.email)} lub ${telLink(company.phone)}` : mailLink(company.email);
}

function terms(ctx: LegalContext): LegalDocumentText {
  const { company, date } = ctx;
  const p = F.policy;
  return {
    title: 'Regulamin serwisu Wypożyczalnia',
    version: `Wersja z dnia ${date(TERMS_VERSION)}`,
    intro: TEMPLATE,
    sections: [
      {
        id: 'postanowienia-ogolne',
        heading: 'Postanowienia ogólne',
        paragraphs: [
          `Serwis Wypożyczalnia prowadzi ${identity(ctx)} (operator). Kontakt: ${contact(ctx)} albo ${routeLink('formularz kontaktowy', 'contact')}.`,
          'Serwis łączy osoby, które wypożyczają swoje przedmioty (właścicieli), z osobami, które chcą je wypożyczyć (najemców). Umowę najmu przedmiotu zawierają między sobą właściciel i najemca. Operator świadczy usługę pośrednictwa drogą elektroniczną: udostępnia ogłoszenia, rezerwacje i wiadomości, przyjmuje płatności przez operatora płatności, przechowuje kaucję i przekazuje właścicielowi jego należność.',
          'Do korzystania z serwisu wystarczy aktualna przeglądarka internetowa z włączoną obsługą plików cookie niezbędnych do logowania. Regulamin jest dostępny bezpłatnie na tej stronie; można go zapisać i wydrukować.',
        ],
      },
      {
        id: 'konto',
        heading: 'Konto i weryfikacja',
        paragraphs: [
          'Założenie konta jest bezpłatne i wymaga akceptacji regulaminu oraz zapoznania się z polityką prywatności; zapisujemy wersję i czas akceptacji. Każda osoba może mieć jedno konto i odpowiada za prawdziwość podanych danych.',
          `Numer telefonu potwierdza się kodem SMS, który ma ${pl(F.phoneCodeLength, W.digits)} i jest ważny przez ${pl(F.phoneCodeMinutes, W.minutes)}.`,
          `Tożsamość można potwierdzić zdjęciem dokumentu tożsamości. Sprawdzamy je zwykle w ciągu ${F.kycReview.min}–${pl(F.kycReview.max, W.hoursGen)}. Zdjęcia są przechowywane w postaci zaszyfrowanej i usuwane ${pl(F.kycRetentionDays, W.days)} po decyzji; zostaje tylko decyzja i jej data.`,
        ],
      },
      {
        id: 'ogloszenia',
        heading: 'Ogłoszenia',
        paragraphs: [
          `Właściciel opisuje przedmiot zgodnie z prawdą, dodaje własne zdjęcia (do ${pl(F.maxPhotos, W.photosGen)}) i ustala cenę za dzień, wysokość kaucji oraz warunki odwołania. Może włączyć natychmiastową rezerwację — także tylko dla osób o potwierdzonej tożsamości.`,
          `Zabronione są ogłoszenia przedmiotów, których posiadanie lub wynajem jest niezgodny z prawem, oraz podawanie w ogłoszeniach numerów telefonów, adresów e-mail i linków. Ogłoszenie naruszające prawo lub regulamin można zgłosić przez ${routeLink('formularz kontaktowy', 'contact')}; operator może je wtedy usunąć, podając właścicielowi uzasadnienie.`,
        ],
      },
      {
        id: 'rezerwacja-i-platnosc',
        heading: 'Rezerwacja i płatność',
        paragraphs: [
          `Najemca wysyła prośbę o rezerwację na wybrane dni. Właściciel przyjmuje ją albo odrzuca w ciągu ${pl(F.pendingHours, W.hoursGen)}; bez odpowiedzi prośba wygasa. Przy natychmiastowej rezerwacji termin jest potwierdzany od razu.`,
          `Potwierdzoną rezerwację najemca opłaca w ciągu ${pl(F.payHours, W.hoursGen)} kartą lub BLIK-iem. Płaci cenę najmu, opłatę serwisową w wysokości ${F.feePercent}% ceny najmu oraz kaucję, jeśli właściciel jej wymaga. Przed płatnością serwis pokazuje wszystkie kwoty i warunki odwołania tej rezerwacji. Nieopłacona w terminie rezerwacja zostaje anulowana.`,
          'Opłata serwisowa jest wynagrodzeniem operatora; właściciel otrzymuje cenę najmu bez tej opłaty.',
        ],
      },
      {
        id: 'odwolanie',
        heading: 'Odwołanie rezerwacji',
        paragraphs: [
          'Warunki odwołania wybiera właściciel dla każdego ogłoszenia; obowiązują te, które widniały w chwili rezerwacji. Czas liczy się do początku pierwszego dnia najmu według czasu polskiego.',
        ],
        table: {
          head: ['Warunki', 'Odwołanie przez najemcę'],
          rows: [
            [
              'Elastyczne',
              `zwrot ${p.flexible.refundPercent}% ceny najmu przy odwołaniu co najmniej ${pl(p.flexible.hoursBefore, W.hours)} przed rozpoczęciem`,
            ],
            [
              'Standardowe',
              `zwrot ${p.standard.refundPercent}% ceny najmu przy odwołaniu co najmniej ${pl(p.standard.hoursBefore, W.hours)} przed rozpoczęciem`,
            ],
            [
              'Restrykcyjne',
              `zwrot ${p.strict.refundPercent}% ceny najmu przy odwołaniu co najmniej ${pl(p.strict.hoursBefore, W.hours)} przed rozpoczęciem`,
            ],
          ],
        },
        paragraphsAfter: [
          'Przy pełnym zwrocie ceny wraca też opłata serwisowa; przy częściowym opłata nie jest zwracana. Później niż w tych terminach cena najmu i opłata nie są zwracane. Kaucja wraca zawsze w całości.',
          'Gdy rezerwację odwoła właściciel albo operator, najemca otrzymuje zwrot wszystkiego, co zapłacił.',
        ],
      },
      {
        id: 'kaucja-i-szkody',
        heading: 'Przekazanie, kaucja i szkody',
        paragraphs: [
          'Obie strony mogą udokumentować stan przedmiotu zdjęciami przy odbiorze i przy zwrocie; zdjęcia są widoczne dla obu stron i dla operatora w razie sporu.',
          `W ciągu ${pl(F.damageReportHours, W.hoursGen)} od zakończenia najmu właściciel może zgłosić szkodę: opisuje ją, dołącza zdjęcia i podaje kwotę nie wyższą niż kaucja. Kaucja wraca do najemcy ${pl(F.depositHours, W.hours)} po zakończeniu najmu, chyba że wstrzymuje ją zgłoszenie szkody; zgłoszenie wstrzymuje też wypłatę dla właściciela.`,
          `Najemca ma ${pl(F.damageAnswerHours, W.hours)} na przyjęcie zgłoszenia albo jego zakwestionowanie. Brak odpowiedzi albo sprzeciw kieruje sprawę do mediacji: operator rozstrzyga ją na podstawie zdjęć i wiadomości, z uzasadnieniem, kwotą nie wyższą niż kaucja. Rozstrzygnięcie nie wyłącza prawa stron do dochodzenia roszczeń przed sądem.`,
          'Operator nie jest ubezpieczycielem: szkody przekraczające kaucję strony rozliczają między sobą.',
        ],
      },
      {
        id: 'wyplaty',
        heading: 'Wypłaty dla właścicieli',
        paragraphs: [
          `Należność właściciela (cena najmu bez opłaty serwisowej) jest przekazywana ${pl(F.payoutHours, W.hours)} po zakończeniu najmu na rachunek bankowy podany operatorowi płatności na stronie „Wypłaty”. Otwarte zgłoszenie szkody wstrzymuje wypłatę do jego rozstrzygnięcia. Operator płatności potwierdza tożsamość i rachunek właściciela.`,
          'Operator jest obowiązany przekazywać Szefowi Krajowej Administracji Skarbowej informacje o sprzedawcach uzyskujących wynagrodzenie przez serwis (dyrektywa DAC7); dlatego właściciel otrzymujący wypłaty podaje raz swoje dane podatkowe. O przekazanych danych informujemy właściciela.',
        ],
      },
      {
        id: 'opinie',
        heading: 'Opinie',
        paragraphs: [
          `Opinię może wystawić tylko strona rzeczywistego, zakończonego najmu — każda opinia jest więc zweryfikowana. Obie strony mają na to ${pl(F.reviewDays, W.days)} od zakończenia najmu. Opinie pozostają niejawne, aż obie strony je wystawią albo minie ten termin, więc żadna nie pisze w odpowiedzi na opinię drugiej.`,
          'Operator nie zmienia treści ani ocen i nie ukrywa opinii za opłatą. Opinię naruszającą regulamin lub prawo można zgłosić; operator ją sprawdza i może ukryć, informując autora.',
        ],
      },
      {
        id: 'wiadomosci',
        heading: 'Wiadomości i dane kontaktowe',
        paragraphs: [
          'Strony porozumiewają się przez wiadomości w serwisie. Do czasu opłacenia rezerwacji numery telefonów, adresy e-mail i linki w wiadomościach są ukrywane, aby umowy zawierano w serwisie, gdzie działają kaucja i ochrona płatności. Po opłaceniu obie strony widzą swoje dane kontaktowe; anulowanie rezerwacji znów je ukrywa.',
        ],
      },
      {
        id: 'usuniecie-konta',
        heading: 'Usunięcie konta',
        paragraphs: [
          `Konto można usunąć w każdej chwili przyciskiem „Usuń konto” w ${routeLink('profilu', 'profile')}, chyba że trwa przyjęty lub rozpoczęty najem — wtedy po jego zakończeniu. Dane osobowe są usuwane od razu, ogłoszenia wycofywane, a oczekujące prośby anulowane. Wystawione opinie zostają, podpisane jako usunięty użytkownik. Zapisy rozliczeń przechowujemy, jak opisuje ${routeLink('polityka prywatności', 'privacy', 'jak-dlugo')}.`,
        ],
      },
      {
        id: 'reklamacje',
        heading: 'Reklamacje',
        paragraphs: [
          `Reklamację dotyczącą działania serwisu można złożyć na adres ${mailLink(company.email)} albo przez ${routeLink('formularz kontaktowy', 'contact')}. Opisz, czego dotyczy (najlepiej z numerem rezerwacji) i czego oczekujesz.`,
          `Odpowiadamy na reklamację w ciągu ${pl(F.complaintDays, W.daysGen)} od jej otrzymania, w sposób, w jaki ją złożono. Sprawy dotyczące samego przedmiotu i jego stanu rozstrzyga się między stronami najmu, z pomocą procedury zgłaszania szkód.`,
        ],
      },
      {
        id: 'prawa-konsumenta',
        heading: 'Prawa konsumenta',
        paragraphs: [
          `Najem przedmiotu na określone dni jest usługą związaną z wypoczynkiem, wydarzeniami rozrywkowymi lub rekreacją, świadczoną w oznaczonym terminie. Dlatego zgodnie z ${LAW.noWithdrawal} ustawy o prawach konsumenta konsumentowi nie przysługuje prawo odstąpienia od umowy zawartej na odległość. Zamiast niego obowiązują warunki odwołania opisane wyżej.`,
          `Konsument może skorzystać z pozasądowych sposobów rozpatrywania sporów: pomocy miejskiego lub powiatowego rzecznika konsumentów, mediacji prowadzonej przez wojewódzki inspektorat Inspekcji Handlowej albo stałego polubownego sądu konsumenckiego. Wykaz podmiotów prowadzi Prezes UOKiK: ${link(LAW.adrUrl.replace('https://', ''), LAW.adrUrl)}.`,
        ],
      },
      {
        id: 'postanowienia-koncowe',
        heading: 'Postanowienia końcowe',
        paragraphs: [
          'Regulamin podlega prawu polskiemu; nie pozbawia to konsumenta ochrony, jaką dają mu bezwzględnie obowiązujące przepisy kraju jego zwykłego pobytu.',
          'O zmianie regulaminu informujemy z wyprzedzeniem. Nowa wersja obowiązuje od dnia, który nosi w nazwie; zalogowane osoby proszone są o jej akceptację przy następnej wizycie, a rezerwacje już opłacone rozlicza się według wersji obowiązującej w chwili płatności.',
        ],
      },
    ],
  };
}

function privacy(ctx: LegalContext): LegalDocumentText {
  const { date } = ctx;
  const purpose = {
    session: 'sesja logowania: utrzymuje zalogowanie',
    device: 'rozpoznanie urządzenia: chroni logowanie przed zgadywaniem haseł i przejęciem konta',
  };
  return {
    title: 'Polityka prywatności',
    version: `Wersja z dnia ${date(PRIVACY_VERSION)}`,
    intro: TEMPLATE,
    sections: [
      {
        id: 'administrator',
        heading: 'Administrator danych',
        paragraphs: [
          `Administratorem Twoich danych osobowych jest ${identity(ctx)}. W sprawach danych osobowych napisz na ${contact(ctx)}.`,
        ],
      },
      {
        id: 'dane-i-cele',
        heading: 'Jakie dane, w jakim celu i na jakiej podstawie',
        paragraphs: ['Przetwarzamy tylko dane potrzebne do działania serwisu i wypełnienia obowiązków prawnych:'],
        table: {
          head: ['Dane', 'Cel', 'Podstawa (RODO)'],
          rows: [
            ['Imię, nazwisko, e-mail, hasło (jako skrót), język', 'Konto i kontakt w sprawie najmów', LAW.gdprContract],
            [
              'Numer telefonu i jego weryfikacja',
              'Kontakt między stronami, ochrona kont',
              `${LAW.gdprContract}, ${LAW.gdprInterest}`,
            ],
            ['Ogłoszenia, zdjęcia, dzielnica', 'Publikacja ogłoszeń', LAW.gdprContract],
            [
              'Rezerwacje, wiadomości, zdjęcia z przekazania, zgłoszenia szkód',
              'Świadczenie usługi, rozstrzyganie sporów',
              `${LAW.gdprContract}, ${LAW.gdprInterest}`,
            ],
            ['Opinie wystawione i otrzymane', 'Wiarygodność stron', LAW.gdprInterest],
            [
              'Płatności, zwroty, wypłaty, dane do faktur',
              'Rozliczenia, obowiązki podatkowe i rachunkowe',
              `${LAW.gdprContract}, ${LAW.gdprLegalDuty}`,
            ],
            [
              'Dane podatkowe właścicieli: data urodzenia, PESEL lub NIP, adres, KRS lub REGON',
              'Raportowanie DAC7 do Szefa KAS',
              LAW.gdprLegalDuty,
            ],
            [
              'Dokument tożsamości (zdjęcia zaszyfrowane) i decyzja',
              'Weryfikacja tożsamości, bezpieczeństwo najmów',
              LAW.gdprInterest,
            ],
            [
              'Akceptacje regulaminu (wersja i czas)',
              'Wykazanie zawarcia umowy',
              `${LAW.gdprContract}, ${LAW.gdprInterest}`,
            ],
            ['Adres IP, sesje, urządzenie, dziennik zdarzeń', 'Bezpieczeństwo kont i serwisu', LAW.gdprInterest],
          ],
        },
      },
      {
        id: 'jak-dlugo',
        heading: 'Jak długo przechowujemy dane',
        paragraphs: [],
        table: {
          head: ['Dane', 'Okres przechowywania'],
          rows: [
            [
              'Zdjęcia dokumentu tożsamości',
              `${pl(F.kycRetentionDays, W.days)} od decyzji; decyzja zostaje do usunięcia konta`,
            ],
            [
              'Wiadomości i zdjęcia z przekazania oraz zgłoszeń szkód',
              `${pl(F.rentalRecordsYears, W.years)} od zakończenia najmu`,
            ],
            [
              'Płatności, zwroty, wypłaty, dane faktur i raportów DAC7',
              `${pl(F.accountingYears, W.years)} od końca roku, którego dotyczą (przepisy podatkowe i rachunkowe) — także po usunięciu konta, ale bez powiązania z profilem`,
            ],
            ['Wszystkie pozostałe dane', 'do usunięcia konta — usuwamy je od razu wraz z kontem'],
          ],
        },
        paragraphsAfter: ['Okresy te stosuje codzienne zadanie, które usuwa dane, gdy ich czas minie.'],
      },
      {
        id: 'odbiorcy',
        heading: 'Komu powierzamy dane',
        paragraphs: ['Dane przetwarzają w naszym imieniu, na podstawie umów powierzenia, dostawcy:'],
        table: {
          head: ['Rodzaj', 'Dostawca', 'Zakres'],
          rows: [
            ['Płatności i wypłaty', 'Stripe', 'dane płatności, tożsamość i rachunek właściciela'],
            ['Wiadomości SMS', 'SMSAPI.pl', 'numer telefonu, treść kodu'],
            ['Poczta e-mail', 'dostawca poczty (SMTP)', 'adres e-mail, treść powiadomień'],
            ['Przechowywanie plików', 'dostawca przestrzeni zgodnej z S3', 'zdjęcia, pliki eksportu danych'],
          ],
        },
        paragraphsAfter: [
          'Jeśli dostawca przetwarza dane poza Europejskim Obszarem Gospodarczym, dzieje się to na podstawie decyzji Komisji Europejskiej stwierdzającej odpowiedni poziom ochrony albo standardowych klauzul umownych.',
          'Druga strona najmu widzi tylko to, czego potrzebuje: imię z inicjałem nazwiska i profil, a po opłaceniu rezerwacji dane kontaktowe. Dane podatkowe właścicieli przekazujemy Szefowi KAS zgodnie z przepisami o DAC7.',
        ],
      },
      {
        id: 'prawa',
        heading: 'Twoje prawa',
        paragraphs: [
          `Masz prawo dostępu do swoich danych i otrzymania ich kopii. Kopię w formacie do odczytu maszynowego (archiwum ZIP z plikami JSON i Twoimi zdjęciami) pobierzesz samodzielnie: ${routeLink('„Pobierz moje dane” w profilu', 'profile')}. Możesz też napisać do nas — odpowiemy w ciągu miesiąca.`,
          `Masz prawo do sprostowania danych (większość poprawisz w profilu), ich usunięcia (usuwając konto), ograniczenia przetwarzania, przenoszenia oraz sprzeciwu wobec przetwarzania opartego na naszym prawnie uzasadnionym interesie.`,
          `Możesz złożyć skargę do Prezesa Urzędu Ochrony Danych Osobowych: ${link(LAW.puodoUrl.replace('https://', ''), LAW.puodoUrl)}.`,
          'Podanie danych jest dobrowolne, ale bez danych konta nie można korzystać z serwisu, a bez danych podatkowych operator nie może wypłacać należności. Nie podejmujemy decyzji opartych wyłącznie na zautomatyzowanym przetwarzaniu, które wywoływałyby wobec Ciebie skutki prawne.',
        ],
      },
      {
        id: 'cookies',
        heading: 'Pliki cookie',
        paragraphs: [
          `Serwis ustawia wyłącznie pliki cookie niezbędne do świadczenia usługi, o którą prosisz — bez nich nie działa logowanie. Zgodnie z ${LAW.ePrivacy} ustawy — Prawo komunikacji elektronicznej takie pliki nie wymagają zgody, dlatego serwis nie wyświetla banera zgody. Nie używamy plików cookie reklamowych ani analitycznych.`,
        ],
        table: {
          head: ['Nazwa', 'Cel', 'Ważność'],
          rows: F.cookies.map((c) => [c.name, purpose[c.purpose], pl(c.lifetimeDays, W.days)]),
        },
      },
      {
        id: 'zmiany',
        heading: 'Zmiany polityki',
        paragraphs: [
          `O istotnych zmianach informujemy w serwisie. Wersja obowiązująca nosi datę podaną na górze strony. Zobacz też ${routeLink('regulamin', 'terms')}.`,
        ],
      },
    ],
  };
}

function accessibility(ctx: LegalContext): LegalDocumentText {
  const { date } = ctx;
  return {
    title: 'Deklaracja dostępności',
    version: `Data sporządzenia: ${date(ACCESSIBILITY_STATEMENT_DATE)}`,
    intro: TEMPLATE,
    sections: [
      {
        id: 'wstep',
        heading: 'Czego dotyczy deklaracja',
        paragraphs: [
          `${identity(ctx)} zapewnia dostępność serwisu Wypożyczalnia zgodnie z ustawą o zapewnianiu spełniania wymagań dostępności niektórych produktów i usług przez podmioty gospodarcze, stosowaną od ${date(LAW.eaaDate)}. Deklaracja dotyczy serwisu internetowego w obu wersjach językowych.`,
        ],
      },
      {
        id: 'stan',
        heading: 'Stan dostępności',
        paragraphs: [
          `Serwis jest zgodny ze standardem ${LAW.wcag}, z wyjątkami opisanymi niżej. Sprawdzamy to przy każdej zmianie:`,
        ],
        list: [
          'automatyczne testy dostępności (axe) każdej strony w przeglądarce, w obu językach, w ramach ciągłej integracji — zmiana z błędem nie trafia do serwisu,',
          'testy w wąskim widoku telefonu: bez przewijania w poziomie, z tekstem, który można powiększać,',
          'obsługa samą klawiaturą: formularze, okna, menu i kalendarz, z widocznym fokusem i możliwością pominięcia nawigacji,',
          'etykiety pól, komunikaty błędów odczytywane przez czytniki ekranu, kontrast tekstu i język strony oznaczony w kodzie.',
        ],
      },
      {
        id: 'ograniczenia',
        heading: 'Znane ograniczenia',
        paragraphs: [],
        list: [
          'Zdjęcia w ogłoszeniach dodają użytkownicy; ich tekstem alternatywnym jest nazwa przedmiotu, więc nie opisują szczegółów widocznych na zdjęciu.',
          'Opisy ogłoszeń i wiadomości piszą użytkownicy; nie zawsze są napisane prostym językiem.',
          'Płatność odbywa się na stronie operatora płatności (Stripe), za której dostępność odpowiada ten operator.',
        ],
      },
      {
        id: 'przygotowanie',
        heading: 'Przygotowanie deklaracji',
        paragraphs: [
          `Deklarację sporządzono ${date(ACCESSIBILITY_STATEMENT_DATE)} na podstawie samooceny przeprowadzonej przez operatora i wyników testów opisanych wyżej. Przeglądamy ją przy każdej istotnej zmianie serwisu.`,
        ],
      },
      {
        id: 'kontakt',
        heading: 'Informacje zwrotne i kontakt',
        paragraphs: [
          `Jeśli coś w serwisie jest dla Ciebie niedostępne, napisz na ${contact(ctx)} albo przez ${routeLink('formularz kontaktowy', 'contact')}. Możesz poprosić o udostępnienie treści w innej formie, np. regulaminu jako zwykłego tekstu, albo o pomoc w dokonaniu rezerwacji. Odpowiadamy bez zbędnej zwłoki, najpóźniej w ciągu ${pl(F.complaintDays, W.daysGen)}.`,
        ],
      },
      {
        id: 'egzekwowanie',
        heading: 'Procedura egzekwowania',
        paragraphs: [
          'Jeśli nasza odpowiedź Cię nie zadowala albo jej nie otrzymasz, możesz zawiadomić Prezesa Zarządu Państwowego Funduszu Rehabilitacji Osób Niepełnosprawnych (PFRON), który nadzoruje spełnianie wymagań dostępności usług przez przedsiębiorców. Możesz też zwrócić się do rzecznika konsumentów.',
        ],
      },
    ],
  };
}

export const PL_DOCUMENTS: Record<LegalDocumentKind, (ctx: LegalContext) => LegalDocumentText> = {
  terms,
  privacy,
  accessibility,
};
