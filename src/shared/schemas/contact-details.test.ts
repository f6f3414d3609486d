import { describe, expect, it } from 'vitest';
import { translate } from '@/shared/i18n/messages';
import { createItemSchema, updateItemSchema } from './items';
import { createReviewSchema, reviewReplySchema } from './reviews';

/** The forms and the server share these schemas: a public text with contact details fails on its own field. */
describe('public texts refuse contact details in the shared schemas', () => {
  const listing = {
    name: 'Wiertarka Bosch PSB 750',
    description: 'Moc 750 W, odbiór o 14:30, kaucja 1 200 zł',
    categoryId: 1,
    pricePerDay: '39,90',
    value: '1200',
    location: 'Kraków',
    imageUrls: ['/uploads/a.webp'],
  };
  const issuesOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    r.success ? {} : Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));

  it('listing name and description, on creation and edit', () => {
    expect(createItemSchema.safeParse(listing).success).toBe(true);
    expect(
      issuesOf(createItemSchema.safeParse({ ...listing, description: 'tel. sześćset siedemset osiemset' })),
    ).toEqual({
      description: 'validation.contactDetailsListing',
    });
    expect(issuesOf(createItemSchema.safeParse({ ...listing, name: 'Rower jan＠gmail．com' }))).toEqual({
      name: 'validation.contactDetailsListing',
    });
    expect(issuesOf(updateItemSchema.safeParse({ description: 'insta jan_kowalski' }))).toEqual({
      description: 'validation.contactDetailsListing',
    });
    expect(updateItemSchema.safeParse({ description: 'Dla 4 osób, 3,5 kg' }).success).toBe(true);
  });

  it('review comment and reply', () => {
    const review = { rentalId: 1, rating: 5, reviewType: 'item' };
    expect(issuesOf(createReviewSchema.safeParse({ ...review, comment: 'Polecam! 6OO 7OO 8OO' }))).toEqual({
      comment: 'reviews.validation.contactDetails',
    });
    expect(createReviewSchema.safeParse({ ...review, comment: 'Polecam! GoPro Hero 12 jak nowa' }).success).toBe(true);
    expect(issuesOf(reviewReplySchema.safeParse({ reply: 'Pisz: telegram: @jan' }))).toEqual({
      reply: 'reviews.validation.contactDetails',
    });
  });

  it('the messages exist in both languages', () => {
    for (const lang of ['pl', 'en'] as const) {
      expect(translate(lang, 'validation.contactDetailsListing')).not.toBe('validation.contactDetailsListing');
      expect(translate(lang, 'reviewValidation.contactDetails')).not.toBe('reviewValidation.contactDetails');
      expect(translate(lang, 'errors.CONTACT_DETAILS_NOT_ALLOWED')).not.toBe('errors.CONTACT_DETAILS_NOT_ALLOWED');
    }
  });
});
