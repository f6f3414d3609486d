/**
 * Word lists for the generated catalogue: Polish product names, brands and description phrases per category
 * (index 0 = category 1 ... index 6 = category 7), with their diacritics, so that searches exercise the folding.
 */
export const NOUNS: readonly (readonly string[])[] = [
  [
    'Wiertarka udarowa', 'Wiertarka', 'Wkrętarka akumulatorowa', 'Szlifierka kątowa', 'Szlifierka oscylacyjna', 'Piła tarczowa',
    'Wyrzynarka', 'Młot udarowy', 'Młot wyburzeniowy', 'Drabina aluminiowa', 'Rusztowanie przejezdne', 'Poziomica laserowa',
    'Dalmierz laserowy', 'Odkurzacz przemysłowy', 'Nagrzewnica olejowa', 'Zagęszczarka gruntu', 'Betoniarka',
    'Przecinarka do glazury', 'Pistolet do malowania', 'Opalarka', 'Frezarka górnowrzecionowa', 'Sprężarka',
    'Agregat prądotwórczy', 'Spawarka inwertorowa',
  ],
  [
    'Aparat fotograficzny', 'Aparat bezlusterkowy', 'Obiektyw szerokokątny', 'Kamera sportowa', 'Projektor', 'Dron',
    'Konsola do gier', 'Głośnik bezprzewodowy', 'Kolumny estradowe', 'Mikrofon pojemnościowy', 'Gimbal', 'Laptop',
    'Tablet graficzny', 'Słuchawki studyjne', 'Lampa studyjna', 'Ekran projekcyjny', 'Gogle VR', 'Drukarka 3D',
    'Czytnik e-booków', 'Mikser DJ',
  ],
  [
    'Rower górski', 'Rower szosowy', 'Rower elektryczny', 'Rower trekkingowy', 'Namiot 4-osobowy', 'Namiot turystyczny',
    'Kajak dwuosobowy', 'Deska SUP', 'Narty zjazdowe', 'Snowboard', 'Buty narciarskie', 'Hulajnoga elektryczna', 'Rolki',
    'Śpiwór puchowy', 'Plecak trekkingowy', 'Kije trekkingowe', 'Wędka spinningowa', 'Ponton', 'Stół do ping-ponga', 'Łyżwy',
  ],
  [
    'Walizka kabinowa', 'Walizka duża', 'Bagażnik dachowy', 'Box dachowy', 'Fotelik samochodowy', 'Wózek dziecięcy',
    'Nosidło turystyczne', 'Plecak podróżny', 'Lodówka turystyczna', 'Kuchenka turystyczna', 'Mata samopompująca',
    'Bagażnik rowerowy', 'Torba podróżna', 'Hamak', 'Łóżeczko turystyczne', 'Przenośna ładowarka',
  ],
  [
    'Kosiarka spalinowa', 'Kosiarka elektryczna', 'Myjka ciśnieniowa', 'Podkaszarka', 'Nożyce do żywopłotu', 'Glebogryzarka',
    'Wertykulator', 'Dmuchawa do liści', 'Grill gazowy', 'Grill węglowy', 'Meble ogrodowe', 'Parasol ogrodowy',
    'Namiot imprezowy', 'Odkurzacz piorący', 'Parownica do tapet', 'Osuszacz powietrza', 'Pilarka łańcuchowa',
    'Rozdrabniacz gałęzi', 'Taczka', 'Ekspres do kawy',
  ],
  [
    'Przyczepka samochodowa', 'Przyczepa podłodziowa', 'Laweta', 'Prostownik', 'Booster rozruchowy', 'Podnośnik hydrauliczny',
    'Klucz pneumatyczny', 'Zestaw kluczy nasadowych', 'Kompresor samochodowy', 'Łańcuchy śniegowe', 'Odkurzacz samochodowy',
    'Polerka samochodowa', 'Stojak na koła', 'Wyciągarka', 'Nawigacja GPS', 'Kamera cofania', 'Tester akumulatorów',
  ],
  [
    'Kostium karnawałowy', 'Suknia wieczorowa', 'Garnitur', 'Dekoracje weselne', 'Fotobudka', 'Maszyna do szycia',
    'Gra planszowa', 'Keyboard', 'Gitara akustyczna', 'Perkusja elektroniczna', 'Teleskop', 'Lornetka',
    'Maszyna do waty cukrowej', 'Fontanna czekoladowa', 'Zestaw do karaoke', 'Krzesła bankietowe', 'Stół cateringowy',
  ],
];

export const BRANDS: readonly (readonly string[])[] = [
  ['Bosch', 'Makita', 'DeWalt', 'Metabo', 'Hilti', 'Einhell', 'Milwaukee', 'Ryobi', 'Stanley', 'Yato', 'Graphite', 'Dedra'],
  ['Sony', 'Canon', 'Nikon', 'Fujifilm', 'DJI', 'GoPro', 'Epson', 'JBL', 'Samsung', 'Panasonic', 'Lenovo', 'Nintendo'],
  ['Kross', 'Romet', 'Trek', 'Giant', 'Salomon', 'Atomic', 'Head', 'Coleman', 'Quechua', 'Xiaomi', 'Fischer', 'Łucznik'],
  ['Samsonite', 'Thule', 'American Tourister', 'Wittchen', 'Cybex', 'Britax', 'Deuter', 'Osprey', 'Campingaz', 'Puccini'],
  ['Stihl', 'Husqvarna', 'Kärcher', 'Gardena', 'Weber', 'Black+Decker', 'NAC', 'Fiskars', 'Worx', 'Cedrus', 'Vileda', 'De’Longhi'],
  ['Neptun', 'Temared', 'Bosch', 'Yato', 'Vorel', 'Thule', 'Garmin', 'Michelin', 'Neo Tools', 'Ctek', 'Osram', 'Ferm'],
  ['Yamaha', 'Singer', 'Łucznik', 'Celestron', 'Bresser', 'Roland', 'Casio', 'Fender', 'Rebel', 'Trefl', 'Brother', 'Ravensburger'],
];

/** One opening sentence per category, chosen at random among its list. */
export const CATEGORY_PHRASES: readonly (readonly string[])[] = [
  ['Idealne do remontu mieszkania i prac przy domu.', 'W komplecie walizka, ładowarka i zapasowy akumulator.', 'Nadaje się do betonu, drewna i metalu.'],
  ['Świetna jakość obrazu i dźwięku, sprawdzi się na weselu lub urodzinach.', 'W zestawie torba, kable i naładowane akumulatory.', 'Oprogramowanie zaktualizowane, wszystko działa bez zarzutu.'],
  ['Gotowe na wycieczkę w góry, nad jezioro lub nad morze.', 'Sprzęt po przeglądzie sezonowym, regulacja pod wzrost na miejscu.', 'Dostępne kaski i akcesoria bez dodatkowej opłaty.'],
  ['Lekkie, pojemne i wygodne w podróży samolotem lub samochodem.', 'Pasuje do większości samochodów osobowych.', 'Czyste i wyprane po każdym wypożyczeniu.'],
  ['Świetne na wiosenne porządki w ogrodzie i na działce.', 'Paliwo lub akumulator naładowany przed wydaniem.', 'Idealne na grilla ze znajomymi i rodzinne przyjęcia.'],
  ['Sprawdzone na długich trasach, homologacja i dokumenty w komplecie.', 'Pomogę dobrać rozmiar i podłączyć na miejscu.', 'Niezbędne przy przeprowadzce, zimą i w warsztacie.'],
  ['Na wesele, osiemnastkę, bal przebierańców lub firmową imprezę.', 'Stan idealny, przechowywane w suchym miejscu.', 'Możliwe dopasowanie i krótka instrukcja przy odbiorze.'],
];

export const PHRASES: readonly string[] = [
  'Sprzęt w bardzo dobrym stanie, regularnie serwisowany.',
  'Do wypożyczenia na weekend lub dłużej.',
  'Odbiór osobisty, możliwy dowóz po wcześniejszym uzgodnieniu.',
  'Przed każdym wypożyczeniem sprawdzam działanie i czyszczę.',
  'W zestawie instrukcja obsługi i oryginalne opakowanie.',
  'Przy dłuższym wynajmie zniżka do uzgodnienia.',
  'Proszę o zwrot w stanie, w jakim został wydany.',
  'Chętnie pokażę obsługę przed wypożyczeniem.',
  'Kontakt najlepiej przez wiadomości w serwisie.',
  'Dostępny także w dni świąteczne po wcześniejszej rezerwacji.',
  'Używany tylko kilka razy, jak nowy.',
  'Możliwość odbioru wieczorem po 18:00.',
  'Kaucja zwracana od ręki po oddaniu sprzętu.',
  'Blisko komunikacji miejskiej, łatwy dojazd i parking.',
  'Świetny wybór na wyjazd, imprezę lub remont.',
  'Wymagany dowód osobisty przy odbiorze.',
  'Odpowiadam szybko, zwykle w ciągu godziny.',
];

export const FIRST_NAMES = ['Anna', 'Piotr', 'Katarzyna', 'Tomasz', 'Małgorzata', 'Paweł', 'Agnieszka', 'Michał', 'Żaneta', 'Łukasz', 'Grzegorz', 'Joanna'];
export const LAST_NAMES = ['Nowak', 'Kowalska', 'Wiśniewski', 'Wójcik', 'Kowalczyk', 'Kamińska', 'Lewandowski', 'Zieliński', 'Szymańska', 'Woźniak', 'Dąbrowski', 'Kozłowska'];

/** Share of items per category (ids 1..7), in percent. */
export const CATEGORY_WEIGHTS = [22, 18, 18, 8, 16, 10, 8];
/** Share of items per city (CITIES order), in percent: roughly by population and by how much people rent. */
export const CITY_WEIGHTS = [25, 13, 9, 11, 9, 10, 5, 6, 6, 6];
/** Typical price per day (zł) per category; each item varies around it. */
export const BASE_PRICES = [40, 70, 50, 25, 50, 80, 40];
