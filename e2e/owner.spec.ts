import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { apiItems, displayIso, whole, zl } from './catalogue-helpers';
import {
  DEMO_USER,
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  loginViaApi,
  test,
  useLanguage,
} from './fixtures';
import { createItem, daysAhead, expectToast, newActor, requestRental, type Actor, type Lang } from './rental-helpers';

interface RentalView {
  id: number;
  itemId: number;
  status: string;
  paymentStatus: string;
  subtotal: string;
  totalPrice: string;
  startDate: string;
  endDate: string;
}

interface EarningsView {
  upcoming: string;
  paidOut: string;
  byItem: { itemId: number; name: string; rentals: number; days: number; amount: string }[];
}

const TEXTS = {
  pl: {
    myItems: '/moje-przedmioty',
    listings: '/zarzadzaj-ogloszeniami',
    itemPrefix: '/przedmiot/',
    checkoutPrefix: '/platnosc/',
    reviews: '/opinie',
    browse: '/przegladaj',
    rentOut: '/wypozycz-przedmiot',
    dashboardTitle: 'Moje przedmioty',
    listingsTitle: 'Zarządzaj ogłoszeniami',
    manageTitle: 'Zarządzaj ogłoszeniem',
    incomingTab: /^Prośby o wynajem/,
    rentedTab: /^Wypożyczone przedmioty/,
    earnings: 'Szczegóły zarobków',
    earningsPage: 'Otwórz stronę zarobków',
    earningsPath: '/zarobki',
    payoutsPath: '/wyplaty',
    setUpPayouts: 'Ustaw wypłaty, aby otrzymywać zarobki',
    setUpPayoutsButton: 'Ustaw wypłaty',
    noPaidRentals: 'Nie masz jeszcze opłaconych wynajmów.',
    confirmed: 'Potwierdzony',
    paymentPending: 'Oczekuje na płatność',
    payNow: 'Zapłać teraz',
    ownerEarnings: 'Twój zarobek',
    payDeadline: /^zapłać do \d{2}\.\d{2}, \d{2}:\d{2} — potem rezerwacja wygaśnie$/,
    browseButton: 'Przeglądaj przedmioty',
    rentedEmpty: 'Nie wypożyczasz jeszcze żadnych przedmiotów.',
    listingsEmpty: 'Nie masz jeszcze ogłoszeń',
    addListing: 'Dodaj ogłoszenie',
    back: 'Wróć do moich przedmiotów',
    view: 'Zobacz',
    manage: 'Zarządzaj',
    edit: 'Edytuj ogłoszenie',
    name: 'Nazwa',
    price: 'Cena za dzień',
    deposit: 'Kaucja',
    save: 'Zapisz zmiany',
    allRequired: 'Wszystkie pola są wymagane',
    updated: 'Ogłoszenie zaktualizowane',
    unavailable: 'Niedostępny',
    available: 'Dostępny do wynajęcia',
    delete: 'Usuń ogłoszenie',
    deleteYes: 'Tak, usuń',
    deleted: 'Ogłoszenie usunięte',
    deleteFailed: 'Nie udało się usunąć ogłoszenia',
    hasRentals: 'To ogłoszenie ma potwierdzone lub trwające wynajmy',
    notFound: 'Nie znaleziono przedmiotu',
    loginTitle: 'Wymagane logowanie',
    login: 'Zaloguj się',
    cancel: 'Anuluj',
    photoList: 'Dodane zdjęcia',
    fromDevice: 'Dodaj zdjęcia z urządzenia',
    photoCount: (n: number) => `Dodano: ${n}/5`,
    removePhoto: (n: number) => `Usuń zdjęcie ${n}`,
    uploading: (n: number) => `Przesyłanie zdjęcia ${n}`,
    uploaded: 'Przesłano',
    photoRequired: 'Dodaj przynajmniej jedno zdjęcie',
    gallery: 'Zdjęcia przedmiotu',
    showPhoto: (i: number, n: number) => `Pokaż zdjęcie ${i} z ${n}`,
    rentals: (n: number) =>
      `${n} ${n === 1 ? 'wynajem' : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14) ? 'wynajmy' : 'wynajmów'}`,
  },
  en: {
    myItems: '/my-items',
    listings: '/manage-listings',
    itemPrefix: '/item/',
    checkoutPrefix: '/checkout/',
    reviews: '/reviews',
    browse: '/browse',
    rentOut: '/rent-out',
    dashboardTitle: 'My items',
    listingsTitle: 'Manage listings',
    manageTitle: 'Manage listing',
    incomingTab: /^Rental Requests/,
    rentedTab: /^Rented Items/,
    earnings: 'Earnings details',
    earningsPage: 'Open the earnings page',
    earningsPath: '/earnings',
    payoutsPath: '/payouts',
    setUpPayouts: 'Set up payouts to receive your earnings',
    setUpPayoutsButton: 'Set up payouts',
    noPaidRentals: 'No paid rentals yet.',
    confirmed: 'Confirmed',
    paymentPending: 'Payment pending',
    payNow: 'Pay now',
    ownerEarnings: 'What you earn',
    payDeadline: /^pay by \d{2}\.\d{2}, \d{2}:\d{2} — after that the booking expires$/,
    browseButton: 'Browse items',
    rentedEmpty: 'You are not renting any items yet.',
    listingsEmpty: 'You have no listings yet',
    addListing: 'Add a listing',
    back: 'Back to my items',
    view: 'View',
    manage: 'Manage',
    edit: 'Edit listing',
    name: 'Name',
    price: 'Price per day',
    deposit: 'Damage deposit',
    save: 'Save changes',
    allRequired: 'All fields are required',
    updated: 'Listing updated',
    unavailable: 'Unavailable',
    available: 'Available for rent',
    delete: 'Delete listing',
    deleteYes: 'Yes, delete',
    deleted: 'Listing deleted',
    deleteFailed: 'Failed to delete the listing',
    hasRentals: 'This listing has confirmed or ongoing rentals',
    notFound: 'Item not found',
    loginTitle: 'Login required',
    login: 'Log in',
    cancel: 'Cancel',
    photoList: 'Added photos',
    fromDevice: 'Add photos from your device',
    photoCount: (n: number) => `Added: ${n}/5`,
    removePhoto: (n: number) => `Remove photo ${n}`,
    uploading: (n: number) => `Uploading photo ${n}`,
    uploaded: 'Uploaded',
    photoRequired: 'Add at least one photo',
    gallery: 'Item photos',
    showPhoto: (i: number, n: number) => `Show photo ${i} of ${n}`,
    rentals: (n: number) => `${n} rental${n === 1 ? '' : 's'}`,
  },
} as const;

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** The owner accepts a request through the API (PUT /api/rentals/{id}/accept). */
async function accept(owner: Actor, rentalId: number) {
  const res = await owner.page.request.put(`/api/rentals/${rentalId}/accept`);
  expect(res.status(), await res.text()).toBe(200);
}

/** A small PNG of one colour, so that each test photo has different bytes. */
const png = (r: number) =>
  sharp({ create: { width: 120, height: 90, channels: 3, background: { r, g: 90, b: 40 } } })
    .png()
    .toBuffer();

async function getJson<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

test.describe('owner dashboard of a seeded owner (pl)', () => {
  test('shows the stats, real earnings per item, both rental tabs and Pay Now', async ({ page }) => {
    const T = TEXTS.pl;
    await useLanguage(page, 'pl');
    const me = await loginViaApi(page, DEMO_USER.email, DEMO_USER.password);
    const { items } = await apiItems(page, `ownerId=${me.id}&limit=100`);
    expect(items.length).toBeGreaterThan(0);
    const incoming = await getJson<RentalView[]>(page, '/api/rentals/incoming');
    const rented = await getJson<RentalView[]>(page, '/api/rentals/user');
    // The demo is alive whenever it starts: requests to answer, rentals coming, running and done, both ways.
    for (const status of ['pending', 'confirmed', 'active', 'completed']) {
      expect(
        incoming.some((r) => r.status === status),
        `incoming ${status}`,
      ).toBe(true);
      expect(
        rented.some((r) => r.status === status),
        `rented ${status}`,
      ).toBe(true);
    }

    await page.goto(T.myItems);
    const main = page.getByRole('main');
    await expect(h1(page)).toHaveText(T.dashboardTitle);
    await expect(main.getByTestId('stat-total-listings')).toHaveText(String(items.length));
    const sum = items.reduce((acc, i) => acc + Math.round(Number(i.pricePerDay) * 100), 0);
    await expect(main.getByTestId('stat-potential-earnings')).toHaveText(`${whole(Math.round(sum / 100), 'pl')} zł`);
    // The mean of the owner's item reviews: each item's mean weighted by its review count.
    const reviewed = items.reduce((acc, i) => acc + i.reviewCount, 0);
    const avg = items.reduce((acc, i) => acc + Number(i.rating) * i.reviewCount, 0) / reviewed;
    await expect(main.getByTestId('stat-average-rating')).toHaveText(
      reviewed === 0
        ? 'Brak ocen'
        : avg.toLocaleString('pl-PL', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    );
    await expect(main.getByRole('link', { name: 'Zobacz opinie' })).toHaveAttribute('href', T.reviews);
    await expect(main.getByRole('link', { name: 'Zarządzaj ogłoszeniami' }).first()).toHaveAttribute(
      'href',
      T.listings,
    );
    await expectNoSeriousA11yViolations(page);

    // The earnings dialog: the totals and, per item, the paid rentals and the owner's share (GET /api/earnings).
    const earnings = await getJson<EarningsView>(page, '/api/earnings');
    expect(earnings.byItem.length).toBeGreaterThan(0);
    await main.getByRole('button', { name: T.earnings }).click();
    const dialog = page.getByRole('dialog', { name: T.earnings });
    await expect(dialog.getByTestId('earnings-row')).toHaveCount(earnings.byItem.length);
    const [top] = earnings.byItem;
    const row = dialog.getByTestId('earnings-row').filter({ hasText: top.name });
    await expect(row).toContainText(T.rentals(top.rentals));
    await expect(row).toContainText(zl(Number(top.amount), 'pl'));
    await expect(dialog.getByTestId('earnings-total-paidOut')).toHaveText(zl(Number(earnings.paidOut), 'pl'));
    await expect(dialog.getByTestId('earnings-total-upcoming')).toHaveText(zl(Number(earnings.upcoming), 'pl'));
    await expect(dialog.getByRole('link', { name: T.earningsPage })).toHaveAttribute('href', T.earningsPath);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');

    // Rental Requests (incoming) and Rented Items (mine): every row opens the item's page.
    await expect(main.getByRole('tab', { name: T.incomingTab })).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByRole('tabpanel').getByTestId('rental-row')).toHaveCount(incoming.length);
    await main.getByRole('tab', { name: T.rentedTab }).click();
    const rows = main.getByRole('tabpanel').getByTestId('rental-row');
    await expect(rows).toHaveCount(rented.length);
    const unpaid = rented.find((r) => r.status === 'confirmed' && r.paymentStatus === 'unpaid');
    if (unpaid) {
      const row = rows.filter({ hasText: `${displayIso(unpaid.startDate)} – ${displayIso(unpaid.endDate)}` });
      await expect(row.getByRole('link', { name: T.payNow })).toHaveAttribute(
        'href',
        `${T.checkoutPrefix}${unpaid.id}`,
      );
    }
    await expect(rows.first().getByRole('link').first()).toHaveAttribute('href', `${T.itemPrefix}${rented[0].itemId}`);

    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalOverflow(page);
  });
});

for (const lang of ['pl', 'en'] as Lang[]) {
  const T = TEXTS[lang];

  test.describe(`owner screens (${lang})`, () => {
    test('a new owner sees the payment badge and real earnings; the renter sees Pay Now; empty states link on', async ({
      browser,
    }) => {
      const owner = await newActor(browser, lang, 'Olga', 'Owner');
      const renter = await newActor(browser, lang, 'Roman', 'Renter');
      const rented = await createItem(owner, `Namiot ${Date.now()}`, 40);
      await createItem(owner, `Kajak ${Date.now()}`, 35.5);
      const rental = await requestRental(renter, rented.id, daysAhead(6, 3));
      await accept(owner, rental.id);

      const page = owner.page;
      await page.goto(T.myItems);
      const main = page.getByRole('main');
      await expect(h1(page)).toHaveText(T.dashboardTitle);
      await expect(main.getByTestId('stat-total-listings')).toHaveText('2');
      await expect(main.getByTestId('stat-potential-earnings')).toHaveText(`${whole(76, lang)} zł`);
      const row = main.getByRole('tabpanel').getByTestId('rental-row');
      await expect(row).toHaveCount(1);
      await expect(row.getByTestId('rental-status')).toHaveText(T.confirmed);
      await expect(row.getByTestId('payment-pending')).toHaveText(T.paymentPending);
      // The owner sees what they earn, not the renter's total.
      await expect(row).toContainText(T.ownerEarnings);
      await expect(row.getByTestId('money-ownerEarnings')).toHaveText(zl(Number(rental.ownerEarnings), lang));

      // An accepted booking and no payout account: the banner asks for one, on the payouts page.
      const banner = main.getByTestId('payout-setup-banner');
      await expect(banner).toContainText(T.setUpPayouts);
      await expect(banner.getByRole('link', { name: T.setUpPayoutsButton })).toHaveAttribute('href', T.payoutsPath);
      // Nothing is paid yet: the earnings dialog has no rows, its totals are zero.
      await main.getByRole('button', { name: T.earnings }).click();
      const dialog = page.getByRole('dialog', { name: T.earnings });
      await expect(dialog.getByTestId('earnings-total-upcoming')).toHaveText(zl(0, lang));
      await expect(dialog.getByTestId('earnings-row')).toHaveCount(0);
      await expect(dialog.getByText(T.noPaidRentals)).toBeVisible();
      await page.keyboard.press('Escape');

      await main.getByRole('tab', { name: T.rentedTab }).click();
      await expect(main.getByText(T.rentedEmpty)).toBeVisible();
      await expect(main.getByRole('link', { name: T.browseButton })).toHaveAttribute('href', T.browse);
      await expectNoSeriousA11yViolations(page);

      // The renter: the confirmed, unpaid rental offers Pay Now; the row opens the item.
      await renter.page.goto(T.myItems);
      const rmain = renter.page.getByRole('main');
      await rmain.getByRole('tab', { name: T.rentedTab }).click();
      const rrow = rmain.getByRole('tabpanel').getByTestId('rental-row');
      await expect(rrow.getByRole('link', { name: T.payNow })).toHaveAttribute(
        'href',
        `${T.checkoutPrefix}${rental.id}`,
      );
      await expect(rrow.getByTestId('payment-due')).toHaveText(T.payDeadline);
      await expect(rrow.getByTestId('payment-pending')).toHaveCount(0);
      // The row opens the item's page; its "booking details" link the booking page.
      await expect(rrow.getByTestId('rental-details-link')).toHaveAttribute(
        'href',
        new RegExp(`/(wynajmy|rentals)/${rental.id}$`),
      );
      await rrow.getByRole('link', { name: new RegExp(`^${rented.name}`) }).click();
      await expect(renter.page).toHaveURL(new RegExp(`${T.itemPrefix}${rented.id}$`));
      await expect(h1(renter.page)).toHaveText(rented.name);

      // The renter has no listings: the grid's empty state leads to the listing form.
      await renter.page.goto(T.listings);
      await expect(h1(renter.page)).toHaveText(T.listingsTitle);
      await expect(rmain.getByText(T.listingsEmpty)).toBeVisible();
      await expect(rmain.getByRole('link', { name: T.addListing })).toHaveAttribute('href', T.rentOut);
      await renter.page.setViewportSize({ width: 375, height: 800 });
      await expectNoHorizontalOverflow(renter.page);
    });

    test('the listings grid leads to management; the owner edits a listing and sees it on the item page', async ({
      browser,
    }) => {
      const owner = await newActor(browser, lang, 'Edyta', 'Edit');
      const item = await createItem(owner, `Rower ${Date.now()}`, 30);
      const page = owner.page;
      await page.goto(T.listings);
      const main = page.getByRole('main');
      await expect(h1(page)).toHaveText(T.listingsTitle);
      const card = main.getByTestId('listing-card');
      await expect(card).toHaveCount(1);
      await expect(card.getByRole('link', { name: new RegExp(`^${T.view}`) })).toHaveAttribute(
        'href',
        `${T.itemPrefix}${item.id}`,
      );
      await expect(main.getByRole('link', { name: T.back })).toHaveAttribute('href', T.myItems);
      await expectNoSeriousA11yViolations(page);
      await card.getByRole('link', { name: new RegExp(`^${T.manage}`) }).click();
      await expect(page).toHaveURL(new RegExp(`/manage-listing/${item.id}$`));
      await expect(h1(page)).toHaveText(T.manageTitle);
      await expect(main.getByTestId('listing-name')).toHaveText(item.name);
      await expectNoSeriousA11yViolations(page);

      // Edit mode: a blank name is refused with the spec's message, then a real change is saved.
      await main.getByRole('button', { name: T.edit }).click();
      await main.getByLabel(T.name, { exact: true }).fill('   ');
      await main.getByRole('button', { name: T.save }).click();
      await expectToast(page, T.allRequired);
      await expect(main.getByText(T.allRequired)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      const newName = `${item.name} XL`;
      await main.getByLabel(T.name, { exact: true }).fill(newName);
      await main.getByRole('textbox', { name: T.price }).fill(lang === 'pl' ? '45,50' : '45.50');
      // Thousands grouped as people write them ("1 000 zł", "1,000.00").
      await main.getByRole('textbox', { name: T.deposit }).fill(lang === 'pl' ? '1 000 zł' : '1,000.00');
      await main.getByRole('button', { name: T.save }).click();
      await expectToast(page, T.updated);
      await expect(main.getByTestId('listing-name')).toHaveText(newName);
      await expect(main.getByTestId('listing-price')).toHaveText(zl(45.5, lang));

      // The availability switch takes the listing off the market at once.
      await main.getByRole('switch', { name: T.available }).click();
      await expect(main.getByRole('switch', { name: T.available })).toHaveAttribute('aria-checked', 'false');
      await expect(main.getByTestId('availability-badge')).toHaveText(T.unavailable);
      const saved = await getJson<{ name: string; pricePerDay: string; damageDeposit: string; available: boolean }>(
        page,
        `/api/items/${item.id}`,
      );
      expect(saved).toMatchObject({ name: newName, pricePerDay: '45.50', damageDeposit: '1000.00', available: false });

      await page.setViewportSize({ width: 375, height: 800 });
      await expectNoHorizontalOverflow(page);
      await page.goto(`${T.itemPrefix}${item.id}`);
      await expect(h1(page)).toHaveText(newName);
    });

    test('the owner edits the photos: at least one, remove one, add one from the device, the item page shows them', async ({
      browser,
    }) => {
      const owner = await newActor(browser, lang, 'Filip', 'Photo');
      const item = await createItem(owner, `Namiot ${Date.now()}`, 30);
      const page = owner.page;
      // The listing starts with two photos (the second added through the API).
      const [first] = (await getJson<{ imageUrls: string[] }>(page, `/api/items/${item.id}`)).imageUrls;
      const put = await page.request.put(`/api/items/${item.id}`, {
        data: {
          imageUrls: [first, `data:image/png;base64,${(await png(lang === 'pl' ? 11 : 12)).toString('base64')}`],
        },
      });
      expect(put.status(), await put.text()).toBe(200);
      const [, second] = ((await put.json()) as { imageUrls: string[] }).imageUrls;

      await page.goto(`/manage-listing/${item.id}`);
      const main = page.getByRole('main');
      await expect(main.getByTestId('listing-name')).toHaveText(item.name);
      await main.getByRole('button', { name: T.edit }).click();
      const thumbnails = main.getByRole('list', { name: T.photoList }).getByRole('listitem');
      await expect(thumbnails).toHaveCount(2);
      await expect(main.getByText(T.photoCount(2))).toBeVisible();
      await expect(thumbnails.first().locator('img')).toHaveJSProperty('complete', true);
      expect(
        await thumbnails
          .first()
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.naturalWidth > 0),
      ).toBe(true);
      await expectNoSeriousA11yViolations(page);

      // Without any photo the listing is refused with the listing form's message; Cancel brings the photos back.
      await main.getByRole('button', { name: T.removePhoto(2) }).click();
      await main.getByRole('button', { name: T.removePhoto(1) }).click();
      await expect(thumbnails).toHaveCount(0);
      await main.getByRole('button', { name: T.save }).click();
      await expect(main.getByText(T.photoRequired)).toBeVisible();
      await main.getByRole('button', { name: T.cancel }).click();
      await main.getByRole('button', { name: T.edit }).click();
      await expect(thumbnails).toHaveCount(2);

      // Remove the cover, add a new photo from the device: it uploads with a visible progress bar.
      await main.getByRole('button', { name: T.removePhoto(1) }).click();
      await expect(thumbnails).toHaveCount(1);
      await main
        .getByLabel(T.fromDevice)
        .setInputFiles({ name: 'nowe.png', mimeType: 'image/png', buffer: await png(lang === 'pl' ? 201 : 202) });
      await expect(thumbnails).toHaveCount(2);
      const progress = main.getByRole('progressbar', { name: T.uploading(2) });
      await expect(progress).toHaveAttribute('aria-valuetext', T.uploaded);
      await expect(main.getByText(T.photoCount(2))).toBeVisible();
      await main.getByRole('button', { name: T.save }).click();
      await expectToast(page, T.updated);
      await expect(main.getByTestId('listing-name')).toHaveText(item.name);

      // The kept photo keeps its URL and comes first; the new one is a fresh upload; the removed one is gone.
      const saved = (await getJson<{ imageUrls: string[] }>(page, `/api/items/${item.id}`)).imageUrls;
      expect(saved).toHaveLength(2);
      expect(saved[0]).toBe(second);
      expect(saved[1]).toMatch(/^\/uploads\//);
      expect(saved).not.toContain(first);

      await page.goto(`${T.itemPrefix}${item.id}`);
      await expect(h1(page)).toHaveText(item.name);
      const gallery = page.getByRole('region', { name: T.gallery });
      await expect(gallery.getByRole('button')).toHaveCount(2);
      const shown = gallery.locator('img').first();
      await expect(shown).toHaveAttribute('src', second);
      await gallery.getByRole('button', { name: T.showPhoto(2, 2) }).click();
      await expect(shown).toHaveAttribute('src', saved[1]);
      await expect
        .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    });

    test('the owner deletes a listing and lands on the dashboard; one with a confirmed rental is kept', async ({
      browser,
    }) => {
      const owner = await newActor(browser, lang, 'Dorota', 'Delete');
      const renter = await newActor(browser, lang, 'Rafal', 'Renter');
      const doomed = await createItem(owner, `Drabina ${Date.now()}`);
      const busy = await createItem(owner, `Kosiarka ${Date.now()}`);
      await accept(owner, (await requestRental(renter, busy.id, daysAhead(4, 2))).id);
      const page = owner.page;
      const main = page.getByRole('main');

      // A confirmed rental keeps the listing: the server's message says why.
      await page.goto(`/manage-listing/${busy.id}`);
      await expect(main.getByTestId('listing-name')).toHaveText(busy.name);
      await main.getByRole('button', { name: T.delete }).click();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('alertdialog').getByRole('button', { name: T.deleteYes }).click();
      await expectToast(page, T.deleteFailed, T.hasRentals);
      await expect(page).toHaveURL(new RegExp(`/manage-listing/${busy.id}$`));
      expect((await page.request.get(`/api/items/${busy.id}`)).status()).toBe(200);

      await page.goto(`/manage-listing/${doomed.id}`);
      await expect(main.getByTestId('listing-name')).toHaveText(doomed.name);
      await main.getByRole('button', { name: T.delete }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: T.deleteYes }).click();
      await expect(page).toHaveURL(new RegExp(`${T.myItems}$`));
      await expect(h1(page)).toHaveText(T.dashboardTitle);
      await expectToast(page, T.deleted);
      await expect(main.getByTestId('stat-total-listings')).toHaveText('1');
      expect((await page.request.get(`/api/items/${doomed.id}`)).status()).toBe(404);
      await page.goto(`/manage-listing/${doomed.id}`);
      await expect(h1(page)).toHaveText(T.notFound);
    });

    test("unknown, invalid and other people's listings show the item-not-found page", async ({ browser }) => {
      const owner = await newActor(browser, lang, 'Nina', 'Nobody');
      const stranger = await newActor(browser, lang, 'Sara', 'Stranger');
      const theirs = await createItem(stranger, `Aparat ${Date.now()}`);
      const page = owner.page;
      for (const path of ['/manage-listing/999999999', '/manage-listing/abc', `/manage-listing/${theirs.id}`]) {
        await page.goto(path);
        await expect(h1(page)).toHaveText(T.notFound);
        await expect(page.getByRole('main').getByRole('link', { name: T.back })).toHaveAttribute('href', T.myItems);
      }
      await expectNoSeriousA11yViolations(page);
      await page.setViewportSize({ width: 375, height: 800 });
      await expectNoHorizontalOverflow(page);
    });

    test('a visitor sees the login-required card on every owner screen', async ({ page }) => {
      await useLanguage(page, lang);
      for (const path of [T.myItems, T.listings, '/manage-listing/1']) {
        await page.goto(path);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { name: T.loginTitle })).toBeVisible();
        const login = main.getByRole('link', { name: T.login });
        await expect(login).toHaveAttribute(
          'href',
          new RegExp(`\\?returnTo=${encodeURIComponent(path).replace(/%2F/g, '%2F')}$`),
        );
      }
      await expectNoSeriousA11yViolations(page);
      await page.setViewportSize({ width: 375, height: 800 });
      await expectNoHorizontalOverflow(page);
    });
  });
}
