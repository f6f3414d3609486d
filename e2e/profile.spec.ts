import { type Page } from '@playwright/test';
import {
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  loginViaApi,
  test,
  uniqueEmail,
  useLanguage,
} from './fixtures';
import { createItem, daysAhead, newActor, requestRental, type Lang } from './rental-helpers';

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
    data: {
      email,
      password: PASSWORD,
      firstName: 'Ola',
      lastName: 'Nowa',
      mobileNumber: '+48 600100200',
      acceptedTerms: true,
      username: email.split('@')[0],
    },
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
  await main.getByRole('checkbox', { name: /^Akceptuję regulamin/ }).check();
  await main.getByRole('button', { name: 'Zarejestruj się' }).click();
  // The acceptance is on record with the account (issue 27 §2).
  await expect(page).toHaveURL(/\/profil$/);
  const me = (await (await page.request.get('/api/auth/me')).json()) as {
    user: { termsAcceptedVersion: string | null };
  };
  expect(me.user.termsAcceptedVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/);

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
  await expect(main.getByRole('img', { name: 'Zdjęcie profilowe: Zofia Kwiatkowska' })).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );
  await main.getByRole('button', { name: 'Zapisz zmiany' }).click();

  await expect(page.locator('[data-variant="default"]').filter({ hasText: 'Profil zaktualizowany' })).toBeVisible();
  const expectSaved = async () => {
    await expect(page.getByTestId('profile-name')).toHaveText('Zosia Kwiatkowska');
    await expect(page.getByTestId('profile-phone')).toHaveText('+49 15123456789');
    const photo = main.getByRole('img', { name: 'Zosia Kwiatkowska' });
    await expect(photo).toHaveAttribute('src', /^\/uploads\//);
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
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

test('profile edit: blank names are refused, the photo can be removed, an oversized file is refused (English)', async ({
  page,
}) => {
  await useLanguage(page, 'en');
  await registerAndLogIn(page, uniqueEmail('en-edit'));
  await page.goto('/profile');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Edit profile' }).click();

  await main.getByLabel('First name').fill('   ');
  await main.getByRole('button', { name: 'Save changes' }).click();
  await expect(main.getByText('All fields are required')).toBeVisible();
  await main.getByLabel('First name').fill('Ola');

  await page
    .locator('#profile-photo')
    .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(5_000_001) });
  await expect(page.locator('[data-variant="destructive"]').filter({ hasText: 'File too large' })).toContainText(
    'Please select an image smaller than 5MB',
  );

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

const LIST_TEXTS = {
  pl: {
    path: '/profil',
    listed: 'Wystawione przedmioty',
    rented: 'Wypożyczone przedmioty',
    listedEmpty: 'Nie wystawiasz jeszcze żadnych przedmiotów.',
    rentedEmpty: 'Nie wypożyczasz jeszcze niczego.',
    addListing: 'Wystaw przedmiot',
    browse: 'Przeglądaj przedmioty',
    rentOutPath: '/wypozycz-przedmiot',
    browsePath: '/przegladaj',
    itemPath: '/przedmiot/',
    confirmed: 'Potwierdzony',
    noRating: 'Brak ocen',
    seeAllListed: 'Zobacz wszystkie moje przedmioty',
    myItemsPath: '/moje-przedmioty',
    inAll: (n: number) => `${n} łącznie`,
  },
  en: {
    path: '/profile',
    listed: 'Listed items',
    rented: 'Rented items',
    listedEmpty: 'You have not listed any items yet.',
    rentedEmpty: 'You have not rented anything yet.',
    addListing: 'List an item',
    browse: 'Browse items',
    rentOutPath: '/rent-out',
    browsePath: '/browse',
    itemPath: '/item/',
    confirmed: 'Confirmed',
    noRating: 'No rating yet',
    seeAllListed: 'See all my items',
    myItemsPath: '/my-items',
    inAll: (n: number) => `${n} in all`,
  },
} as const;

for (const lang of ['pl', 'en'] as Lang[]) {
  const T = LIST_TEXTS[lang];

  test(`profile lists (${lang}): my listed items and the items I rented, by label, linking to their pages; empty states; no rating`, async ({
    browser,
  }) => {
    const owner = await newActor(browser, lang, 'Olga', 'Owner');
    const renter = await newActor(browser, lang, 'Roman', 'Renter');
    const rented = await createItem(owner, `Namiot ${Date.now()}`);
    const onlyAsked = await createItem(owner, `Kajak ${Date.now()}`);
    const rental = await requestRental(renter, rented.id, daysAhead(6, 2));
    await requestRental(renter, onlyAsked.id, daysAhead(6, 2));
    expect((await owner.page.request.put(`/api/rentals/${rental.id}/accept`)).status()).toBe(200);

    // The renter: nothing listed (with a way to list), the accepted rental only (a pending request is not a rental).
    const r = renter.page;
    await r.goto(T.path);
    const listedCard = r.getByTestId('profile-listed-items');
    const rentedCard = r.getByTestId('profile-rented-items');
    await expect(listedCard.getByRole('heading', { name: T.listed })).toBeVisible();
    await expect(listedCard.getByText(T.listedEmpty)).toBeVisible();
    await expect(listedCard.getByRole('link', { name: T.addListing })).toHaveAttribute('href', T.rentOutPath);
    await expect(rentedCard.getByRole('heading', { name: T.rented })).toBeVisible();
    await expect(rentedCard.getByRole('listitem')).toHaveCount(1);
    await expect(rentedCard.getByRole('listitem')).toContainText(T.confirmed);
    await expect(rentedCard.getByRole('link', { name: onlyAsked.name })).toHaveCount(0);
    await expect(r.getByTestId('profile-average-rating')).toHaveText(T.noRating);
    await expectNoSeriousA11yViolations(r);
    await rentedCard.getByRole('link', { name: rented.name }).click();
    await expect(r).toHaveURL(new RegExp(`${T.itemPath}${rented.id}$`));
    await expect(r.getByRole('heading', { level: 1 })).toHaveText(rented.name);

    // The owner: both listings newest first, each linking to its page; nothing rented (with a way to browse).
    const o = owner.page;
    await o.goto(T.path);
    const ownListed = o.getByTestId('profile-listed-items');
    await expect(ownListed.getByRole('listitem')).toHaveCount(2);
    await expect(ownListed.getByRole('link').first()).toHaveText(onlyAsked.name);
    await expect(ownListed.getByRole('link', { name: rented.name })).toHaveAttribute(
      'href',
      `${T.itemPath}${rented.id}`,
    );
    await expect(o.getByTestId('profile-listed-items-count')).toHaveText(T.inAll(2));
    const ownRented = o.getByTestId('profile-rented-items');
    await expect(ownRented.getByText(T.rentedEmpty)).toBeVisible();
    await expect(ownRented.getByRole('link', { name: T.browse })).toHaveAttribute('href', T.browsePath);
    await o.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalOverflow(o);
  });
}

test('profile lists of a demo owner: the first 6 listings with a link to all of them, and the items rented from others', async ({
  page,
}) => {
  const T = LIST_TEXTS.pl;
  await useLanguage(page, 'pl');
  const me = await loginViaApi(page);
  const listed = (await (await page.request.get(`/api/items?ownerId=${me.id}&sort=newest&limit=100`)).json()) as {
    id: number;
    name: string;
  }[];
  const rentedRes = await page.request.get('/api/rentals/outgoing?status=confirmed,active,completed&limit=6');
  const rented = (await rentedRes.json()) as { itemId: number; item: { name: string } }[];
  expect(listed.length).toBeGreaterThan(6);
  expect(rented.length).toBeGreaterThan(0);
  await page.goto(T.path);
  const listedCard = page.getByTestId('profile-listed-items');
  await expect(listedCard.getByRole('listitem')).toHaveCount(6);
  for (const [i, item] of listed.slice(0, 6).entries()) {
    await expect(listedCard.getByRole('listitem').nth(i).getByRole('link')).toHaveAttribute(
      'href',
      `${T.itemPath}${item.id}`,
    );
  }
  await expect(page.getByTestId('profile-listed-items-count')).toHaveText(T.inAll(listed.length));
  await expect(listedCard.getByRole('link', { name: T.seeAllListed })).toHaveAttribute('href', T.myItemsPath);
  const rentedCard = page.getByTestId('profile-rented-items');
  await expect(rentedCard.getByRole('listitem')).toHaveCount(rented.length);
  await expect(rentedCard.getByRole('listitem').first().getByRole('link')).toHaveAttribute(
    'href',
    `${T.itemPath}${rented[0].itemId}`,
  );
  await expect(page.getByTestId('profile-rented-items-count')).toHaveText(
    T.inAll(Number(rentedRes.headers()['x-total-count'])),
  );
});
