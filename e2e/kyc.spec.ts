import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_PASSWORD, expect, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, test } from './fixtures';
import { createItem, expectToast, newActor, type Actor } from './rental-helpers';
import { shoot } from './verification-helpers';

const ADMIN = { email: 'admin@example.com', password: DEMO_PASSWORD };

/** A small real image (the server checks the content and re-encodes it). */
async function photo(name: string, format: 'png' | 'jpeg', r: number) {
  const image = sharp({ create: { width: 320, height: 200, channels: 3, background: { r, g: 120, b: 90 } } });
  const buffer = await (format === 'png' ? image.png() : image.jpeg()).toBuffer();
  return { name, mimeType: `image/${format}`, buffer };
}

interface Texts {
  path: string;
  documentType: string;
  passport: string;
  nationalId: string;
  documentNumber: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  address: string;
  city: string;
  postalCode: string;
  front: string;
  back: string;
  selfie: string;
  submit: string;
}

const EN: Texts = {
  path: '/kyc-verification',
  documentType: 'Document type',
  passport: 'Passport',
  nationalId: 'National ID card',
  documentNumber: 'Document number',
  firstName: 'First name',
  lastName: 'Last name',
  dateOfBirth: 'Date of birth',
  address: 'Address (street and number)',
  city: 'City',
  postalCode: 'Postal code',
  front: 'Document photo (front)',
  back: 'Document photo (back)',
  selfie: 'Selfie',
  submit: 'Submit for verification',
};

const PL: Texts = {
  path: '/weryfikacja-kyc',
  documentType: 'Rodzaj dokumentu',
  passport: 'Paszport',
  nationalId: 'Dowód osobisty',
  documentNumber: 'Numer dokumentu',
  firstName: 'Imię',
  lastName: 'Nazwisko',
  dateOfBirth: 'Data urodzenia',
  address: 'Adres (ulica i numer)',
  city: 'Miejscowość',
  postalCode: 'Kod pocztowy',
  front: 'Zdjęcie dokumentu (przód)',
  back: 'Zdjęcie dokumentu (tył)',
  selfie: 'Selfie',
  submit: 'Wyślij do weryfikacji',
};

/** Fills the text fields (names and phone come from the account) and picks the photos of the document type. */
async function fillForm(page: Page, x: Texts, documentType: 'passport' | 'national_id') {
  await page.getByLabel(x.documentType).selectOption(documentType);
  await page.getByLabel(x.documentNumber).fill(documentType === 'passport' ? 'EA1234567' : 'ABC123456');
  await page.getByLabel(x.dateOfBirth).fill('1990-05-17');
  await page.getByLabel(x.address).fill('ul. Marszałkowska 10/2');
  await page.getByLabel(x.city).fill('Warszawa');
  await page.getByLabel(x.postalCode).fill('00-001');
  await page.getByLabel(x.front).setInputFiles(await photo('front.jpg', 'jpeg', 200));
  if (documentType === 'national_id') await page.getByLabel(x.back).setInputFiles(await photo('back.png', 'png', 150));
  await page.getByLabel(x.selfie).setInputFiles(await photo('selfie.jpg', 'jpeg', 90));
}

async function kycId(user: Actor): Promise<number> {
  const status = (await (await user.page.request.get('/api/kyc/status')).json()) as { id: number };
  return status.id;
}

/** The demo admin decides through the API, in a context of their own. */
async function decide(browser: Browser, id: number, body: Record<string, string | null>) {
  const context = await browser.newContext();
  const res0 = await context.request.post('/api/login', { data: ADMIN });
  expect(res0.ok()).toBeTruthy();
  const res = await context.request.patch(`/api/admin/kyc/${id}/status`, { data: body });
  expect(res.status(), await res.text()).toBe(200);
  await context.close();
}

test('KYC in English: missing files, three photos, pending; rejected with its reason; resubmitted', async ({
  browser,
}) => {
  const user = await newActor(browser, 'en', 'Karol', 'Kyc');
  const { page } = user;
  await page.goto(EN.path);
  await expect(page.getByRole('heading', { level: 1, name: 'Identity verification' })).toBeVisible();
  // National ID has a back side; a passport does not.
  await expect(page.getByLabel(EN.back)).toBeVisible();
  await page.getByLabel(EN.documentType).selectOption('passport');
  await expect(page.getByLabel(EN.back)).toHaveCount(0);
  await page.getByLabel(EN.documentType).selectOption('national_id');
  for (const [label, capture] of [
    [EN.front, 'environment'],
    [EN.back, 'environment'],
    [EN.selfie, 'user'],
  ] as const) {
    await expect(page.getByLabel(label)).toHaveAttribute('accept', 'image/*');
    await expect(page.getByLabel(label)).toHaveAttribute('capture', capture);
  }
  await expect(page.getByText(/up to 10 MB/).first()).toBeVisible();
  await expect(page.getByLabel('Nationality')).toHaveValue('Polish');
  await expect(page.getByLabel('Country', { exact: true })).toHaveValue('Poland');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'kyc-en-form');

  await page.getByRole('button', { name: EN.submit }).click();
  await expectToast(page, 'Missing Files', 'You must upload document photo and selfie');

  await fillForm(page, EN, 'national_id');
  await expect(page.getByRole('img', { name: `Preview: ${EN.selfie}` })).toBeVisible();
  await page.getByRole('button', { name: EN.submit }).click();
  await expectToast(page, "Your verification has been submitted. We'll review it within 24-48 hours.");
  const status = page.getByTestId('kyc-status');
  await expect(status).toHaveAttribute('data-status', 'pending');
  await expect(status).toContainText('Verification under review');
  await expect(status).toContainText('24-48 hours');
  await expect(status).toContainText('National ID card');
  await expect(status).toContainText('Karol Kyc');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'kyc-en-pending');

  // The profile's card: pending is not a link to the form.
  await page.goto('/profile');
  await expect(page.getByTestId('kyc-card')).toHaveAttribute('data-status', 'pending');
  await expect(page.getByTestId('kyc-card').getByRole('link')).toHaveCount(0);

  await decide(browser, await kycId(user), {
    status: 'rejected',
    rejectionReason: 'The document photo is blurred',
    verificationNotes: null,
  });
  await page.reload();
  const card = page.getByTestId('kyc-card');
  await expect(card).toHaveAttribute('data-status', 'rejected');
  await expect(card).toContainText('The document photo is blurred');
  await card.getByRole('link', { name: 'Submit again' }).click();
  await expect(page).toHaveURL(/\/kyc-verification$/);
  await expect(status).toHaveAttribute('data-status', 'rejected');
  await expect(page.getByTestId('kyc-rejection-reason')).toHaveText('The document photo is blurred');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'kyc-en-rejected');

  await page.getByRole('button', { name: 'Submit again' }).click();
  await fillForm(page, EN, 'passport');
  await page.getByRole('button', { name: EN.submit }).click();
  await expect(status).toHaveAttribute('data-status', 'pending');
  await expect(status).toContainText('Passport');
  await page.context().close();
});

test('KYC in Polish at 375 px: a passport, approved by the admin, the verified badge and the inbox link', async ({
  browser,
}) => {
  const user = await newActor(browser, 'pl', 'Patrycja', 'Paszportowa');
  const { page } = user;
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(PL.path);
  await expect(page.getByRole('heading', { level: 1, name: 'Weryfikacja tożsamości' })).toBeVisible();
  await expect(page.getByLabel('Obywatelstwo')).toHaveValue('polskie');
  await expect(page.getByLabel('Kraj')).toHaveValue('Polska');
  await expectNoHorizontalOverflow(page);
  await shoot(page, 'kyc-pl-form');

  await page.getByRole('button', { name: PL.submit }).click();
  await expectToast(page, 'Brak plików', 'Musisz przesłać zdjęcie dokumentu i selfie');
  await fillForm(page, PL, 'passport');
  await page.getByRole('button', { name: PL.submit }).click();
  await expectToast(page, 'Twoja weryfikacja została wysłana. Sprawdzimy ją w ciągu 24–48 godzin.');
  const status = page.getByTestId('kyc-status');
  await expect(status).toHaveAttribute('data-status', 'pending');
  await expect(status).toContainText('Weryfikacja w toku');
  await expect(status).toContainText('Paszport');
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  await shoot(page, 'kyc-pl-pending');

  await decide(browser, await kycId(user), {
    status: 'approved',
    rejectionReason: null,
    verificationNotes: 'Dokument czytelny',
  });
  await page.reload();
  await expect(status).toHaveAttribute('data-status', 'approved');
  await expect(status).toContainText('Tożsamość zweryfikowana');
  await expect(page.getByTestId('kyc-notes')).toHaveText('Dokument czytelny');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'kyc-pl-approved');

  await page.goto('/profil');
  await expect(page.getByTestId('profile-identity-verified')).toHaveText('Tożsamość zweryfikowana');
  await expect(page.getByTestId('kyc-card')).toHaveAttribute('data-status', 'approved');
  await expect(page.getByTestId('kyc-card').getByRole('link')).toHaveCount(0);
  await shoot(page, 'kyc-pl-profile');

  // The owner card of their listing shows the same badge (one meaning of verified, issue 20 §4).
  const item = await createItem(user, 'Wiertarka zweryfikowanej');
  await page.goto(`/przedmiot/${item.id}`);
  await expect(page.getByTestId('owner-card').getByTestId('identity-verified')).toHaveText('Tożsamość zweryfikowana');

  // The approval notice leads to the KYC page, not to a rental.
  await page.goto('/skrzynka');
  await page.getByRole('link', { name: 'Zobacz weryfikację' }).first().click();
  await expect(page).toHaveURL(/\/weryfikacja-kyc$/);
  await page.context().close();
});

test('KYC resubmission in Polish: the form starts from the rejected check’s fields, with no photos and the ID card', async ({
  browser,
}) => {
  const user = await newActor(browser, 'pl', 'Regina', 'Ponowna');
  const { page } = user;
  // A passport check with other details than the account's, sent and then rejected.
  const sent = await page.request.post('/api/kyc/submit', {
    multipart: {
      documentType: 'passport',
      documentNumber: 'EB7654321',
      firstName: 'Regina Maria',
      lastName: 'Ponowna-Kowalska',
      dateOfBirth: '1985-11-03',
      nationality: 'polskie',
      address: 'ul. Długa 5/3',
      city: 'Gdańsk',
      postalCode: '80-001',
      country: 'Polska',
      phoneNumber: '+48 601 202 303',
      documentFrontFile: await photo('front.jpg', 'jpeg', 210),
      selfieFile: await photo('selfie.jpg', 'jpeg', 70),
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await decide(browser, await kycId(user), { status: 'rejected', rejectionReason: 'Zdjęcie jest nieostre' });

  await page.goto(PL.path);
  await expect(page.getByTestId('kyc-status')).toHaveAttribute('data-status', 'rejected');
  await page.getByRole('button', { name: 'Wyślij ponownie' }).click();
  const form = page.getByTestId('kyc-form');
  await expect(form).toBeVisible();
  await expect(page.getByTestId('kyc-prefilled')).toHaveText(
    'Formularz zawiera dane z odrzuconego zgłoszenia. Sprawdź je i dodaj zdjęcia ponownie.',
  );
  // The text fields come from the rejected check, not from the account.
  await expect(page.getByLabel(PL.documentNumber)).toHaveValue('EB7654321');
  await expect(page.getByLabel(PL.firstName)).toHaveValue('Regina Maria');
  await expect(page.getByLabel(PL.lastName)).toHaveValue('Ponowna-Kowalska');
  await expect(page.getByLabel(PL.dateOfBirth)).toHaveValue('1985-11-03');
  await expect(page.getByLabel('Obywatelstwo')).toHaveValue('polskie');
  await expect(page.getByLabel(PL.address)).toHaveValue('ul. Długa 5/3');
  await expect(page.getByLabel(PL.city)).toHaveValue('Gdańsk');
  await expect(page.getByLabel(PL.postalCode)).toHaveValue('80-001');
  await expect(page.getByLabel('Kraj', { exact: true })).toHaveValue('Polska');
  await expect(page.getByLabel('Numer telefonu')).toHaveValue('+48 601 202 303');
  // A Polish national is asked for the ID card (so its back side too), and no photo is carried over.
  await expect(page.getByLabel(PL.documentType)).toHaveValue('national_id');
  await expect(page.getByLabel(PL.back)).toBeVisible();
  await expect(form.getByRole('img')).toHaveCount(0);
  for (const label of [PL.front, PL.back, PL.selfie])
    expect(await page.getByLabel(label).evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'kyc-pl-resubmission');

  // Another nationality turns the untouched document type to the passport.
  await page.getByLabel('Obywatelstwo').fill('niemieckie');
  await expect(page.getByLabel(PL.documentType)).toHaveValue('passport');
  await page.getByLabel('Obywatelstwo').fill('polskie');
  await expect(page.getByLabel(PL.documentType)).toHaveValue('national_id');

  // With the photos chosen again, it goes through as a new pending check with the carried details.
  await page.getByLabel(PL.front).setInputFiles(await photo('front.jpg', 'jpeg', 200));
  await page.getByLabel(PL.back).setInputFiles(await photo('back.png', 'png', 150));
  await page.getByLabel(PL.selfie).setInputFiles(await photo('selfie.jpg', 'jpeg', 90));
  await page.getByRole('button', { name: PL.submit }).click();
  const status = page.getByTestId('kyc-status');
  await expect(status).toHaveAttribute('data-status', 'pending');
  await expect(status).toContainText('Dowód osobisty');
  await expect(status).toContainText('Regina Maria Ponowna-Kowalska');
  await page.context().close();
});
