import { type Browser, type Page } from '@playwright/test';
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
const NEW_PASSWORD = 'Kajak7Rower!';

/** Registers through the API with the page's cookies: the page is signed in, its address not yet confirmed. */
async function registerAndLogIn(page: Page, email: string, lang: 'pl' | 'en') {
  const res = await page.request.post('/api/register', {
    headers: { 'accept-language': lang },
    data: {
      email,
      password: PASSWORD,
      firstName: 'Ola',
      lastName: 'Nowa',
      mobileNumber: '+48 600100200',
      acceptedTerms: true,
    },
  });
  expect(res.status()).toBe(201);
}

/** The path and query of the newest link to `path` e-mailed to an address (the dev outbox). */
async function linkFor(page: Page, email: string, path: string) {
  await expect.poll(async () => (await latestEmailTo(page, email)).text.includes(`${path}?token=`)).toBe(true);
  const mail = await latestEmailTo(page, email);
  const url = new URL(new RegExp(`https?://[^\\s"]+${path}\\?token=[\\w%-]+`).exec(mail.text)![0]);
  return `${url.pathname}${url.search}`;
}

async function secondDevice(browser: Browser, email: string, password: string) {
  const context = await browser.newContext();
  const res = await context.request.post('/api/login', { data: { email, password } });
  expect(res.ok()).toBeTruthy();
  return context;
}

test('Polish: the banner asks to confirm the address, the link from the e-mail confirms it and the banner goes', async ({
  page,
}) => {
  await useLanguage(page, 'pl');
  const email = uniqueEmail('pl-verify');
  await registerAndLogIn(page, email, 'pl');
  await page.goto('/profil');
  const banner = page.getByTestId('verify-email-banner');
  await expect(banner).toContainText('Potwierdź swój adres email.');
  await expect(banner).toContainText(email);
  await expect(page.getByRole('main').getByText('Niepotwierdzony')).toBeVisible();
  // The sign-up e-mail went a moment ago: an immediate resend is throttled, and the banner says so.
  await banner.getByRole('button', { name: 'Wyślij link ponownie' }).click();
  await expect(banner.getByRole('status')).toContainText('Link weryfikacyjny został już niedawno wysłany');

  const link = await linkFor(page, email, '/weryfikacja-email');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Adres potwierdzony' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`Adres email ${email} został potwierdzony.`);
  await expect(banner).toBeHidden();
  await page.getByRole('main').getByRole('link', { name: 'Przejdź do profilu' }).click();
  await expect(page.getByTestId('profile-email')).toHaveText(email);
  await expect(page.getByRole('main').getByText('Niepotwierdzony')).toBeHidden();

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Link jest nieprawidłowy lub wygasł' })).toBeVisible();
});

test('English: an e-mail change needs the password and takes effect after the link; the old address is told', async ({
  page,
}) => {
  await useLanguage(page, 'en');
  const email = uniqueEmail('en-change');
  const newEmail = uniqueEmail('en-changed');
  await registerAndLogIn(page, email, 'en');
  await page.goto('/profile');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Edit profile' }).click();
  // The edit form's own password field appears only when the e-mail changes (the password section has another).
  const current = page.locator('#profile-current-password');
  await expect(current).toHaveCount(0);
  await main.getByLabel('Email').fill(newEmail);
  await main.getByRole('button', { name: 'Save changes' }).click();
  await expect(main.getByText('Enter your current password')).toBeVisible();
  await current.fill('Wrong123!');
  await main.getByRole('button', { name: 'Save changes' }).click();
  await expect(main.getByText('Your current password is incorrect')).toBeVisible();
  await current.fill(PASSWORD);
  await main.getByRole('button', { name: 'Save changes' }).click();

  await expect(page.locator('[data-variant="default"]').filter({ hasText: 'Check your inbox' })).toBeVisible();
  await expect(page.getByTestId('profile-email')).toHaveText(email);
  await expect(page.getByTestId('profile-pending-email')).toHaveText(`Waiting for confirmation: ${newEmail}`);

  await page.goto(await linkFor(page, newEmail, '/verify-email'));
  await expect(main).toContainText(`Your e-mail address has been changed to ${newEmail}.`);
  await page.goto('/profile');
  await expect(page.getByTestId('profile-email')).toHaveText(newEmail);
  await expect(page.getByTestId('profile-pending-email')).toBeHidden();
  expect((await latestEmailTo(page, email)).subject).toBe('The e-mail address of your account was changed');
});

test('Polish: changing the password logs out other devices and e-mails the user', async ({ page, browser }) => {
  await useLanguage(page, 'pl');
  const email = uniqueEmail('pl-password');
  await registerAndLogIn(page, email, 'pl');
  const other = await secondDevice(browser, email, PASSWORD);
  await page.goto('/profil');
  const main = page.getByRole('main');
  await main.getByLabel('Obecne hasło').fill(PASSWORD);
  await main.getByLabel('Nowe hasło', { exact: true }).fill('Haslo123!');
  await main.getByLabel('Powtórz nowe hasło').fill('Haslo123!');
  await main.getByRole('button', { name: 'Zmień hasło' }).click();
  await expect(main.getByText('To hasło jest zbyt popularne i łatwe do odgadnięcia: wybierz inne')).toBeVisible();
  await main.getByLabel('Nowe hasło', { exact: true }).fill(NEW_PASSWORD);
  await main.getByLabel('Powtórz nowe hasło').fill(NEW_PASSWORD);
  await main.getByRole('button', { name: 'Zmień hasło' }).click();
  await expect(page.locator('[data-variant="default"]').filter({ hasText: 'Hasło zmienione' })).toBeVisible();

  expect((await page.request.get('/api/auth/me')).status()).toBe(200);
  expect((await other.request.get('/api/auth/me')).status()).toBe(401);
  expect((await latestEmailTo(page, email)).subject).toBe('Hasło do Twojego konta zostało zmienione');
  expect((await other.request.post('/api/login', { data: { email, password: NEW_PASSWORD } })).ok()).toBeTruthy();
  await other.close();
});

test('English: "log out other devices" ends the other sessions and keeps this one', async ({ page, browser }) => {
  await useLanguage(page, 'en');
  const email = uniqueEmail('en-devices');
  await registerAndLogIn(page, email, 'en');
  const other = await secondDevice(browser, email, PASSWORD);
  await page.goto('/profile');
  await page.getByRole('main').getByRole('button', { name: 'Log out other devices' }).click();
  await expect(
    page.locator('[data-variant="default"]').filter({ hasText: 'You have been logged out of all other devices.' }),
  ).toBeVisible();
  expect((await other.request.get('/api/auth/me')).status()).toBe(401);
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);
  await other.close();
});

test('the banner and the profile fit 1280 and 375 px in both languages, accessibly', async ({ page }, testInfo) => {
  for (const lang of ['pl', 'en'] as const) {
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear()).catch(() => undefined);
    await page.goto('/');
    await page.evaluate((l) => localStorage.setItem('language', l), lang);
    await registerAndLogIn(page, uniqueEmail(`${lang}-shots`), lang);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(lang === 'pl' ? '/profil' : '/profile');
      await expect(page.getByTestId('verify-email-banner')).toBeVisible();
      await expect(page.getByTestId('profile-name')).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`profile-${lang}-${width}.png`), fullPage: true });
    }
  }
});
