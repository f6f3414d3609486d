import { expect, test } from './fixtures';

/** The browser accepts our Permissions-Policy and Content-Security-Policy as written (decision 0016): no warning about either. */
for (const path of ['/', '/logowanie', '/login']) {
  test(`${path}: no console warning about the page's security policies`, async ({ page }) => {
    const complaints: string[] = [];
    page.on('console', (m) => {
      if (/permissions-policy|content security policy/i.test(m.text())) complaints.push(`${m.type()}: ${m.text()}`);
    });
    const res = await page.goto(path);
    expect(res?.headers()['permissions-policy']).toContain('camera=(self)');
    await expect(page.locator('main')).toBeVisible();
    expect(complaints).toEqual([]);
  });
}

test('the dev outbox answers the browser on this machine', async ({ page }) => {
  const res = await page.request.get('/api/dev/outbox');
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('no-store');
});

test('/api/docs: the API reference renders under the app’s own security policies, with no console complaint', async ({
  page,
}) => {
  const complaints: string[] = [];
  page.on('console', (m) => {
    if (/permissions-policy|content security policy|refused to/i.test(m.text()))
      complaints.push(`${m.type()}: ${m.text()}`);
  });
  const res = await page.goto('/api/docs');
  expect(res?.status()).toBe(200);
  expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: /Wypożyczalnia API/ })).toBeVisible();
  // The operations of a feature, read from /api/docs/json, are listed under its tag (closed until clicked).
  await expect(page.locator('#operations-tag-rentals')).toBeVisible();
  const doc = (await (await page.request.get('/api/docs/json')).json()) as { tags: unknown[] };
  await expect(page.locator('[id^=operations-tag-]')).toHaveCount(doc.tags.length);
  await page.locator('#operations-tag-rentals').click();
  await expect(page.getByText('/api/rentals/{id}/accept')).toBeVisible();
  expect(complaints).toEqual([]);
});
