import { type Page } from '@playwright/test';
import { expect, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, test, uniqueEmail, useLanguage } from './fixtures';

/** A 16×16 green PNG, small enough to upload as a profile photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGElEQVQokWMQbbAlCTGMamgYDSXR4Zo0AH3f0gEPDDCCAAAAAElFTkSuQmCC',
  'base64',
);
const PASSWORD = 'Start123!';

/** Logs out through the navbar's account menu when it is there, otherwise through the API. */
async function logOut(page: Page) {
  const trigger = page.getByTestId('user-menu-trigger');
  if (await trigger.isVisible()) {
    await trigger.click();
    await page.getByRole('menuitem', { name: /^(Wyloguj się|Logout)$/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(trigger).toBeHidden();
  } else {
    expect((await page.request.post('/api/logout')).ok()).toBeTruthy();
  }
}

/** Registers through the API with the page's cookies, so the page is then logged in. */
async function registerAndLogIn(page: Page, email: string) {
  const res = await page.request.post('/api/register', {
    data: { email, password: PASSWORD, firstName: 'Ola', lastName: 'Nowa', mobileNumber: '+48 600100200', username: email.split('@')[0] },
  });
  expect(res.status()).toBe(201);
}

test('registers in Polish, edits the profile with a photo, logs out and back in', async ({ page }) => {
  await useLanguage(page, 'pl');
  const email = uniqueEmail('pl-profile');
  await page.goto('/rejestracja');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
  await main.getByLabel('Potwierdź hasło').fill(PASSWORD);
  await main.getByLabel('Imię').fill('Zofia');
  await main.getByLabel('Nazwisko').fill('Kwiatkowska');
  await expect(main.getByLabel('Numer kierunkowy')).toHaveValue('+48');
  await main.getByLabel('Numer telefonu').fill('600 700 800');
  await main.getByRole('button', { name: 'Zarejestruj się' }).click();

  await expect(page).toHaveURL(/\/profil$/);
  await expect(page.getByTestId('profile-name')).toHaveText('Zofia Kwiatkowska');
  await expect(page.getByTestId('profile-email')).toHaveText(email);
  await expect(page.getByTestId('profile-phone')).toHaveText('+48 600700800');
  await expect(main.getByText(`Członek od ${new Date().getFullYear()}`)).toBeVisible();
  await expect(main.getByText('Aktywne')).toBeVisible();

  await main.getByRole('button', { name: 'Edytuj profil' }).click();
  const country = main.getByLabel('Kraj (numer kierunkowy)');
  await expect(country).toHaveValue('PL');
  expect(await country.locator('option').count()).toBeGreaterThanOrEqual(220);
  await main.getByLabel('Imię').fill('Zosia');
  await country.selectOption({ label: 'Niemcy (+49)' });
  await main.getByLabel('Numer telefonu').fill('1512 3456789');
  await page.locator('#profile-photo').setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: PNG });
  await expect(main.getByRole('img', { name: 'Zdjęcie profilowe: Zofia Kwiatkowska' })).toHaveAttribute('src', /^data:image\/png;base64,/);
  await main.getByRole('button', { name: 'Zapisz zmiany' }).click();

  await expect(page.locator('[data-variant="default"]').filter({ hasText: 'Profil zaktualizowany' })).toBeVisible();
  const expectSaved = async () => {
    await expect(page.getByTestId('profile-name')).toHaveText('Zosia Kwiatkowska');
    await expect(page.getByTestId('profile-phone')).toHaveText('+49 15123456789');
    const photo = main.getByRole('img', { name: 'Zosia Kwiatkowska' });
    await expect(photo).toHaveAttribute('src', /^\/uploads\//);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  };
  await expectSaved();
  await page.reload();
  await expectSaved();

  await logOut(page);
  await page.goto('/profil');
  await expect(main.getByRole('heading', { name: 'Wymagane logowanie' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute('href', '/logowanie');

  await page.goto('/logowanie');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
  await main.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profil');
  await expect(page.getByTestId('profile-name')).toHaveText('Zosia Kwiatkowska');
  await main.getByRole('button', { name: 'Edytuj profil' }).click();
  await expect(main.getByLabel('Kraj (numer kierunkowy)')).toHaveValue('DE');
});

test('profile edit: blank names are refused, the photo can be removed, an oversized file is refused (English)', async ({ page }) => {
  await useLanguage(page, 'en');
  await registerAndLogIn(page, uniqueEmail('en-edit'));
  await page.goto('/profile');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Edit profile' }).click();

  await main.getByLabel('First name').fill('   ');
  await main.getByRole('button', { name: 'Save changes' }).click();
  await expect(main.getByText('All fields are required')).toBeVisible();
  await main.getByLabel('First name').fill('Ola');

  await page.locator('#profile-photo').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(5_000_001) });
  await expect(page.locator('[data-variant="destructive"]').filter({ hasText: 'File too large' })).toContainText('Please select an image smaller than 5MB');

  await page.locator('#profile-photo').setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: PNG });
  await main.getByRole('button', { name: 'Save changes' }).click();
  await expect(main.getByRole('img', { name: 'Ola Nowa' })).toHaveAttribute('src', /^\/uploads\//);

  await main.getByRole('button', { name: 'Edit profile' }).click();
  await main.getByRole('button', { name: 'Remove photo' }).click();
  await main.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('profile-name')).toBeVisible();
  await expect(main.locator('img')).toHaveCount(0);
  await expect(main.getByRole('img', { name: 'Ola Nowa' })).toHaveText('ON');
});

test('account deletion through the dialog logs out and the old credentials no longer work', async ({ page }) => {
  await useLanguage(page, 'pl');
  const email = uniqueEmail('pl-delete');
  await registerAndLogIn(page, email);
  await page.goto('/profil');
  const main = page.getByRole('main');
  await expect(page.getByTestId('profile-email')).toHaveText(email);

  await main.getByRole('button', { name: 'Usuń konto' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Czy na pewno chcesz usunąć konto?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Anuluj' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('profile-email')).toHaveText(email);

  await main.getByRole('button', { name: 'Usuń konto' }).click();
  // The password confirms it: missing, then wrong, then right.
  await dialog.getByRole('button', { name: 'Tak, usuń konto' }).click();
  await expect(dialog.getByText('Podaj obecne hasło')).toBeVisible();
  await dialog.getByLabel('Wpisz hasło, aby potwierdzić').fill('Wrong123!');
  await dialog.getByRole('button', { name: 'Tak, usuń konto' }).click();
  await expect(dialog.getByText('Obecne hasło jest nieprawidłowe')).toBeVisible();
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);
  await dialog.getByLabel('Wpisz hasło, aby potwierdzić').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Tak, usuń konto' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('[data-variant="default"]').filter({ hasText: 'Konto usunięte' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);

  await page.goto('/logowanie');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
  await main.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(page.locator('[data-variant="destructive"]').filter({ hasText: 'Błąd logowania' })).toBeVisible();
  await expect(page).toHaveURL(/\/logowanie$/);
});

test('the profile page is accessible and fits a phone in view and edit mode', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/profile');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Login required' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await registerAndLogIn(page, uniqueEmail('en-a11y'));
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/profile');
    const main = page.getByRole('main');
    await expect(page.getByTestId('profile-name')).toHaveText('Ola Nowa');
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page);
    await main.getByRole('button', { name: 'Edit profile' }).click();
    await expect(main.getByLabel('Country (dialling code)')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page);
  }
});
