import type { Locator } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, loginViaApi, test, useLanguage } from './fixtures';
import { allItems } from './catalogue-helpers';

const TEXTS = {
  pl: {
    browse: '/przegladaj',
    myItems: '/moje-przedmioty',
    profile: '/profil',
    itemPath: '/przedmiot/',
    district: 'Dzielnica',
    noDistrict: 'Dowolna dzielnica',
    city: 'Miasto',
    deleteAccount: 'Usuń konto',
    deleteConfirm: 'Tak, usuń konto',
    deleteFailed: 'Nie udało się usunąć konta',
    insurance: 'Właściciel wymaga ubezpieczenia',
  },
  en: {
    browse: '/browse',
    myItems: '/my-items',
    profile: '/profile',
    itemPath: '/item/',
    district: 'District',
    noDistrict: 'Any district',
    city: 'City',
    deleteAccount: 'Delete account',
    deleteConfirm: 'Yes, delete my account',
    deleteFailed: 'Failed to delete account',
    insurance: 'The owner requires insurance',
  },
} as const;

const box = async (l: Locator) => (await l.boundingBox())!;

for (const lang of ['pl', 'en'] as const) {
  const T = TEXTS[lang];

  test.describe(`layout (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, lang);
    });

    test('at 1280 px the navbar and the footer line up with the content', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(T.browse);
      const h1 = await box(page.getByRole('heading', { level: 1 }));
      const filters = await box(page.getByRole('search'));
      const brand = await box(page.getByRole('banner').getByRole('link').first());
      const lastInBar = await box(
        page
          .getByRole('banner')
          .getByRole('link')
          .or(page.getByRole('banner').getByRole('button'))
          .filter({ visible: true })
          .last(),
      );
      const footerTitle = await box(page.getByRole('contentinfo').locator('p').first());
      const footerLast = await box(page.getByRole('contentinfo').locator('address'));
      expect(h1.x).toBeGreaterThan(40);
      expect(Math.abs(brand.x - h1.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(footerTitle.x - h1.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(lastInBar.x + lastInBar.width - (filters.x + filters.width))).toBeLessThanOrEqual(1);
      expect(footerLast.x + footerLast.width).toBeLessThanOrEqual(filters.x + filters.width + 1);
    });

    test('the unread count on the avatar leaves the initials uncovered, even at 99+', async ({ page }) => {
      await page.route('**/api/notifications/unread-count', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '142' }),
      );
      await loginViaApi(page);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(T.browse);
      const trigger = page.getByTestId('user-menu-trigger');
      const dot = await box(trigger.getByTestId('unread-dot'));
      await expect(trigger.getByTestId('unread-dot')).toHaveText('99+');
      // The initials' own glyph box, not the avatar's circle.
      const initials = await trigger
        .locator('span')
        .first()
        .evaluate((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          const r = range.getBoundingClientRect();
          return { x: r.x, y: r.y, width: r.width, height: r.height, text: el.textContent };
        });
      expect(initials.text).toBe('AK');
      const overlaps =
        dot.x < initials.x + initials.width &&
        initials.x < dot.x + dot.width &&
        dot.y < initials.y + initials.height &&
        initials.y < dot.y + dot.height;
      expect(overlaps).toBe(false);
    });

    test("the stat cards' links start in line with their numbers", async ({ page }) => {
      await loginViaApi(page);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(T.myItems);
      const stats = page.getByRole('region').filter({ has: page.getByTestId('stat-total-listings') });
      for (const id of ['stat-total-listings', 'stat-average-rating', 'stat-potential-earnings']) {
        const value = page.getByTestId(id);
        await expect(value).toBeVisible();
        const card = value.locator('..');
        const link = card.getByRole('link').or(card.getByRole('button')).first();
        expect(Math.abs((await box(link)).x - (await box(value)).x), id).toBeLessThanOrEqual(1);
      }
      await expect(stats).toHaveCount(1);
    });

    test('the hero search shows its whole "any district" choice', async ({ page }) => {
      for (const width of [1024, 1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/');
        const district = page.getByRole('search').getByLabel(T.district, { exact: true });
        await expect(district.locator('option:checked')).toHaveText(T.noDistrict);
        // The text of the choice, in the select's own font, against the room the select gives it (less its arrow).
        const fit = await district.evaluate((el: HTMLSelectElement) => {
          const style = getComputedStyle(el);
          const probe = document.createElement('span');
          probe.style.font = style.font;
          probe.style.position = 'absolute';
          probe.style.whiteSpace = 'nowrap';
          probe.textContent = el.selectedOptions[0].text;
          document.body.append(probe);
          const text = probe.getBoundingClientRect().width;
          probe.remove();
          const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
          return { text, room };
        });
        expect(fit.text, `${width}px`).toBeLessThanOrEqual(fit.room);
      }
    });

    test('a toast over an open modal sits above its backdrop and stays readable and announced', async ({ page }) => {
      await loginViaApi(page, 'ewa.dabrowska@example.com');
      await page.route(/\/api\/users\/\d+$/, (route) =>
        route.request().method() === 'DELETE'
          ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"INTERNAL","message":"x"}' })
          : route.continue(),
      );
      await page.goto(T.profile);
      await page.getByRole('button', { name: T.deleteAccount }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.locator('input[type="password"]').fill('Demo1234!');
      await dialog.getByRole('button', { name: T.deleteConfirm }).click();
      const toast = page.locator('[data-variant="destructive"]').filter({ hasText: T.deleteFailed });
      await expect(toast).toBeVisible();
      await expect(dialog).toBeVisible();
      // The topmost element at the toast's centre is the toast itself, not the dimming overlay.
      const b = await box(toast);
      const onTop = await page.evaluate(
        ({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('[data-variant]')),
        { x: b.x + b.width / 2, y: b.y + b.height / 2 },
      );
      expect(onTop).toBe(true);
      // Screen readers hear it although the page behind the modal is hidden from them.
      await expect(
        page.locator('[aria-live]:not([aria-hidden="true"])').filter({ hasText: T.deleteFailed }),
      ).toHaveCount(1);
    });

    test('the item page of an insured item has a clean definition list and passes axe', async ({ page }) => {
      const item = (await allItems(page)).find((i) => i.insuranceRequired && Number(i.damageDeposit) > 0)!;
      expect(item).toBeDefined();
      await page.goto(`${T.itemPath}${item.id}`);
      await expect(page.getByText(T.insurance, { exact: true })).toBeVisible();
      // A dl holds only dt/dd groups (wrapped in divs at most).
      const stray = await page
        .locator('dl')
        .evaluateAll((lists) =>
          lists.flatMap((dl) =>
            [...dl.children]
              .filter(
                (c) =>
                  !['DT', 'DD'].includes(c.tagName) &&
                  !(c.tagName === 'DIV' && [...c.children].every((g) => ['DT', 'DD'].includes(g.tagName))),
              )
              .map((c) => c.outerHTML.slice(0, 80)),
          ),
        );
      expect(stray).toEqual([]);
      await expectNoSeriousA11yViolations(page);
    });
  });
}
