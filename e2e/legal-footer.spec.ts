import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, test, useLanguage } from './fixtures';
import { shot } from './shots';

/**
 * Issue 27 §1: the footer and the contact page name the company that runs the site, from the configuration. The e2e
 * server has no COMPANY_*, so they say plainly it is a demo (in the page's language), with no invented street or
 * phone; the footer links to the three legal pages.
 */
const TEXTS = {
  pl: {
    home: '/',
    contact: '/kontakt',
    demoName: 'Wypożyczalnia — wersja demonstracyjna',
    demoAddress: 'Bez adresu siedziby',
    otherName: 'demo version',
    contactHeading: 'Dane kontaktowe',
    phone: 'Telefon',
    legal: [
      ['Regulamin', '/regulamin', 'Regulamin serwisu'],
      ['Polityka prywatności', '/polityka-prywatnosci', 'Polityka prywatności'],
      ['Deklaracja dostępności', '/deklaracja-dostepnosci', 'Deklaracja dostępności'],
    ],
  },
  en: {
    home: '/',
    contact: '/contact',
    demoName: 'Wypożyczalnia — demo version',
    demoAddress: 'No registered address',
    otherName: 'wersja demonstracyjna',
    contactHeading: 'Contact details',
    phone: 'Phone',
    legal: [
      ['Terms of service', '/terms', 'Terms of service'],
      ['Privacy policy', '/privacy', 'Privacy policy'],
      ['Accessibility statement', '/accessibility', 'Accessibility statement'],
    ],
  },
} as const;

/** The footer alone, at each width, when SHOTS_DIR is set. */
async function footerShot(page: Page, name: string) {
  if (!process.env.SHOTS_DIR) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole('contentinfo').screenshot({ path: `${process.env.SHOTS_DIR}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 375, height: 800 });
}

for (const lang of ['pl', 'en'] as const) {
  const T = TEXTS[lang];

  test(`the footer names the demo company and links to the legal pages (${lang}, 375 px)`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await useLanguage(page, lang);
    await page.goto(T.home);
    const footer = page.getByRole('contentinfo');
    const company = footer.getByTestId('footer-company');
    await expect(company).toContainText(T.demoName);
    await expect(company).toContainText(T.demoAddress);
    await expect(footer).not.toContainText(T.otherName);
    await expect(footer).not.toContainText(/Przykładowa|123 45 67|NIP/);
    // No phone line in the demo: no number was given, and none is invented.
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(0);
    await expect(footer.getByRole('link', { name: 'pomoc@wypozyczalnia.pl' })).toHaveAttribute(
      'href',
      'mailto:pomoc@wypozyczalnia.pl',
    );
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${T.demoName}`);
    const axe = await new AxeBuilder({ page }).include('footer').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await expectNoHorizontalOverflow(page);
    await footerShot(page, `footer-${lang}`);

    // Each legal link leads to its page, whose footer still names the company.
    for (const [label, href, title] of T.legal) {
      const link = page.getByRole('contentinfo').getByRole('link', { name: label, exact: true });
      await expect(link).toHaveAttribute('href', href);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^${title}`));
      await expect(page.getByRole('contentinfo').getByTestId('footer-company')).toContainText(T.demoName);
      await expectNoHorizontalOverflow(page);
    }
  });

  test(`the contact page shows the company's details (${lang}, 375 px)`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await useLanguage(page, lang);
    await page.goto(T.contact);
    const details = page.getByRole('region', { name: T.contactHeading });
    await expect(details).toContainText(T.demoName);
    await expect(details).toContainText(T.demoAddress);
    await expect(details.getByRole('link', { name: 'pomoc@wypozyczalnia.pl' })).toBeVisible();
    await expect(details).not.toContainText(T.phone);
    await expect(details).not.toContainText(/Przykładowa|123 45 67/);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
    await shot(page, `contact-${lang}`);
  });
}
