import type { Page } from '@playwright/test';
import { expect, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, test, useLanguage } from './fixtures';
import { apiItems } from './catalogue-helpers';

const TEXTS = {
  pl: {
    filters: 'Filtry wyszukiwania',
    text: 'Szukaj',
    open: 'Filtry',
    openCount: (n: number) => `Filtry (${n})`,
    sheet: 'Filtry',
    category: 'Kategoria',
    city: 'Miasto',
    district: 'Dzielnica',
    sort: 'Sortuj',
    apply: 'Pokaż wyniki',
    clear: 'Wyczyść filtry',
    allItems: 'Wszystkie przedmioty',
    availableItems: 'Dostępne przedmioty',
    electronics: 'Elektronika',
  },
  en: {
    filters: 'Search filters',
    text: 'Search',
    open: 'Filters',
    openCount: (n: number) => `Filters (${n})`,
    sheet: 'Filters',
    category: 'Category',
    city: 'City',
    district: 'District',
    sort: 'Sort by',
    apply: 'Show results',
    clear: 'Clear filters',
    allItems: 'All items',
    availableItems: 'Available items',
    electronics: 'Electronics',
  },
} as const;

const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + decodeURIComponent(url.search.replace(/\+/g, ' '));
};

for (const lang of ['pl', 'en'] as const) {
  const T = TEXTS[lang];

  test.describe(`browse on a phone (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, lang);
      await page.setViewportSize({ width: 375, height: 812 });
    });

    const items = (page: Page) =>
      page.getByRole('region', { name: new RegExp(`^(${T.allItems}|${T.availableItems})$`) });
    const cards = (page: Page) =>
      items(page)
        .getByRole('link')
        .filter({ has: page.getByRole('heading', { level: 3 }) });
    const form = (page: Page) => page.getByRole('search', { name: T.filters });

    test('one search row and a filters button; the results start above the fold', async ({ page }) => {
      for (const url of ['/przegladaj', '/przegladaj?category=2&location=Krak%C3%B3w']) {
        await page.goto(url);
        await expect(cards(page).first()).toBeVisible();
        await expect(form(page).getByRole('searchbox', { name: T.text })).toBeVisible();
        // The selects wait in the sheet.
        for (const label of [T.category, T.city, T.district, T.sort])
          await expect(page.getByLabel(label, { exact: true })).toBeHidden();
        const top = (await cards(page).first().boundingBox())!.y;
        expect(top).toBeLessThan(812 - 120);
        await expectNoHorizontalOverflow(page);
      }
      await expect(form(page).getByRole('button', { name: T.openCount(2) })).toBeVisible();
    });

    test('the sheet: choices apply together, the count follows, clear empties them', async ({ page }) => {
      // A real place of an electronics item, so that the choices leave results.
      const placed = (await apiItems(page, 'category=2&limit=100')).items.find((i) => i.district)!;
      const { location, district } = placed as { location: string; district: string };
      await page.goto('/przegladaj');
      await expect(cards(page).first()).toBeVisible();
      await form(page).getByRole('button', { name: T.open, exact: true }).click();
      const sheet = page.getByRole('dialog', { name: T.sheet });
      await expect(sheet).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await sheet.getByLabel(T.category, { exact: true }).selectOption({ label: T.electronics });
      await expect(sheet.getByLabel(T.district, { exact: true })).toBeDisabled();
      await sheet.getByLabel(T.city, { exact: true }).selectOption(location);
      await sheet.getByLabel(T.district, { exact: true }).selectOption(district);
      await sheet.getByLabel(T.sort, { exact: true }).selectOption('price_asc');
      // Nothing applies before "Show results".
      expect(pathAndQuery(page)).toBe('/przegladaj');
      await sheet.getByRole('button', { name: T.apply }).click();
      await expect(sheet).toBeHidden();
      await expect
        .poll(() => pathAndQuery(page))
        .toBe(`/przegladaj?category=2&location=${location}&district=${district}&sort=price_asc`);
      await expect(form(page).getByRole('button', { name: T.openCount(4) })).toBeVisible();
      const { items: expected, total } = await apiItems(
        page,
        `category=2&location=${encodeURIComponent(location)}&district=${encodeURIComponent(district)}&sort=price_asc&limit=24`,
      );
      expect(total).toBeGreaterThan(0);
      await expect(cards(page)).toHaveCount(Math.min(total, 24));
      await expect(cards(page).first()).toContainText(expected[0].name);

      // The sheet opens on the applied choices; Escape drops a draft.
      await form(page)
        .getByRole('button', { name: T.openCount(4) })
        .click();
      await expect(sheet.getByLabel(T.city, { exact: true })).toHaveValue(location);
      await sheet.getByLabel(T.city, { exact: true }).selectOption(location === 'Lublin' ? 'Szczecin' : 'Lublin');
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      expect(pathAndQuery(page)).toContain(`location=${location}&district=${district}`);

      await form(page)
        .getByRole('button', { name: T.openCount(4) })
        .click();
      await sheet.getByRole('button', { name: T.clear }).click();
      await expect(sheet.getByLabel(T.category, { exact: true })).toHaveValue('');
      await sheet.getByRole('button', { name: T.apply }).click();
      await expect.poll(() => pathAndQuery(page)).toBe('/przegladaj');
      await expect(form(page).getByRole('button', { name: T.open, exact: true })).toBeVisible();
      await expectNoHorizontalOverflow(page);
    });

    test('the text search still works from the compact row', async ({ page }) => {
      await page.goto('/przegladaj?location=Krak%C3%B3w');
      await form(page).getByRole('searchbox', { name: T.text }).fill('aparat');
      await form(page).getByRole('searchbox', { name: T.text }).press('Enter');
      await expect.poll(() => pathAndQuery(page)).toBe('/przegladaj?q=aparat&location=Kraków');
      await expect(form(page).getByRole('button', { name: T.openCount(1) })).toBeVisible();
    });
  });
}
