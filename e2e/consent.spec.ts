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
 * Issue 27 §2, consent: sign-up with the terms' acceptance on record, and the prompt for a user who has not accepted
 * the current terms (the footer and the legal pages: legal-footer.spec.ts, legal-pages.spec.ts). 375 px, both languages.
 */

const TEXTS = {
  pl: {
    home: '/',
    terms: '/regulamin',
    register: '/rejestracja',
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
    promptTitle: 'Zaakceptuj regulamin',
    promptAccept: 'Akceptuję',
  },
  en: {
    home: '/?lang=en',
    terms: '/terms',
    register: '/register',
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
    promptTitle: 'Accept our terms',
    promptAccept: 'I accept',
  },
} as const;

test.use({ viewport: { width: 375, height: 800 } });

for (const lang of ['pl', 'en'] as const) {
  const x = TEXTS[lang];

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
    await expectNoHorizontalOverflow(page);
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
    await page.goto(x.terms);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await page.goto(x.home);
    await page.getByRole('alertdialog').getByRole('button', { name: x.promptAccept, exact: true }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await page.reload();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
}
