import type { Locator, Page } from '@playwright/test';
import { iso, today } from './catalogue-helpers';
import { expect, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, test } from './fixtures';
import {
  acceptPayAndReturn,
  createItem,
  daysAhead,
  newActor,
  requestRental,
  type Actor,
  type Lang,
} from './rental-helpers';
import { shot } from './shots';

/**
 * Issue 26 §4: public profiles. An owner opens the renter's profile from a request and sees who they are (first name
 * and the surname's initial, badges, ratings as owner and renter, reviews, listings), never their e-mail, phone or
 * surname; every name in a review and the item page's owner card lead to a profile. 375 px, both languages.
 */

const TEXTS = {
  pl: {
    profile: (id: number) => `/uzytkownik/${id}`,
    incoming: '/moje-przedmioty?tab=incoming',
    item: (id: number) => `/przedmiot/${id}`,
    rental: (id: number) => `/wynajmy/${id}`,
    phoneVerified: 'Telefon zweryfikowany',
    noRating: 'Brak ocen',
    rating: (r: string, n: number) => `${r} (${n})`,
    five: '5,0',
    four: '4,0',
    noListings: 'Brak ogłoszeń.',
    reviewsCount: '1 opinia',
    asRenter: 'Jako najemca',
    asOwner: 'Jako właściciel',
    memberSince: 'Na Wypożyczalni od',
    newOwner: 'Nowy właściciel',
    notFound: 'Nie znaleziono strony',
    privacy: 'E-mail i numer telefonu widzi tylko druga strona opłaconego wynajmu.',
  },
  en: {
    profile: (id: number) => `/user/${id}`,
    incoming: '/my-items?tab=incoming',
    item: (id: number) => `/item/${id}`,
    rental: (id: number) => `/rentals/${id}`,
    phoneVerified: 'Phone verified',
    noRating: 'No ratings yet',
    rating: (r: string, n: number) => `${r} (${n})`,
    five: '5.0',
    four: '4.0',
    noListings: 'No listings yet.',
    reviewsCount: '1 review',
    asRenter: 'As a renter',
    asOwner: 'As an owner',
    memberSince: 'Member since',
    newOwner: 'New owner',
    notFound: '404 Page Not Found',
    privacy: 'E-mail and phone number are shared only with the other party of a paid rental.',
  },
} as const;

/** A number no other run has verified (a verified number belongs to one account). */
const freshPhone = () => `60${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

/** The renter verifies their phone with the code texted to the dev outbox. */
async function verifyPhone(actor: Actor, phone: string) {
  const sent = await actor.page.request.post('/api/phone/send-verification', {
    data: { phoneNumber: phone, countryCode: '+48' },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const sms = (await (await actor.page.request.get('/api/dev/outbox?channel=sms')).json()) as {
    to: string;
    text: string;
  }[];
  const code = /\d{6}/.exec(sms.find((m) => m.to === `+48${phone}`)!.text)![0];
  const ok = await actor.page.request.post('/api/phone/verify-code', {
    data: { phoneNumber: phone, verificationCode: code },
  });
  expect(ok.status(), await ok.text()).toBe(200);
}

/**
 * Clicks a link and expects its page. Retried: on the item page a click that lands while a part of the page is being
 * replaced (a query settling after hydration) can be lost, as a person's first tap sometimes is.
 */
async function follow(page: Page, link: Locator, url: string) {
  await expect(async () => {
    await link.click();
    await expect(page).toHaveURL(url, { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}

async function review(actor: Actor, rentalId: number, reviewType: string, rating: number, comment: string) {
  const res = await actor.page.request.post('/api/reviews', { data: { rentalId, rating, comment, reviewType } });
  expect(res.status(), await res.text()).toBe(201);
}

/**
 * Nothing private of `who` anywhere in the page's content (its markup, not only its text). The page's state also
 * holds the signed-in viewer's own account, which is theirs to see: a visitor's page is checked whole below.
 */
async function expectNothingPrivate(page: Page, who: Actor, phone?: string) {
  const html = (await page.locator('main').innerHTML()).toLowerCase();
  for (const secret of [who.email, who.email.split('@')[0], who.lastName, ...(phone ? [phone] : [])])
    expect(html, secret).not.toContain(secret.toLowerCase());
}

for (const lang of ['pl', 'en'] as const satisfies readonly Lang[]) {
  const T = TEXTS[lang];

  test(`${lang}: an owner opens the renter's profile from a request; names in reviews and the owner card lead to profiles`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const tag = Math.random().toString(36).slice(2, 7).replace(/\d/g, 'x');
    const owner = await newActor(browser, lang, 'Olga', `Kowalczyk${tag}`);
    const renter = await newActor(browser, lang, 'Renata', `Zalewska${tag}`);
    const phone = freshPhone();
    await verifyPhone(renter, phone);
    const item = await createItem(owner, `Rower profilowy ${tag}`);

    // A finished rental, both sides reviewed (so published), then a new request waiting for the owner.
    const done = await acceptPayAndReturn(owner, renter, item.id, iso(today()));
    await review(owner, done.id, 'renter', 5, `Wzorowa najemczyni ${tag}`);
    await review(renter, done.id, 'owner', 4, `Miła właścicielka ${tag}`);
    await review(renter, done.id, 'item', 5, `Rower jak nowy ${tag}`);
    const pending = await requestRental(renter, item.id, daysAhead(10, 2));

    const page = owner.page;
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(T.incoming);
    const row = page.getByTestId('rental-row').filter({ hasText: item.name }).first();
    await expect(row).toBeVisible();
    await shot(page, `profile-link-in-requests-${lang}`, [375]);
    await row.getByTestId('rental-party-link').click();
    await expect(page).toHaveURL(T.profile(renter.id));

    // The renter as the owner sees them before deciding.
    const header = page.getByTestId('profile-header');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Renata Z.`);
    await expect(header.getByTestId('phone-verified')).toHaveText(T.phoneVerified);
    await expect(header.getByTestId('identity-verified')).toHaveCount(0);
    await expect(header).toContainText(T.memberSince);
    await expect(header.getByTestId('rating-as-renter')).toContainText(T.rating(T.five, 1));
    await expect(header.getByTestId('rating-as-owner')).toHaveText(T.noRating);
    await expect(header).toContainText(T.privacy);
    await expect(page.getByTestId('profile-reviews-count')).toHaveText(T.reviewsCount);
    const renterReview = page.getByTestId('profile-review').first();
    await expect(renterReview).toContainText(`Wzorowa najemczyni ${tag}`);
    await expect(renterReview).toContainText(T.asRenter);
    await expect(page.getByText(T.noListings)).toBeVisible();
    await expectNothingPrivate(page, renter, phone);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
    await shot(page, `profile-renter-${lang}`);

    // The review's author is a link to their own profile: the owner's, with the listing.
    await renterReview.getByRole('link', { name: 'Olga K.' }).click();
    await expect(page).toHaveURL(T.profile(owner.id));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olga K.');
    await expect(page.getByTestId('rating-as-owner')).toContainText(T.rating(T.four, 1));
    await expect(page.getByTestId('profile-response-time')).toBeVisible();
    await expect(page.getByTestId('profile-city')).toHaveText('Kraków');
    await expect(page.getByTestId('profile-listings').getByRole('link', { name: new RegExp(item.name) })).toBeVisible();
    await expect(page.getByTestId('profile-review').first()).toContainText(T.asOwner);
    await expectNothingPrivate(page, owner);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
    await shot(page, `profile-owner-${lang}`);

    // The booking page's party card names the renter with a link to the profile.
    await page.goto(T.rental(pending.id));
    await page.getByTestId('rental-party').getByTestId('rental-party-link').click();
    await expect(page).toHaveURL(T.profile(renter.id));

    // The item page: the owner card's name and a review's author lead to their profiles.
    await page.goto(T.item(item.id));
    await follow(page, page.getByTestId('owner-profile-link'), T.profile(owner.id));
    await page.goto(T.item(item.id));
    await follow(page, page.getByTestId('item-reviews').getByRole('link', { name: 'Renata Z.' }), T.profile(renter.id));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Renata Z.');

    // A profile rendered on the server for a visitor: the same, the title naming only the short name.
    const visitor = await browser.newPage();
    const res = await visitor.request.get(T.profile(renter.id));
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('Renata Z.');
    expect(html).toContain('<meta name="robots" content="noindex"');
    for (const secret of [renter.email, renter.lastName, phone]) expect(html).not.toContain(secret);

    // An unknown person: the not-found page, answered 404. The browser renders a not-found page itself, in the chosen
    // language (or Polish), not the path's: the visitor chooses it, as the other specs do (see the closing note).
    await visitor.addInitScript((l) => localStorage.setItem('language', l), lang);
    const missing = await visitor.goto(T.profile(99_999_999));
    expect(missing?.status()).toBe(404);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(T.notFound);
    await visitor.close();
  });
}

test('a seeded owner’s profile from the item page: photo, listings and reviews; rendered for a visitor', async ({
  page,
}) => {
  await page.goto('/przedmiot/1');
  const link = page.getByTestId('owner-profile-link');
  const name = (await link.innerText()).trim();
  // First name and initial only, on the owner card as on the profile.
  expect(name).toMatch(/^\p{L}+ \p{Lu}\.$/u);
  await follow(page, link, `/uzytkownik/${/\/uzytkownik\/(\d+)/.exec((await link.getAttribute('href')) ?? '')![1]}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByTestId('profile-listings').getByRole('link').first()).toBeVisible();
  // The first five reviews come with the profile; more come a page at a time.
  const reviews = page.getByTestId('profile-review');
  await expect(reviews).toHaveCount(5);
  await page.getByRole('button', { name: 'Pokaż więcej opinii' }).click();
  await expect(reviews).toHaveCount(10);
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'profile-demo-owner-pl');
});
