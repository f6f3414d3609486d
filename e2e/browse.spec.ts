import type { Page } from '@playwright/test';
import { expect, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, loginViaApi, test, useLanguage } from './fixtures';

const TEXTS = {
  pl: {
    browse: 'Przeglądaj',
    electronics: 'Elektronika',
    electronicsDescription: 'Aparaty, projektory, konsole, drony i sprzęt audio',
    sports: 'Sport i rekreacja',
    searchResults: 'Wyniki wyszukiwania',
    found: 'Znalezione przedmioty: 0',
    discover: 'Odkryj przedmioty do wypożyczenia',
    clearSearch: 'Wyczyść wyszukiwanie',
    backToCategories: 'Wróć do wszystkich kategorii',
    categories: 'Kategorie',
    availableItems: 'Dostępne przedmioty',
    allItems: 'Wszystkie przedmioty',
    noItemsInCategory: 'Brak przedmiotów w tej kategorii',
    noItemsAvailable: 'Brak dostępnych przedmiotów',
    loginRequired: 'Wymagane logowanie',
    login: 'Zaloguj się',
    register: 'Załóż konto',
    preparing: 'Formularz w przygotowaniu',
    rentOutPath: '/wypozycz-przedmiot',
  },
  en: {
    browse: 'Browse',
    electronics: 'Electronics',
    electronicsDescription: 'Cameras, projectors, consoles, drones and audio gear',
    sports: 'Sports and outdoor',
    searchResults: 'Search results',
    found: 'Found items: 0',
    discover: 'Discover items to rent',
    clearSearch: 'Clear search',
    backToCategories: 'Back to all categories',
    categories: 'Categories',
    availableItems: 'Available items',
    allItems: 'All items',
    noItemsInCategory: 'No items in category',
    noItemsAvailable: 'No items available',
    loginRequired: 'Login required',
    login: 'Log in',
    register: 'Create an account',
    preparing: 'Listing form coming soon',
    rentOutPath: '/rent-out',
  },
} as const;

const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

for (const lang of ['pl', 'en'] as const) {
  const T = TEXTS[lang];

  test.describe(`browse (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, lang);
    });

    const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
    const grid = (page: Page) => page.getByRole('region', { name: T.categories });

    test('a category from the URL: its name, description and the way back', async ({ page }) => {
      await page.goto('/przegladaj?category=2');
      await expect(h1(page)).toHaveAccessibleName(T.electronics);
      await expect(page.getByText(T.electronicsDescription)).toBeVisible();
      await expect(grid(page)).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 2, name: T.availableItems })).toBeVisible();
      await expect(page.getByText(T.noItemsInCategory)).toBeVisible();
      await expect(page.getByRole('link', { name: T.clearSearch })).toHaveCount(0);
      await page.getByRole('link', { name: T.backToCategories }).click();
      await expect.poll(() => pathAndQuery(page)).toBe('/przegladaj');
      await expect(h1(page)).toHaveAccessibleName(T.browse);
      await expect(grid(page).getByRole('link')).toHaveCount(7);
    });

    test('a text search: results heading, count and clear search back to the grid', async ({ page }) => {
      await page.goto('/przegladaj?q=wiertarka');
      await expect(h1(page)).toContainText(T.searchResults);
      await expect(h1(page)).toContainText('wiertarka');
      await expect(page.getByText(T.found)).toBeVisible();
      await expect(grid(page)).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 2, name: T.allItems })).toBeVisible();
      await expect(page.getByText(T.noItemsAvailable)).toBeVisible();
      await expect(page.getByRole('link', { name: T.backToCategories })).toHaveCount(0);
      await page.getByRole('link', { name: T.clearSearch }).click();
      await expect.poll(() => pathAndQuery(page)).toBe('/przegladaj');
      await expect(h1(page)).toHaveAccessibleName(T.browse);
      await expect(page.getByText(T.discover)).toBeVisible();
      await expect(grid(page).getByRole('link')).toHaveCount(7);
      await expect(page.getByRole('link', { name: T.clearSearch })).toHaveCount(0);
    });

    test('location and district show in a line and count as a search', async ({ page }) => {
      await page.goto('/browse?location=Warszawa&district=Mokot%C3%B3w&category=2');
      await expect(page.getByText('Warszawa, Mokotów')).toBeVisible();
      await expect(h1(page)).toHaveAccessibleName(T.electronics);
      await expect(page.getByRole('link', { name: T.clearSearch })).toBeVisible();
      await page.getByRole('link', { name: T.clearSearch }).click();
      await expect.poll(() => pathAndQuery(page)).toBe('/przegladaj');
      await expect(page.getByText('Warszawa, Mokotów')).toHaveCount(0);
    });

    test('plain browse: no reset button; a category card selects the category in the URL', async ({ page }) => {
      await page.goto('/browse');
      await expect(h1(page)).toHaveAccessibleName(T.browse);
      await expect(page.getByText(T.discover)).toBeVisible();
      await expect(page.getByRole('link', { name: T.backToCategories })).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 2, name: T.allItems })).toBeVisible();
      await grid(page).getByRole('link', { name: new RegExp(T.sports) }).click();
      await expect.poll(() => pathAndQuery(page)).toBe('/browse?category=3');
      await expect(h1(page)).toHaveAccessibleName(T.sports);
      await expect(page.getByText(T.noItemsInCategory)).toBeVisible();
      await page.goBack();
      await expect(h1(page)).toHaveAccessibleName(T.browse);
    });

    test('an unknown or malformed category falls back to plain browse texts', async ({ page }) => {
      await page.goto('/przegladaj?category=abc');
      await expect(h1(page)).toHaveAccessibleName(T.browse);
      await expect(grid(page).getByRole('link')).toHaveCount(7);
    });

    test('rent-out logged out shows the login card with returnTo', async ({ page }) => {
      await page.goto(T.rentOutPath);
      await expect(page.getByText(T.loginRequired)).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: T.login })).toHaveAttribute('href', '/login?returnTo=rent-out');
      await expect(page.getByRole('main').getByRole('link', { name: T.register })).toHaveAttribute('href', '/register');
      await expectNoSeriousA11yViolations(page);
    });

    test('rent-out logged in shows that the form is on its way', async ({ page }) => {
      await loginViaApi(page);
      await page.goto(T.rentOutPath);
      await expect(page.getByText(T.preparing)).toBeVisible();
      await expect(page.getByText(T.loginRequired)).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });

    test('accessible in its three states', async ({ page }) => {
      for (const url of ['/przegladaj', '/przegladaj?category=2', '/przegladaj?q=wiertarka&location=Krak%C3%B3w']) {
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
        if (url === '/przegladaj') await expect(grid(page).getByRole('link')).toHaveCount(7);
        await expectNoSeriousA11yViolations(page);
      }
    });

    test('no horizontal overflow at 375 px', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto('/przegladaj');
      await expect(grid(page).getByRole('link')).toHaveCount(7);
      await expectNoHorizontalOverflow(page);
      await page.goto(`/przegladaj?q=${'bardzodlugiezapytaniebezspacji'.repeat(3)}&location=Szczecin`);
      await expect(h1(page)).toContainText(T.searchResults);
      await expectNoHorizontalOverflow(page);
    });
  });
}
