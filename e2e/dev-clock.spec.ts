import { addDays } from 'date-fns';
import { allItems, freeRange, iso, today, unavailableDates } from './catalogue-helpers';
import { expect, loginViaApi, test, useLanguage } from './fixtures';

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
