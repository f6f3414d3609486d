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
