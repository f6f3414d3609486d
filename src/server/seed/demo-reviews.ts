import { reviewDeadline, shouldPublish, type ReviewType } from '@/shared/domain/reviews';
import { seededRandom } from '@/shared/lib/seeded-random';
import type { PlannedRental } from './demo-rentals';
import { DEMO_USERS } from './demo-users';

/** What each side of a completed demo rental wrote: both, one of them (the other still may), or nobody yet. */
type Written = 'both' | 'renter' | 'owner' | 'none';

const OWNER_COUNT = DEMO_USERS.filter((u) => u.city !== null).length;

/**
 * The exceptions, by owner slot (item i belongs to owner i % 10) and the owner's n-th completed rental in
 * planDemoRentals (0: a month ago, its window closed; 1: about two weeks ago; 2: last week, its window open; 3 and
 * on: the older history). Everything else was reviewed by both sides and published. Anna (slot 0) has a renter
 * waiting for her review of them, and is herself the renter of slot 7's last rental, still to review; Piotr (slot 1)
 * rents slot 8's. A few old ones were reviewed by one side only, and the closed window published that alone.
 */
const EXCEPTIONS: Record<string, Written> = {
  '0:2': 'renter',
  '5:2': 'owner',
  '2:2': 'none',
  '7:2': 'none',
  '8:2': 'none',
  '3:0': 'renter',
  '4:5': 'renter',
  '9:4': 'owner',
  '6:7': 'none',
};

const ITEM_COMMENTS: Record<number, string[]> = {
  5: [
    'Wszystko działało bez zarzutu, sprzęt czysty i kompletny. Polecam!',
    'Dokładnie jak na zdjęciach. Odbiór i zwrot bez problemów.',
    'Świetny stan, widać, że właściciel o niego dba.',
    'Spełnił swoje zadanie w stu procentach. Na pewno jeszcze wypożyczę.',
    'Kompletny zestaw, nic nie trzeba było dokupować. Super!',
    'Sprzęt jak nowy, wszystko zgodne z opisem.',
    'Bardzo dobra jakość, działał cały weekend bez przerwy.',
    'Rewelacja, zaoszczędziłem na zakupie czegoś, czego używam raz w roku.',
    'Czysty, sprawny i gotowy do użycia od razu. Polecam każdemu.',
    'Wszystko idealnie, łącznie z instrukcją obsługi w zestawie.',
    'Sprzęt w doskonałym stanie, wszystko poszło sprawnie.',
    'Polecam, dużo taniej niż w wypożyczalni, a jakość ta sama.',
    'Działał świetnie, dokładnie tego potrzebowałam.',
    'Zadbany i sprawny. Projekt skończony w jeden dzień!',
    'Bez zastrzeżeń, wszystko zgodnie z ogłoszeniem.',
    'Pierwszy raz wypożyczałem przez platformę i jestem bardzo zadowolony.',
  ],
  4: [
    'Dobry sprzęt, drobne ślady użytkowania, ale działa bez zarzutu.',
    'Zgodny z opisem. Przydałoby się tylko dołączyć etui.',
    'Solidny, spełnił oczekiwania. Jedna końcówka była trochę zużyta.',
    'Wszystko w porządku, choć wymagał krótkiego czyszczenia przed użyciem.',
    'Działał dobrze, instrukcja mogłaby być dokładniejsza.',
    'Dobra jakość za rozsądną cenę. Polecam.',
    'Sprawny i kompletny, tylko kabel mógłby być dłuższy.',
    'W porządku, choć trochę cięższy, niż myślałem.',
    'Spełnił zadanie, brakowało tylko zapasowej części.',
    'Dobry stan, polecam, choć opis mógłby być dokładniejszy.',
  ],
  3: [
    'Działa, ale widać, że ma już swoje lata.',
    'Zgodny z opisem, choć bateria trzymała krócej, niż się spodziewałem.',
    'Spełnił zadanie, ale brakowało jednego elementu z zestawu.',
  ],
};

const OWNER_COMMENTS: Record<number, string[]> = {
  5: [
    'Bardzo miły kontakt, wszystko wytłumaczone przy odbiorze.',
    'Szybka odpowiedź i elastyczne godziny odbioru. Polecam!',
    'Pomocny właściciel, doradził, jak najlepiej korzystać ze sprzętu.',
    'Punktualny i rzeczowy, pełen profesjonalizm.',
    'Świetna komunikacja od początku do końca.',
    'Bezproblemowa wymiana, właściciel był bardzo uprzejmy.',
    'Przekazanie w umówionym miejscu co do minuty. Dziękuję!',
    'Bardzo sympatyczna osoba, wszystko jasno i konkretnie.',
    'Elastyczny przy zwrocie, pełna wyrozumiałość. Polecam.',
  ],
  4: [
    'Sprawny kontakt, choć na odpowiedź czekałem kilka godzin.',
    'Wszystko w porządku, odbiór lekko się opóźnił.',
    'Miły właściciel, tylko trudno było ustalić godzinę zwrotu.',
    'Rzetelny i uczciwy, polecam.',
  ],
  3: [
    'Kontakt był utrudniony, ale ostatecznie wszystko się udało.',
    'Odbiór przesunięty o dzień, poza tym bez problemów.',
  ],
};

const RENTER_COMMENTS: Record<number, string[]> = {
  5: [
    'Wzorowy najemca, sprzęt wrócił czysty i na czas.',
    'Bardzo dobry kontakt i terminowy zwrot. Zapraszam ponownie!',
    'Odpowiedzialna osoba, wszystko oddane w idealnym stanie.',
    'Punktualnie i bez żadnych problemów. Polecam.',
    'Super komunikacja, sprzęt wrócił nawet wyczyszczony.',
    'Bezproblemowy najem, chętnie wypożyczę ponownie.',
    'Dbał o sprzęt jak o własny. Polecam każdemu właścicielowi.',
    'Miły kontakt i pełna punktualność.',
  ],
  4: [
    'Wszystko w porządku, zwrot z lekkim opóźnieniem.',
    'Sprzęt wrócił w dobrym stanie, trzeba go było tylko przetrzeć.',
    'Dobry kontakt, polecam.',
  ],
  3: ['Zwrot kilka godzin po czasie i bez uprzedzenia, ale sprzęt cały.'],
};

const OWNER_REPLIES = [
  'Dziękuję za miłe słowa, zapraszam ponownie!',
  'Dzięki za opinię, uzupełnię zestaw przed kolejnym wypożyczeniem.',
  'Cieszę się, że się przydało. Do zobaczenia!',
  'Dziękuję, przekazałem uwagi dalej i poprawiłem opis.',
];
const RENTER_REPLIES = ['Dziękuję, było mi bardzo miło!', 'Dzięki, polecam się na przyszłość.'];

export interface DemoRentalRow {
  id: number;
  itemId: number;
  renterId: number;
  ownerId: number;
  /** The completion (rentals.statusChangedAt of a completed rental): the review window runs from it. */
  completedAt: Date;
}

export interface DemoReview {
  itemId: number;
  reviewerId: number;
  rentalId: number;
  rating: number;
  comment: string;
  reviewType: ReviewType;
  targetUserId: number;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
  reply: string | null;
  repliedAt: Date | null;
}

const HOUR = 3_600_000;

/**
 * The reviews of the completed demo rentals (`rows[i]` is the inserted rental of `planned[i]`, null when not
 * completed), as the rules would have published them by `now`: a rental's reviews publish together when the second
 * side writes, or alone when the window closes (shouldPublish); mostly 4 and 5 stars with a few 3s, a few answered.
 * Deterministic: drawn from the seed's generator.
 */
export function planDemoReviews(planned: PlannedRental[], rows: (DemoRentalRow | null)[], now: Date): DemoReview[] {
  const random = seededRandom(20_251_122);
  const starts = new Map<unknown, number>();
  const counters = new Map<unknown, number>();
  /** Walks each pool from a drawn start, so comments repeat only once a pool is used up. */
  const pick = <T>(pool: T[]): T => {
    if (!starts.has(pool)) starts.set(pool, Math.floor(random() * pool.length));
    const n = counters.get(pool) ?? 0;
    counters.set(pool, n + 1);
    return pool[(starts.get(pool)! + n) % pool.length];
  };
  const stars = () => {
    const r = random();
    return r < 0.55 ? 5 : r < 0.9 ? 4 : 3;
  };
  // Nothing is dated after the seed moment.
  const notAfterNow = (t: number, margin: number) => new Date(Math.min(t, now.getTime() - margin));

  const seen = new Map<number, number>();
  const out: DemoReview[] = [];
  planned.forEach((p, i) => {
    const row = rows[i];
    if (p.status !== 'completed' || !row) return;
    const slot = p.item % OWNER_COUNT;
    const nth = seen.get(slot) ?? 0;
    seen.set(slot, nth + 1);
    const written = EXCEPTIONS[`${slot}:${nth}`] ?? 'both';
    if (written === 'none') return;

    const done = row.completedAt.getTime();
    const renterAt = notAfterNow(done + (2 + random() * 46) * HOUR, HOUR);
    const ownerAt = notAfterNow(done + (1 + random() * 60) * HOUR, HOUR);
    const drafts: Omit<DemoReview, 'publishedAt' | 'reply' | 'repliedAt'>[] = [];
    const base = { itemId: row.itemId, rentalId: row.id };
    if (written !== 'owner') {
      const itemStars = stars();
      const ownerStars = stars();
      drafts.push(
        {
          ...base,
          reviewerId: row.renterId,
          targetUserId: row.ownerId,
          reviewType: 'item',
          rating: itemStars,
          comment: pick(ITEM_COMMENTS[itemStars]),
          createdAt: renterAt,
          updatedAt: renterAt,
        },
        {
          ...base,
          reviewerId: row.renterId,
          targetUserId: row.ownerId,
          reviewType: 'owner',
          rating: ownerStars,
          comment: pick(OWNER_COMMENTS[ownerStars]),
          createdAt: renterAt,
          updatedAt: renterAt,
        },
      );
    }
    if (written !== 'renter') {
      const renterStars = stars();
      drafts.push({
        ...base,
        reviewerId: row.ownerId,
        targetUserId: row.renterId,
        reviewType: 'renter',
        rating: renterStars,
        comment: pick(RENTER_COMMENTS[renterStars]),
        createdAt: ownerAt,
        updatedAt: ownerAt,
      });
    }

    const deadline = reviewDeadline(row.completedAt);
    const windowClosed = deadline <= now;
    const published = shouldPublish(
      drafts.map((d) => d.reviewType),
      windowClosed,
    );
    // Both sides wrote within the window: published when the later one did; one side alone: when the window closed.
    const lastWritten = Math.max(...drafts.map((d) => d.createdAt.getTime()));
    const publishedAt = !published ? null : written === 'both' ? new Date(lastWritten) : deadline;

    for (const d of drafts) {
      // A few reviewed parties answer: owners their item reviews, now and then a renter.
      const answers =
        publishedAt !== null &&
        ((d.reviewType === 'item' && random() < 0.25) || (d.reviewType === 'renter' && random() < 0.12));
      const repliedAt = answers ? notAfterNow(publishedAt.getTime() + (1 + random() * 30) * HOUR, 10 * 60_000) : null;
      out.push({
        ...d,
        publishedAt,
        reply: repliedAt ? pick(d.reviewType === 'item' ? OWNER_REPLIES : RENTER_REPLIES) : null,
        // A reply never before its review was public.
        repliedAt: repliedAt && publishedAt && repliedAt < publishedAt ? publishedAt : repliedAt,
      });
    }
  });
  return out;
}
