import { expect, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, test, useLanguage } from './fixtures';
import { createItem, expectToast, newActor, type Lang } from './rental-helpers';
import { shot } from './shots';

/** Issue 26 §5: favourites (the heart, the visitor who logs in, the list, an unavailable one) and saved searches. */

const TEXT = {
  pl: {
    add: 'Dodaj do ulubionych',
    remove: 'Usuń z ulubionych',
    added: 'Dodano do ulubionych',
    login: 'Zaloguj się',
    password: 'Hasło',
    favourites: 'Ulubione',
    favouritesPath: '/ulubione',
    unavailable: 'Niedostępny teraz',
    switchedOff: 'Właściciel chwilowo wyłączył to ogłoszenie.',
    removeNamed: (name: string) => `Usuń „${name}” z ulubionych`,
    empty: 'Nie masz jeszcze ulubionych',
    browsePath: '/przegladaj',
    save: 'Zapisz wyszukiwanie',
    saved: 'Wyszukiwanie zapisane',
    searchesPath: '/zapisane-wyszukiwania',
    searches: 'Zapisane wyszukiwania',
    deleteNamed: (words: string) => `Usuń wyszukiwanie: ${words}`,
    deleted: 'Wyszukiwanie usunięte',
    emptySearches: 'Nie masz zapisanych wyszukiwań',
    category: 'Narzędzia i sprzęt',
  },
  en: {
    add: 'Add to favourites',
    remove: 'Remove from favourites',
    added: 'Added to favourites',
    login: 'Log in',
    password: 'Password',
    favourites: 'Favourites',
    favouritesPath: '/favourites',
    unavailable: 'Not available now',
    switchedOff: 'The owner has switched this listing off for now.',
    removeNamed: (name: string) => `Remove “${name}” from favourites`,
    empty: 'No favourites yet',
    browsePath: '/browse',
    save: 'Save search',
    saved: 'Search saved',
    searchesPath: '/saved-searches',
    searches: 'Saved searches',
    deleteNamed: (words: string) => `Delete search: ${words}`,
    deleted: 'Search deleted',
    emptySearches: 'No saved searches',
    category: 'Tools and equipment',
  },
} as const;

for (const lang of ['pl', 'en'] as const satisfies readonly Lang[]) {
  const T = TEXT[lang];
  const itemPath = (id: number) => (lang === 'pl' ? `/przedmiot/${id}` : `/item/${id}`);

  test(`${lang}, on a phone: a visitor's heart survives the login; the favourites page lists it, greys it when it is switched off, lets it go`, async ({
    browser,
    page,
  }) => {
    const owner = await newActor(browser, lang, 'Olek', 'Serce');
    const renter = await newActor(browser, lang, 'Ula', 'Ulubiona');
    const item = await createItem(owner, `Wiertarka do ulubionych ${lang}`);

    // A visitor: a browser without a session.
    await useLanguage(page, lang);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(itemPath(item.id));
    const heart = page
      .getByRole('main')
      .getByRole('heading', { level: 1, name: item.name })
      .locator('..')
      .getByRole('button', { name: T.add });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(page).toHaveURL(/\/(logowanie|login)\?returnTo=/);
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill(renter.email);
    await main.getByLabel(T.password, { exact: true }).fill('Start123!');
    await main.getByRole('button', { name: T.login, exact: true }).click();
    // Back on the same item, saved, and the intent gone from the address.
    await expect(page).toHaveURL(new RegExp(`${itemPath(item.id)}$`));
    await expectToast(page, T.added);
    const pressed = page.getByRole('main').getByRole('button', { name: T.remove }).first();
    await expect(pressed).toHaveAttribute('aria-pressed', 'true');
    await expectNoHorizontalOverflow(page);
    await shot(page, `favourites-item-${lang}`, [375]);

    // The favourites page, from the account menu.
    await page.goto(T.favouritesPath);
    await expect(page.getByRole('heading', { level: 1, name: T.favourites })).toBeVisible();
    const card = page.getByRole('main').getByRole('listitem').filter({ hasText: item.name });
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: T.remove })).toHaveAttribute('aria-pressed', 'true');
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
    await shot(page, `favourites-list-${lang}`);

    // Switched off by its owner: greyed, says so, and can be removed.
    expect((await owner.page.request.put(`/api/items/${item.id}`, { data: { available: false } })).status()).toBe(200);
    await page.reload();
    const unavailable = page.getByTestId('favourite-unavailable');
    await expect(unavailable).toContainText(T.unavailable);
    await expect(unavailable).toContainText(T.switchedOff);
    await expectNoSeriousA11yViolations(page);
    await shot(page, `favourites-unavailable-${lang}`);
    await unavailable.getByRole('button', { name: T.removeNamed(item.name) }).click();
    await expect(page.getByText(T.empty)).toBeVisible();

    // Back on, saved again with the heart of its card on browse, and let go with the heart on the favourites page.
    expect((await owner.page.request.put(`/api/items/${item.id}`, { data: { available: true } })).status()).toBe(200);
    await page.goto(`${T.browsePath}?q=${encodeURIComponent(item.name)}`);
    const browseCard = page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(item.name) })
      .locator('..');
    await browseCard.getByRole('button', { name: T.add }).click();
    await expect(browseCard.getByRole('button', { name: T.remove })).toHaveAttribute('aria-pressed', 'true');
    await page.goto(T.favouritesPath);
    await page.getByRole('main').getByRole('button', { name: T.remove }).click();
    await expect(page.getByText(T.empty)).toBeVisible();
    await shot(page, `favourites-empty-${lang}`, [375]);
  });

  test(`${lang}, on a phone: a search saved from browse is listed in words, opens browse, and is deleted`, async ({
    browser,
    // The fixture's page makes every page.goto wait until the app is live (fixtures.ts).
    page: _page,
  }) => {
    const user = await newActor(browser, lang, 'Szymon', 'Szukający');
    const page = user.page;
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${T.browsePath}?q=wiertarka&category=1&location=Krak%C3%B3w`);
    const save = page.getByTestId('save-search');
    await expect(save).toHaveText(T.save);
    await save.click();
    await expectToast(page, T.saved);
    await expect(save).toHaveText(T.saved);
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await expectNoHorizontalOverflow(page);
    await shot(page, `saved-search-browse-${lang}`, [375]);

    await page.goto(T.searchesPath);
    await expect(page.getByRole('heading', { level: 1, name: T.searches })).toBeVisible();
    const words = `wiertarka · ${T.category} · Kraków`;
    const row = page.getByRole('listitem').filter({ hasText: words });
    await expect(row).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
    await shot(page, `saved-searches-${lang}`);
    // Its results: browse with the same filters.
    await row.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${T.browsePath}\\?q=wiertarka&category=1&location=Krak`));
    await page.goto(T.searchesPath);
    await page.getByRole('button', { name: T.deleteNamed(words) }).click();
    await expectToast(page, T.deleted);
    await expect(page.getByText(T.emptySearches)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
