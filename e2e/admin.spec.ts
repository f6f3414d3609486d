import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import {
  DEMO_PASSWORD,
  DEMO_USER,
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  loginViaApi,
  test,
  useLanguage,
} from './fixtures';
import { expectToast, newActor, type Actor } from './rental-helpers';

const ADMIN = { email: 'admin@example.com', password: DEMO_PASSWORD };
/** Screenshots of the admin screens to look at by hand (not compared), only when SHOTS_DIR names a folder. */
const SHOTS_DIR = process.env.SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Axe and no sideways scrolling, at the desktop width and at 375 px. */
async function checkBothWidths(page: Page) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const TEXTS = {
  en: {
    dashboard: 'Admin Dashboard',
    denied: "You don't have permission to access the admin dashboard",
    deniedKyc: "You don't have permission to access this panel",
    home: 'Return to Homepage',
    login: 'Login Required',
    trend: 'Signup Trends',
    users: 'All Users',
    search: 'Search by name or email',
    kycTitle: 'KYC Verifications',
  },
  pl: {
    dashboard: 'Panel administratora',
    denied: 'Nie masz uprawnień do panelu administratora',
    deniedKyc: 'Nie masz uprawnień do tego panelu',
    home: 'Wróć na stronę główną',
    login: 'Wymagane logowanie',
    trend: 'Trend rejestracji',
    users: 'Wszyscy użytkownicy',
    search: 'Szukaj po imieniu, nazwisku lub e-mailu',
    kycTitle: 'Weryfikacje KYC',
  },
} as const;

async function adminPage(browser: Browser, lang: 'pl' | 'en') {
  const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Language': lang } });
  const page = await context.newPage();
  await useLanguage(page, lang);
  await loginViaApi(page, ADMIN.email, ADMIN.password);
  return page;
}

for (const lang of ['en', 'pl'] as const) {
  const x = TEXTS[lang];

  test(`admin screens (${lang}): a visitor must log in, a user is denied`, async ({ browser, page }) => {
    await useLanguage(page, lang);
    await page.goto('/admin');
    await expect(page.getByText(x.login).first()).toBeVisible();
    await checkBothWidths(page);

    const user = await newActor(browser, lang, 'Ula', 'Zwykła');
    for (const [path, text] of [
      ['/admin', x.denied],
      ['/admin/kyc', x.deniedKyc],
    ] as const) {
      await user.page.goto(path);
      const card = user.page.getByTestId('admin-access-denied');
      await expect(card).toContainText(text);
      await expect(card.getByRole('heading', { level: 1 })).toBeVisible();
      await checkBothWidths(user.page);
    }
    await shoot(user.page, `admin-denied-${lang}`);
    // No admin entry in the user's menu, and the server refuses the data anyway.
    await user.page.getByTestId('user-menu-trigger').click();
    await expect(user.page.getByRole('menuitem', { name: x.dashboard })).toHaveCount(0);
    await user.page.keyboard.press('Escape');
    expect((await user.page.request.get('/api/admin/users')).status()).toBe(403);
    await user.page.getByRole('link', { name: x.home }).click();
    await expect(user.page).toHaveURL(/\/$/);
    await user.page.context().close();
  });

  test(`admin dashboard (${lang}): stats, the chart, the users table with search and paging`, async ({ browser }) => {
    // A long e-mail among the recent signups must not widen the page at 375 px.
    const longOne = await newActor(browser, lang, 'Konstantynopolitanczykowianeczka', 'Dlugonazwiskowa');
    await longOne.page.context().close();
    const page = await adminPage(browser, lang);
    await page.goto('/');
    await page.getByTestId('user-menu-trigger').click();
    await page.getByRole('menuitem', { name: x.dashboard }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: x.dashboard })).toBeVisible();
    await expect(page.getByTestId('admin-stat-total')).toContainText(/\d+/);
    const chart = page.getByTestId('signup-trend-chart');
    await expect(chart.locator('svg.recharts-surface')).toBeVisible();
    // The chart's numbers for screen readers: 6 months.
    await expect(chart.locator('table tbody tr')).toHaveCount(6);
    await expect(page.getByRole('region', { name: x.trend })).toBeVisible();
    const table = page.getByTestId('admin-users-table');
    await expect(table.locator('tbody tr')).toHaveCount(10);
    await expect(
      page.getByRole('navigation', { name: lang === 'en' ? 'Pages of users' : 'Strony listy użytkowników' }),
    ).toBeVisible();
    await checkBothWidths(page);
    await shoot(page, `admin-dashboard-${lang}`);

    await page.getByRole('searchbox', { name: x.search }).fill('kowalsk');
    await expect(table.locator('tbody tr').filter({ hasText: DEMO_USER.email })).toBeVisible();
    await expect(table.locator('tbody tr').filter({ hasText: ADMIN.email })).toHaveCount(0);
    await page.getByRole('searchbox', { name: x.search }).fill('');
    await expect(table.locator('tbody tr')).toHaveCount(10);
    const firstRow = await table.locator('tbody tr').first().textContent();
    await page
      .getByRole('button', { name: lang === 'en' ? 'Next' : 'Następna' })
      .first()
      .click();
    await expect(table.locator('tbody tr').first()).not.toHaveText(firstRow ?? '');
    await page.context().close();
  });
}

/** Three small real images (the server checks the content and re-encodes them). */
async function image(name: string, format: 'png' | 'jpeg', r: number) {
  const img = sharp({ create: { width: 240, height: 160, channels: 3, background: { r, g: 110, b: 80 } } });
  return { name, mimeType: `image/${format}`, buffer: await (format === 'png' ? img.png() : img.jpeg()).toBuffer() };
}

async function submitKyc(user: Actor) {
  const res = await user.page.request.post('/api/kyc/submit', {
    multipart: {
      documentType: 'national_id',
      documentNumber: 'ABC123456',
      firstName: user.firstName,
      lastName: user.lastName,
      dateOfBirth: '1988-04-12',
      nationality: 'Polish',
      address: 'ul. Długa 5',
      city: 'Gdańsk',
      postalCode: '80-001',
      country: 'Poland',
      phoneNumber: '+48 600100200',
      documentFrontFile: await image('front.jpg', 'jpeg', 200),
      documentBackFile: await image('back.png', 'png', 140),
      selfieFile: await image('selfie.jpg', 'jpeg', 60),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Opens the review of `user`'s submission in /admin/kyc and waits for its three images to load. */
async function openReview(page: Page, user: Actor, reviewLabel: string, documentType: string) {
  await page.goto('/admin/kyc');
  const card = page.getByTestId('admin-kyc-card').filter({ hasText: `${user.firstName} ${user.lastName}` });
  // The spec's "national id" in English; the Polish screen names the document in Polish.
  await expect(card).toContainText(documentType);
  await expect(card).toContainText('Gdańsk');
  await card.getByRole('button', { name: reviewLabel }).click();
  const review = page.getByTestId('kyc-review');
  const images = review.locator('img');
  await expect(images).toHaveCount(3);
  for (const img of await images.all())
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  return review;
}

test('KYC review (en): rejection needs a reason; the user sees the reason', async ({ browser }) => {
  const user = await newActor(browser, 'en', 'Rafal', 'Odrzucony');
  await submitKyc(user);
  const page = await adminPage(browser, 'en');
  await page.goto('/admin');
  await page.getByRole('link', { name: 'KYC verifications' }).click();
  await expect(page).toHaveURL(/\/admin\/kyc$/);
  await expect(page.getByTestId('kyc-count')).toHaveText(/\d+ pending verifications?/);
  await checkBothWidths(page);
  await shoot(page, 'admin-kyc-list-en');

  const review = await openReview(page, user, 'Review Verification', 'national id');
  await expect(review).toContainText('ABC123456');
  await checkBothWidths(page);
  await shoot(page, 'admin-kyc-review-en');
  await review.getByRole('button', { name: 'Reject' }).click();
  await expectToast(page, 'Reason Required', 'You must provide a reason for rejection');
  await review.getByLabel('Rejection Reason').fill('The photo of the document is blurred');
  await review.getByRole('button', { name: 'Reject' }).click();
  await expectToast(page, 'Verification rejected');
  await expect(page.getByTestId('kyc-review')).toHaveCount(0);
  await expect(page.getByTestId('admin-kyc-card').filter({ hasText: 'Rafal Odrzucony' })).toHaveCount(0);

  const status = await (await user.page.request.get('/api/kyc/status')).json();
  expect(status).toMatchObject({
    verificationStatus: 'rejected',
    rejectionReason: 'The photo of the document is blurred',
  });
  // The decision is in the audit log, with who decided.
  await page.goto('/admin');
  const decision = page.getByTestId('admin-audit-log').getByRole('row').filter({ hasText: 'Verification rejected' });
  await expect(decision.first()).toContainText('Adam Administrator');
  await expect(decision.first()).toContainText('admin@example.com');
  await page.context().close();
  await user.page.context().close();
});

test('KYC review (pl, 375 px): the admin approves; the user’s profile shows the verified badge', async ({
  browser,
}) => {
  const user = await newActor(browser, 'pl', 'Zofia', 'Zatwierdzona');
  await submitKyc(user);
  const page = await adminPage(browser, 'pl');
  await page.setViewportSize({ width: 375, height: 900 });
  const review = await openReview(page, user, 'Sprawdź weryfikację', 'Dowód osobisty');
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  await shoot(page, 'admin-kyc-review-pl');
  await page.setViewportSize({ width: 375, height: 900 });
  await review.getByLabel('Notatki z weryfikacji').fill('Dokument czytelny');
  await review.getByRole('button', { name: 'Zatwierdź' }).click();
  await expectToast(page, 'Weryfikacja zatwierdzona');
  await expect(page.getByTestId('kyc-review')).toHaveCount(0);
  await expect(page.getByTestId('admin-kyc-card').filter({ hasText: 'Zofia Zatwierdzona' })).toHaveCount(0);

  await user.page.goto('/profil');
  await expect(user.page.getByTestId('profile-identity-verified')).toBeVisible();
  // On a phone the audit log is a card per event, naming who decided.
  await page.goto('/admin');
  const decision = page
    .getByTestId('admin-audit-log-cards')
    .getByRole('listitem')
    .filter({ hasText: 'Weryfikacja zatwierdzona' })
    .first();
  await expect(decision).toContainText('Kto');
  await expect(decision).toContainText('Adam Administrator');
  await expect(decision).toContainText('admin@example.com');
  await page.context().close();
  await user.page.context().close();
});

test('KYC panel: no pending verifications shows the empty state', async ({ browser }) => {
  for (const lang of ['en', 'pl'] as const) {
    const page = await adminPage(browser, lang);
    // Everything pending is decided first (by the API), so the panel is empty.
    const pending = (await (await page.request.get('/api/admin/kyc/pending')).json()) as { id: number }[];
    for (const p of pending)
      expect(
        (await page.request.patch(`/api/admin/kyc/${p.id}/status`, { data: { status: 'approved' } })).status(),
      ).toBe(200);
    await page.goto('/admin/kyc');
    const empty = page.getByTestId('kyc-empty');
    await expect(empty).toContainText(lang === 'en' ? 'No Pending Verifications' : 'Brak oczekujących weryfikacji');
    await expect(empty).toContainText(
      lang === 'en' ? 'All KYC verifications have been processed' : 'Wszystkie weryfikacje KYC zostały rozpatrzone',
    );
    await checkBothWidths(page);
    await shoot(page, `admin-kyc-empty-${lang}`);
    await page.context().close();
  }
});

test('admin users at 375 px: every row is a card showing all its columns, in both languages', async ({ browser }) => {
  const TEXT = {
    en: {
      headers: ['User', 'Email', 'Phone', 'Joined', 'Status', 'Identity check'],
      active: 'Active',
      kycNone: 'Not submitted',
    },
    pl: {
      headers: ['Użytkownik', 'E-mail', 'Telefon', 'Dołączył', 'Status', 'Weryfikacja tożsamości'],
      active: 'Aktywny',
      kycNone: 'Nie wysłano',
    },
  } as const;
  // A long name and e-mail address, which a cut-off table would hide first.
  const longOne = await newActor(browser, 'en', 'Wielkopolskaszerokoscianka', 'Przeogromnienazwiskowska');
  await longOne.page.context().close();
  for (const lang of ['en', 'pl'] as const) {
    const x = TEXT[lang];
    const page = await adminPage(browser, lang);
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto('/admin');
    await page.getByRole('searchbox', { name: TEXTS[lang].search }).fill(longOne.email);
    const cards = page.getByTestId('admin-users-table-cards');
    await expect(cards.getByRole('listitem')).toHaveCount(1);
    // The table is not shown at this width: the card list is the users' list.
    await expect(page.getByTestId('admin-users-table')).toBeHidden();
    const card = cards.getByRole('listitem');
    await expect(card.locator('dt')).toHaveText([...x.headers]);
    await expect(card.locator('dd')).toHaveText([
      `${longOne.firstName} ${longOne.lastName}`,
      longOne.email,
      '+48 600100200',
      /\d{4}/,
      x.active,
      x.kycNone,
    ]);
    // Every value in full: inside the screen and not clipped by its box.
    for (const dd of await card.locator('dd').all()) {
      const box = (await dd.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(await dd.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);

    // From md up it is a table again, with the same columns, and the cards are gone.
    await page.setViewportSize({ width: 1280, height: 900 });
    const table = page.getByTestId('admin-users-table');
    await expect(table).toBeVisible();
    await expect(cards).toBeHidden();
    await expect(table.locator('thead th')).toHaveText([...x.headers]);
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.locator('tbody tr')).toContainText(x.kycNone);
    await page.context().close();
  }
});
