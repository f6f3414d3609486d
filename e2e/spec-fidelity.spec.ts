import type { Browser } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_PASSWORD, expect, latestEmailTo, loginViaApi, test, uniqueEmail, useLanguage } from './fixtures';
import { newActor } from './rental-helpers';

// Issue 20 §5: the contact form's acknowledgement, the admin's identity-check record under the spec's names, and a
// city typed without diacritics.

for (const lang of ['pl', 'en'] as const) {
  const x =
    lang === 'pl'
      ? {
          path: '/kontakt',
          name: 'Imię i nazwisko',
          email: 'Adres e-mail',
          subject: 'Temat',
          subjectOption: 'Pytanie o płatności',
          message: 'Wiadomość',
          send: 'Wyślij wiadomość',
          referenceLabel: 'Numer zgłoszenia:',
          mailSubject: 'Otrzymaliśmy Twoją wiadomość',
          mailReference: 'Numer zgłoszenia:',
        }
      : {
          path: '/contact',
          name: 'Full name',
          email: 'Email address',
          subject: 'Subject',
          subjectOption: 'Payment question',
          message: 'Message',
          send: 'Send message',
          referenceLabel: 'Reference number:',
          mailSubject: 'We received your message',
          mailReference: 'Reference number:',
        };

  test(`contact (${lang}): the screen shows the reference number and the sender gets it by e-mail`, async ({
    page,
  }) => {
    await useLanguage(page, lang);
    await page.goto(x.path);
    const email = uniqueEmail(`contact-ack-${lang}`);
    await page.getByLabel(x.name).fill('Ewa Testowa');
    await page.getByLabel(x.email).fill(email);
    await page.getByLabel(x.subject).selectOption({ label: x.subjectOption });
    await page.getByLabel(x.message, { exact: true }).fill(`Pytanie o zwrot ${Date.now()}`);
    await page.getByRole('button', { name: x.send }).click();

    const reference = page.getByTestId('contact-reference');
    await expect(reference).toHaveText(/^KW-\d{6,}$/);
    const number = (await reference.textContent())!;
    await expect(page.getByTestId('contact-sent')).toContainText(x.referenceLabel);
    await expect(page.getByTestId('contact-sent')).toContainText(email);

    const mail = await latestEmailTo(page, email);
    expect(mail.subject).toBe(`${x.mailSubject} (${number})`);
    expect(mail.text).toContain(`${x.mailReference} ${number}.`);
    expect(mail.text).toContain(x.subjectOption);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByTestId('contact-sent').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/h/shots-h5/contact-${lang}-${width}.png` });
    }
  });
}

async function adminContext(browser: Browser) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Language': 'en' } });
  const page = await context.newPage();
  await useLanguage(page, 'en');
  await loginViaApi(page, 'admin@example.com', DEMO_PASSWORD);
  return page;
}

async function image(format: 'png' | 'jpeg', r: number, name: string) {
  const img = sharp({ create: { width: 240, height: 160, channels: 3, background: { r, g: 100, b: 70 } } });
  return { name, mimeType: `image/${format}`, buffer: await (format === 'png' ? img.png() : img.jpeg()).toBuffer() };
}

test('admin KYC record: the spec’s documentFrontUrl, documentBackUrl and selfieUrl open the images on screen', async ({
  browser,
}) => {
  const user = await newActor(browser, 'en', 'Dorota', 'Dokumentowa');
  const submitted = await user.page.request.post('/api/kyc/submit', {
    multipart: {
      documentType: 'national_id',
      documentNumber: 'ABC654321',
      firstName: user.firstName,
      lastName: user.lastName,
      dateOfBirth: '1985-02-03',
      nationality: 'Polish',
      address: 'ul. Krótka 3',
      city: 'Lublin',
      postalCode: '20-001',
      country: 'Poland',
      phoneNumber: '+48 600100200',
      documentFrontFile: await image('jpeg', 210, 'front.jpg'),
      documentBackFile: await image('png', 120, 'back.png'),
      selfieFile: await image('jpeg', 50, 'selfie.jpg'),
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);

  const page = await adminContext(browser);
  const records = (await (await page.request.get('/api/admin/kyc/pending')).json()) as {
    userId: number;
    documentFrontUrl: string | null;
    documentBackUrl: string | null;
    selfieUrl: string | null;
  }[];
  const record = records.find((r) => r.userId === user.id)!;
  expect(record.documentFrontUrl).toMatch(/^\/api\/admin\/kyc\/\d+\/documents\/front$/);
  expect(record.documentBackUrl).toMatch(/\/documents\/back$/);
  expect(record.selfieUrl).toMatch(/\/documents\/selfie$/);
  for (const url of [record.documentFrontUrl!, record.documentBackUrl!, record.selfieUrl!]) {
    const res = await page.request.get(url);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/jpeg');
  }
  // The user cannot open them.
  expect((await user.page.request.get(record.documentFrontUrl!)).status()).toBe(403);

  await page.goto('/admin/kyc');
  const card = page.getByTestId('admin-kyc-card').filter({ hasText: 'Dorota Dokumentowa' });
  await card.getByRole('button', { name: 'Review Verification' }).click();
  const review = page.getByTestId('kyc-review');
  const images = review.locator('img');
  await expect(images).toHaveCount(3);
  await expect(images.nth(0)).toHaveAttribute('src', record.documentFrontUrl!);
  await expect(images.nth(1)).toHaveAttribute('src', record.documentBackUrl!);
  await expect(images.nth(2)).toHaveAttribute('src', record.selfieUrl!);
  for (const img of await images.all())
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  await page.context().close();
  await user.page.context().close();
});

test('browse: location=Krakow is Kraków, one city in the select, not a second one', async ({ page }) => {
  await useLanguage(page, 'pl');
  await page.goto('/przegladaj?location=Krakow');
  const city = page.locator('select[id$="-city"]').first();
  await expect(city).toHaveValue('Kraków');
  await expect(city.locator('option', { hasText: /^Krakow$/ })).toHaveCount(0);
  await expect(city.locator('option', { hasText: /^Kraków$/ })).toHaveCount(1);
});

test('admin dashboard: "Ostatnie rejestracje" is the count of the last 7 days, not the length of a list', async ({
  browser,
}) => {
  await newActor(browser, 'pl', 'Nowa', 'Rejestracja');
  const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Language': 'pl' } });
  const page = await context.newPage();
  await useLanguage(page, 'pl');
  await loginViaApi(page, 'admin@example.com', DEMO_PASSWORD);
  const stats = (await (await page.request.get('/api/admin/signup-stats')).json()) as { recentSignupsCount: number };
  expect(stats.recentSignupsCount).toBeGreaterThanOrEqual(1);
  await page.goto('/admin');
  const card = page.getByTestId('admin-stat-recent');
  await expect(card).toContainText('Ostatnie rejestracje');
  await expect(card).toContainText('z ostatnich 7 dni');
  // Counted again after the page loaded: other tests may sign up meanwhile, never fewer.
  const shown = Number(await card.locator('p.text-3xl').textContent());
  expect(shown).toBeGreaterThanOrEqual(stats.recentSignupsCount);
  await page.screenshot({ path: '/tmp/h/shots-h5/admin-stats-pl.png' });
  await page.getByRole('button', { name: 'EN' }).first().click();
  await expect(card).toContainText('Recent Signups');
  await expect(card).toContainText('in the last 7 days');
  await context.close();
});
