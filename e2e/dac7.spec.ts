import type { Browser } from '@playwright/test';
import {
  DEMO_PASSWORD,
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  test,
  useLanguage,
} from './fixtures';
import { shot } from './shots';

/** Issue 27 §5: an owner gives their DAC7 tax data on the payouts page; the admin sees them in the year's report. */

const TEXTS = {
  pl: {
    payouts: '/wyplaty',
    card: 'Dane podatkowe (DAC7)',
    dateOfBirth: 'Data urodzenia',
    taxNumber: 'PESEL albo NIP',
    street: 'Ulica i numer',
    postalCode: 'Kod pocztowy',
    city: 'Miejscowość',
    save: 'Zapisz dane podatkowe',
    badPesel: 'Nieprawidłowy PESEL: sprawdź cyfry (ostatnia jest cyfrą kontrolną)',
    saved: /Dane podatkowe zapisane/,
    admin: '/admin/dac7',
    given: 'podane',
    xml: 'Pobierz XML (DPI)',
    title: 'Raport DAC7',
    notify: 'Poinformuj sprzedawców',
    onlyPast: 'Sprzedawców powiadomisz po zakończeniu roku.',
  },
  en: {
    payouts: '/payouts',
    card: 'Tax information (DAC7)',
    dateOfBirth: 'Date of birth',
    taxNumber: 'PESEL or NIP',
    street: 'Street and number',
    postalCode: 'Postal code',
    city: 'City',
    save: 'Save tax information',
    badPesel: 'Invalid PESEL: check the digits (the last one is a check digit)',
    saved: /Tax information saved/,
    admin: '/admin/dac7',
    given: 'given',
    xml: 'Download XML (DPI)',
    title: 'DAC7 report',
    notify: 'Tell the sellers',
    onlyPast: 'Sellers are told once the year is over.',
  },
} as const;
type Lang = keyof typeof TEXTS;

const OWNERS: Record<Lang, { email: string; name: string }> = {
  pl: { email: 'piotr.nowak@example.com', name: 'Piotr Nowak' },
  en: { email: 'kasia.wisniewska@example.com', name: 'Katarzyna Wiśniewska' },
};

async function signedIn(browser: Browser, lang: Lang, email: string, password = DEMO_PASSWORD) {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'Accept-Language': lang },
    viewport: { width: 375, height: 812 },
  });
  const page = await context.newPage();
  await useLanguage(page, lang);
  expect((await page.request.post('/api/login', { data: { email, password } })).ok()).toBeTruthy();
  return page;
}

for (const lang of ['pl', 'en'] as const) {
  test(`${lang}, 375 px: an owner gives tax data (a wrong PESEL is refused), the admin sees them and downloads the XML`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const T = TEXTS[lang];
    const owner = OWNERS[lang];
    const page = await signedIn(browser, lang, owner.email);
    await page.goto(T.payouts);
    const card = page.getByTestId('tax-info-card');
    await expect(card.getByRole('heading', { name: T.card })).toBeVisible();
    await card.getByLabel(T.dateOfBirth).fill('1990-05-17');
    await card.getByLabel(T.taxNumber).fill('90051712345');
    await card.getByLabel(T.street).fill('ul. Długa 5/3');
    await card.getByLabel(T.postalCode).fill('31-147');
    await card.getByLabel(T.city).fill('Kraków');
    await card.getByRole('button', { name: T.save }).click();
    await expect(card.getByText(T.badPesel)).toBeVisible();
    await expect(card.getByLabel(T.taxNumber)).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page);
    await shot(page, `dac7-form-error-${lang}`);

    await card.getByLabel(T.taxNumber).fill('90051712344');
    await card.getByRole('button', { name: T.save }).click();
    const saved = card.getByTestId('tax-info-saved');
    await expect(saved.getByText(T.saved)).toBeVisible();
    await expect(saved).toContainText('••••2344');
    await expect(saved).not.toContainText('90051712344');
    await expectNoSeriousA11yViolations(page);
    await shot(page, `dac7-form-saved-${lang}`);
    await page.context().close();

    const admin = await signedIn(browser, lang, 'admin@example.com');
    // The year running in Warsaw by the server's clock (not this machine's): the page's rules follow it.
    const serverNow = (await (await admin.request.get('/api/dev/clock')).json()) as { now: string };
    const year = Number(
      new Intl.DateTimeFormat('en', { timeZone: 'Europe/Warsaw', year: 'numeric' }).format(new Date(serverNow.now)),
    );
    // Without a year in the address: the year due, the one before.
    await admin.goto(T.admin);
    await expect(admin.getByTestId('dac7-year')).toHaveValue(String(year - 1));
    await admin.goto(`${T.admin}?year=${year}`);
    await expect(admin.getByRole('heading', { name: T.title, level: 1 })).toBeVisible();
    const row = admin.getByTestId('dac7-seller').filter({ hasText: owner.name });
    await expect(row).toBeVisible();
    await expect(row).toContainText(T.given);
    // The running year's figures still change: its sellers are told after 31 December.
    await expect(admin.getByRole('button', { name: T.notify })).toBeDisabled();
    await expect(admin.getByText(T.onlyPast)).toBeVisible();
    await expectNoSeriousA11yViolations(admin);
    await expectNoHorizontalOverflow(admin);
    await shot(admin, `dac7-admin-${lang}`);
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('link', { name: T.xml }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`dac7-dpi-${year}.xml`);
    const xml = await (await admin.request.get(`/api/admin/dac7?year=${year}&format=xml`)).text();
    expect(xml).toContain('<dpi:DPI_OECD');
    await admin.context().close();
  });
}
