import type { Page } from '@playwright/test';
import { expect, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, test, useLanguage } from './fixtures';
import { addDays } from 'date-fns';
import { apiItems, display, iso, plForm, today, whole } from './catalogue-helpers';
import { createItem, daysAhead, newActor, requestRental } from './rental-helpers';

const TEXTS = {
  pl: {
    browse: 'Przeglądaj',
    electronics: 'Elektronika',
    electronicsDescription: 'Aparaty, projektory, konsole, drony i sprzęt audio',
    sports: 'Sport i rekreacja',
    searchResults: 'Wyniki wyszukiwania',
    found: (n: number) => `Znaleziono ${n} ${plForm(n, { one: 'przedmiot', few: 'przedmioty', many: 'przedmiotów' })}`,
    discover: 'Odkryj przedmioty do wypożyczenia',
    clearSearch: 'Wyczyść wyszukiwanie',
    backToCategories: 'Wróć do wszystkich kategorii',
    categories: 'Kategorie',
    availableItems: 'Dostępne przedmioty',
    allItems: 'Wszystkie przedmioty',
    noItemsInCategory: 'Brak przedmiotów w tej kategorii',
    noItemsAvailable: 'Brak dostępnych przedmiotów',
    filters: 'Filtry wyszukiwania',
    text: 'Szukaj',
    category: 'Kategoria',
    city: 'Miasto',
    district: 'Dzielnica',
    pages: 'Strony wyników',
    page: (n: number) => `Strona ${n}`,
    showing: (from: number, to: number, total: number) => `Wyniki ${from}–${to} z ${total}`,
    fetchError: 'Nie udało się pobrać przedmiotów',
    retry: 'Spróbuj ponownie',
    dates: 'Dostępne:',
    clearDates: 'Wyczyść daty',
    perDay: 'zł/dzień',
    unavailable: 'Niedostępny',
    itemPath: /^\/przedmiot\/\d+$/,
    noneOnDates: 'W wybranych dniach nic nie jest wolne',
    otherDays: 'Dostępne w inne dni',
    withoutDates: 'Pokaż wszystkie wyniki bez dat',
  },
  en: {
    browse: 'Browse',
    electronics: 'Electronics',
    electronicsDescription: 'Cameras, projectors, consoles, drones and audio gear',
    sports: 'Sports and outdoor',
    searchResults: 'Search results',
    found: (n: number) => `Found ${n} ${n === 1 ? 'item' : 'items'}`,
    discover: 'Discover items to rent',
    clearSearch: 'Clear search',
    backToCategories: 'Back to all categories',
    categories: 'Categories',
    availableItems: 'Available items',
    allItems: 'All items',
    noItemsInCategory: 'No items in category',
    noItemsAvailable: 'No items available',
    filters: 'Search filters',
    text: 'Search',
    category: 'Category',
    city: 'City',
    district: 'District',
    pages: 'Result pages',
    page: (n: number) => `Page ${n}`,
    showing: (from: number, to: number, total: number) => `Results ${from}–${to} of ${total}`,
    fetchError: 'Failed to fetch items',
    retry: 'Try again',
    dates: 'Available:',
    clearDates: 'Clear dates',
    perDay: 'zł/day',
    unavailable: 'Unavailable',
    itemPath: /^\/item\/\d+$/,
    noneOnDates: 'Nothing is free on the selected dates',
    otherDays: 'Available on other dates',
    withoutDates: 'Show all results without dates',
  },
} as const;

const NOTHING = 'qqqzzzxxyy';

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
    const items = (page: Page) =>
      page.getByRole('region', { name: new RegExp(`^(${T.allItems}|${T.availableItems})$`) });
    const cards = (page: Page) =>
      items(page)
        .getByRole('link')
        .filter({ has: page.getByRole('heading', { level: 3 }) });
    const filters = (page: Page) => page.getByRole('search', { name: T.filters });

    test('a category from the URL: its name, description, items and the way back', async ({ page }) => {
      const { items: expected, total } = await apiItems(page, 'category=2&limit=24');
      expect(total).toBeGreaterThan(0);
      await page.goto('/przegladaj?category=2');
      await expect(h1(page)).toHaveAccessibleName(T.electronics);
      // The category's drawn icon, hidden from assistive technology; no emoji in the heading's text.
      await expect(h1(page)).toHaveText(T.electronics);
      await expect(h1(page).locator('svg[data-category-icon="2"][aria-hidden="true"]')).toBeVisible();
      await expect(page.getByText(T.electronicsDescription)).toBeVisible();
      await expect(grid(page)).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 2, name: T.availableItems })).toBeVisible();
      await expect(cards(page)).toHaveCount(expected.length);
      await expect(cards(page).first()).toContainText(expected[0].name);
      await expect(page.getByRole('link', { name: T.clearSearch })).toHaveCount(0);
      await page.getByRole('link', { name: T.backToCategories }).click();
      await expect.poll(() => pathAndQuery(page)).toBe('/przegladaj');
      await expect(h1(page)).toHaveAccessibleName(T.browse);
      await expect(grid(page).getByRole('link')).toHaveCount(7);
    });

    test('a text search: results heading, the real count in the right plural, clear search back to the grid', async ({
      page,
    }) => {
      const { items: expected, total } = await apiItems(page, 'q=wiertarka');
      expect(total).toBeGreaterThan(0);
      await page.goto('/przegladaj?q=wiertarka');
      await expect(h1(page)).toContainText(T.searchResults);
      await expect(h1(page)).toContainText('wiertarka');
      await expect(page.getByText(T.found(total), { exact: true })).toBeVisible();
      await expect(grid(page)).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 2, name: T.allItems })).toBeVisible();
      await expect(cards(page)).toHaveCount(Math.min(total, 24));
      for (const item of expected) expect(`${item.name} ${item.description}`.toLowerCase()).toContain('wiertark');
      await expect(
        cards(page)
          .filter({ hasText: /wiertarka/i })
          .first(),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: T.backToCategories })).toHaveCount(0);
      await page.getByRole('link', { name: T.clearSearch }).click();
      await expect.poll(() => pathAndQuery(page)).toBe('/przegladaj');
      await expect(h1(page)).toHaveAccessibleName(T.browse);
      await expect(page.getByText(T.discover)).toBeVisible();
      await expect(grid(page).getByRole('link')).toHaveCount(7);
      await expect(page.getByRole('link', { name: T.clearSearch })).toHaveCount(0);
    });

    test('typing in the filter box searches and puts the text in the URL', async ({ page }) => {
      await page.goto('/przegladaj?category=1');
      await expect(h1(page)).toBeVisible();
      await filters(page).getByRole('searchbox', { name: T.text }).fill('  wiertarka ');
      await filters(page).getByRole('searchbox', { name: T.text }).press('Enter');
      await expect.poll(() => pathAndQuery(page)).toBe('/przegladaj?q=wiertarka&category=1');
      const { total } = await apiItems(page, 'q=wiertarka&category=1');
      await expect(page.getByText(T.found(total), { exact: true })).toBeVisible();
      await expect(cards(page)).toHaveCount(Math.min(total, 24));
    });

    test('the city matches without diacritics; the district waits for a city', async ({ page }) => {
      const { total } = await apiItems(page, `location=${encodeURIComponent('Łódź')}`);
      expect(total).toBeGreaterThan(0);
      await page.goto('/przegladaj?location=lodz');
      await expect(cards(page)).toHaveCount(Math.min(total, 24));
      for (const text of await cards(page).allInnerTexts()) expect(text).toContain('Łódź');

      await page.goto('/przegladaj');
      const city = filters(page).getByLabel(T.city, { exact: true });
      const district = filters(page).getByLabel(T.district, { exact: true });
      await expect(district).toBeDisabled();
      await city.selectOption('Kraków');
      await expect.poll(() => pathAndQuery(page)).toBe(`/przegladaj?location=${encodeURIComponent('Kraków')}`);
      await expect(district).toBeEnabled();
      const { total: inKrakow } = await apiItems(page, `location=${encodeURIComponent('Kraków')}`);
      await expect(page.getByRole('main').locator('header')).toContainText('Kraków');
      await expect(cards(page)).toHaveCount(Math.min(inKrakow, 24));
      await district.selectOption('Stare Miasto');
      await expect
        .poll(() => pathAndQuery(page))
        .toBe(`/przegladaj?location=${encodeURIComponent('Kraków')}&district=Stare+Miasto`);
      await expect(page.getByRole('main').locator('header')).toContainText('Kraków, Stare Miasto');
      await city.selectOption('Lublin');
      await expect.poll(() => pathAndQuery(page)).toBe('/przegladaj?location=Lublin');
      await expect(district).toBeDisabled();
    });

    test('the category filter and the category cards select a category in the URL', async ({ page }) => {
      await page.goto('/browse');
      await expect(h1(page)).toHaveAccessibleName(T.browse);
      await expect(page.getByText(T.discover)).toBeVisible();
      await expect(page.getByRole('link', { name: T.backToCategories })).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 2, name: T.allItems })).toBeVisible();
      await grid(page)
        .getByRole('link', { name: new RegExp(T.sports) })
        .click();
      await expect.poll(() => pathAndQuery(page)).toBe('/browse?category=3');
      await expect(h1(page)).toHaveAccessibleName(T.sports);
      const { total } = await apiItems(page, 'category=3');
      await expect(cards(page)).toHaveCount(Math.min(total, 24));
      await filters(page).getByLabel(T.category, { exact: true }).selectOption({ label: T.electronics });
      await expect.poll(() => pathAndQuery(page)).toBe('/browse?category=2');
      await expect(h1(page)).toHaveAccessibleName(T.electronics);
      await page.goBack();
      await expect(h1(page)).toHaveAccessibleName(T.sports);
    });

    test('both empty states', async ({ page }) => {
      await page.goto(`/przegladaj?category=2&q=${NOTHING}`);
      await expect(page.getByText(T.noItemsInCategory)).toBeVisible();
      await expect(page.getByText(T.found(0), { exact: true })).toBeVisible();
      await page.goto(`/przegladaj?q=${NOTHING}`);
      await expect(page.getByText(T.noItemsAvailable)).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
    });

    test('pages: 24 at a time, the page kept in the URL', async ({ page }) => {
      const { items: first, total } = await apiItems(page, 'limit=24');
      const { items: second } = await apiItems(page, 'limit=24&offset=24');
      expect(total).toBeGreaterThan(24);
      await page.goto('/przegladaj');
      await expect(cards(page)).toHaveCount(24);
      await expect(page.getByText(T.showing(1, 24, total))).toBeVisible();
      const nav = page.getByRole('navigation', { name: T.pages });
      await expect(nav.getByRole('link', { name: T.page(1) })).toHaveAttribute('aria-current', 'page');
      await nav.getByRole('link', { name: T.page(2) }).click();
      await expect.poll(() => pathAndQuery(page)).toBe('/przegladaj?page=2');
      await expect(cards(page).first()).toContainText(second[0].name);
      await expect(page.getByText(T.showing(25, 24 + second.length, total))).toBeVisible();
      await page.reload();
      await expect(cards(page).first()).toContainText(second[0].name);
      await expect(nav.getByRole('link', { name: T.page(2) })).toHaveAttribute('aria-current', 'page');
      // A filter change starts again at page 1.
      await filters(page).getByLabel(T.city, { exact: true }).selectOption('Warszawa');
      await expect.poll(() => pathAndQuery(page)).toBe('/przegladaj?location=Warszawa');
      await page.goto('/przegladaj');
      await expect(cards(page).first()).toContainText(first[0].name);
    });

    test('a page past the last one shows the last page with its pager, not an empty state', async ({ page }) => {
      const { total } = await apiItems(page, 'limit=24');
      const last = Math.ceil(total / 24);
      await page.goto('/przegladaj?page=99');
      await expect.poll(() => pathAndQuery(page)).toBe(`/przegladaj?page=${last}`);
      await expect(page.getByText(T.showing((last - 1) * 24 + 1, total, total))).toBeVisible();
      const nav = page.getByRole('navigation', { name: T.pages });
      await expect(nav.getByRole('link', { name: T.page(last) })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByText(T.noItemsAvailable)).toHaveCount(0);
      // The filters stay: a category's page past its last shows that category's last page.
      await page.goto('/przegladaj?category=2&page=50');
      const { total: inCategory } = await apiItems(page, 'category=2&limit=24');
      await expect
        .poll(() => pathAndQuery(page))
        .toBe(inCategory > 24 ? `/przegladaj?category=2&page=${Math.ceil(inCategory / 24)}` : '/przegladaj?category=2');
      await expect(cards(page).first()).toBeVisible();
    });

    test('searched dates come along to the item page, whose booking panel starts with them', async ({ page }) => {
      const start = addDays(today(), 40);
      const end = addDays(today(), 42);
      await page.goto(`/przegladaj?start=${iso(start)}&end=${iso(end)}`);
      const card = cards(page).first();
      await expect(card).toHaveAttribute(
        'href',
        new RegExp(`^${T.itemPath.source.slice(1, -1)}\\?start=${iso(start)}&end=${iso(end)}$`),
      );
      await card.click();
      await expect(page.getByRole('button', { name: new RegExp(`^${lang === 'pl' ? 'Od' : 'From'} `) })).toHaveText(
        display(start),
      );
      await expect(page.getByRole('button', { name: new RegExp(`^${lang === 'pl' ? 'Do' : 'To'} `) })).toHaveText(
        display(end),
      );
    });

    test('a text search with nothing free on its dates says so and offers the matches of other days', async ({
      browser,
      page,
    }) => {
      // A listing of its own, booked (confirmed) on the searched days: the only match of its word.
      const word = `tandemik${Date.now()}${lang}`;
      const owner = await newActor(browser, lang, 'Olga', 'Właścicielka');
      const renter = await newActor(browser, lang, 'Robert', 'Najemca');
      const item = await createItem(owner, `Rower ${word}`);
      const booked = daysAhead(6, 3);
      const rental = await requestRental(renter, item.id, booked);
      expect((await owner.page.request.put(`/api/rentals/${rental.id}/accept`)).status()).toBe(200);
      expect((await apiItems(page, `q=${word}&start=${booked.startDate}&end=${booked.endDate}`)).total).toBe(0);

      await page.goto(`/przegladaj?q=${word}&start=${booked.startDate}&end=${booked.endDate}`);
      await expect(page.getByText(T.found(0), { exact: true })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: T.noneOnDates })).toBeVisible();
      await expect(page.getByText(T.noItemsAvailable)).toHaveCount(0);
      const others = page.getByRole('region', { name: T.otherDays });
      await expect(others.getByRole('heading', { name: T.otherDays })).toBeVisible();
      const card = others.getByRole('link').filter({ hasText: item.name });
      await expect(others.getByRole('link')).toHaveCount(1);
      // To the item page without the taken days: its calendar shows when it is free.
      await expect(card).toHaveAttribute('href', new RegExp(`^${T.itemPath.source.slice(1, -4)}${item.id}$`));
      await expectNoSeriousA11yViolations(page);

      // The same search without dates lists it as a plain result.
      await page.getByRole('link', { name: T.withoutDates }).click();
      await expect.poll(() => pathAndQuery(page)).toBe(`/przegladaj?q=${word}`);
      await expect(cards(page)).toHaveCount(1);
      await expect(page.getByRole('region', { name: T.otherDays })).toHaveCount(0);

      // Free dates find it, with no notice; the card opens the item page.
      const free = daysAhead(20, 2);
      await page.goto(`/przegladaj?q=${word}&start=${free.startDate}&end=${free.endDate}`);
      await expect(page.getByText(T.found(1), { exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: T.otherDays })).toHaveCount(0);
      await page.goto(`/przegladaj?q=${word}&start=${booked.startDate}&end=${booked.endDate}`);
      await card.click();
      await expect(h1(page)).toHaveText(item.name);
    });

    test('cards show the photo, name, place and whole price per day, and open the item page', async ({ page }) => {
      const { items: expected } = await apiItems(page, 'limit=24');
      const item = expected[0];
      await page.goto('/przegladaj');
      const card = cards(page).first();
      await expect(card).toContainText(item.name);
      await expect(card).toContainText(`${whole(Math.floor(Number(item.pricePerDay)), lang)} ${T.perDay}`);
      await expect(card).toContainText(item.district ? `${item.location}, ${item.district}` : item.location);
      const img = card.locator('img');
      await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
      await expect(card).toHaveAttribute('href', T.itemPath);
      await card.click();
      await expect(h1(page)).toHaveText(item.name);
    });

    test('an unavailable item still shows, with its badge on the card', async ({ page }) => {
      const item = (await apiItems(page, 'limit=100')).items.find((i) => !i.available);
      expect(item).toBeDefined();
      await page.goto(`/przegladaj?q=${encodeURIComponent(item!.name)}`);
      const card = cards(page).filter({ hasText: item!.name }).first();
      await expect(card).toContainText(T.unavailable);
    });

    test('dates from the home search show as a chip that can be cleared', async ({ page }) => {
      const start = addDays(today(), 10);
      const end = addDays(today(), 12);
      const { total } = await apiItems(page, `start=${iso(start)}&end=${iso(end)}`);
      await page.goto(`/przegladaj?start=${iso(start)}&end=${iso(end)}`);
      await expect(page.getByText(`${T.dates} ${display(start)} – ${display(end)}`)).toBeVisible();
      await expect(cards(page)).toHaveCount(Math.min(total, 24));
      await page.getByRole('button', { name: T.clearDates }).click();
      await expect.poll(() => pathAndQuery(page)).toBe('/przegladaj');
      await expect(page.getByRole('button', { name: T.clearDates })).toHaveCount(0);
    });

    test('a failed fetch says so and can be retried', async ({ page }) => {
      // The first page comes with its results from the server: the browser's own search is the one that fails.
      await page.goto('/przegladaj');
      let fail = true;
      await page.route(/\/api\/items(\?|$)/, (route) =>
        fail ? route.fulfill({ status: 500, body: '{"code":"INTERNAL","message":"x"}' }) : route.continue(),
      );
      await page.locator('#browse-q').fill('wiertarka');
      await page.locator('#browse-q').press('Enter');
      await expect(page.getByRole('alert').filter({ hasText: T.fetchError })).toBeVisible();
      fail = false;
      await page.getByRole('button', { name: T.retry }).click();
      await expect(cards(page).first()).toBeVisible();
      await expect(page.getByText(T.fetchError)).toHaveCount(0);
    });

    test('an unknown or malformed category falls back to plain browse texts', async ({ page }) => {
      await page.goto('/przegladaj?category=abc');
      await expect(h1(page)).toHaveAccessibleName(T.browse);
      await expect(grid(page).getByRole('link')).toHaveCount(7);
    });

    test('accessible in its states', async ({ page }) => {
      for (const url of [
        '/przegladaj',
        '/przegladaj?category=2',
        '/przegladaj?q=wiertarka&location=Krak%C3%B3w',
        `/przegladaj?q=${NOTHING}`,
      ]) {
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
        if (url === '/przegladaj') await expect(cards(page)).toHaveCount(24);
        await expectNoSeriousA11yViolations(page);
      }
    });

    test('no horizontal overflow at 375 px', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto('/przegladaj');
      await expect(grid(page).getByRole('link')).toHaveCount(7);
      await expect(cards(page)).toHaveCount(24);
      await expectNoHorizontalOverflow(page);
      await page.goto(
        `/przegladaj?q=${'bardzodlugiezapytaniebezspacji'.repeat(3)}&location=Szczecin&start=${iso(addDays(today(), 3))}&end=${iso(addDays(today(), 5))}`,
      );
      await expect(h1(page)).toContainText(T.searchResults);
      await expectNoHorizontalOverflow(page);
    });
  });
}
