import { addDays, startOfDay } from 'date-fns';
import type { Page } from '@playwright/test';
import {
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  loginViaApi,
  test,
  useLanguage,
} from './fixtures';
import {
  allItems,
  type ApiItem,
  dateTrigger,
  display,
  displayIso,
  freeRange,
  iso,
  openPickerAt,
  pickDate,
  plForm,
  unavailableDates,
  zl,
} from './catalogue-helpers';

const RENTER = 'piotr.nowak@example.com';
const OWNER = 'anna.kowalska@example.com';

const TEXTS = {
  pl: {
    itemPath: '/przedmiot/',
    loginPath: '/logowanie',
    perDay: 'zł/dzień',
    available: 'Dostępny',
    unavailable: 'Niedostępny',
    owner: 'Właściciel',
    memberSince: 'Członek od',
    reviews: 'Opinie',
    reviewsCount: (n: number) => `${n} ${plForm(n, { one: 'opinia', few: 'opinie', many: 'opinii' })}`,
    noReviews: 'Ten przedmiot nie ma jeszcze opinii.',
    writeReview: 'Napisz opinię',
    writeLocked: 'Opinię możesz dodać po zakończonym wypożyczeniu tego przedmiotu.',
    similar: 'Podobne przedmioty',
    recommended: 'Polecane dla Ciebie',
    notFound: 'Nie znaleziono przedmiotu',
    photos: 'Zdjęcia przedmiotu',
    showPhoto: (i: number, n: number) => `Pokaż zdjęcie ${i} z ${n}`,
    from: 'Od',
    to: 'Do',
    request: 'Wyślij prośbę o wypożyczenie',
    days: (n: number) => `${n} ${n === 1 ? 'dzień' : 'dni'}`,
    subtotal: 'Wynajem',
    fee: 'Opłata serwisowa (10%)',
    total: 'Razem za wynajem',
    deposit: 'Kaucja zwrotna',
    toPayNow: 'Do zapłaty teraz',
    loginRequired: 'Wymagane logowanie',
    selectDates: 'Wybierz daty',
    insuranceRequired: 'Wymagane ubezpieczenie',
    insurance: 'Akceptuję ubezpieczenie wymagane przez właściciela',
    insuranceLink: 'Jak rozliczamy szkody i kaucję',
    insuranceArticle: '/pomoc/ubezpieczenie',
    conflict: 'Konflikt rezerwacji',
    sent: 'Prośba wysłana',
    pending: 'Oczekuje na akceptację właściciela',
    yourItem: 'To Twój przedmiot',
    bookedRanges: 'Niedostępne terminy',
    legend: 'Legenda kalendarza',
    legendBooked: 'Zajęte',
    legendUnavailable: 'Niedostępne',
    dayBooked: ', zajęty',
    dayUnavailable: ', niedostępny',
    tooLong: 'Wypożyczenie może trwać najwyżej 90 dni',
    startTooFar: 'Rezerwacja może zaczynać się najpóźniej za 365 dni',
    bookingError: 'Błąd rezerwacji',
    genericValidation: 'Popraw zaznaczone pola',
    loginSubmit: 'Zaloguj się',
  },
  en: {
    itemPath: '/item/',
    loginPath: '/login',
    perDay: 'zł/day',
    available: 'Available',
    unavailable: 'Unavailable',
    owner: 'Owner',
    memberSince: 'Member since',
    reviews: 'Reviews',
    reviewsCount: (n: number) => `${n} ${n === 1 ? 'review' : 'reviews'}`,
    noReviews: 'This item has no reviews yet.',
    writeReview: 'Write a review',
    writeLocked: 'You can review this item after a completed rental of it.',
    similar: 'Similar items',
    recommended: 'Recommended for you',
    notFound: 'Item not found',
    photos: 'Item photos',
    showPhoto: (i: number, n: number) => `Show photo ${i} of ${n}`,
    from: 'From',
    to: 'To',
    request: 'Send rental request',
    days: (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`,
    subtotal: 'Rental',
    fee: 'Booking fee (10%)',
    total: 'Rental total',
    deposit: 'Refundable deposit',
    toPayNow: 'To pay now',
    loginRequired: 'Login required',
    selectDates: 'Select dates',
    insuranceRequired: 'Insurance required',
    insurance: 'I accept the insurance the owner requires',
    insuranceLink: 'How damage and the deposit are settled',
    insuranceArticle: '/help/insurance',
    conflict: 'Booking Conflict',
    sent: 'Request sent',
    pending: "Pending: awaiting the owner's approval",
    yourItem: 'This is your item',
    bookedRanges: 'Unavailable dates',
    legend: 'Calendar legend',
    legendBooked: 'Booked',
    legendUnavailable: 'Unavailable',
    dayBooked: ', booked',
    dayUnavailable: ', unavailable',
    tooLong: 'A rental can last at most 90 days',
    startTooFar: 'A booking can start at most 365 days ahead',
    bookingError: 'Booking error',
    genericValidation: 'Please correct the marked fields',
    loginSubmit: 'Log in',
  },
} as const;

/** The demo users' ids, read through the API once per page context. */
async function userId(page: Page, email: string) {
  const res = await page.request.post('/api/login', { data: { email, password: 'Demo1234!' } });
  const id = ((await res.json()) as { user: { id: number } }).user.id;
  await page.request.post('/api/logout');
  return id;
}

async function findItem(page: Page, test: (item: ApiItem) => boolean | Promise<boolean>): Promise<ApiItem> {
  for (const item of await allItems(page)) if (await test(item)) return item;
  throw new Error('No seeded item fits the test');
}

const sum = (a: number, b: number) => Math.round((a + b) * 100) / 100;

for (const lang of ['pl', 'en'] as const) {
  const T = TEXTS[lang];
  const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
  const requestButton = (page: Page) => page.getByRole('button', { name: T.request });
  const toast = (page: Page, title: string) => page.locator('li[data-variant]').filter({ hasText: title }).first();

  test.describe(`item page (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, lang);
    });

    test('photos, price, rating, place, owner card, reviews and recommendations', async ({ page }) => {
      const item = await findItem(page, (i) => i.imageUrls.length >= 2);
      const owner = (await (await page.request.get(`/api/users/${item.ownerId}`)).json()) as {
        firstName: string;
        lastName: string;
        profilePhotoUrl: string | null;
      };
      const reviews = (await (await page.request.get(`/api/items/${item.id}/reviews`)).json()) as {
        reviews: unknown[];
        total: number;
      };

      await page.goto(`${T.itemPath}${item.id}`);
      await expect(h1(page)).toHaveText(item.name);
      await expect(
        page.getByText(`${zl(Number(item.pricePerDay), lang).replace(' zł', '')} ${T.perDay}`),
      ).toBeVisible();
      await expect(page.getByText(item.available ? T.available : T.unavailable, { exact: true }).first()).toBeVisible();
      await expect(
        page
          .getByRole('main')
          .locator('p', { hasText: item.district ? `${item.location}, ${item.district}` : item.location })
          .first(),
      ).toBeVisible();
      await expect(page.getByText(item.description.slice(0, 40))).toBeVisible();

      // Photos: the main one, and thumbnails that switch it.
      const gallery = page.getByRole('region', { name: T.photos });
      const main = gallery.locator('img').first();
      await expect(main).toHaveAttribute('src', item.imageUrls[0]);
      const thumbs = gallery.getByRole('button');
      await expect(thumbs).toHaveCount(item.imageUrls.length);
      await gallery.getByRole('button', { name: T.showPhoto(2, item.imageUrls.length) }).click();
      await expect(main).toHaveAttribute('src', item.imageUrls[1]);
      await expect(gallery.getByRole('button', { name: T.showPhoto(2, item.imageUrls.length) })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      // The switched photo loads (from its srcset's candidate): given the moment a download takes.
      await expect
        .poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);

      // Owner card.
      const ownerCard = page.getByRole('region', { name: T.owner });
      await expect(ownerCard).toContainText(`${owner.firstName} ${owner.lastName}`);
      await expect(ownerCard).toContainText(T.memberSince);
      await expect(ownerCard.getByText(/\d{4}$/)).toBeVisible();
      // The owner's photo (the seeded owners but one have drawn avatars), or their initials without one.
      const avatar = ownerCard.locator('img');
      if (owner.profilePhotoUrl) {
        await expect(avatar).toHaveAttribute('src', owner.profilePhotoUrl);
        await expect
          .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
      } else {
        await expect(avatar).toHaveCount(0);
        await expect(ownerCard).toContainText(`${owner.firstName[0]}${owner.lastName[0]}`);
      }

      // Reviews: the real count in the right plural form; logged out there is no write button.
      const reviewsSection = page.getByRole('region', { name: T.reviews });
      // The count is the total of published reviews, not the first page's length.
      await expect(reviewsSection.getByTestId('reviews-count')).toHaveText(T.reviewsCount(reviews.total));
      if (reviews.total === 0) await expect(reviewsSection.getByText(T.noReviews)).toBeVisible();
      await expect(page.getByRole('button', { name: T.writeReview })).toHaveCount(0);

      // Recommendations: at most 3, never this item, linking to /przedmiot/{id}.
      const similar = page.getByRole('region', { name: T.similar }).getByRole('link');
      await expect(similar.first()).toBeVisible();
      const hrefs = await similar.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs.length).toBeGreaterThan(0);
      expect(hrefs.length).toBeLessThanOrEqual(3);
      for (const href of hrefs) expect(href).toMatch(/^\/przedmiot\/\d+$/);
      expect(hrefs).not.toContain(`/przedmiot/${item.id}`);
      await similar.first().click();
      await expect(h1(page)).not.toHaveText(item.name);
      expect(new URL(page.url()).pathname).toBe(hrefs[0]);
    });

    test('the write-review button shows disabled with its reason when logged in', async ({ page }) => {
      await loginViaApi(page, RENTER);
      // An item the demo renter never rented (the demo data gives them completed rentals of some).
      const item = await findItem(
        page,
        async (i) =>
          (
            (await (await page.request.get(`/api/items/${i.id}/review-eligibility`)).json()) as {
              reason: string | null;
            }
          ).reason === 'no_completed_rental',
      );
      await page.goto(`${T.itemPath}${item.id}`);
      const button = page.getByRole('button', { name: T.writeReview });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(T.writeLocked);
    });

    test('an unknown or malformed id shows the item-not-found screen', async ({ page }) => {
      await page.goto(`${T.itemPath}99999999`);
      await expect(h1(page)).toHaveText(T.notFound);
      await page.goto(`${T.itemPath}abc`);
      await expect(h1(page)).toHaveText(T.notFound);
    });

    test('logged out: the request shows Login required and goes to the login page', async ({ page }) => {
      const item = await findItem(page, (i) => i.available);
      await page.goto(`${T.itemPath}${item.id}`);
      await expect(h1(page)).toHaveText(item.name);
      await requestButton(page).click();
      await expect(toast(page, T.loginRequired)).toBeVisible();
      await expect.poll(() => new URL(page.url()).pathname).toBe(T.loginPath);
      expect(new URL(page.url()).searchParams.get('returnTo')).toBe(`${T.itemPath}${item.id}`);
    });

    test('a renter picks dates, sees the cost and sends a pending request', async ({ page }) => {
      const renterId = await userId(page, RENTER);
      const item = await findItem(
        page,
        (i) => i.available && !i.insuranceRequired && i.ownerId !== renterId && Number(i.damageDeposit) > 0,
      );
      const booked = await unavailableDates(page, item.id);
      const { start, end } = freeRange(booked, 3, addDays(new Date(), lang === 'pl' ? 20 : 30));
      await loginViaApi(page, RENTER);
      await page.goto(`${T.itemPath}${item.id}`);
      await expect(h1(page)).toHaveText(item.name);

      await requestButton(page).click();
      await expect(toast(page, T.selectDates)).toBeVisible();

      await pickDate(page, lang, T.from, start);
      await pickDate(page, lang, T.to, end);
      const price = Number(item.pricePerDay);
      const subtotal = Math.round(price * 3 * 100) / 100;
      const fee = Math.round(subtotal * 10) / 100;
      const breakdown = page.getByTestId('cost-breakdown');
      const row = (label: string) =>
        breakdown
          .locator('div')
          .filter({ has: page.getByText(label, { exact: true }) })
          .locator('dd');
      await expect(breakdown).toContainText(T.days(3));
      await expect(row(T.subtotal)).toHaveText(zl(subtotal, lang));
      await expect(row(T.fee)).toHaveText(zl(fee, lang));
      await expect(row(T.total)).toHaveText(zl(sum(subtotal, fee), lang));
      await expect(row(T.deposit)).toHaveText(zl(Number(item.damageDeposit), lang));
      // The deposit is taken with the rental at checkout (issue 19 §3): what is paid now is both together.
      await expect(row(T.toPayNow)).toHaveText(zl(sum(sum(subtotal, fee), Number(item.damageDeposit)), lang));
      await expectNoSeriousA11yViolations(page);

      const created = page.waitForResponse((r) => r.url().endsWith('/api/rentals') && r.request().method() === 'POST');
      await requestButton(page).click();
      const res = await created;
      expect(res.status()).toBe(201);
      const rental = await res.json();
      expect(rental).toMatchObject({
        itemId: item.id,
        startDate: iso(start),
        endDate: iso(end),
        days: 3,
        status: 'pending',
        paymentStatus: 'unpaid',
      });
      expect(Number(rental.totalPrice)).toBeCloseTo(sum(subtotal, fee), 2);
      await expect(toast(page, T.sent)).toBeVisible();
      await expect(page.getByText(T.pending)).toBeVisible();
      await expect(page.getByText(`${display(start)} – ${display(end)}`)).toBeVisible();
      await expect(requestButton(page)).toHaveCount(0);

      // A pending request does not hold the dates: they are still free to request.
      expect(
        (await unavailableDates(page, item.id)).some((r) => r.startDate <= iso(end) && iso(start) <= r.endDate),
      ).toBe(false);
    });

    test('the insurance must be accepted when the owner requires it', async ({ page }) => {
      const renterId = await userId(page, RENTER);
      const item = await findItem(page, (i) => i.available && i.insuranceRequired && i.ownerId !== renterId);
      const { start, end } = freeRange(
        await unavailableDates(page, item.id),
        2,
        addDays(new Date(), lang === 'pl' ? 40 : 50),
      );
      await loginViaApi(page, RENTER);
      await page.goto(`${T.itemPath}${item.id}`);
      await pickDate(page, lang, T.from, start);
      await pickDate(page, lang, T.to, end);
      await requestButton(page).click();
      await expect(toast(page, T.insuranceRequired)).toBeVisible();
      // What the box means today (issue 25 §4): liability up to the item's declared value, no insurer, the article.
      const box = page.getByLabel(T.insurance);
      await expect(box).toHaveAccessibleDescription(new RegExp(zl(Number(item.value), lang).replace(/\s/g, '\\s')));
      await expect(page.getByRole('link', { name: T.insuranceLink })).toHaveAttribute('href', T.insuranceArticle);
      await box.check();
      await requestButton(page).click();
      await expect(page.getByText(T.pending)).toBeVisible();
    });

    test('booked ranges are disabled in the picker and a range across one is a Booking Conflict', async ({ page }) => {
      const renterId = await userId(page, RENTER);
      const tomorrow = iso(addDays(new Date(), 1));
      let booked: { startDate: string; endDate: string } | undefined;
      const item = await findItem(page, async (i) => {
        if (!i.available || i.insuranceRequired || i.ownerId === renterId) return false;
        // The day before the booking must show in the month the picker opens on (outside days are not shown).
        booked = (await unavailableDates(page, i.id)).find(
          (r) => r.startDate > tomorrow && !r.startDate.endsWith('-01'),
        );
        return Boolean(booked);
      });
      const range = booked!;
      const bookedStart = new Date(`${range.startDate}T00:00`);
      const bookedEnd = new Date(`${range.endDate}T00:00`);
      await loginViaApi(page, RENTER);
      await page.goto(`${T.itemPath}${item.id}`);
      await expect(page.getByText(T.bookedRanges)).toBeVisible();
      await expect(page.getByTestId('booked-ranges')).toContainText(
        `${displayIso(range.startDate)} – ${displayIso(range.endDate)}`,
      );

      const { dialog, day } = await openPickerAt(page, lang, T.from, bookedStart);
      await expect(day).toBeDisabled();
      await expect(dialog.locator(`td[data-day="${iso(addDays(bookedStart, -1))}"] button`)).toBeEnabled();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // From the day before to the day after: the range spans the booking.
      await pickDate(page, lang, T.from, addDays(bookedStart, -1));
      await pickDate(page, lang, T.to, addDays(bookedEnd, 1));
      await expect(page.getByRole('alert').filter({ hasText: displayIso(range.startDate) })).toBeVisible();
      await requestButton(page).click();
      const conflictToast = toast(page, T.conflict);
      await expect(conflictToast).toBeVisible();
      await expect(conflictToast).toContainText(`${displayIso(range.startDate)}`);
      await expect(conflictToast).toContainText(`${displayIso(range.endDate)}`);
      await expect(dateTrigger(page, T.to)).toHaveText(display(addDays(bookedEnd, 1)));
    });

    test('booked days are struck through, unlike past days, with a legend and their own label', async ({ page }) => {
      const tomorrow = iso(addDays(new Date(), 1));
      let booked: { startDate: string; endDate: string } | undefined;
      const item = await findItem(page, async (i) => {
        if (!i.available) return false;
        booked = (await unavailableDates(page, i.id)).find((r) => r.startDate > tomorrow);
        return Boolean(booked);
      });
      // A past day must show in the month the picker opens on: on the 1st, the browser lives a day later.
      const now = new Date();
      if (now.getDate() === 1) await page.clock.setFixedTime(addDays(now, 1));
      const browserToday = startOfDay(now.getDate() === 1 ? addDays(now, 1) : now);
      const pastDay = addDays(browserToday, -1);
      const free = freeRange(await unavailableDates(page, item.id), 1, browserToday).start;
      await page.goto(`${T.itemPath}${item.id}`);

      await dateTrigger(page, T.from).click();
      const dialog = page.getByRole('dialog', { name: T.from });
      const legend = dialog.getByRole('list', { name: T.legend });
      await expect(legend).toBeVisible();
      // Each text follows its sample day (hidden from screen readers).
      await expect(legend.getByRole('listitem')).toHaveText([
        new RegExp(`${T.legendBooked}$`),
        new RegExp(`${T.legendUnavailable}$`),
      ]);
      const past = dialog.locator(`td[data-day="${iso(pastDay)}"] button`);
      await expect(past).toBeDisabled();
      await expect(past).toHaveAttribute('aria-label', new RegExp(`${T.dayUnavailable}$`));
      const pastLook = await past.evaluate((b) => [getComputedStyle(b).textDecorationLine, getComputedStyle(b).color]);
      expect(pastLook[0]).not.toContain('line-through');
      // A free day keeps DayPicker's own label (when one is left in this month).
      if (free.getMonth() === browserToday.getMonth())
        await expect(dialog.locator(`td[data-day="${iso(free)}"] button`)).not.toHaveAttribute(
          'aria-label',
          new RegExp(`(${T.dayBooked}|${T.dayUnavailable})$`),
        );

      const next = lang === 'pl' ? 'Przejdź do następnego miesiąca' : 'Go to the Next Month';
      const day = dialog.locator(`td[data-day="${booked!.startDate}"] button`);
      for (let i = 0; i < 14 && !(await day.isVisible()); i++) await dialog.getByRole('button', { name: next }).click();
      await expect(day).toBeDisabled();
      await expect(day).toHaveAttribute('aria-label', new RegExp(`${T.dayBooked}$`));
      const bookedLook = await day.evaluate((b) => [getComputedStyle(b).textDecorationLine, getComputedStyle(b).color]);
      expect(bookedLook[0]).toContain('line-through');
      expect(bookedLook[1]).not.toBe(pastLook[1]);
      await dialog.screenshot({ path: test.info().outputPath('calendar-1280.png') });
      await expectNoSeriousA11yViolations(page);

      await page.setViewportSize({ width: 375, height: 800 });
      await expect(legend).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await page.screenshot({ path: test.info().outputPath('calendar-375.png') });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // The end picker has the legend too.
      await dateTrigger(page, T.to).click();
      await expect(page.getByRole('dialog', { name: T.to }).getByRole('list', { name: T.legend })).toBeVisible();
    });

    test('the end picker stops at the longest rental (90 days, both ends counted)', async ({ page }) => {
      const renterId = await userId(page, RENTER);
      const item = await findItem(page, (i) => i.available && i.ownerId !== renterId);
      const { start } = freeRange(
        await unavailableDates(page, item.id),
        1,
        addDays(new Date(), lang === 'pl' ? 120 : 150),
      );
      await loginViaApi(page, RENTER);
      await page.goto(`${T.itemPath}${item.id}`);
      await pickDate(page, lang, T.from, start);
      await expect(page.getByText(T.tooLong)).toBeVisible();
      const { dialog, day: dayAfter } = await openPickerAt(page, lang, T.to, addDays(start, 90));
      await expect(dayAfter).toBeDisabled();
      const lastDay = dialog.locator(`td[data-day="${iso(addDays(start, 89))}"] button`);
      if (!(await lastDay.isVisible()))
        await dialog
          .getByRole('button', {
            name: lang === 'pl' ? 'Przejdź do poprzedniego miesiąca' : 'Go to the Previous Month',
          })
          .click();
      await expect(lastDay).toBeEnabled();
      await lastDay.click();
      await expect(page.getByTestId('cost-breakdown')).toContainText(T.days(90));
    });

    test('a range over 90 days from the address shows why instead of a price; a server refusal names its field', async ({
      page,
    }) => {
      const renterId = await userId(page, RENTER);
      const item = await findItem(page, (i) => i.available && !i.insuranceRequired && i.ownerId !== renterId);
      await loginViaApi(page, RENTER);
      const start = addDays(new Date(), 130);
      await page.goto(`${T.itemPath}${item.id}?start=${iso(start)}&end=${iso(addDays(start, 90))}`);
      await expect(dateTrigger(page, T.to)).toHaveText(display(addDays(start, 90)));
      await expect(page.getByRole('alert').filter({ hasText: T.tooLong })).toBeVisible();
      await expect(page.getByTestId('cost-breakdown')).toHaveCount(0);
      await requestButton(page).click();
      await expect(toast(page, T.bookingError)).toContainText(T.tooLong);

      // A start past a year ahead is the server's to refuse: its field message shows, never the generic text.
      const far = addDays(new Date(), 400);
      await page.goto(`${T.itemPath}${item.id}?start=${iso(far)}&end=${iso(addDays(far, 2))}`);
      await expect(page.getByTestId('cost-breakdown')).toContainText(T.days(3));
      const refused = page.waitForResponse((r) => r.url().endsWith('/api/rentals') && r.request().method() === 'POST');
      await requestButton(page).click();
      expect((await refused).status()).toBe(400);
      await expect(toast(page, T.bookingError)).toContainText(T.startTooFar);
      await expect(page.getByText(T.genericValidation)).toHaveCount(0);
    });

    test('dates chosen before the login redirect come back after it', async ({ page }) => {
      const renterId = await userId(page, RENTER);
      const item = await findItem(page, (i) => i.available && i.ownerId !== renterId);
      const { start, end } = freeRange(
        await unavailableDates(page, item.id),
        4,
        addDays(new Date(), lang === 'pl' ? 60 : 70),
      );
      await page.goto(`${T.itemPath}${item.id}`);
      await pickDate(page, lang, T.from, start);
      await pickDate(page, lang, T.to, end);
      expect(new URL(page.url()).search).toBe(`?start=${iso(start)}&end=${iso(end)}`);
      await requestButton(page).click();
      await expect(toast(page, T.loginRequired)).toBeVisible();
      await expect.poll(() => new URL(page.url()).pathname).toBe(T.loginPath);
      expect(new URL(page.url()).searchParams.get('returnTo')).toBe(
        `${T.itemPath}${item.id}?start=${iso(start)}&end=${iso(end)}`,
      );

      const main = page.getByRole('main');
      await main.getByLabel('Email').fill(RENTER);
      await main.getByLabel(/^(Hasło|Password)$/).fill('Demo1234!');
      await main.getByRole('button', { name: T.loginSubmit, exact: true }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(`${T.itemPath}${item.id}`);
      await expect(dateTrigger(page, T.from)).toHaveText(display(start));
      await expect(dateTrigger(page, T.to)).toHaveText(display(end));
      await expect(page.getByTestId('cost-breakdown')).toContainText(T.days(4));
    });

    test('the owner sees that it is their item and no request button', async ({ page }) => {
      const owner = await loginViaApi(page, OWNER);
      const item = await findItem(page, (i) => i.ownerId === owner.id);
      await page.goto(`${T.itemPath}${item.id}`);
      await expect(h1(page)).toHaveText(item.name);
      await expect(page.getByText(T.yourItem)).toBeVisible();
      await expect(requestButton(page)).toHaveCount(0);
      // Recommendations (the signed-in user's own) never show the viewer's own items.
      const hrefs = await page
        .getByRole('region', { name: T.recommended })
        .getByRole('link')
        .evaluateAll((l) => l.map((a) => a.getAttribute('href')));
      const own = new Set(
        (await allItems(page)).filter((i) => i.ownerId === owner.id).map((i) => `/przedmiot/${i.id}`),
      );
      for (const href of hrefs) expect(own.has(href!)).toBe(false);
    });

    test('an unavailable item shows its badge and a disabled request button', async ({ page }) => {
      const item = await findItem(page, (i) => !i.available);
      await loginViaApi(page, RENTER);
      await page.goto(`${T.itemPath}${item.id}`);
      await expect(h1(page)).toHaveText(item.name);
      await expect(page.getByText(T.unavailable, { exact: true }).first()).toBeVisible();
      await expect(requestButton(page)).toBeDisabled();
    });

    test('accessible, and no horizontal overflow at 375 px', async ({ page }) => {
      const item = await findItem(page, (i) => i.imageUrls.length >= 2 && i.district !== null);
      await page.goto(`${T.itemPath}${item.id}`);
      await expect(h1(page)).toHaveText(item.name);
      await expect(page.getByRole('region', { name: T.owner })).toContainText(T.memberSince);
      await expectNoSeriousA11yViolations(page);
      await page.setViewportSize({ width: 375, height: 800 });
      await expect(h1(page)).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await dateTrigger(page, T.to).click();
      await expect(page.getByRole('dialog', { name: T.to })).toBeVisible();
      await expectNoHorizontalOverflow(page);
    });
  });
}
