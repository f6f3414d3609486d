import AxeBuilder from '@axe-core/playwright';
import { addDays } from 'date-fns';
import type { Page } from '@playwright/test';
import { iso, today } from './catalogue-helpers';
import { expect, expectNoHorizontalOverflow, test } from './fixtures';
import { createItem, expectToast, newActor, type Lang } from './rental-helpers';
import { shot } from './shots';

/** Issue 26 §2: instant booking, from the owner's switch to a renter's confirmed booking with payment next. */

const T = {
  pl: {
    edit: 'Edytuj ogłoszenie',
    save: 'Zapisz zmiany',
    updated: 'Ogłoszenie zaktualizowane',
    instant: 'Rezerwacja natychmiastowa',
    verifiedOnly: 'Tylko dla najemców ze zweryfikowaną tożsamością',
    browse: '/przegladaj',
    filters: 'Filtry',
    apply: 'Pokaż wyniki',
    item: '/przedmiot',
    book: 'Zarezerwuj teraz',
    request: 'Wyślij prośbę o wypożyczenie',
    note: 'Rezerwacja natychmiastowa: potwierdzimy ją od razu',
    verifiedNote: 'Właściciel od razu potwierdza tylko rezerwacje osób ze zweryfikowaną tożsamością',
    booked: 'Rezerwacja potwierdzona',
    rentals: '/wynajmy',
    confirmed: 'Potwierdzony',
    nextStep: 'Rezerwacja natychmiastowa: potwierdzona od razu. Zapłać, aby ją zatrzymać.',
    pay: 'Zapłać teraz',
    pending: 'Oczekuje na akceptację właściciela',
  },
  en: {
    edit: 'Edit listing',
    save: 'Save changes',
    updated: 'Listing updated',
    instant: 'Instant booking',
    verifiedOnly: 'Only for renters with a verified identity',
    browse: '/browse',
    filters: 'Filters',
    apply: 'Show results',
    item: '/item',
    book: 'Book now',
    request: 'Send rental request',
    note: 'Instant booking: it is confirmed at once',
    verifiedNote: 'The owner confirms at once only the bookings of people with a verified identity',
    booked: 'Booking confirmed',
    rentals: '/rentals',
    confirmed: 'Confirmed',
    nextStep: 'Instant booking: confirmed at once. Pay to keep it.',
    pay: 'Pay now',
    pending: "Pending: awaiting the owner's approval",
  },
} as const;

/**
 * The listings this file turned instant go back to requests afterwards: later files (and the dev clock's) take the
 * newest listings for requests they expect to wait for the owner.
 */
const turnedOn: { page: Page; itemId: number }[] = [];
test.afterEach(async () => {
  for (const { page, itemId } of turnedOn.splice(0))
    await page.request.put(`/api/items/${itemId}`, { data: { instantBooking: false } });
});

/** Serious and critical accessibility violations inside `selector` (axe). */
async function expectAccessible(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** The owner turns instant booking on in the listing form (and, if asked, only for verified renters). */
async function turnOn(page: Page, lang: Lang, itemId: number, verifiedOnly: boolean) {
  const t = T[lang];
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/manage-listing/${itemId}`);
  await page.getByRole('button', { name: t.edit }).click();
  const instant = page.getByLabel(t.instant, { exact: true });
  const verified = page.getByLabel(t.verifiedOnly);
  await expect(instant).not.toBeChecked();
  // The second switch means nothing without the first.
  await expect(verified).toBeDisabled();
  await instant.check();
  await expect(verified).toBeEnabled();
  if (verifiedOnly) await verified.check();
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page, 'form');
  await shot(page, `instant-form-${lang}`);
  await page.getByRole('button', { name: t.save }).click();
  turnedOn.push({ page, itemId });
  await expectToast(page, t.updated);
  await expect(page.getByTestId('listing-instant')).toBeVisible();
}

/** Browse at 375 px: the filter in the phone sheet, kept in the URL; the item's card with its badge. */
async function browseInstant(page: Page, lang: Lang, name: string) {
  const t = T[lang];
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${t.browse}?q=${encodeURIComponent(name)}`);
  const sheet = page.getByRole('dialog', { name: t.filters });
  // A press before the server-rendered page is hydrated is lost: pressed again until the sheet shows.
  await expect(async () => {
    if (!(await sheet.isVisible())) await page.getByRole('button', { name: t.filters }).click();
    await expect(sheet).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await sheet.getByLabel(t.instant).check();
  await expectAccessible(page, '[role="dialog"]');
  await sheet.getByRole('button', { name: t.apply }).click();
  await expect(page).toHaveURL(/[?&]instant=true/);
  const card = page.getByRole('link', { name: new RegExp(name) });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('instant-badge')).toHaveText(t.instant);
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page, 'main');
  await shot(page, `instant-browse-${lang}`);
  return card;
}

test('Polish, on a phone: the owner turns instant booking on, browse finds it with the badge, a renter books and pays next', async ({
  browser,
}) => {
  const t = T.pl;
  const owner = await newActor(browser, 'pl', 'Olga', 'Natychmiast');
  const renter = await newActor(browser, 'pl', 'Rafal', 'Rezerwujacy');
  const name = `Kajak natychmiastowy ${Date.now()}`;
  const item = await createItem(owner, name);
  await turnOn(owner.page, 'pl', item.id, false);
  await expect(owner.page.getByTestId('listing-instant')).toHaveText('Tak, dla wszystkich najemców');

  // The server renders the card with its badge (issue 22): a crawler sees it too.
  const html = await (await renter.page.request.get(`${t.browse}?q=${encodeURIComponent(name)}&instant=true`)).text();
  expect(html).toContain('data-testid="instant-badge"');

  const page = renter.page;
  const card = await browseInstant(page, 'pl', name);
  // Without the filter, a listing that waits for its owner is not among the instant ones.
  const other = await createItem(owner, `${name} zwykły`);
  await page.reload();
  await expect(page.getByRole('link', { name: new RegExp(`${name} zwykły`) })).toHaveCount(0);
  await card.click();

  await expect(page).toHaveURL(new RegExp(`${t.item}/${item.id}`));
  await expect(page.getByRole('main').getByTestId('instant-badge')).toHaveText(t.instant);
  const start = addDays(today(), 10);
  await page.goto(`${t.item}/${item.id}?start=${iso(start)}&end=${iso(addDays(start, 1))}`);
  const panel = page.locator('section[aria-labelledby="booking-title"]');
  await expect(panel.getByTestId('instant-note')).toContainText(t.note);
  await expect(panel.getByTestId('cost-breakdown')).toBeVisible();
  await expectAccessible(page, 'section[aria-labelledby="booking-title"]');
  await expectNoHorizontalOverflow(page);
  await shot(page, 'instant-item-pl');
  await panel.getByRole('button', { name: t.book }).click();

  // Confirmed at once: the booking page, with paying as the next step.
  await expectToast(page, t.booked);
  await expect(page).toHaveURL(new RegExp(`${t.rentals}/\\d+$`));
  const status = page.getByTestId('rental-status-panel');
  await expect(status).toContainText(t.confirmed);
  await expect(status.getByTestId('rental-next-step')).toHaveText(t.nextStep);
  await expect(status.getByRole('link', { name: t.pay })).toBeVisible();
  await expectAccessible(page, '[data-testid="rental-status-panel"]');
  await shot(page, 'instant-booked-pl');

  // A listing without instant booking still takes requests the owner decides.
  const res = await page.request.post('/api/rentals', {
    data: { itemId: other.id, startDate: iso(start), endDate: iso(start) },
  });
  expect(((await res.json()) as { status: string }).status).toBe('pending');
});

test('English, on a phone: instant for verified renters only, so an unverified renter is told and sends a request', async ({
  browser,
}) => {
  const t = T.en;
  const owner = await newActor(browser, 'en', 'Owen', 'Instant');
  const renter = await newActor(browser, 'en', 'Rita', 'Unverified');
  const name = `Instant tent ${Date.now()}`;
  const item = await createItem(owner, name);
  await turnOn(owner.page, 'en', item.id, true);
  await expect(owner.page.getByTestId('listing-instant')).toHaveText('On, for renters with a verified identity');

  const page = renter.page;
  const card = await browseInstant(page, 'en', name);
  await card.click();
  await expect(page.getByRole('main').getByTestId('instant-badge')).toHaveText(t.instant);

  const start = addDays(today(), 12);
  await page.goto(`${t.item}/${item.id}?start=${iso(start)}&end=${iso(addDays(start, 2))}`);
  const panel = page.locator('section[aria-labelledby="booking-title"]');
  // Told before booking: theirs will be a request, so the button says so.
  await expect(panel.getByTestId('instant-note')).toContainText(t.verifiedNote);
  await expect(panel.getByRole('button', { name: t.book })).toHaveCount(0);
  await expectAccessible(page, 'section[aria-labelledby="booking-title"]');
  await shot(page, 'instant-item-verified-only-en');
  await panel.getByRole('button', { name: t.request }).click();
  await expect(panel.getByRole('status')).toContainText(t.pending);
  await expect(page).toHaveURL(new RegExp(`${t.item}/${item.id}`));
});
