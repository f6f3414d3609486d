import type { CancellationTerms, Flexibility } from '@/shared/constants/listing';
import { districtsOf, type City } from '@/shared/constants/locations';
import { DEMO_ITEMS, type DemoItem } from './demo-items';
import { demoPhotoCount } from './demo-photos';
import { DEMO_USERS } from './demo-users';
import { seededRandom } from '@/shared/lib/seeded-random';

export interface PlannedItem extends DemoItem {
  ownerEmail: string;
  location: City;
  district: string | null;
  available: boolean;
  insuranceRequired: boolean;
  cancellationTerms: CancellationTerms;
  flexibility: Flexibility;
  /** Instant booking (issue 26 §2): confirmed at once, for every renter or only verified ones. */
  instantBooking: boolean;
  instantBookingVerifiedOnly: boolean;
  /** Storage keys (under demo/) and shot (angle, zoom, room shade) of each photo. */
  photos: { base: string; shade: number }[];
  /** How long before the seed the item was listed: item 0 is the newest. */
  ageHours: number;
}

/** Indexes of the items listed as unavailable (one of them Piotr's, so e2e can see a disabled request button). */
export const UNAVAILABLE_ITEMS = new Set([13, 21, 37, 58]);

/**
 * Indexes of the items that take instant bookings (issue 26 §2), so the badge and the browse filter show in the demo:
 * Anna's SUP board for everyone, Ewa's board games for verified renters only. Older listings, which no e2e test
 * requests expecting a pending request.
 */
export const INSTANT_ITEMS = new Map<number, 'everyone' | 'verified'>([
  [30, 'everyone'],
  [48, 'verified'],
]);

export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 48);
}

/** The defaults are the most common choice; a quarter each of the others. */
const TERMS_CHOICES: CancellationTerms[] = ['standard', 'standard', 'flexible', 'strict'];
const FLEXIBILITY_CHOICES: Flexibility[] = ['moderate', 'moderate', 'low', 'high'];
const pick = <T>(list: T[], r: number) => list[Math.floor(r * list.length)];

/**
 * Item i belongs to the owner of slot i % 10 (each owner lists in their own city, so the ten owners cover the
 * ten cities) and the items alternate categories, so every owner and city gets all seven categories.
 */
export function planDemoItems(): PlannedItem[] {
  const owners = DEMO_USERS.filter((u) => u.city !== null);
  const random = seededRandom(20_240_601);
  return DEMO_ITEMS.map((item, i) => {
    const owner = owners[i % owners.length];
    const location = owner.city!;
    const districts = districtsOf(location);
    // Most listings in a city with districts name one; a few leave it out ('none' is stored as null).
    const district = districts.length && i % 11 !== 5 ? districts[(i * 5 + 3) % districts.length] : null;
    const base = `items/${String(i + 1).padStart(2, '0')}-${slugOf(item.name)}`;
    return {
      ...item,
      ownerEmail: owner.email,
      location,
      district,
      available: !UNAVAILABLE_ITEMS.has(i),
      insuranceRequired: item.value >= 2500 && i % 3 !== 1,
      cancellationTerms: pick(TERMS_CHOICES, random()),
      flexibility: pick(FLEXIBILITY_CHOICES, random()),
      instantBooking: INSTANT_ITEMS.has(i),
      instantBookingVerifiedOnly: INSTANT_ITEMS.get(i) === 'verified',
      photos: Array.from({ length: demoPhotoCount(i) }, (_, shot) => ({
        base: shot ? `${base}-${shot + 1}` : base,
        shade: shot,
      })),
      ageHours: i * 7,
    };
  });
}
