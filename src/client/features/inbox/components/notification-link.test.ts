import { describe, expect, it } from 'vitest';
import { notificationHref } from './notification-link';

describe('notificationHref', () => {
  it('sends identity verification decisions to the KYC page in the language, not to a rental', () => {
    expect(notificationHref('kyc_approved', 'pl')).toBe('/weryfikacja-kyc');
    expect(notificationHref('kyc_rejected', 'en')).toBe('/kyc-verification');
  });

  it('keeps rental notices on the rentals page and its tab', () => {
    expect(notificationHref('rental_requested', 'pl')).toBe('/wynajmy');
    expect(notificationHref('rental_accepted', 'en')).toBe('/rentals?tab=outgoing');
  });
});
