import { addDays } from 'date-fns';
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { iso, today } from './catalogue-helpers';
import { expect, uniqueEmail, useLanguage } from './fixtures';

export type Lang = 'pl' | 'en';

/** A person of a rental test: their own browser context (own session cookie) and page. */
export interface Actor {
  page: Page;
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * Registers a new user in their own browser context (registration signs them in) with `lang` as the interface and the
 * account's language, so the notifications they receive are written in it.
 */
export async function newActor(browser: Browser, lang: Lang, firstName: string, lastName: string): Promise<Actor> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Language': lang } });
  const page = await context.newPage();
  await useLanguage(page, lang);
  const email = uniqueEmail(firstName.toLowerCase());
  const res = await page.request.post('/api/register', {
    data: {
      email,
      password: 'Start123!',
      firstName,
      lastName,
      mobileNumber: '+48 600100200',
      acceptedTerms: true,
      username: email.split('@')[0].replace(/\W/g, ''),
    },
  });
  expect(res.status()).toBe(201);
  const { user } = (await res.json()) as { user: { id: number } };
  // Some servers sign in on registration, some do not: make sure the context holds a session.
  if ((await page.request.get('/api/auth/me')).status() !== 200) {
    expect((await page.request.post('/api/login', { data: { email, password: 'Start123!' } })).ok()).toBeTruthy();
  }
  return { page, id: user.id, email, firstName, lastName };
}

let colour = 0;

/**
 * A new listing of `owner` (POST /api/items) with a photo of its own; returns its id and name. `damageDeposit` (zł)
 * asks a refundable deposit with every rental of it (none by default).
 */
export async function createItem(
  owner: Actor,
  name: string,
  pricePerDay = 40,
  { damageDeposit = 0 }: { damageDeposit?: number } = {},
): Promise<{ id: number; name: string }> {
  colour = (colour + 37) % 255;
  const png = await sharp({
    create: { width: 120, height: 90, channels: 3, background: { r: colour, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
  const res = await owner.page.request.post('/api/items', {
    data: {
      name,
      description: `${name}: opis do testu wynajmu.`,
      categoryId: 1,
      pricePerDay,
      value: 900,
      location: 'Kraków',
      district: null,
      imageUrls: [`data:image/png;base64,${png.toString('base64')}`],
      damageDeposit,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: ((await res.json()) as { id: number }).id, name };
}

/** Days `from`..`from + days - 1` from today, as YYYY-MM-DD. */
export function daysAhead(from: number, days: number) {
  const start = addDays(today(), from);
  return { startDate: iso(start), endDate: iso(addDays(start, days - 1)) };
}

/** The renter asks for the item (POST /api/rentals); returns the new rental. */
export async function requestRental(renter: Actor, itemId: number, dates: { startDate: string; endDate: string }) {
  const res = await renter.page.request.post('/api/rentals', { data: { itemId, ...dates } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as {
    id: number;
    totalPrice: string;
    ownerEarnings: string;
    startDate: string;
    endDate: string;
  };
}

/** The navbar's unread count as the user menu shows it (opens and closes the menu; desktop width). */
export async function menuUnreadBadge(page: Page, inboxLabel: string) {
  const trigger = page.getByTestId('user-menu-trigger');
  await trigger.click();
  const entry = page.getByRole('menuitem', { name: new RegExp(`^${inboxLabel}`) });
  await expect(entry).toBeVisible();
  const text = (await entry.getByTestId('unread-badge').count())
    ? await entry.getByTestId('unread-badge').locator('[aria-hidden]').innerText()
    : '';
  await page.keyboard.press('Escape');
  return text;
}

/** The toast on screen that shows every one of the texts. */
export async function expectToast(page: Page, ...texts: string[]) {
  let toast = page.locator('[data-variant]');
  for (const text of texts) toast = toast.filter({ hasText: text });
  await expect(toast.first()).toBeVisible();
}

/**
 * A requested rental of `day` accepted by its owner and paid by its renter (test provider, BLIK): paid on its start day
 * (today) it becomes active. The rental.
 */
export async function acceptAndPay(owner: Actor, renter: Actor, itemId: number, day: string) {
  const rental = await requestRental(renter, itemId, { startDate: day, endDate: day });
  expect((await owner.page.request.put(`/api/rentals/${rental.id}/accept`)).status()).toBe(200);
  const intent = await renter.page.request.post('/api/payments/create-intent', { data: { rentalId: rental.id } });
  expect(intent.ok(), await intent.text()).toBeTruthy();
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const paid = await renter.page.request.post('/api/payments/test-provider/confirm', {
    data: { clientSecret, paymentMethod: { type: 'blik', code: '123456' } },
  });
  expect(paid.ok(), await paid.text()).toBeTruthy();
  await expect
    .poll(
      async () =>
        ((await (await owner.page.request.get(`/api/rentals/${rental.id}`)).json()) as { status: string }).status,
    )
    .toBe('active');
  return rental;
}

/**
 * A requested rental of `day` accepted by its owner, paid by its renter (test provider, BLIK) and returned: paid on its
 * start day it becomes active, then the owner confirms the return. The rental's id.
 */
export async function acceptPayAndReturn(owner: Actor, renter: Actor, itemId: number, day: string) {
  const rental = await acceptAndPay(owner, renter, itemId, day);
  const done = await owner.page.request.put(`/api/rentals/${rental.id}/complete`);
  expect(done.status(), await done.text()).toBe(200);
  return rental;
}
