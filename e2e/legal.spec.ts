import {
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  test,
  uniqueEmail,
  useLanguage,
} from './fixtures';
import { shot } from './shots';

/**
 * Issue 27 §1–§2: the company in the footer, the three legal pages reached from it, sign-up with the terms' acceptance,
 * and the prompt for a user who has not accepted the current terms. 375 px, both languages.
 */

const TEXTS = {
  pl: {
    home: '/',
    register: '/rejestracja',
    company: 'Wypożyczalnia — wersja demonstracyjna',
    pages: [
      { link: 'Regulamin', path: '/regulamin', title: 'Regulamin serwisu' },
      { link: 'Polityka prywatności', path: '/polityka-prywatnosci', title: 'Polityka prywatności' },
      { link: 'Deklaracja dostępności', path: '/deklaracja-dostepnosci', title: 'Deklaracja dostępności' },
    ],
    template: 'Wzór do weryfikacji przez prawnika',
    accept: /^Akceptuję regulamin/,
    mustAccept: 'Musisz zaakceptować regulamin i politykę prywatności',
    submit: 'Zarejestruj się',
    fields: {
      email: 'Email',
      password: 'Hasło',
      confirm: 'Potwierdź hasło',
      first: 'Imię',
      last: 'Nazwisko',
      phone: 'Numer telefonu',
    },
    profile: /\/profil$/,
    promptTitle: 'Zaktualizowaliśmy regulamin',
    promptAccept: 'Akceptuję',
  },
  en: {
    home: '/?lang=en',
    register: '/register',
    company: 'Wypożyczalnia — demo version',
    pages: [
      { link: 'Terms of service', path: '/terms', title: 'Terms of service' },
      { link: 'Privacy policy', path: '/privacy', title: 'Privacy policy' },
      { link: 'Accessibility statement', path: '/accessibility', title: 'Accessibility statement' },
    ],
    template: 'Template to be reviewed by a lawyer',
    accept: /^I accept the terms of service/,
    mustAccept: 'You must accept the terms of service and the privacy policy',
    submit: 'Sign up',
    fields: {
      email: 'Email',
      password: 'Password',
      confirm: 'Confirm password',
      first: 'First name',
      last: 'Last name',
      phone: 'Phone number',
    },
    profile: /\/profile$/,
    promptTitle: 'We have updated our terms',
    promptAccept: 'I accept',
  },
} as const;

test.use({ viewport: { width: 375, height: 800 } });

for (const lang of ['pl', 'en'] as const) {
  const x = TEXTS[lang];

  test(`the footer names the company and leads to the three legal pages in ${lang}`, async ({ page }) => {
    await useLanguage(page, lang);
    await page.goto(x.home);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByTestId('footer-company')).toContainText(x.company);
    for (const doc of x.pages) {
      await page.goto(x.home);
      await page.getByRole('contentinfo').getByRole('link', { name: doc.link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${doc.path}$`));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: doc.title })).toBeVisible();
      await expect(main).toContainText(x.template);
      await expect(main).toContainText(x.company);
      await expect(page.getByTestId('legal-version')).toContainText('2026');
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page);
      await shot(page, `legal-${doc.path.slice(1)}`);
    }
  });

  test(`sign-up asks for the terms' acceptance and records it in ${lang}`, async ({ page }) => {
    await useLanguage(page, lang);
    await page.goto(x.register);
    const main = page.getByRole('main');
    const f = x.fields;
    await main.getByLabel(f.email).fill(uniqueEmail(`terms-${lang}`));
    await main.getByLabel(f.password, { exact: true }).fill('Kajak7Rower!');
    await main.getByLabel(f.confirm).fill('Kajak7Rower!');
    await main.getByLabel(f.first).fill('Ola');
    await main.getByLabel(f.last).fill('Nowa');
    await main.getByLabel(f.phone).fill('600 700 800');
    await main.getByRole('button', { name: x.submit }).click();
    await expect(main.getByText(x.mustAccept)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, `legal-signup-${lang}`);
    const box = main.getByRole('checkbox', { name: x.accept });
    await box.check();
    await main.getByRole('button', { name: x.submit }).click();
    await expect(page).toHaveURL(x.profile);
    const me = (await (await page.request.get('/api/auth/me')).json()) as {
      user: { termsAcceptedVersion: string | null; termsAcceptedAt: string | null };
    };
    expect(me.user.termsAcceptedVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(me.user.termsAcceptedAt).not.toBeNull();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test(`an account made without accepting is asked on its first screen, and accepts, in ${lang}`, async ({ page }) => {
    await useLanguage(page, lang);
    const res = await page.request.post('/api/register', {
      data: {
        email: uniqueEmail(`spec-${lang}`),
        password: 'Kajak7Rower!',
        firstName: 'Jan',
        lastName: 'Spec',
        mobileNumber: '+48 600100200',
      },
    });
    expect(res.status()).toBe(201);
    await page.goto(x.home);
    const prompt = page.getByRole('alertdialog', { name: x.promptTitle });
    await expect(prompt).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(prompt).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, `legal-prompt-${lang}`);
    // The documents open beside it, unasked.
    await page.goto(x.pages[0].path);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await page.goto(x.home);
    await page.getByRole('alertdialog').getByRole('button', { name: x.promptAccept, exact: true }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await page.reload();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
}
