import { expect, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, test, useLanguage } from './fixtures';

test.describe('how it works', () => {
  test('Polish: hero, four numbered steps, three benefits and the two calls to action', async ({ page }) => {
    await page.goto('/jak-to-dziala');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Jak to działa?' })).toBeVisible();
    const steps = main
      .getByRole('list')
      .filter({ has: page.getByRole('heading', { name: /Zarejestruj się i wyszukaj/ }) })
      .getByRole('listitem');
    await expect(steps).toHaveCount(4);
    for (const [i, title] of [
      'Zarejestruj się i wyszukaj',
      'Przeglądaj lub dodaj',
      'Potwierdź i zapłać',
      'Ciesz się i oddaj',
    ].entries()) {
      await expect(steps.nth(i)).toContainText(String(i + 1));
      await expect(steps.nth(i).getByRole('heading', { level: 3 })).toContainText(title);
    }
    for (const benefit of ['Tworzona przez społeczność', 'Bezpiecznie i pewnie', 'Zrównoważone dzielenie się'])
      await expect(main.getByRole('heading', { level: 3, name: benefit })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Przeglądaj przedmioty' })).toHaveAttribute('href', '/przegladaj');
    await expect(main.getByRole('link', { name: 'Dodaj ogłoszenie' })).toHaveAttribute('href', '/wypozycz-przedmiot');
    await expectNoSeriousA11yViolations(page);
  });

  test('English: the same content on /how-it-works with English paths', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/how-it-works');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'How does it work?' })).toBeVisible();
    for (const title of [
      'Sign up and search',
      'Browse or add, and message the owner',
      'Confirm and pay',
      'Enjoy and return',
    ])
      await expect(main.getByRole('heading', { level: 3, name: new RegExp(title) })).toBeVisible();
    for (const benefit of ['Community-driven', 'Secure and safe', 'Sustainable sharing'])
      await expect(main.getByRole('heading', { level: 3, name: benefit })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Browse items' })).toHaveAttribute('href', '/browse');
    await main.getByRole('link', { name: 'Create listing' }).click();
    await expect(page).toHaveURL(/\/rent-out$/);
  });
});

test.describe('about', () => {
  for (const lang of ['pl', 'en'] as const) {
    test(`story figures, mission, four personas and the buttons in ${lang}`, async ({ page }) => {
      await useLanguage(page, lang);
      await page.goto(lang === 'pl' ? '/o-nas' : '/about');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: lang === 'pl' ? 'O nas' : 'About us' })).toBeVisible();
      for (const figure of ['10K+', '50K+', '99%', '24/7'])
        await expect(main.getByText(figure, { exact: true })).toBeVisible();
      await expect(
        main.getByRole('heading', { level: 2, name: lang === 'pl' ? 'Nasza misja' : 'Our mission' }),
      ).toBeVisible();
      const personas = main
        .getByRole('region', { name: lang === 'pl' ? 'Dla kogo jesteśmy' : 'Who we are for' })
        .getByRole('listitem');
      await expect(personas).toHaveCount(4);
      await expect(
        main.getByRole('link', { name: lang === 'pl' ? 'Przeglądaj przedmioty' : 'Browse items' }),
      ).toHaveAttribute('href', lang === 'pl' ? '/przegladaj' : '/browse');
      await expect(
        main.getByRole('link', { name: lang === 'pl' ? 'Wypożycz swój przedmiot' : 'Rent out your item' }),
      ).toHaveAttribute('href', lang === 'pl' ? '/wypozycz-przedmiot' : '/rent-out');
      if (lang === 'pl') await expectNoSeriousA11yViolations(page);
    });
  }
});

test.describe('FAQ', () => {
  test('twelve questions; one open at a time; the open one collapses', async ({ page }) => {
    await page.goto('/faq');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Najczęściej zadawane pytania' })).toBeVisible();
    const questions = main.getByRole('heading', { level: 2 }).getByRole('button');
    await expect(questions).toHaveCount(12);
    for (let i = 0; i < 12; i++) await expect(questions.nth(i)).toHaveAttribute('aria-expanded', 'false');

    const payments = main.getByRole('button', { name: 'Jakie metody płatności są dostępne?' });
    const cancellation = main.getByRole('button', { name: 'Czy mogę anulować rezerwację?' });
    await payments.click();
    await expect(payments).toHaveAttribute('aria-expanded', 'true');
    await expect(main.getByText(/kartą płatniczą, szybkim przelewem bankowym lub BLIK-iem/)).toBeVisible();

    await cancellation.click();
    await expect(cancellation).toHaveAttribute('aria-expanded', 'true');
    await expect(payments).toHaveAttribute('aria-expanded', 'false');
    await expect(main.getByText(/BLIK-iem/)).toBeHidden();
    await expect(main.getByText(/restrykcyjne — zwrot 50% do 48 godzin/)).toBeVisible();
    await expect(main.getByText(/standardowe \(domyślne\) — zwrot 100% do 24 godzin/)).toBeVisible();
    await expect(main.getByText(/elastyczne — zwrot 100% do 2 godzin/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await cancellation.click();
    await expect(cancellation).toHaveAttribute('aria-expanded', 'false');
    for (let i = 0; i < 12; i++) await expect(questions.nth(i)).toHaveAttribute('aria-expanded', 'false');
  });

  test('English: twelve questions about fees and deposits, opened with the keyboard', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/faq');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 }).getByRole('button')).toHaveCount(12);
    const fee = main.getByRole('button', { name: 'How much does Wypożyczalnia cost?' });
    await fee.focus();
    await page.keyboard.press('Enter');
    await expect(fee).toHaveAttribute('aria-expanded', 'true');
    await expect(main.getByText(/service fee of 10% of the rental value/)).toBeVisible();
    await main.getByRole('link', { name: 'Write to us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });
  for (const path of ['/jak-to-dziala', '/o-nas', '/faq', '/kontakt', '/how-it-works', '/about', '/contact']) {
    test(`${path} has no horizontal overflow`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoHorizontalOverflow(page);
    });
  }
});
