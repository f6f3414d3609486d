import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { zl } from './catalogue-helpers';
import {
  DEMO_USER,
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  loginViaApi,
  test,
  useLanguage,
} from './fixtures';
import { newActor, type Lang } from './rental-helpers';

interface EarningsView {
  upcoming: string;
  waiting: string;
  paidOut: string;
  byMonth: { month: string; amount: string }[];
  byItem: { itemId: number; name: string; rentals: number; days: number; amount: string }[];
}

const TEXTS = {
  pl: {
    payouts: '/wyplaty',
    earnings: '/zarobki',
    title: 'Wypłaty',
    earningsTitle: 'Zarobki',
    notSetUp: 'Nieskonfigurowane',
    restricted: 'Ograniczone',
    active: 'Aktywne',
    setUp: 'Ustaw wypłaty',
    testNotice: 'Płatności testowe — pieniądze nie są przesyłane',
    legalName: 'Imię i nazwisko',
    dateOfBirth: 'Data urodzenia',
    address: 'Ulica i numer',
    city: 'Miasto',
    postalCode: 'Kod pocztowy',
    iban: 'Numer rachunku (IBAN)',
    fillWorking: 'Wpisz działający testowy numer rachunku',
    fillFailing: 'Wpisz testowy numer rachunku, który nie działa',
    failingLabel: 'Ten nie działa',
    submit: 'Zapisz i kontynuuj',
    checksum: 'Nieprawidłowy numer konta: sprawdź cyfry (suma kontrolna się nie zgadza)',
    needsDetails: 'Operator płatności potrzebuje dodatkowych danych',
    csvHeader: 'Wypłata,Wynajem,Przedmiot,Od,Do,Dni,Kwota (zł),Status,Utworzona,Wysłana,Na koncie bankowym',
    history: 'Historia wypłat',
    backToPayouts: 'Wróć do wypłat',
  },
  en: {
    payouts: '/payouts',
    earnings: '/earnings',
    title: 'Payouts',
    earningsTitle: 'Earnings',
    notSetUp: 'Not set up',
    restricted: 'Restricted',
    active: 'Active',
    setUp: 'Set up payouts',
    testNotice: 'Test payments — no money moves',
    legalName: 'Full legal name',
    dateOfBirth: 'Date of birth',
    address: 'Street and number',
    city: 'City',
    postalCode: 'Postal code',
    iban: 'Account number (IBAN)',
    fillWorking: 'Fill in the working test account number',
    fillFailing: 'Fill in the test account number that fails',
    failingLabel: 'This one fails',
    submit: 'Save and continue',
    checksum: 'Invalid account number: check the digits (the checksum does not match)',
    needsDetails: 'The payment provider needs more details',
    csvHeader: 'Payout,Rental,Item,From,To,Days,Amount (zł),Status,Created,Sent,In the bank',
    history: 'Payout history',
    backToPayouts: 'Back to payouts',
  },
} as const;

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** From the payouts page of a user without an account to the test provider's onboarding form. */
async function startSetUp(page: Page, T: (typeof TEXTS)[Lang]) {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(T.payouts);
  await expect(h1(page)).toHaveText(T.title);
  const main = page.getByRole('main');
  await expect(main.getByTestId('payout-account-status')).toHaveText(T.notSetUp);
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  await main.getByRole('button', { name: T.setUp }).click();
  await expect(page).toHaveURL(/\/test-payments\/onboarding\?account=/);
  await expect(main.getByTestId('onboarding-form')).toBeVisible();
  await expect(main.getByTestId('test-payments-notice')).toContainText(T.testNotice);
  // The failing test number is shown, not hidden: the owner can try the restricted path.
  await expect(main.getByTestId('test-ibans')).toContainText('PL34 1090 1014 0000 0000 0000 0000');
  await expect(main.getByTestId('test-ibans')).toContainText(T.failingLabel);
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  await main.getByLabel(T.legalName).fill('Jan Testowy');
  await main.getByLabel(T.dateOfBirth).fill('1990-05-15');
  await main.getByLabel(T.address).fill('ul. Długa 5/3');
  await main.getByLabel(T.postalCode).fill('31-147');
  await main.getByLabel(T.city).fill('Kraków');
  return main;
}

for (const lang of ['pl', 'en'] as Lang[]) {
  const T = TEXTS[lang];

  test.describe(`payouts (${lang})`, () => {
    test('a new owner sets up payouts with the failing test account: restricted, with the reason', async ({
      browser,
    }) => {
      const { page } = await newActor(browser, lang, 'Paula', 'Payout');
      const main = await startSetUp(page, T);
      await main.getByRole('button', { name: T.fillFailing }).click();
      await expect(main.getByLabel(T.iban)).toHaveValue('PL34 1090 1014 0000 0000 0000 0000');
      await main.getByRole('button', { name: T.submit }).click();
      await expect(page).toHaveURL(new RegExp(`${T.payouts}\\?onboarding=done$`));
      await expect(main.getByTestId('payout-account-status')).toHaveText(T.restricted);
      await expect(main.getByTestId('payout-restricted-reason')).toContainText(T.needsDetails);
      await expect(main.getByTestId('test-payments-notice')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await expectNoHorizontalOverflow(page);
    });

    test('a wrong checksum is refused under the field; the working test account makes payouts active', async ({
      browser,
    }) => {
      const { page } = await newActor(browser, lang, 'Adam', 'Active');
      const main = await startSetUp(page, T);
      // The working number with its last digit changed: a checksum error, in the browser, before anything is sent.
      await main.getByLabel(T.iban).fill('PL61 1090 1014 0000 0712 1981 2875');
      await main.getByRole('button', { name: T.submit }).click();
      await expect(main.getByText(T.checksum)).toBeVisible();
      await expect(main.getByLabel(T.iban)).toHaveAttribute('aria-invalid', 'true');
      await expect(page).toHaveURL(/\/test-payments\/onboarding\?/);
      await main.getByRole('button', { name: T.fillWorking }).click();
      await main.getByRole('button', { name: T.submit }).click();
      await expect(page).toHaveURL(new RegExp(`${T.payouts}\\?onboarding=done$`));
      await expect(main.getByTestId('payout-account-status')).toHaveText(T.active);
      await expect(main.getByTestId('payout-bank')).toHaveText('•••• 2874');
      await expect(main.getByRole('heading', { name: T.history })).toBeVisible();
      await expectNoHorizontalOverflow(page);
    });

    test('the menu leads to payouts and earnings; an expired link asks for a new one; a page without a link says so', async ({
      browser,
    }) => {
      const { page } = await newActor(browser, lang, 'Mira', 'Menu');
      await page.goto(T.payouts);
      await page.getByTestId('user-menu-trigger').click();
      await expect(page.getByRole('menuitem', { name: T.earningsTitle })).toHaveAttribute('href', T.earnings);
      await page.getByRole('menuitem', { name: T.title }).click();
      await expect(page).toHaveURL(new RegExp(`${T.payouts}$`));
      // Stripe sends an expired link back with ?onboarding=refresh: the page goes on to a fresh link at once.
      await page.goto(`${T.payouts}?onboarding=refresh`);
      await expect(page).toHaveURL(/\/test-payments\/onboarding\?account=/);
      await expect(page.getByTestId('onboarding-form')).toBeVisible();
      await page.goto('/test-payments/onboarding');
      const main = page.getByRole('main');
      await expect(main.getByTestId('onboarding-unknown')).toBeVisible();
      await main.getByRole('link', { name: T.backToPayouts }).click();
      await expect(page).toHaveURL(new RegExp(`${T.payouts}$`));
    });

    test('the earnings page of a demo owner: paid out, per item, the chart and the CSV', async ({ page }) => {
      await useLanguage(page, lang);
      await loginViaApi(page, DEMO_USER.email, DEMO_USER.password);
      const res = await page.request.get('/api/earnings');
      expect(res.status(), await res.text()).toBe(200);
      const earnings = (await res.json()) as EarningsView;
      expect(Number(earnings.paidOut)).toBeGreaterThan(0);
      expect(earnings.byItem.length).toBeGreaterThan(0);

      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(T.earnings);
      await expect(h1(page)).toHaveText(T.earningsTitle);
      const main = page.getByRole('main');
      await expect(main.getByTestId('earnings-paidOut')).toHaveText(zl(Number(earnings.paidOut), lang));
      await expect(main.getByTestId('earnings-upcoming')).toHaveText(zl(Number(earnings.upcoming), lang));
      await expect(main.getByTestId('earnings-item')).toHaveCount(earnings.byItem.length);
      const top = earnings.byItem[0];
      await expect(main.getByTestId('earnings-item').first()).toContainText(top.name);
      await expect(main.getByTestId('earnings-item').first().getByTestId('earnings-item-amount')).toHaveText(
        zl(Number(top.amount), lang),
      );
      await expect(main.getByTestId('earnings-chart')).toBeVisible();
      await expect(main.getByTestId('payout-row').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await expectNoHorizontalOverflow(page);

      // The CSV: the link downloads the history in the page's language, a header row and a row per payout.
      const csvLink = main.getByTestId('earnings-csv');
      await expect(csvLink).toHaveAttribute('href', `/api/earnings.csv?lang=${lang}`);
      const [download] = await Promise.all([page.waitForEvent('download'), csvLink.click()]);
      expect(download.suggestedFilename()).toBe(lang === 'pl' ? 'zarobki.csv' : 'earnings.csv');
      const lines = fs
        .readFileSync(await download.path(), 'utf8')
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean);
      expect(lines[0]).toBe(T.csvHeader);
      expect(lines.length).toBeGreaterThan(1);
    });
  });
}
