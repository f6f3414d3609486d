import { describe, expect, it } from 'vitest';
import { DAMAGE_REPORT_WINDOW_HOURS, MAX_HANDOVER_PHOTOS } from '@/shared/domain/damage';
import type { HandoverRecord } from '@/shared/schemas/damage';
import type { RentalView } from '@/shared/schemas/rentals';
import { handoverOpen, handoverPhotosLeft } from './handover-rules';

const COMPLETED_AT = '2026-03-10T12:00:00.000Z';
const hoursAfter = (h: number) => new Date(Date.parse(COMPLETED_AT) + h * 3_600_000);

const rental = (over: Partial<RentalView>) =>
  ({
    status: 'confirmed',
    paymentStatus: 'paid',
    depositStatus: 'held',
    history: [{ status: 'completed', at: COMPLETED_AT, by: 'owner' }],
    ...over,
  }) as RentalView;

const record = (moment: 'pickup' | 'return', by: 'owner' | 'renter', photos: number): HandoverRecord => ({
  id: Math.random(),
  moment,
  by,
  byUserId: by === 'owner' ? 1 : 2,
  photoUrls: Array.from(
    { length: photos },
    (_, i) => `/api/rentals/1/photos/${moment}-${by}-${i}-${Math.random()}.webp`,
  ),
  note: '',
  createdAt: COMPLETED_AT,
});

describe('handoverOpen', () => {
  it('opens pickup photos once the rental is confirmed and paid, and while it is active', () => {
    expect(handoverOpen(rental({ status: 'confirmed', paymentStatus: 'unpaid' }), 'pickup')).toBe(false);
    expect(handoverOpen(rental({ status: 'confirmed', paymentStatus: 'paid' }), 'pickup')).toBe(true);
    expect(handoverOpen(rental({ status: 'active' }), 'pickup')).toBe(true);
    expect(handoverOpen(rental({ status: 'completed' }), 'pickup', hoursAfter(1))).toBe(false);
    expect(handoverOpen(rental({ status: 'pending', paymentStatus: 'unpaid' }), 'pickup')).toBe(false);
    expect(handoverOpen(rental({ status: 'cancelled', paymentStatus: 'refunded' }), 'pickup')).toBe(false);
  });

  it('opens return photos while active, and after completion until the deposit is released', () => {
    expect(handoverOpen(rental({ status: 'confirmed' }), 'return')).toBe(false);
    expect(handoverOpen(rental({ status: 'active' }), 'return')).toBe(true);
    const completed = rental({ status: 'completed' });
    expect(handoverOpen(completed, 'return', hoursAfter(DAMAGE_REPORT_WINDOW_HOURS))).toBe(true);
    expect(handoverOpen(completed, 'return', hoursAfter(DAMAGE_REPORT_WINDOW_HOURS + 1))).toBe(false);
    expect(handoverOpen(rental({ status: 'completed', depositStatus: 'released' }), 'return', hoursAfter(1))).toBe(
      false,
    );
  });
});

describe('handoverPhotosLeft', () => {
  it(`counts one party's photos at one moment over all their records, up to ${MAX_HANDOVER_PHOTOS}`, () => {
    const records = [record('pickup', 'owner', 2), record('pickup', 'owner', 1), record('pickup', 'renter', 4)];
    expect(handoverPhotosLeft(records, 'pickup', 'owner')).toBe(MAX_HANDOVER_PHOTOS - 3);
    expect(handoverPhotosLeft(records, 'pickup', 'renter')).toBe(MAX_HANDOVER_PHOTOS - 4);
    expect(handoverPhotosLeft(records, 'return', 'owner')).toBe(MAX_HANDOVER_PHOTOS);
    expect(handoverPhotosLeft([record('return', 'renter', MAX_HANDOVER_PHOTOS)], 'return', 'renter')).toBe(0);
  });
});
