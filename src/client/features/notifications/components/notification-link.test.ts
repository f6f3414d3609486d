import { describe, expect, it } from 'vitest';
import { notificationHref } from './notification-link';

describe('notificationHref', () => {
  it('sends identity verification decisions to the KYC page in the language, not to a rental', () => {
    expect(notificationHref({ type: 'kyc_approved', relatedId: 3 }, 'pl')).toBe('/weryfikacja-kyc');
    expect(notificationHref({ type: 'kyc_rejected', relatedId: 3 }, 'en')).toBe('/kyc-verification');
  });

  it("sends a rental notice to that rental's booking page", () => {
    expect(notificationHref({ type: 'rental_requested', relatedId: 7 }, 'pl')).toBe('/wynajmy/7');
    expect(notificationHref({ type: 'rental_declined', relatedId: 7 }, 'en')).toBe('/rentals/7');
    expect(notificationHref({ type: 'rental_requested', relatedId: null }, 'pl')).toBe('/wynajmy');
  });

  it('sends an acceptance and a payment reminder to the checkout', () => {
    expect(notificationHref({ type: 'rental_accepted', relatedId: 7 }, 'pl')).toBe('/platnosc/7');
    expect(notificationHref({ type: 'payment_due', relatedId: 7 }, 'en')).toBe('/checkout/7');
  });

  it('keeps review notices on the reviews page', () => {
    expect(notificationHref({ type: 'review_requested', relatedId: 7 }, 'pl')).toBe('/opinie');
    expect(notificationHref({ type: 'reviews_published', relatedId: 7 }, 'en')).toBe('/reviews');
  });

  it("sends the owner's payout notices to the payouts page", () => {
    expect(notificationHref({ type: 'payout_sent', relatedId: 7 }, 'pl')).toBe('/wyplaty');
    expect(notificationHref({ type: 'payout_failed', relatedId: 7 }, 'en')).toBe('/payouts');
    expect(notificationHref({ type: 'payout_setup_needed', relatedId: 7 }, 'en')).toBe('/payouts');
  });
});
