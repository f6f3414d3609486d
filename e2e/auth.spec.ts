import { type APIRequestContext, type Page } from '@playwright/test';
import {
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  latestEmailTo,
  test,
  uniqueEmail,
  useLanguage,
} from './fixtures';

const PASSWORD = 'Start123!';

async function registerViaApi(request: APIRequestContext, email: string, password = PASSWORD) {
  const res = await request.post('/api/register', {
    data: {
      email,
      password,
      firstName: 'Ewa',
      lastName: 'Testowa',
      mobileNumber: '+48 600100200',
      acceptedTerms: true,
      username: email.split('@')[0],
    },
  });
  expect(res.status()).toBe(201);
}

function toastWith(page: Page, text: string | RegExp, variant: 'default' | 'destructive' = 'destructive') {
  return page.locator(`[data-variant="${variant}"]`).filter({ hasText: text });
}

async function logInThroughForm(page: Page, email: string, password: string, submit: string) {
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel(/^(Hasło|Password)$/).fill(password);
  await main.getByRole('button', { name: submit, exact: true }).click();
}

async function resetLinkFor(page: Page, email: string, path: string) {
  const mail = await latestEmailTo(page, email);
  const match = new RegExp(`https?://[^\\s"]+${path}\\?token=[\\w%-]+`).exec(mail.text);
  expect(match, `reset link with ${path} in: ${mail.text}`).not.toBeNull();
  const url = new URL(match![0]);
  return `${url.pathname}${url.search}`;
}

test.describe('login and registration in English', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

  test('registers, logs out, logs back in and is sent to rent-out by returnTo', async ({ page }) => {
    const email = uniqueEmail('en-reg');
    await page.goto('/register');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await main.getByLabel('Email').fill(email);
    await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await main.getByLabel('Confirm password').fill(PASSWORD);
    await main.getByLabel('First name').fill('John');
    await main.getByLabel('Last name').fill('Smith');
    await main.getByLabel('Country code').selectOption('+44');
    await main.getByLabel('Phone number').fill('7700 900123');
    await main.getByRole('checkbox', { name: /I accept the terms of service/ }).check();
    await main.getByRole('button', { name: 'Sign up' }).click();

    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId('profile-name')).toHaveText('John Smith');
    await expect(page.getByTestId('profile-phone')).toHaveText('+44 7700900123');
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('user') ?? 'null') as { email: string } | null,
    );
    expect(stored?.email).toBe(email);

    expect((await page.request.post('/api/logout')).ok()).toBeTruthy();
    await page.goto('/login?returnTo=rent-out');
    await logInThroughForm(page, email, PASSWORD, 'Log in');
    await expect(page).toHaveURL(/\/rent-out$/);
    await page.goto('/profile');
    await expect(page.getByTestId('profile-email')).toHaveText(email);
  });

  test('a wrong password shows the login error toast and stays on the login page', async ({ page, request }) => {
    const email = uniqueEmail('en-wrong');
    await registerViaApi(request, email);
    await page.goto('/login');
    await logInThroughForm(page, email, 'Wrong123!', 'Log in');
    const toast = toastWith(page, 'Login error');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('login validates the fields and toggles the password visibility', async ({ page }) => {
    await page.goto('/login');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(main.getByText('Invalid email address')).toBeVisible();
    await expect(main.getByText('Password is required')).toBeVisible();
    const password = main.getByLabel('Password', { exact: true });
    await password.fill('Secret1!');
    await expect(password).toHaveAttribute('type', 'password');
    await main.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await main.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(main.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
    await expect(main.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  });

  test('the register checklist and strength meter follow the typing; a different confirmation must match', async ({
    page,
  }) => {
    await page.goto('/register');
    const main = page.getByRole('main');
    const password = main.getByLabel('Password', { exact: true });
    const rule = (id: string) => main.locator(`li[data-rule="${id}"]`);
    const meter = main.getByTestId('password-strength');

    await expect(meter).toHaveText('Password strength: weak');
    await password.fill('abc');
    await expect(rule('lowercase')).toHaveAttribute('data-met', 'true');
    await expect(rule('lowercase')).toContainText('(met)');
    await expect(rule('uppercase')).toContainText('(not met)');
    await expect(meter).toHaveText('Password strength: weak');
    await password.fill('abcD1');
    await expect(rule('uppercase')).toHaveAttribute('data-met', 'true');
    await expect(rule('number')).toHaveAttribute('data-met', 'true');
    await expect(rule('length')).toHaveAttribute('data-met', 'false');
    await expect(meter).toHaveText('Password strength: medium');
    await password.fill('abcD1!xyz');
    for (const id of ['length', 'uppercase', 'lowercase', 'number', 'special'])
      await expect(rule(id)).toHaveAttribute('data-met', 'true');
    await expect(meter).toHaveText('Password strength: strong');

    await main.getByLabel('Confirm password').fill('abcD1!xyZ');
    await main.getByRole('button', { name: 'Sign up' }).click();
    await expect(main.getByText('Passwords must match')).toBeVisible();
    await expect(main.getByText('First name is required')).toBeVisible();
    await expect(main.getByText('Phone number is required')).toBeVisible();
    // The terms and privacy policy must be accepted (issue 27 §2).
    await expect(main.getByText('You must accept the terms of service and the privacy policy')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('registering an e-mail that exists shows the server message in a toast', async ({ page, request }) => {
    const email = uniqueEmail('en-dup');
    await registerViaApi(request, email);
    await page.goto('/register');
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill(email);
    await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await main.getByLabel('Confirm password').fill(PASSWORD);
    await main.getByLabel('First name').fill('Dup');
    await main.getByLabel('Last name').fill('Licate');
    await main.getByLabel('Phone number').fill('600100200');
    await main.getByRole('checkbox', { name: /I accept the terms of service/ }).check();
    await main.getByRole('button', { name: 'Sign up' }).click();
    await expect(toastWith(page, 'Registration error')).toContainText('An account with this email already exists');
    await expect(page).toHaveURL(/\/register$/);
  });

  test('forgot password in English mails a /reset-password link that opens the English form', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('en-forgot');
    await registerViaApi(request, email);
    await page.goto('/forgot-password');
    await page.getByRole('main').getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await expect(page.getByText("Can't see the email? Check your spam folder.")).toBeVisible();
    const link = await resetLinkFor(page, email, '/reset-password');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  });
});

test.describe('password reset in Polish', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'pl'));

  test('reset link: the old password is refused inline, a new one works once, the link then is invalid', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('pl-reset');
    await registerViaApi(request, email);
    await page.goto('/logowanie');
    await page.getByRole('main').getByRole('link', { name: 'Nie pamiętasz hasła?' }).click();
    await expect(page).toHaveURL(/\/zapomniane-haslo$/);
    // The address changes before the lazily loaded page replaces the login form: wait for the new page.
    await expect(page.getByRole('heading', { level: 1, name: 'Nie pamiętasz hasła?' })).toBeVisible();
    await page.getByRole('main').getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Wyślij link' }).click();
    await expect(page.getByRole('heading', { name: 'Sprawdź swoją skrzynkę' })).toBeVisible();
    await expect(page.getByText('Nie widzisz wiadomości? Sprawdź folder spam.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Wróć do logowania' })).toHaveAttribute(
      'href',
      '/logowanie',
    );

    const link = await resetLinkFor(page, email, '/resetuj-haslo');
    await page.goto(link);
    const main = page.getByRole('main');
    await main.getByLabel('Nowe hasło', { exact: true }).fill(PASSWORD);
    await main.getByLabel('Potwierdź nowe hasło').fill(PASSWORD);
    await main.getByRole('button', { name: 'Zmień hasło' }).click();
    await expect(main.getByText('Hasło nie może być takie samo jak poprzednie')).toBeVisible();

    const fresh = 'Nowe456!';
    await main.getByLabel('Nowe hasło', { exact: true }).fill(fresh);
    await main.getByLabel('Potwierdź nowe hasło').fill(fresh);
    await main.getByRole('button', { name: 'Zmień hasło' }).click();
    await expect(main.getByRole('heading', { name: 'Hasło zmienione' })).toBeVisible();
    await main.getByRole('link', { name: 'Przejdź do logowania' }).click();
    await expect(page).toHaveURL(/\/logowanie$/);
    await logInThroughForm(page, email, fresh, 'Zaloguj się');
    await expect(page).toHaveURL(/\/$/);

    await page.goto(link);
    await main.getByLabel('Nowe hasło', { exact: true }).fill('Inne789!');
    await main.getByLabel('Potwierdź nowe hasło').fill('Inne789!');
    await main.getByRole('button', { name: 'Zmień hasło' }).click();
    await expect(main.getByRole('heading', { name: 'Link jest nieprawidłowy lub wygasł' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Poproś o nowy link' })).toHaveAttribute('href', '/zapomniane-haslo');
  });

  test('the reset page without a token goes to login with an error toast', async ({ page }) => {
    await page.goto('/resetuj-haslo');
    await expect(page).toHaveURL(/\/logowanie$/);
    await expect(toastWith(page, 'Nieprawidłowy token resetu hasła')).toBeVisible();
  });

  test('mismatched reset confirmation is refused in Polish', async ({ page }) => {
    await page.goto('/resetuj-haslo?token=abc');
    const main = page.getByRole('main');
    await main.getByLabel('Nowe hasło', { exact: true }).fill('Nowe456!');
    await main.getByLabel('Potwierdź nowe hasło').fill('Nowe456?');
    await main.getByRole('button', { name: 'Zmień hasło' }).click();
    await expect(main.getByText('Hasła nie są zgodne')).toBeVisible();
  });
});

test.describe('account screens are accessible and fit a phone', () => {
  for (const lang of ['pl', 'en'] as const) {
    test(`login, register, forgot and reset (${lang})`, async ({ page }) => {
      await useLanguage(page, lang);
      const paths =
        lang === 'pl'
          ? ['/logowanie', '/rejestracja', '/zapomniane-haslo', '/resetuj-haslo?token=abc']
          : ['/login', '/register', '/forgot-password', '/reset-password?token=abc'];
      for (const path of paths) {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(path);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await page.setViewportSize({ width: 375, height: 800 });
        await expectNoHorizontalOverflow(page);
      }
    });
  }
});

test.describe('signed in, the login and register pages send you on', () => {
  for (const lang of ['pl', 'en'] as const) {
    const P =
      lang === 'pl'
        ? { login: '/logowanie', register: '/rejestracja', item: '/przedmiot/1' }
        : { login: '/login', register: '/register', item: '/item/1' };
    test(`home, or returnTo when it is a path on this site (${lang})`, async ({ page, request }) => {
      await useLanguage(page, lang);
      const email = uniqueEmail(`${lang}-signed-in`);
      await registerViaApi(request, email);
      expect((await page.request.post('/api/login', { data: { email, password: PASSWORD } })).ok()).toBeTruthy();
      const path = () => new URL(page.url()).pathname + new URL(page.url()).search;

      await page.goto(P.login);
      await expect.poll(path).toBe('/');
      await page.goto(P.register);
      await expect.poll(path).toBe('/');
      await page.goto(`${P.login}?returnTo=${encodeURIComponent(`${P.item}?start=2030-01-02`)}`);
      await expect.poll(path).toBe(`${P.item}?start=2030-01-02`);
      await page.goto(`${P.login}?returnTo=${encodeURIComponent('//evil.example')}`);
      await expect.poll(path).toBe('/');
      // Replaced, not pushed: going back does not land on the login form again.
      await page.goto(P.item);
      await page.goto(P.login);
      await expect.poll(path).toBe('/');
      await page.goBack();
      await expect.poll(path).toBe(P.item);
    });
  }
});

test.describe('a locked-out login says how long in minutes', () => {
  test('after 5 failures the toast says "za 15 min" / "in 15 min", never seconds', async ({ page }) => {
    // A made-up account: failures count per account and address whether or not it exists.
    const email = uniqueEmail('locked');
    for (let i = 0; i < 5; i++)
      expect((await page.request.post('/api/login', { data: { email, password: 'Wrong123!' } })).status()).toBe(401);
    await page.goto('/logowanie');
    for (const lang of ['pl', 'en'] as const) {
      await page.evaluate((l) => localStorage.setItem('language', l), lang);
      await page.goto(lang === 'pl' ? '/logowanie' : '/login');
      await logInThroughForm(page, email, 'Wrong123!', lang === 'pl' ? 'Zaloguj się' : 'Log in');
      const toast = toastWith(page, lang === 'pl' ? /Spróbuj ponownie za 1[45] min/ : /Try again in 1[45] min/);
      await expect(toast).toBeVisible();
      await expect(toast).not.toContainText(/\d+ s\b/);
    }
  });
});
