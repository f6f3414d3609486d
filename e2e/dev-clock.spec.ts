import { addDays } from 'date-fns';
import { allItems, freeRange, iso, today, unavailableDates } from './catalogue-helpers';
import { expect, loginViaApi, test, useLanguage } from './fixtures';
import { acceptPayAndReturn, createItem, newActor } from './rental-helpers';

// Moves the shared server's clock forward for good: playwright.config.ts runs this file after all the others.
test('a pending request expires when the dev clock moves 49 hours on: its renter sees it declined, expired', async ({
  page,
}) => {
  await useLanguage(page, 'en');
  const me = await loginViaApi(page);
  const item = (await allItems(page)).find((i) => i.ownerId !== me.id && i.available && !i.insuranceRequired)!;
  // Weeks ahead, so that only the 48 hours without an answer can end it (not its start day passing).
  const { start, end } = freeRange(await unavailableDates(page, item.id), 2, addDays(today(), 20));
  const made = await page.request.post('/api/rentals', {
    data: { itemId: item.id, startDate: iso(start), endDate: iso(end) },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: number };

  await page.goto(`/rentals/${id}`);
  await expect(page.getByRole('heading', { name: `Booking #${id}` })).toBeVisible();
  await expect(page.getByText('The request expired without an answer.')).toHaveCount(0);

  const moved = await page.request.post('/api/dev/clock', { data: { advanceBy: 'PT49H' } });
  expect(moved.status(), await moved.text()).toBe(200);
  const { now } = (await moved.json()) as { now: string };
  expect(new Date(now).getTime()).toBeGreaterThan(Date.now() + 48 * 3_600_000);

  // The answer came after the jobs ran: the request is already declined, reason expired.
  await page.reload();
  await expect(page.getByText('The request expired without an answer.').first()).toBeVisible();
  await expect(page.getByText('Declined', { exact: true }).first()).toBeVisible();
});

test('a payout is sent once the 48 hours after its completed rental have passed: the owner sees it sent', async ({
  browser,
}) => {
  const owner = await newActor(browser, 'en', 'Wiktor', 'Wyplata');
  const renter = await newActor(browser, 'en', 'Rita', 'Renter');
  // An active payout account through the test provider's API, as its onboarding page would set it up.
  const link = await owner.page.request.post('/api/payouts/account', { data: { lang: 'en' } });
  expect(link.status(), await link.text()).toBe(200);
  const { url } = (await link.json()) as { url: string };
  const onboarded = await owner.page.request.post('/api/payments/test-provider/onboarding', {
    data: {
      url,
      legalName: 'Wiktor Wyplata',
      dateOfBirth: '1985-02-03',
      address: 'ul. Krótka 1',
      city: 'Kraków',
      postalCode: '31-001',
      iban: 'PL61109010140000071219812874',
    },
  });
  expect(onboarded.status(), await onboarded.text()).toBe(200);

  // A one-day rental of the server's today (its clock has moved on in the test before), paid with BLIK and returned.
  const serverNow = ((await (await owner.page.request.get('/api/dev/clock')).json()) as { now: string }).now;
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date(serverNow));
  const item = await createItem(owner, `Wiertarka ${Date.now()}`, 40);
  await acceptPayAndReturn(owner, renter, item.id, day);

  const page = owner.page;
  await page.goto('/payouts');
  const row = page.getByTestId('payout-row').filter({ hasText: item.name });
  await expect(row.getByTestId('payout-status')).toHaveText('Upcoming');
  await expect(row.getByTestId('payout-amount')).toHaveText('40.00 zł');

  const moved = await page.request.post('/api/dev/clock', { data: { advanceBy: 'PT49H' } });
  expect(moved.status(), await moved.text()).toBe(200);
  await page.reload();
  await expect(row.getByTestId('payout-status')).toHaveText(/^(Sent|Paid out)$/);
  await expect(row).toContainText(/Sent on|In your bank since/);
});
