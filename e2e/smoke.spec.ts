import { expect, test } from './fixtures';

test('the app is served with its API on one port', async ({ page }) => {
  const res = await page.request.get('/readyz');
  expect(res.ok()).toBeTruthy();
  await page.goto('/');
  await expect(page).toHaveTitle(/Wypożyczalnia/);
});
