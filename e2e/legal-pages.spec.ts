import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, expectNoHorizontalOverflow, test, useLanguage } from './fixtures';
import { shot } from './shots';

/**
 * Issue 27 §2: the terms, the privacy policy and the accessibility statement, opened from the footer on a phone in both
 * languages: a marked template with its version, a table of contents that leads to its sections, links between the
 * documents and to the contact page, the cookie table, no horizontal scrolling and no accessibility violation.
 */
const TEXTS = {
  pl: {
    home: '/',
    template: 'Wzór do weryfikacji przez prawnika',
    contents: 'Spis treści',
    contact: '/kontakt',
    pages: [
      {
        name: 'terms',
        link: 'Regulamin',
        path: '/regulamin',
        title: 'Regulamin serwisu Wypożyczalnia',
        version: /^Wersja z dnia \d+ \S+ \d{4}$/,
        section: ['Reklamacje', 'reklamacje'],
      },
      {
        name: 'privacy',
        link: 'Polityka prywatności',
        path: '/polityka-prywatnosci',
        title: 'Polityka prywatności',
        version: /^Wersja z dnia/,
        section: ['Pliki cookie', 'cookies'],
      },
      {
        name: 'accessibility',
        link: 'Deklaracja dostępności',
        path: '/deklaracja-dostepnosci',
        title: 'Deklaracja dostępności',
        version: /^Data sporządzenia: /,
        section: ['Procedura egzekwowania', 'egzekwowanie'],
      },
    ],
    cookieHead: ['Nazwa', 'Cel', 'Ważność'],
  },
  en: {
    home: '/',
    template: 'Template to be reviewed by a lawyer',
    contents: 'Contents',
    contact: '/contact',
    pages: [
      {
        name: 'terms',
        link: 'Terms of service',
        path: '/terms',
        title: 'Terms of service',
        version: /^Version of \d+ \S+ \d{4}$/,
        section: ['Complaints', 'complaints'],
      },
      {
        name: 'privacy',
        link: 'Privacy policy',
        path: '/privacy',
        title: 'Privacy policy',
        version: /^Version of/,
        section: ['Cookies', 'cookies'],
      },
      {
        name: 'accessibility',
        link: 'Accessibility statement',
        path: '/accessibility',
        title: 'Accessibility statement',
        version: /^Prepared on /,
        section: ['Enforcement procedure', 'enforcement'],
      },
    ],
    cookieHead: ['Name', 'Purpose', 'Lifetime'],
  },
} as const;

/** Every axe violation of the page, whatever its impact. */
async function expectNoA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

for (const lang of ['pl', 'en'] as const) {
  const T = TEXTS[lang];

  test(`the legal pages from the footer (${lang}, 375 px)`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await useLanguage(page, lang);
    await page.goto(T.home);

    for (const doc of T.pages) {
      await page.goto(T.home);
      await page.getByRole('contentinfo').getByRole('link', { name: doc.link, exact: true }).click();
      await expect(page).toHaveURL(doc.path);
      const article = page.locator('article');
      await expect(article.getByRole('heading', { level: 1 })).toHaveText(doc.title);
      await expect(page.getByTestId('legal-version')).toHaveText(doc.version);
      await expect(article.getByText(T.template)).toBeVisible();

      // The contents lead to a section, by its anchor.
      const toc = article.getByRole('navigation', { name: T.contents });
      await toc.getByRole('link', { name: doc.section[0], exact: true }).click();
      await expect(page).toHaveURL(`${doc.path}#${doc.section[1]}`);
      await expect(article.getByRole('heading', { level: 2, name: new RegExp(`${doc.section[0]}$`) })).toBeInViewport();

      // Links to the other two documents and to the contact page.
      for (const other of T.pages.filter((p) => p !== doc))
        await expect(article.locator(`a[href="${other.path}"]`).first()).toBeVisible();
      await expect(article.locator(`a[href="${T.contact}"]`).first()).toBeVisible();

      if (doc.name === 'privacy') {
        const table = article.getByRole('table').filter({ hasText: 'sid' });
        await expect(table.getByRole('columnheader')).toHaveText([...T.cookieHead]);
        await expect(table.getByRole('row')).toHaveCount(3);
      }

      await expectNoHorizontalOverflow(page);
      await expectNoA11yViolations(page);
      await shot(page, `legal-${doc.name}-${lang}`);
    }
  });
}

test('a document leads to the others without going back to the footer (pl)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await useLanguage(page, 'pl');
  await page.goto('/regulamin');
  await page.locator('article').getByRole('link', { name: 'Polityka prywatności', exact: true }).last().click();
  await expect(page).toHaveURL('/polityka-prywatnosci');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Polityka prywatności');
  await page.locator('article').getByRole('link', { name: 'Deklaracja dostępności', exact: true }).last().click();
  await expect(page).toHaveURL('/deklaracja-dostepnosci');
  await expect(page).toHaveTitle(/^Deklaracja dostępności \| /);
});
