import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo1234!';
export const DEMO_USER = {
  email: 'anna.kowalska@example.com',
  password: DEMO_PASSWORD,
  firstName: 'Anna',
  lastName: 'Kowalska',
};

/** Sets the interface language before the app loads (it is read from local storage). */
export async function useLanguage(page: Page, lang: 'pl' | 'en') {
  await page.addInitScript((l) => {
    if (!sessionStorage.getItem('e2e-lang-set')) {
      localStorage.setItem('language', l);
      sessionStorage.setItem('e2e-lang-set', '1');
    }
  }, lang);
}

/** Logs in through the API (the browser context keeps the session cookie). */
export async function loginViaApi(page: Page, email = DEMO_USER.email, password = DEMO_USER.password) {
  const res = await page.request.post('/api/login', { data: { email, password } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).user as { id: number; email: string };
}

/** A unique e-mail for a user the test registers. */
export function uniqueEmail(prefix = 'e2e') {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The newest dev-outbox message to an address. */
export async function latestEmailTo(page: Page, to: string) {
  await expect
    .poll(async () =>
      ((await (await page.request.get('/api/dev/outbox')).json()) as { to: string }[]).some((m) => m.to === to),
    )
    .toBe(true);
  const list = (await (await page.request.get('/api/dev/outbox')).json()) as {
    to: string;
    subject: string;
    text: string;
    html: string;
  }[];
  return list.find((m) => m.to === to)!;
}

/** No serious or critical accessibility violation on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** No horizontal scrolling at the current viewport width. */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Icons shown from the page's sprite (decision 0081) are drawn: each <use> finds its drawing (a box of its size) and
 * the filled ones have a colour. Returns their fills, outlines as 'none'.
 */
export async function expectIconsDrawn(icons: Locator, count: number): Promise<string[]> {
  const uses = icons.locator('use');
  await expect(uses).toHaveCount(count);
  const drawn = await uses.evaluateAll((all) =>
    all.map((use) => ({ width: (use as SVGUseElement).getBBox().width, fill: getComputedStyle(use).fill })),
  );
  for (const { width, fill } of drawn) {
    expect(width).toBeGreaterThan(10);
    expect(fill).not.toBe('rgb(0, 0, 0)');
  }
  return drawn.map((d) => d.fill);
}

/**
 * A server-rendered page shows before its script has made it live (docs/decisions/0059). React replays a click that
 * comes in between, but not a value typed or selected into the server's markup; a person needs a moment to get there,
 * a test does not. So every page.goto and page.reload (of every page, those of browser.newContext() too) waits until
 * the app has shown its first page (`data-hydrated` on <html>, set once the page is hydrated or rendered).
 */
let navigationWaitsForApp = false;
function waitForAppOnNavigation(page: Page) {
  if (navigationWaitsForApp) return;
  navigationWaitsForApp = true;
  const proto = Object.getPrototypeOf(page) as Record<'goto' | 'reload', (...args: unknown[]) => Promise<unknown>>;
  for (const name of ['goto', 'reload'] as const) {
    const original = proto[name];
    proto[name] = async function (this: Page, ...args: unknown[]) {
      const response = await original.apply(this, args);
      await this.waitForFunction(
        () => !document.getElementById('ssr-state') || document.documentElement.dataset.hydrated !== undefined,
        null,
        { timeout: 15_000 },
      );
      return response;
    };
  }
}

export const test = base.extend({
  page: async ({ page }, use) => {
    waitForAppOnNavigation(page);
    await use(page);
  },
});
export { expect };
