/**
 * The demo catalogue: 10 realistic listings per category (prices per day and item values in zł). Where each
 * is, who owns it and its terms are assigned in seed.ts so that every city and category is covered.
 */
export interface DemoItem {
  name: string;
  description: string;
  categoryId: number;
  pricePerDay: number;
  value: number;
  damageDeposit?: number;
}

const tools: DemoItem[] = [
  {
    name: 'Wiertarka udarowa Bosch PSB 750',
    description:
      'Wiertarka udarowa 750 W z regulacją obrotów i ogranicznikiem głębokości. W zestawie walizka i komplet wierteł do betonu, drewna i metalu.',
    categoryId: 1,
    pricePerDay: 35,
    value: 450,
  },
  {
    name: 'Wkrętarka akumulatorowa Makita 18V',
    description:
      'Lekka wkrętarka z dwoma akumulatorami 3 Ah i szybką ładowarką. Idealna do skręcania mebli i prac montażowych.',
    categoryId: 1,
    pricePerDay: 30,
    value: 800,
  },
  {
    name: 'Szlifierka kątowa DeWalt 125 mm',
    description:
      'Szlifierka 1200 W z osłoną i dodatkowym uchwytem. Dołączam tarczę do cięcia metalu i tarczę diamentową.',
    categoryId: 1,
    pricePerDay: 30,
    value: 420,
  },
  {
    name: 'Drabina aluminiowa 3x9 szczebli',
    description: 'Drabina wielofunkcyjna: przystawna, rozstawna lub schodowa. Maksymalna wysokość robocza około 6,5 m.',
    categoryId: 1,
    pricePerDay: 25,
    value: 550,
  },
  {
    name: 'Piła ukośnica Metabo KGS 254',
    description:
      'Ukośnica z posuwem do cięcia paneli, listew i desek. Precyzyjne cięcie pod kątem, laser wskazujący linię cięcia.',
    categoryId: 1,
    pricePerDay: 70,
    value: 1600,
  },
  {
    name: 'Młot wyburzeniowy Hilti TE 1000',
    description:
      'Mocny młot do skuwania płytek, tynku i betonu. W komplecie dłuto płaskie i szpicak. Wymaga odbioru samochodem.',
    categoryId: 1,
    pricePerDay: 120,
    value: 6500,
    damageDeposit: 500,
  },
  {
    name: 'Laser krzyżowy Bosch GLL 3-80',
    description:
      'Laser płaszczyznowy 360° z uchwytem i statywem. Ułatwia montaż szafek, płytek i sufitów podwieszanych.',
    categoryId: 1,
    pricePerDay: 45,
    value: 1900,
  },
  {
    name: 'Rusztowanie warszawskie 2 m',
    description: 'Dwie ramy z podestem i barierką, wysokość robocza do 3,5 m. Idealne do malowania elewacji i sufitów.',
    categoryId: 1,
    pricePerDay: 60,
    value: 2400,
  },
  {
    name: 'Odkurzacz przemysłowy Kärcher WD 6',
    description:
      'Odkurzacz do pyłu budowlanego i wody, pojemnik 30 l, gniazdo do elektronarzędzi. Worki filtrujące w zestawie.',
    categoryId: 1,
    pricePerDay: 40,
    value: 900,
  },
  {
    name: 'Wyrzynarka Bosch PST 900',
    description: 'Wyrzynarka z ruchem wahadłowym do drewna, płyt i metalu. Dołączam komplet brzeszczotów.',
    categoryId: 1,
    pricePerDay: 25,
    value: 380,
  },
];

const electronics: DemoItem[] = [
  {
    name: 'Aparat Sony A7 III z obiektywem 28-70 mm',
    description:
      'Pełnoklatkowy bezlusterkowiec z dwoma akumulatorami i kartą 128 GB. Świetny na wesela, sesje i podróże.',
    categoryId: 2,
    pricePerDay: 150,
    value: 7500,
    damageDeposit: 1000,
  },
  {
    name: 'Projektor Epson EH-TW7000 4K',
    description:
      'Projektor kina domowego 4K HDR, 3000 lumenów. W zestawie ekran 100 cali na statywie i kabel HDMI 10 m.',
    categoryId: 2,
    pricePerDay: 90,
    value: 7000,
  },
  {
    name: 'Dron DJI Mini 3 Pro',
    description:
      'Lekki dron poniżej 250 g z kamerą 4K i trzema akumulatorami. Nie wymaga rejestracji w kategorii otwartej A1.',
    categoryId: 2,
    pricePerDay: 120,
    value: 4200,
    damageDeposit: 800,
  },
  {
    name: 'Konsola PlayStation 5 z dwoma padami',
    description: 'PS5 z napędem, dwa kontrolery DualSense i kilka gier: EA FC, Gran Turismo 7 i Spider-Man 2.',
    categoryId: 2,
    pricePerDay: 60,
    value: 2600,
  },
  {
    name: 'Kamera GoPro HERO12 Black',
    description: 'Kamera sportowa z obudową wodoszczelną, uchwytem na kask i kijkiem. Dwa akumulatory i karta 64 GB.',
    categoryId: 2,
    pricePerDay: 50,
    value: 1900,
  },
  {
    name: 'Głośnik JBL PartyBox 310',
    description: 'Głośnik imprezowy z efektami świetlnymi i wejściem na mikrofon. Do 18 godzin pracy na akumulatorze.',
    categoryId: 2,
    pricePerDay: 80,
    value: 2300,
  },
  {
    name: 'Obiektyw Canon RF 70-200 mm f/2.8',
    description:
      'Jasny teleobiektyw ze stabilizacją do aparatów Canon R. Idealny do fotografii sportowej i portretowej.',
    categoryId: 2,
    pricePerDay: 140,
    value: 11000,
    damageDeposit: 1500,
  },
  {
    name: 'Gimbal DJI RS 3',
    description: 'Stabilizator do aparatów bezlusterkowych do 3 kg. Automatyczne blokady osi i ekran dotykowy.',
    categoryId: 2,
    pricePerDay: 60,
    value: 2300,
  },
  {
    name: 'Nintendo Switch OLED z grami',
    description: 'Konsola z dwoma Joy-Conami i grami Mario Kart 8 oraz Zelda. Świetna na wyjazdy i rodzinne wieczory.',
    categoryId: 2,
    pricePerDay: 45,
    value: 1700,
  },
  {
    name: 'Laptop MacBook Air M2 13"',
    description:
      'MacBook Air z 16 GB RAM i dyskiem 512 GB. Zainstalowany pakiet biurowy, idealny na konferencje i szkolenia.',
    categoryId: 2,
    pricePerDay: 110,
    value: 5500,
    damageDeposit: 1000,
  },
];

const sport: DemoItem[] = [
  {
    name: 'Namiot 4-osobowy Coleman',
    description:
      'Namiot rodzinny z dwiema sypialniami i przedsionkiem. Wodoodporność 4000 mm, szybki montaż na stelażu.',
    categoryId: 3,
    pricePerDay: 40,
    value: 900,
  },
  {
    name: 'Rower górski Kross Level 5.0',
    description: 'Rower MTB na kołach 29 cali, rama M, amortyzator powietrzny. Kask i zapięcie w cenie.',
    categoryId: 3,
    pricePerDay: 70,
    value: 4200,
  },
  {
    name: 'Kajak dwuosobowy z wiosłami',
    description:
      'Kajak turystyczny z dwoma wiosłami i kamizelkami asekuracyjnymi. Mogę dowieźć na przyczepce za dopłatą.',
    categoryId: 3,
    pricePerDay: 90,
    value: 3500,
  },
  {
    name: 'Narty Rossignol 170 cm z wiązaniami',
    description: 'Narty allmountain z wiązaniami regulowanymi do rozmiaru buta. Serwis przed każdym sezonem.',
    categoryId: 3,
    pricePerDay: 55,
    value: 2200,
  },
  {
    name: 'Deska SUP pompowana Aqua Marina',
    description: 'Deska SUP 320 cm z wiosłem, pompką, smyczą i plecakiem. Stabilna, także dla początkujących.',
    categoryId: 3,
    pricePerDay: 65,
    value: 2300,
  },
  {
    name: 'Rower elektryczny miejski Ecobike',
    description: 'Rower miejski ze wspomaganiem, zasięg do 90 km. Koszyk, oświetlenie i ładowarka w zestawie.',
    categoryId: 3,
    pricePerDay: 110,
    value: 8000,
    damageDeposit: 800,
  },
  {
    name: 'Zestaw do badmintona z siatką',
    description: 'Cztery rakietki, lotki i siatka ze stojakami. Idealny na działkę, plażę i rodzinne pikniki.',
    categoryId: 3,
    pricePerDay: 15,
    value: 250,
  },
  {
    name: 'Snowboard Burton 156 cm z butami',
    description: 'Deska allmountain z wiązaniami i butami w rozmiarze 42. Pokrowiec w zestawie.',
    categoryId: 3,
    pricePerDay: 60,
    value: 2500,
  },
  {
    name: 'Śpiwór puchowy do -10°C',
    description: 'Ciepły śpiwór mumia z workiem kompresyjnym. Prany po każdym wypożyczeniu.',
    categoryId: 3,
    pricePerDay: 25,
    value: 900,
  },
  {
    name: 'Hulajnoga elektryczna Xiaomi Pro 2',
    description: 'Hulajnoga z zasięgiem do 45 km i prędkością do 20 km/h. Kask i ładowarka w zestawie.',
    categoryId: 3,
    pricePerDay: 50,
    value: 2000,
  },
];

const travel: DemoItem[] = [
  {
    name: 'Walizka kabinowa Samsonite',
    description: 'Twarda walizka kabinowa 55 cm na czterech kółkach z zamkiem TSA. Mieści się w limitach tanich linii.',
    categoryId: 4,
    pricePerDay: 20,
    value: 700,
  },
  {
    name: 'Box dachowy Thule Motion XT 450 l',
    description: 'Pojemny bagażnik dachowy otwierany z obu stron. Pomogę zamontować na belkach poprzecznych.',
    categoryId: 4,
    pricePerDay: 60,
    value: 3800,
  },
  {
    name: 'Fotelik samochodowy Cybex 9-18 kg',
    description: 'Fotelik z systemem ISOFIX, bezwypadkowy, pokrowiec prany przed każdym wypożyczeniem.',
    categoryId: 4,
    pricePerDay: 30,
    value: 1400,
  },
  {
    name: 'Wózek spacerowy Baby Jogger City Mini',
    description: 'Lekki wózek składany jedną ręką, idealny na wakacje i lotniska. Osłona przeciwdeszczowa w zestawie.',
    categoryId: 4,
    pricePerDay: 35,
    value: 2200,
  },
  {
    name: 'Plecak trekkingowy Osprey 65 l',
    description: 'Plecak z regulowanym systemem nośnym i pokrowcem przeciwdeszczowym. Sprawdzony w Tatrach i Alpach.',
    categoryId: 4,
    pricePerDay: 25,
    value: 1100,
  },
  {
    name: 'Duża walizka Samsonite 75 cm',
    description: 'Walizka na dłuższe wyjazdy z poszerzaną komorą i zamkiem TSA. Cztery podwójne kółka.',
    categoryId: 4,
    pricePerDay: 25,
    value: 900,
  },
  {
    name: 'Bagażnik rowerowy na hak Thule EasyFold',
    description: 'Składany bagażnik na dwa rowery, także elektryczne. Oświetlenie i tablica w zestawie.',
    categoryId: 4,
    pricePerDay: 70,
    value: 3500,
    damageDeposit: 500,
  },
  {
    name: 'Lodówka turystyczna Dometic 12V',
    description: 'Lodówka kompresorowa 32 l zasilana z gniazda samochodowego lub sieci. Chłodzi do -18°C.',
    categoryId: 4,
    pricePerDay: 35,
    value: 1200,
  },
  {
    name: 'Nosidło turystyczne Deuter Kid Comfort',
    description: 'Nosidło dla dziecka do 22 kg z daszkiem przeciwsłonecznym. Wygodne na całodniowe wędrówki.',
    categoryId: 4,
    pricePerDay: 30,
    value: 1500,
  },
  {
    name: 'Zestaw adapterów podróżnych i power bank',
    description: 'Uniwersalne adaptery do gniazdek w ponad 150 krajach i power bank 20000 mAh z szybkim ładowaniem.',
    categoryId: 4,
    pricePerDay: 10,
    value: 300,
  },
];

const homeGarden: DemoItem[] = [
  {
    name: 'Kosiarka spalinowa Husqvarna LC 151',
    description: 'Kosiarka z napędem, szerokość koszenia 51 cm i kosz 60 l. Paliwo na pierwsze koszenie w cenie.',
    categoryId: 5,
    pricePerDay: 70,
    value: 1900,
  },
  {
    name: 'Myjka ciśnieniowa Kärcher K5',
    description: 'Myjka 145 bar z lancą rotacyjną i przystawką do tarasów. Idealna do kostki brukowej i samochodu.',
    categoryId: 5,
    pricePerDay: 55,
    value: 1500,
  },
  {
    name: 'Grill gazowy Weber Spirit E-325',
    description: 'Grill z trzema palnikami i stacją sear. Butla gazowa do odebrania razem z grillem.',
    categoryId: 5,
    pricePerDay: 80,
    value: 4500,
  },
  {
    name: 'Nożyce do żywopłotu Stihl HSA 56',
    description: 'Akumulatorowe nożyce z listwą 45 cm, dwa akumulatory. Cicha praca, bez spalin.',
    categoryId: 5,
    pricePerDay: 35,
    value: 1100,
  },
  {
    name: 'Odkurzacz piorący Kärcher SE 4002',
    description: 'Do prania tapicerki, dywanów i foteli samochodowych. Środek czyszczący na jedno pranie gratis.',
    categoryId: 5,
    pricePerDay: 45,
    value: 1200,
  },
  {
    name: 'Namiot imprezowy 3x6 m',
    description: 'Pawilon ogrodowy z bocznymi ścianami z oknami. Idealny na komunie, urodziny i garden party.',
    categoryId: 5,
    pricePerDay: 90,
    value: 1500,
  },
  {
    name: 'Zestaw mebli ogrodowych ze stołem i 6 krzesłami',
    description: 'Aluminiowe meble z poduszkami. Mogę przywieźć w granicach miasta za niewielką dopłatą.',
    categoryId: 5,
    pricePerDay: 70,
    value: 2800,
  },
  {
    name: 'Wertykulator elektryczny Gardena',
    description: 'Wertykulator z aeratorem i koszem 30 l. Odświeży trawnik po zimie w jedno popołudnie.',
    categoryId: 5,
    pricePerDay: 40,
    value: 1000,
  },
  {
    name: 'Piła łańcuchowa Stihl MS 180',
    description: 'Lekka pilarka spalinowa z prowadnicą 35 cm. Wydaję z naostrzonym łańcuchem i olejem.',
    categoryId: 5,
    pricePerDay: 60,
    value: 1300,
    damageDeposit: 300,
  },
  {
    name: 'Osuszacz powietrza Trotec TTK 71',
    description: 'Osuszacz do 20 l na dobę po zalaniu lub remoncie. Automatyczne wyłączanie po napełnieniu zbiornika.',
    categoryId: 5,
    pricePerDay: 30,
    value: 900,
  },
];

const automotive: DemoItem[] = [
  {
    name: 'Przyczepka samochodowa 750 kg',
    description: 'Przyczepka lekka z plandeką, ładowność 550 kg. Wymagane prawo jazdy kategorii B i hak.',
    categoryId: 6,
    pricePerDay: 90,
    value: 5500,
    damageDeposit: 500,
  },
  {
    name: 'Prostownik z funkcją rozruchu Bosch C7',
    description:
      'Inteligentny prostownik do akumulatorów 12 V i 24 V z trybem podtrzymania. Bezpieczny dla elektroniki auta.',
    categoryId: 6,
    pricePerDay: 20,
    value: 450,
  },
  {
    name: 'Podnośnik hydrauliczny żaba 3 t',
    description: 'Niskoprofilowy podnośnik do aut osobowych i SUV-ów. Dwie podpory warsztatowe w zestawie.',
    categoryId: 6,
    pricePerDay: 25,
    value: 600,
  },
  {
    name: 'Klucz pneumatyczny z kompresorem 50 l',
    description: 'Kompresor z kluczem udarowym i nasadkami do wymiany kół. Sezonowa wymiana opon we własnym garażu.',
    categoryId: 6,
    pricePerDay: 50,
    value: 2200,
  },
  {
    name: 'Hol sztywny do samochodu',
    description: 'Sztywny hol do 2 t z zaczepami. Bezpieczniejszy niż linka, zgodny z przepisami.',
    categoryId: 6,
    pricePerDay: 25,
    value: 350,
  },
  {
    name: 'Kompresor samochodowy 12V z zestawem naprawczym',
    description: 'Kompresor z manometrem i zestaw do naprawy przebitych opon bezdętkowych. Zmieści się w bagażniku.',
    categoryId: 6,
    pricePerDay: 15,
    value: 250,
  },
  {
    name: 'Polerka samochodowa Rupes LHR 15',
    description: 'Polerka orbitalna z kompletem padów i pastami. Odświeży lakier przed sprzedażą auta.',
    categoryId: 6,
    pricePerDay: 55,
    value: 1900,
  },
  {
    name: 'Łańcuchy śniegowe 16 cali',
    description:
      'Łańcuchy z szybkim montażem do opon 205/55 R16 i podobnych. Obowiązkowe na niektórych alpejskich drogach.',
    categoryId: 6,
    pricePerDay: 20,
    value: 350,
  },
  {
    name: 'Booster rozruchowy Noco GB70',
    description: 'Urządzenie rozruchowe 2000 A do silników benzynowych i diesla. Działa także jako power bank.',
    categoryId: 6,
    pricePerDay: 30,
    value: 1100,
  },
  {
    name: 'Zestaw kluczy nasadowych Yato 108 el.',
    description: 'Komplet nasadek, grzechotek i bitów w walizce. Wszystko do drobnych napraw samochodu.',
    categoryId: 6,
    pricePerDay: 20,
    value: 500,
  },
];

const other: DemoItem[] = [
  {
    name: 'Maszyna do szycia Singer Heavy Duty',
    description: 'Wytrzymała maszyna do tkanin, jeansu i skóry. 32 ściegi, automatyczne nawlekanie igły.',
    categoryId: 7,
    pricePerDay: 35,
    value: 1200,
  },
  {
    name: 'Ekspres kolbowy DeLonghi Dedica',
    description: 'Ekspres ciśnieniowy z dyszą do spieniania mleka. Świetny na przyjęcia i firmowe spotkania.',
    categoryId: 7,
    pricePerDay: 40,
    value: 2000,
  },
  {
    name: 'Dmuchany zamek dla dzieci',
    description: 'Zamek 4x4 m z dmuchawą i matami zabezpieczającymi. Hit urodzin i festynów, dowóz w cenie.',
    categoryId: 7,
    pricePerDay: 200,
    value: 6000,
    damageDeposit: 500,
  },
  {
    name: 'Strój Świętego Mikołaja z brodą',
    description:
      'Kompletny strój: płaszcz, spodnie, czapka, pas, broda i worek. Prany chemicznie po każdym wypożyczeniu.',
    categoryId: 7,
    pricePerDay: 40,
    value: 450,
  },
  {
    name: 'Ścianka dekoracyjna na wesele',
    description: 'Rama 2x2,4 m z tkaniną i girlandą z kwiatów. Tło do zdjęć na wesela, chrzciny i osiemnastki.',
    categoryId: 7,
    pricePerDay: 80,
    value: 1500,
  },
  {
    name: 'Fontanna czekoladowa',
    description: 'Trzypoziomowa fontanna na 2 kg czekolady. Instrukcja i patery na owoce w zestawie.',
    categoryId: 7,
    pricePerDay: 70,
    value: 900,
  },
  {
    name: 'Zestaw 10 gier planszowych',
    description: 'Catan, Carcassonne, Dixit, Wsiąść do pociągu i inne. Idealne na wyjazd integracyjny.',
    categoryId: 7,
    pricePerDay: 20,
    value: 1200,
  },
  {
    name: 'Sztaluga malarska studyjna',
    description: 'Drewniana sztaluga do płócien do 120 cm z regulacją kąta. Stabilna i łatwa w złożeniu.',
    categoryId: 7,
    pricePerDay: 20,
    value: 600,
  },
  {
    name: 'Maszyna do popcornu',
    description: 'Profesjonalna maszyna na wózku, kilka porcji na minutę. Kukurydza i tłuszcz na start gratis.',
    categoryId: 7,
    pricePerDay: 60,
    value: 1100,
  },
  {
    name: 'Wózek do przeprowadzek z pasami',
    description: 'Wózek transportowy do 250 kg z pasami transportowymi i kocami ochronnymi do mebli.',
    categoryId: 7,
    pricePerDay: 25,
    value: 500,
  },
];

/** Ordered so that consecutive items change category: the first items of the catalogue show every look. */
export const DEMO_ITEMS: DemoItem[] = Array.from({ length: 10 }, (_, i) =>
  [tools, electronics, sport, travel, homeGarden, automotive, other].map((list) => list[i]),
).flat();
