import { expect, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, test, useLanguage } from './fixtures';
import { createItem, daysAhead, newActor, requestRental, type Lang } from './rental-helpers';

const TEXTS = {
  pl: {
    path: '/rekomendacje',
    title: 'Polecane dla Ciebie',
    loginTitle: 'Wymagane logowanie',
    rented: (name: string) => `Na podstawie Twojego wypożyczenia: ${name}`,
  },
  en: {
    path: '/recommendations',
    title: 'Recommended for you',
    loginTitle: 'Login required',
    rented: (name: string) => `Because you rented ${name}`,
  },
} as const;

for (const lang of ['pl', 'en'] as Lang[]) {
  const T = TEXTS[lang];

  test.describe(`recommendations (${lang})`, () => {
    test('a visitor is asked to log in', async ({ page }) => {
      await useLanguage(page, lang);
      await page.goto(T.path);
      await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
      await expect(page.getByText(T.loginTitle)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test('after a rental the page and the item page recommend its kind, saying why', async ({ browser }) => {
      const stamp = Date.now();
      const owner = await newActor(browser, lang, 'Olga', 'Właścicielka');
      const renter = await newActor(browser, lang, 'Robert', 'Najemca');
      const rented = await createItem(owner, `Wiertarka ${stamp}`);
      const other = await createItem(owner, `Szlifierka ${stamp}`);
      const rental = await requestRental(renter, rented.id, daysAhead(5, 2));
      expect((await owner.page.request.put(`/api/rentals/${rental.id}/accept`)).status()).toBe(200);

      const page = renter.page;
      await page.goto(T.path);
      await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
      const grid = page.getByTestId('recommendations-grid');
      await expect(grid.getByText(T.rented(rented.name)).first()).toBeVisible();
      await expect(grid.getByRole('link').first()).toHaveAttribute('href', /\/(przedmiot|item)\/\d+$/);
      await expectNoSeriousA11yViolations(page);

      await page.setViewportSize({ width: 375, height: 800 });
      await page.reload();
      await expect(grid.getByText(T.rented(rented.name)).first()).toBeVisible();
      await expectNoHorizontalOverflow(page);

      // The item page: a signed-in user gets the same scoring with the item as context, links to /przedmiot/{id}.
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`/przedmiot/${other.id}`);
      const section = page.getByRole('region', { name: T.title });
      await expect(section.getByText(T.rented(rented.name)).first()).toBeVisible();
      await expect(section.getByRole('link')).toHaveCount(await section.getByRole('listitem').count());
      for (const href of await section.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
        expect(href).toMatch(/^\/przedmiot\/\d+$/);
      await expect(section.getByRole('link', { name: new RegExp(other.name) })).toHaveCount(0);
    });
  });
}
