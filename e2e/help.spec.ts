import { expect, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, test, useLanguage } from './fixtures';
import type { Page } from '@playwright/test';

/** Console errors and warnings (React's hydration mismatches among them) and failed requests, collected from now on. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
  });
  return problems;
}

const CASES = {
  pl: {
    home: '/',
    footerLink: 'Centrum pomocy',
    list: '/pomoc',
    listTitle: 'Centrum pomocy',
    article: 'Anulowanie i zwroty',
    articlePath: '/pomoc/anulowanie',
    section: 'Warunki elastyczne',
    sectionText: /zwracamy 100% ceny wynajmu razem z opłatą serwisową oraz kaucję/,
    faqQuestion: 'Czym jest kaucja za szkody?',
    faqLink: 'Więcej w centrum pomocy',
    faqTarget: /\/pomoc\/kaucja#what-it-is$/,
    faqHeading: 'Czym jest kaucja',
    back: 'Wszystkie artykuły pomocy',
  },
  en: {
    home: '/?lang=en',
    footerLink: 'Help centre',
    list: '/help',
    listTitle: 'Help centre',
    article: 'Cancellations and refunds',
    articlePath: '/help/cancellation',
    section: 'Flexible terms',
    sectionText: /we refund 100% of the rental price together with the service fee, and the deposit/,
    faqQuestion: 'What is the damage deposit?',
    faqLink: 'More in the help centre',
    faqTarget: /\/help\/deposit#what-it-is$/,
    faqHeading: 'What the deposit is',
    back: 'All help articles',
  },
} as const;

test.describe('help centre', () => {
  for (const lang of ['pl', 'en'] as const) {
    const c = CASES[lang];

    test(`${lang}: from the footer to the list, an article and one of its sections, without a hydration warning`, async ({
      page,
    }) => {
      await useLanguage(page, lang);
      const problems = watchProblems(page);
      await page.goto(c.home);
      await page.getByRole('contentinfo').getByRole('link', { name: c.footerLink, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${c.list}$`));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: c.listTitle })).toBeVisible();
      await expect(main.getByRole('listitem')).toHaveCount(15);

      await main.getByRole('link', { name: c.article }).click();
      await expect(page).toHaveURL(new RegExp(`${c.articlePath}$`));
      await expect(main.getByRole('heading', { level: 1, name: c.article })).toBeVisible();
      await main.getByRole('navigation').getByRole('link', { name: c.section }).click();
      await expect(page).toHaveURL(new RegExp(`${c.articlePath}#flexible$`));
      const section = main.locator('section#flexible');
      await expect(section.getByRole('heading', { level: 2, name: c.section })).toBeInViewport();
      await expect(section).toContainText(c.sectionText);
      await main.getByRole('link', { name: c.back }).click();
      await expect(page).toHaveURL(new RegExp(`${c.list}$`));
      expect(problems).toEqual([]);
    });

    test(`${lang}: an article opened at a section's address is server-rendered, hydrated and scrolled there`, async ({
      page,
    }) => {
      const problems = watchProblems(page);
      const res = await page.goto(`${c.articlePath}#flexible`, { waitUntil: 'networkidle' });
      expect(res?.status()).toBe(200);
      expect(await res!.text()).toContain('id="flexible"');
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
      await expect(page.locator('section#flexible').getByRole('heading', { level: 2 })).toBeInViewport();
      if (lang === 'pl') await expectNoSeriousA11yViolations(page);
      expect(problems).toEqual([]);
    });

    test(`${lang}: a FAQ entry links to its article's section`, async ({ page }) => {
      await useLanguage(page, lang);
      const problems = watchProblems(page);
      await page.goto(lang === 'pl' ? '/faq' : '/faq?lang=en');
      const main = page.getByRole('main');
      await main.getByRole('button', { name: c.faqQuestion }).click();
      await main.getByRole('link', { name: c.faqLink }).click();
      await expect(page).toHaveURL(c.faqTarget);
      await expect(main.getByRole('heading', { level: 2, name: c.faqHeading })).toBeInViewport();
      expect(problems).toEqual([]);
    });
  }

  test('the language switch moves an article to its slug in the other language', async ({ page }) => {
    await page.goto('/pomoc/kaucja');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await page.getByRole('banner').getByRole('button', { name: 'EN' }).first().click();
    await expect(page).toHaveURL(/\/help\/deposit$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'The damage deposit' })).toBeVisible();
  });

  test('an unknown article is the not-found screen with a 404', async ({ page }) => {
    const res = await page.goto('/pomoc/nie-ma-takiego-artykulu');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('main')).toContainText('404');
  });

  test('at 375 px an article has no horizontal overflow', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/pomoc/oplaty');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});
