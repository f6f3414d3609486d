import { expect, expectNoSeriousA11yViolations, loginViaApi, test, useLanguage } from './fixtures';
import { apiItems, plForm } from './catalogue-helpers';

type Lang = 'pl' | 'en';

/** A rating with one decimal in the language's format (4,8 / 4.8). */
const fmt = (rating: string | number, lang: Lang) =>
  Number(rating).toLocaleString(lang === 'pl' ? 'pl-PL' : 'en-GB', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });

const TEXTS = {
  pl: {
    browse: '/przegladaj',
    itemPath: '/przedmiot/',
    profile: '/profil',
    owner: 'Właściciel',
    noRating: 'Brak ocen',
    label: (rating: string, n: number) =>
      `Ocena ${rating} na 5, ${n} ${plForm(n, { one: 'opinia', few: 'opinie', many: 'opinii' })}`,
  },
  en: {
    browse: '/browse',
    itemPath: '/item/',
    profile: '/profile',
    owner: 'Owner',
    noRating: 'No rating',
    label: (rating: string, n: number) => `Rated ${rating} out of 5, ${n} ${n === 1 ? 'review' : 'reviews'}`,
  },
} as const;

interface PublicUser {
  averageRating: string;
  reviewCount: number;
}

for (const lang of ['pl', 'en'] as const) {
  const T = TEXTS[lang];

  test.describe(`ratings from real reviews (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, lang);
    });

    test('browse by best rating: cards show the rating and its count, read with the plural label', async ({ page }) => {
      const { items } = await apiItems(page, 'sort=rating&limit=24');
      const [top] = items;
      expect(top.reviewCount).toBeGreaterThan(0);
      // Unrated items come after every rated one.
      const firstUnrated = items.findIndex((i) => i.reviewCount === 0);
      if (firstUnrated >= 0) expect(items.slice(firstUnrated).every((i) => i.reviewCount === 0)).toBe(true);

      await page.goto(`${T.browse}?sort=rating`);
      const card = page.getByRole('link', { name: T.label(fmt(top.rating, lang), top.reviewCount) }).first();
      await expect(card).toBeVisible();
      await expect(card).toContainText(`${fmt(top.rating, lang)} (${top.reviewCount})`);
      await expect(page.getByRole('main').getByRole('link', { name: top.name }).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test('the item page shows the item’s rating with its count and the owner’s real average', async ({ page }) => {
      const { items } = await apiItems(page, 'sort=rating&limit=1');
      const [item] = items;
      const owner = (await (await page.request.get(`/api/users/${item.ownerId}`)).json()) as PublicUser;
      expect(owner.reviewCount).toBeGreaterThan(0);

      await page.goto(`${T.itemPath}${item.id}`);
      const main = page.getByRole('main');
      await expect(main.getByText(T.label(fmt(item.rating, lang), item.reviewCount)).first()).toBeAttached();
      await expect(main.getByText(`${fmt(item.rating, lang)} (${item.reviewCount})`).first()).toBeVisible();
      const ownerCard = page.getByRole('region', { name: T.owner });
      await expect(ownerCard).toContainText(`${fmt(owner.averageRating, lang)} (${owner.reviewCount})`);
      await expect(ownerCard).toContainText(T.label(fmt(owner.averageRating, lang), owner.reviewCount));

      // An item nobody reviewed yet says so.
      const unrated = (await apiItems(page, 'limit=100')).items.find((i) => i.reviewCount === 0);
      expect(unrated).toBeDefined();
      await page.goto(`${T.itemPath}${unrated!.id}`);
      await expect(page.getByRole('main').getByText(T.noRating, { exact: true }).first()).toBeVisible();
    });

    test('the profile shows the signed-in user’s average and review count', async ({ page }) => {
      const me = await loginViaApi(page);
      const user = (await (await page.request.get(`/api/users/${me.id}`)).json()) as PublicUser;
      expect(user.reviewCount).toBeGreaterThan(0);
      await page.goto(T.profile);
      const rating = page.getByTestId('profile-average-rating');
      await expect(rating).toContainText(`${fmt(user.averageRating, lang)} (${user.reviewCount})`);
      await expect(rating).toContainText(T.label(fmt(user.averageRating, lang), user.reviewCount));
    });
  });
}
