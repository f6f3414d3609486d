import type { Page } from '@playwright/test';
import { plForm } from './catalogue-helpers';
import { expect, expectIconsDrawn, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, test } from './fixtures';
import { acceptPayAndReturn, type Actor, createItem, expectToast, newActor } from './rental-helpers';

/**
 * Reviews end to end (issue 13): a rental for today is requested, accepted, paid and its return confirmed; the renter
 * reviews the item (item page dialog) and its owner (reviews page) and sees both "not published yet"; the owner
 * reviews the renter; then everything is published: on the item page with the plural count and on both reviews pages.
 */
const TEXTS = {
  pl: {
    reviewsPath: '/opinie',
    itemPath: '/przedmiot/',
    title: 'Opinie',
    write: 'Napisz opinię',
    submit: 'Wyślij opinię',
    stars: (n: number) => `${n} na 5 gwiazdek`,
    comment: 'Komentarz',
    ratingRequired: 'Wybierz ocenę',
    commentRequired: 'Dodaj komentarz',
    sent: 'Dziękujemy za opinię',
    ownItem: 'Nie możesz ocenić własnego przedmiotu: opinie o nim piszą osoby, które go wypożyczyły.',
    noRental: 'Opinię możesz dodać po zakończonym wypożyczeniu tego przedmiotu.',
    alreadyReviewed: 'Twoja opinia o tym wypożyczeniu została już dodana. Dziękujemy!',
    count: (n: number) => `${n} ${plForm(n, { one: 'opinia', few: 'opinie', many: 'opinii' })}`,
    noReviewsItem: 'Ten przedmiot nie ma jeszcze opinii.',
    emptyReceived: 'Nie masz jeszcze opinii',
    emptyGiven: 'Nie masz jeszcze wystawionych opinii',
    noRating: 'Brak ocen',
    received: 'Otrzymane',
    given: 'Wystawione',
    unpublished: 'Jeszcze nieopublikowana',
    otherReviewed: 'napisała już opinię',
    reply: 'Odpowiedz',
    replyLabel: 'Twoja odpowiedź',
    publishReply: 'Opublikuj odpowiedź',
    statement: 'Jak działają opinie',
    average: (r: string) => r.replace('.', ','),
  },
  en: {
    reviewsPath: '/reviews',
    itemPath: '/item/',
    title: 'Reviews',
    write: 'Write a review',
    submit: 'Submit review',
    stars: (n: number) => `${n} of 5 stars`,
    comment: 'Comment',
    ratingRequired: 'Please select a rating',
    commentRequired: 'Please add a comment',
    sent: 'Thank you for your review',
    ownItem: 'You cannot review your own item: it is reviewed by the people who rent it.',
    noRental: 'You can review this item after a completed rental of it.',
    alreadyReviewed: 'You have already reviewed this rental. Thank you!',
    count: (n: number) => `${n} ${n === 1 ? 'review' : 'reviews'}`,
    noReviewsItem: 'This item has no reviews yet.',
    emptyReceived: 'No reviews yet',
    emptyGiven: 'You have not written any reviews yet',
    noRating: 'No rating',
    received: 'Received',
    given: 'Given',
    unpublished: 'Not published yet',
    otherReviewed: 'has already written theirs',
    reply: 'Reply',
    replyLabel: 'Your reply',
    publishReply: 'Publish reply',
    statement: 'How reviews work',
    average: (r: string) => r,
  },
} as const;

/** Today in Poland as YYYY-MM-DD (the server's "today"; the test machine's clock may run in another zone). */
const warsawToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date());

/** Accepted, paid (test provider, BLIK) and returned: a completed rental of today, ready for reviews. */
const completedRental = (owner: Actor, renter: Actor, itemId: number) =>
  acceptPayAndReturn(owner, renter, itemId, warsawToday());

/** Chooses the stars, writes the comment and sends one review form. */
async function writeReview(
  page: Page,
  form: ReturnType<Page['getByTestId']>,
  T: (typeof TEXTS)['pl' | 'en'],
  rating: number,
  comment: string,
) {
  await form.getByRole('radio', { name: T.stars(rating) }).check();
  await form.getByRole('textbox', { name: T.comment }).fill(comment);
  await form.getByRole('button', { name: T.submit }).click();
  await expectToast(page, T.sent);
}

for (const lang of ['pl', 'en'] as const) {
  const T = TEXTS[lang];
  // Polish runs on a 375 px phone, English on a desktop.
  const phone = lang === 'pl';

  test.describe(`reviews (${lang}${phone ? ', 375 px' : ''})`, () => {
    test('a completed rental: both sides review, blind until both wrote, then published everywhere', async ({
      browser,
    }) => {
      test.setTimeout(150_000);
      const owner = await newActor(browser, lang, 'Olga', 'Wiśniewska');
      const renter = await newActor(browser, lang, 'Piotr', 'Zieliński');
      const page = renter.page;
      if (phone) await page.setViewportSize({ width: 375, height: 800 });
      const item = await createItem(owner, `Namiot ${lang} ${Date.now()}`);
      const itemUrl = `${T.itemPath}${item.id}`;

      // An empty reviews page: no rating, both tabs' empty states, the statement.
      await page.goto(T.reviewsPath);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.title);
      await expect(page.getByTestId('review-stats')).toContainText(T.noRating);
      await expect(page.getByText(T.emptyReceived)).toBeVisible();
      await expect(page.getByRole('complementary', { name: T.statement })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('tab', { name: T.given }).click();
      await expect(page.getByText(T.emptyGiven)).toBeVisible();
      if (phone) await expectNoHorizontalOverflow(page);

      // Before the rental the button is disabled with the reason.
      await page.goto(itemUrl);
      await expect(page.getByRole('button', { name: T.write })).toBeDisabled();
      await expect(page.getByRole('button', { name: T.write })).toHaveAccessibleDescription(T.noRental);

      const rental = await completedRental(owner, renter, item.id);

      // The owner never reviews their own item.
      await owner.page.goto(itemUrl);
      await expect(owner.page.getByRole('button', { name: T.write })).toBeDisabled();
      await expect(owner.page.getByRole('button', { name: T.write })).toHaveAccessibleDescription(T.ownItem);

      // The renter reviews the item from its page: the form's messages first, then the review.
      await page.goto(itemUrl);
      await page.getByRole('button', { name: T.write }).click();
      const dialog = page.getByRole('dialog');
      const itemForm = dialog.getByTestId('review-form-item');
      await itemForm.getByRole('button', { name: T.submit }).click();
      await expect(itemForm.getByText(T.ratingRequired)).toBeVisible();
      await expect(itemForm.getByText(T.commentRequired)).toBeVisible();
      await itemForm.getByRole('textbox', { name: T.comment }).fill('   ');
      await itemForm.getByRole('radio', { name: T.stars(5) }).check();
      await itemForm.getByRole('button', { name: T.submit }).click();
      await expect(itemForm.getByText(T.commentRequired)).toBeVisible();
      await expect(itemForm.getByText(T.ratingRequired)).toHaveCount(0);
      await writeReview(page, itemForm, T, 5, 'Namiot szczelny, łatwo się rozkłada. Polecam!');
      await expect(dialog.getByTestId('review-form-item')).toHaveCount(0);
      await expect(dialog.getByTestId('review-form-owner')).toBeVisible();
      await page.keyboard.press('Escape');
      // Blind: nothing is published yet.
      await expect(page.getByTestId('reviews-count')).toHaveText(T.count(0));

      // The owner review from the reviews page's "to review" list.
      await page.goto(T.reviewsPath);
      const pending = page.getByTestId(`pending-review-${rental.id}`);
      await expect(pending.getByTestId('review-form-item')).toHaveCount(0);
      await writeReview(page, pending.getByTestId('review-form-owner'), T, 4, 'Szybki kontakt i sprawny odbiór.');
      await expect(pending).toHaveCount(0);
      await page.getByRole('tab', { name: T.given }).click();
      await expect(page.getByTestId('review-unpublished')).toHaveCount(2);
      await expect(page.getByTestId('review-unpublished').first()).toHaveText(T.unpublished);
      if (phone) await expectNoHorizontalOverflow(page);
      await page.goto(itemUrl);
      await expect(page.getByRole('button', { name: T.write })).toHaveAccessibleDescription(T.alreadyReviewed);

      // The owner sees that the renter wrote theirs, and writes the renter review: all three publish.
      await owner.page.goto(T.reviewsPath);
      const ownerPending = owner.page.getByTestId(`pending-review-${rental.id}`);
      await expect(ownerPending).toContainText(T.otherReviewed);
      const renterForm = ownerPending.getByTestId('review-form-renter');
      await renterForm.getByRole('button', { name: T.submit }).click();
      await expect(renterForm.getByText(T.ratingRequired)).toBeVisible();
      await writeReview(owner.page, renterForm, T, 4, 'Sprzęt oddany czysty i na czas.');
      await expect(ownerPending).toHaveCount(0);

      // The owner's Received tab: the item and the owner reviews; a public reply to the item review.
      await expect(owner.page.getByTestId('review-stats')).toContainText(T.average('4.0'));
      const received = owner.page.getByRole('tabpanel');
      await expect(received.getByRole('listitem')).toHaveCount(2);
      const itemReview = received.getByRole('listitem').filter({ hasText: 'Namiot szczelny' });
      await itemReview.getByRole('button', { name: T.reply }).click();
      await itemReview.getByRole('textbox', { name: T.replyLabel }).fill('Dziękuję, zapraszam ponownie!');
      await itemReview.getByRole('button', { name: T.publishReply }).click();
      await expect(itemReview.getByTestId('review-reply')).toContainText('Dziękuję, zapraszam ponownie!');
      await expect(itemReview.getByRole('button', { name: T.reply })).toHaveCount(0);
      await expectNoSeriousA11yViolations(owner.page);

      // The item page: one published review in the right plural, with the reply.
      await page.goto(itemUrl);
      const section = page.getByRole('region', { name: T.title });
      await expect(section.getByTestId('reviews-count')).toHaveText(T.count(1));
      await expect(section.getByTestId('item-reviews').getByRole('listitem')).toHaveCount(1);
      await expect(section).toContainText('Namiot szczelny, łatwo się rozkłada. Polecam!');
      await expect(section).toContainText('Piotr Z.');
      await expect(section).toContainText('Dziękuję, zapraszam ponownie!');
      await expect(section.getByRole('img', { name: T.stars(5) })).toBeVisible();
      expect(await expectIconsDrawn(section.getByRole('img', { name: T.stars(5) }), 5)).not.toContain('none');
      await expect(section.getByRole('complementary', { name: T.statement })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      if (phone) await expectNoHorizontalOverflow(page);

      // The renter's reviews page: the owner's review received, their two given ones published.
      await page.goto(T.reviewsPath);
      await expect(page.getByTestId('review-stats')).toContainText(T.average('4.0'));
      await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(1);
      await expect(page.getByRole('tabpanel')).toContainText('Sprzęt oddany czysty i na czas.');
      await page.getByRole('tab', { name: T.given }).click();
      await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(2);
      await expect(page.getByTestId('review-unpublished')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      if (phone) await expectNoHorizontalOverflow(page);
    });

    test('a user without a rental of the item sees why the review button is disabled', async ({ browser }) => {
      const owner = await newActor(browser, lang, 'Ewa', 'Lis');
      const stranger = await newActor(browser, lang, 'Jan', 'Kos');
      const item = await createItem(owner, `Rower ${lang} ${Date.now()}`);
      await stranger.page.goto(`${T.itemPath}${item.id}`);
      const button = stranger.page.getByRole('button', { name: T.write });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(T.noRental);
      await expect(stranger.page.getByTestId('reviews-count')).toHaveText(T.count(0));
      await expect(stranger.page.getByText(T.noReviewsItem)).toBeVisible();
    });
  });
}
