import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import {
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  test,
  uniqueEmail,
  useLanguage,
} from './fixtures';

const TEXTS = {
  pl: {
    path: '/wypozycz-przedmiot',
    loginPath: '/logowanie',
    registerPath: '/rejestracja',
    title: 'Wypożycz swój przedmiot',
    loginRequired: 'Wymagane logowanie',
    login: 'Zaloguj się',
    register: 'Załóż konto',
    name: 'Nazwa przedmiotu',
    description: 'Opis',
    category: 'Kategoria',
    price: 'Cena za dzień (zł)',
    value: 'Wartość przedmiotu (zł)',
    deposit: 'Kaucja (zł)',
    itemDeposit: 'Kaucja zwrotna',
    city: 'Miasto',
    district: 'Dzielnica',
    strict: /Restrykcyjne/,
    standard: /Standardowe/,
    high: /Wysoka/,
    moderate: /Umiarkowana/,
    insurance: 'Wymagaj ubezpieczenia',
    fromDevice: 'Dodaj zdjęcia z urządzenia',
    url: 'Albo dodaj zdjęcie z adresu URL',
    addUrl: 'Dodaj',
    photos: 'Dodane zdjęcia',
    cover: 'Okładka',
    remove: (n: number) => `Usuń zdjęcie ${n}`,
    progress: (n: number) => `Przesyłanie zdjęcia ${n}`,
    submit: 'Dodaj przedmiot',
    created: 'Przedmiot dodany',
    duplicate: 'To zdjęcie zostało już dodane',
    limit: 'Dodano już 5 zdjęć: to maksymalna liczba.',
    createError: 'Błąd dodawania przedmiotu',
    urlError: 'Błąd',
    uploadFailedText: 'Sprawdź połączenie i spróbuj ponownie.',
    // The photo errors the spec quotes in English have Polish texts of their own here.
    fileTooLarge: 'Plik jest za duży',
    fileTooLargeText: 'Wybierz obraz mniejszy niż 5 MB',
    invalidImage: 'Nieprawidłowy obraz',
    uploadFailed: 'Nie udało się przesłać zdjęcia',
    urlErrorText: 'Nie udało się dodać zdjęcia z adresu URL.',
    invalidUrl: 'Nieprawidłowy adres URL',
    unreachable: 'Nie udało się pobrać obrazu z tego adresu',
    errors: [
      'Nazwa jest wymagana',
      'Opis jest wymagany',
      'Wybierz kategorię',
      'Cena jest wymagana',
      'Wartość przedmiotu jest wymagana',
      'Dodaj przynajmniej jedno zdjęcie',
    ],
    electronics: 'Elektronika',
    policy48: '50% zwrotu przy anulowaniu do 48 h przed rozpoczęciem',
    policy24: '100% zwrotu przy anulowaniu do 24 h przed rozpoczęciem',
    policy2: '100% zwrotu przy anulowaniu do 2 h przed rozpoczęciem',
    lowText: 'Tylko pełne dni',
    moderateText: 'Minimum 4 godziny',
    highText: 'Dowolna pełna godzina odbioru i zwrotu',
    itemPath: /\/przedmiot\/(\d+)$/,
    invalidAmount: 'Podaj kwotę w złotych, np. 1200, 1 200 lub 1200,50 (najwyżej dwa miejsca po przecinku)',
    browse: '/przegladaj',
  },
  en: {
    path: '/rent-out',
    loginPath: '/login',
    registerPath: '/register',
    title: 'Rent out your item',
    loginRequired: 'Login required',
    login: 'Log in',
    register: 'Create an account',
    name: 'Item name',
    description: 'Description',
    category: 'Category',
    price: 'Price per day (zł)',
    value: 'Item value (zł)',
    deposit: 'Damage deposit (zł)',
    itemDeposit: 'Damage deposit',
    city: 'City',
    district: 'District',
    strict: /Strict/,
    standard: /Standard/,
    high: /High/,
    moderate: /Moderate/,
    insurance: 'Require insurance',
    fromDevice: 'Add photos from your device',
    url: 'Or add a photo from a URL',
    addUrl: 'Add',
    photos: 'Added photos',
    cover: 'Cover',
    remove: (n: number) => `Remove photo ${n}`,
    progress: (n: number) => `Uploading photo ${n}`,
    submit: 'List item',
    created: 'Item listed',
    duplicate: 'This photo has already been added',
    limit: 'You have added 5 photos: that is the maximum.',
    createError: 'Error adding item',
    urlError: 'Error',
    uploadFailedText: 'The photo could not be uploaded. Please try again.',
    fileTooLarge: 'File too large',
    fileTooLargeText: 'Please select an image smaller than 5MB',
    invalidImage: 'Invalid image',
    uploadFailed: 'Upload failed',
    urlErrorText: 'Failed to add image from URL',
    invalidUrl: 'Invalid URL',
    unreachable: 'Could not download the image from this address',
    errors: [
      'Name is required',
      'Description is required',
      'Choose a category',
      'Price is required',
      'Item value is required',
      'Add at least one photo',
    ],
    electronics: 'Electronics',
    policy48: '50% refund when cancelled up to 48 h before the start',
    policy24: '100% refund when cancelled up to 24 h before the start',
    policy2: '100% refund when cancelled up to 2 h before the start',
    lowText: 'Full days only',
    moderateText: 'Minimum 4 hours',
    highText: 'Any full hour for pickup and return',
    itemPath: /\/item\/(\d+)$/,
    invalidAmount: 'Enter an amount in złoty, e.g. 1200, 1 200 or 1200.50 (at most two decimals)',
    browse: '/browse',
  },
} as const;

/** A small, valid PNG of one colour, so that each test photo has different bytes. */
function png(r: number, g: number, b: number) {
  return sharp({ create: { width: 120, height: 90, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
}

/** A new owner for each test, so that the listings it creates touch nobody else's data. */
async function registerOwner(page: Page) {
  const email = uniqueEmail('lister');
  const res = await page.request.post('/api/register', {
    data: {
      email,
      password: 'Start123!',
      firstName: 'Lena',
      lastName: 'Lister',
      mobileNumber: '+48 600100200',
      acceptedTerms: true,
      username: email.split('@')[0],
    },
  });
  expect(res.status()).toBe(201);
}

/** The absolute URL of a seeded demo photo on this server (the e2e server may fetch from itself). */
async function demoPhotoUrl(page: Page, baseURL: string) {
  const items = (await (await page.request.get('/api/items')).json()) as { imageUrls: string[] }[];
  const photo = items.find((i) => i.imageUrls.length > 0)!.imageUrls[0];
  return new URL(photo, baseURL).toString();
}

/** The toast on screen that shows every one of the texts. */
async function expectToast(page: Page, ...texts: string[]) {
  let toast = page.locator('[data-variant]');
  for (const text of texts) toast = toast.filter({ hasText: text });
  await expect(toast.first()).toBeVisible();
}

for (const lang of ['pl', 'en'] as const) {
  const T = TEXTS[lang];

  test.describe(`listing creation (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, lang);
    });

    const main = (page: Page) => page.getByRole('main');
    const thumbnails = (page: Page) => main(page).getByRole('list', { name: T.photos }).getByRole('listitem');

    test('logged out: the login-required card with the returnTo link', async ({ page }) => {
      await page.goto(T.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.title);
      await expect(main(page).getByText(T.loginRequired)).toBeVisible();
      await expect(main(page).getByRole('link', { name: T.login })).toHaveAttribute(
        'href',
        `${T.loginPath}?returnTo=rent-out`,
      );
      await expect(main(page).getByRole('link', { name: T.register })).toHaveAttribute('href', T.registerPath);
      await expect(main(page).getByLabel(T.name)).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });

    test('the form: defaults, districts of the city, every required message on an empty submit', async ({ page }) => {
      await registerOwner(page);
      await page.goto(T.path);
      const m = main(page);
      await expect(m.getByLabel(T.name)).toBeVisible();
      await expect(m.getByLabel(T.city, { exact: true })).toHaveValue('Warszawa');
      await expect(m.getByLabel(T.district)).toHaveValue('none');
      await expect(m.getByLabel(T.district).locator('option')).toHaveCount(19);
      await expect(m.getByLabel(T.category).locator('option')).toHaveCount(8);
      await expect(m.getByRole('radio', { name: T.standard })).toBeChecked();
      await expect(m.getByRole('radio', { name: T.moderate })).toBeChecked();
      await expect(m.getByRole('checkbox', { name: T.insurance })).not.toBeChecked();
      for (const text of [T.policy48, T.policy24, T.policy2, T.lowText, T.moderateText, T.highText])
        await expect(m.getByText(text)).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // A district belongs to its city: changing the city clears it; a city without districts offers only 'none'.
      await m.getByLabel(T.district).selectOption('Mokotów');
      await m.getByLabel(T.city, { exact: true }).selectOption('Kraków');
      await expect(m.getByLabel(T.district)).toHaveValue('none');
      await expect(m.getByLabel(T.district).locator('option')).toHaveCount(18);
      await m.getByLabel(T.city, { exact: true }).selectOption('Lublin');
      await expect(m.getByLabel(T.district).locator('option')).toHaveCount(1);

      await m.getByRole('button', { name: T.submit }).click();
      // Exactly these messages, in the order of the fields.
      await expect(m.getByRole('alert')).toHaveText([...T.errors]);
      await expect(m.getByLabel(T.name)).toBeFocused();
      await expect(m.getByLabel(T.price)).toHaveAttribute('aria-invalid', 'true');
      await expectNoSeriousA11yViolations(page);
    });

    test('photos that cannot be added: over 5 MB, not an image, a failed upload, a failed URL fetch', async ({
      page,
    }) => {
      await registerOwner(page);
      await page.goto(T.path);
      const files = main(page).getByLabel(T.fromDevice);
      await files.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5_000_001, 1) });
      await expectToast(page, T.fileTooLarge, T.fileTooLargeText);
      await files.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await expectToast(page, T.invalidImage, 'notes.txt');
      await expect(thumbnails(page)).toHaveCount(0);

      await page.route('**/api/uploads', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
      );
      await files.setInputFiles({ name: 'red.png', mimeType: 'image/png', buffer: await png(200, 0, 0) });
      await expectToast(page, T.uploadFailed, T.uploadFailedText);
      await expect(thumbnails(page)).toHaveCount(0);

      await page.route('**/api/uploads/from-url', (route) => route.abort('failed'));
      await main(page).getByLabel(T.url).fill('https://example.com/photo.jpg');
      await main(page).getByRole('button', { name: T.addUrl, exact: true }).click();
      await expectToast(page, T.urlError, T.urlErrorText);
      await expect(thumbnails(page)).toHaveCount(0);
    });

    test('URL photos: Invalid URL, could not download, Invalid image, no duplicates, and never a 6th photo', async ({
      page,
      baseURL,
    }) => {
      await registerOwner(page);
      await page.goto(T.path);
      const m = main(page);
      const urlInput = m.getByLabel(T.url);
      const add = m.getByRole('button', { name: T.addUrl, exact: true });

      await urlInput.fill('not a url');
      await add.click();
      await expect(m.getByText(T.invalidUrl, { exact: true })).toBeVisible();
      // Nothing at the address is not the same as something that is no image.
      await urlInput.fill(`${baseURL}/uploads/no-such-photo.png`);
      await add.click();
      await expect(m.getByText(T.unreachable, { exact: true })).toBeVisible();
      await urlInput.fill(`${baseURL}/api/categories`);
      await add.click();
      await expect(m.getByText(T.invalidImage, { exact: true })).toBeVisible();
      await expect(thumbnails(page)).toHaveCount(0);

      const photo = await demoPhotoUrl(page, baseURL!);
      await urlInput.fill(photo);
      await add.click();
      await expect(thumbnails(page)).toHaveCount(1);
      await expect(urlInput).toHaveValue('');
      await urlInput.fill(photo);
      await urlInput.press('Enter');
      await expect(m.getByRole('status').filter({ hasText: T.duplicate })).toBeVisible();
      await expect(thumbnails(page)).toHaveCount(1);

      // The same file twice is one photo; then fill up to 5 and the pickers close.
      // A file on disk keeps its date, so choosing it twice is choosing the same file.
      const blue = test.info().outputPath('blue.png');
      await writeFile(blue, await png(0, 0, 200));
      await m.getByLabel(T.fromDevice).setInputFiles([blue]);
      await expect(thumbnails(page)).toHaveCount(2);
      await m.getByLabel(T.fromDevice).setInputFiles([blue]);
      await expect(m.getByRole('status').filter({ hasText: T.duplicate })).toBeVisible();
      const more = await Promise.all([png(0, 150, 0), png(150, 150, 0), png(0, 150, 150), png(150, 0, 150)]);
      await m
        .getByLabel(T.fromDevice)
        .setInputFiles(more.map((buffer, i) => ({ name: `more-${i}.png`, mimeType: 'image/png', buffer })));
      await expect(thumbnails(page)).toHaveCount(5);
      await expect(m.getByText(T.limit)).toBeVisible();
      await expect(m.getByLabel(T.fromDevice)).toBeDisabled();
      await expect(urlInput).toBeDisabled();

      // Removing one frees a place again.
      await m.getByRole('button', { name: T.remove(5) }).click();
      await expect(thumbnails(page)).toHaveCount(4);
      await expect(m.getByLabel(T.fromDevice)).toBeEnabled();
    });

    test('creates a listing with two device photos and one URL photo, then finds it by search', async ({
      page,
      baseURL,
    }) => {
      await registerOwner(page);
      await page.goto(T.path);
      const m = main(page);
      const name = `Zyxowy projektor ${lang} ${Date.now()}`;
      await m.getByLabel(T.name).fill(name);
      await m.getByLabel(T.description).fill('Projektor testowy z kablem HDMI i pilotem.');
      await m.getByLabel(T.category).selectOption('2');
      await expect(m.getByLabel(T.category).locator('option:checked')).toContainText(T.electronics);
      await m.getByLabel(T.price).fill('25,50');
      // The value as people write it: a space (or a comma) grouping thousands, the currency after it.
      await m.getByLabel(T.value).fill(lang === 'pl' ? '1 200 zł' : '1,200.00');
      // The deposit is set on creation too (issue 20 §5).
      await m.getByLabel(T.deposit).fill(lang === 'pl' ? '150,50' : '150.50');
      await m.getByLabel(T.city, { exact: true }).selectOption('Kraków');
      await m.getByLabel(T.district).selectOption('Podgórze');
      await m.getByRole('radio', { name: T.strict }).check();
      await m.getByRole('radio', { name: T.high }).check();
      await m.getByRole('checkbox', { name: T.insurance }).check();

      await m.getByLabel(T.fromDevice).setInputFiles([
        { name: 'front.png', mimeType: 'image/png', buffer: await png(220, 80, 20) },
        { name: 'side.png', mimeType: 'image/png', buffer: await png(20, 80, 220) },
      ]);
      await m.getByLabel(T.url).fill(await demoPhotoUrl(page, baseURL!));
      await m.getByRole('button', { name: T.addUrl, exact: true }).click();
      await expect(thumbnails(page)).toHaveCount(3);
      for (const n of [1, 2])
        await expect(m.getByRole('progressbar', { name: T.progress(n) })).toHaveAttribute('aria-valuenow', '100');
      await expect(thumbnails(page).first().getByText(T.cover)).toBeVisible();
      await expect(thumbnails(page).getByText(T.cover)).toHaveCount(1);
      // Every thumbnail shows a real picture: the local files and the server's copy of the URL photo.
      for (const n of [0, 1, 2])
        await expect
          .poll(() =>
            thumbnails(page)
              .nth(n)
              .getByRole('img')
              .evaluate((img: HTMLImageElement) => img.naturalWidth),
          )
          .toBeGreaterThan(0);
      await expectNoSeriousA11yViolations(page);

      const request = page.waitForRequest((r) => r.url().endsWith('/api/items') && r.method() === 'POST');
      await m.getByRole('button', { name: T.submit }).click();
      const body = (await request).postDataJSON() as Record<string, unknown>;
      expect(body).toMatchObject({
        name,
        categoryId: 2,
        pricePerDay: 25.5,
        value: 1200,
        damageDeposit: 150.5,
        location: 'Kraków',
        district: 'Podgórze',
        cancellationTerms: 'strict',
        flexibility: 'high',
        insuranceRequired: true,
      });
      expect(body.imageUrls).toHaveLength(3);

      await expectToast(page, T.created);
      await expect(page).toHaveURL(T.itemPath);
      const id = Number(T.itemPath.exec(new URL(page.url()).pathname)![1]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      const item = (await (await page.request.get(`/api/items/${id}`)).json()) as Record<string, unknown> & {
        imageUrls: string[];
      };
      expect(item).toMatchObject({
        name,
        pricePerDay: '25.50',
        value: '1200.00',
        damageDeposit: '150.50',
        location: 'Kraków',
        district: 'Podgórze',
        cancellationTerms: 'strict',
        flexibility: 'high',
        insuranceRequired: true,
      });
      expect(item.imageUrls).toHaveLength(3);
      expect(item.imageUrls.every((u) => u.startsWith('/uploads/'))).toBe(true);
      // The item page shows the deposit among the owner's terms.
      await expect(main(page).locator(`dt:text-is("${T.itemDeposit}") + dd`)).toHaveText(
        lang === 'pl' ? /^150,50\s?zł$/ : /150\.50\s?zł/,
      );

      await page.goto(`${T.browse}?q=${encodeURIComponent(name)}`);
      await expect(
        main(page)
          .getByRole('link', { name: new RegExp(name) })
          .first(),
      ).toBeVisible();
    });

    test('an ambiguous amount ("1.200": 1200 zł or 1,20 zł?) is refused at its field with examples', async ({
      page,
    }) => {
      await registerOwner(page);
      await page.goto(T.path);
      const m = main(page);
      await m.getByLabel(T.price).fill('1.200');
      await m.getByLabel(T.value).fill('1\u00a0500');
      // The deposit is checked by the same rule, at its own field.
      await m.getByLabel(T.deposit).fill('2.500');
      await m.getByRole('button', { name: T.submit }).click();
      await expect(m.getByLabel(T.price)).toHaveAttribute('aria-invalid', 'true');
      await expect(m.getByLabel(T.deposit)).toHaveAttribute('aria-invalid', 'true');
      await expect(m.getByRole('alert').filter({ hasText: T.invalidAmount })).toHaveCount(2);
      await expect(m.getByLabel(T.value)).not.toHaveAttribute('aria-invalid', 'true');
    });

    test('a server refusal and an expired session are reported', async ({ page, context }) => {
      await registerOwner(page);
      await page.goto(T.path);
      const m = main(page);
      await m.getByLabel(T.name).fill('Namiot');
      await m.getByLabel(T.description).fill('Czteroosobowy namiot.');
      await m.getByLabel(T.category).selectOption('3');
      await m.getByLabel(T.price).fill('30');
      await m.getByLabel(T.value).fill('600');
      await m
        .getByLabel(T.fromDevice)
        .setInputFiles({ name: 'tent.png', mimeType: 'image/png', buffer: await png(10, 120, 10) });
      await expect(m.getByRole('progressbar', { name: T.progress(1) })).toHaveAttribute('aria-valuenow', '100');

      await page.route('**/api/items', (route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            code: 'VALIDATION_FAILED',
            message: 'Server says no',
            fields: { name: 'Server name problem' },
          }),
        }),
      );
      await m.getByRole('button', { name: T.submit }).click();
      await expectToast(page, T.createError, 'Server says no');
      await expect(m.getByText('Server name problem')).toBeVisible();
      await page.unroute('**/api/items');

      await context.clearCookies();
      await m.getByRole('button', { name: T.submit }).click();
      await expectToast(page, T.loginRequired);
      await expect(page).toHaveURL(new RegExp(`${T.path}$`));
    });

    test('no horizontal overflow at 375 px, with photos', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(T.path);
      await expect(main(page).getByText(T.loginRequired)).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await registerOwner(page);
      await page.reload();
      await main(page)
        .getByLabel(T.fromDevice)
        .setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: await png(90, 90, 90) });
      await expect(thumbnails(page)).toHaveCount(1);
      // A photo still uploading holds the form back (a toast asks to wait): submit once it is in.
      await expect(main(page).getByRole('progressbar', { name: T.progress(1) })).toHaveAttribute(
        'aria-valuenow',
        '100',
      );
      await main(page).getByRole('button', { name: T.submit }).click();
      await expect(main(page).getByText(T.errors[0], { exact: true })).toBeVisible();
      await expectNoHorizontalOverflow(page);
    });
  });
}
