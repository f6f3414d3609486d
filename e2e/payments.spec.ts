import type { Page } from '@playwright/test';
import { shot } from './shots';
import { zl } from './catalogue-helpers';
import { expect, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, test } from './fixtures';
import { createItem, daysAhead, expectToast, newActor, requestRental, type Actor, type Lang } from './rental-helpers';

const TEXTS = {
  pl: {
    termsTitle: 'Warunki tego wynajmu',
    contract: 'Umowę najmu zawierasz z właścicielem (Olga O.)',
    noWithdrawal: 'prawo odstąpienia od umowy zawartej na odległość nie przysługuje',
    acceptance:
      'Płacąc, akceptujesz te warunki, regulamin (otwiera się w nowej karcie) i politykę prywatności (otwiera się w nowej karcie).',
    myItems: '/moje-przedmioty',
    checkout: (id: number) => `/platnosc/${id}`,
    success: '/platnosc-udana',
    title: 'Płatność',
    rentedTab: 'Wypożyczone przedmioty',
    payNowLink: 'Zapłać teraz',
    payBy: /^zapłać do \d{2}\.\d{2}, \d{2}:\d{2} — potem rezerwacja wygaśnie$/,
    payNow: (amount: string) => `Zapłać teraz ${amount}`,
    notice: 'Płatności testowe — pieniądze nie są pobierane',
    cardNumber: 'Numer karty',
    expiry: 'Ważna do (MM/RR)',
    cvc: 'CVC',
    blik: 'BLIK',
    blikCode: 'Kod BLIK',
    p24: 'Przelewy24',
    bank: 'Bank',
    approveTransfer: 'Zatwierdź przelew',
    approve: 'Zatwierdź',
    failAuth: 'Odrzuć uwierzytelnienie',
    authFailed: 'Nie udało się uwierzytelnić płatności.',
    failedToast: 'Płatność nie powiodła się',
    declined: 'Karta została odrzucona.',
    successTitle: 'Płatność zakończona sukcesem!',
    viewRentals: 'Zobacz moje wynajmy',
    bookingLink: 'Szczegóły rezerwacji',
    rentalPage: (id: number) => `/wynajmy/${id}`,
    item: (id: number) => `/przedmiot/${id}`,
    alreadyPaid: 'Wynajem jest już opłacony',
    home: 'Przejdź do strony głównej',
    paymentComplete: 'Płatność otrzymana',
    notFound: 'Nie znaleziono wynajmu',
    rentals: '/wynajmy?tab=outgoing',
    cancel: 'Anuluj wynajem',
    cancelYes: 'Tak, anuluj',
    refund: (amount: string) => `Otrzymasz zwrot ${amount}`,
    cancelledToast: 'Wynajem anulowany',
    refunded: 'Zwrócono płatność',
  },
  en: {
    termsTitle: 'Terms of this rental',
    contract: 'Your rental contract is with the owner (Olga O.)',
    noWithdrawal: 'the right to withdraw from a distance contract does not apply',
    acceptance:
      'By paying you accept these terms, the terms of service (opens in a new tab) and the privacy policy (opens in a new tab).',
    myItems: '/my-items',
    checkout: (id: number) => `/checkout/${id}`,
    success: '/payment-success',
    title: 'Checkout',
    rentedTab: 'Rented Items',
    payNowLink: 'Pay now',
    payBy: /^pay by \d{2}\.\d{2}, \d{2}:\d{2} — after that the booking expires$/,
    payNow: (amount: string) => `Pay Now ${amount}`,
    notice: 'Test payments — no money moves',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    blik: 'BLIK',
    blikCode: 'BLIK code',
    p24: 'Przelewy24',
    bank: 'Bank',
    approveTransfer: 'Approve the transfer',
    approve: 'Approve',
    failAuth: 'Fail authentication',
    authFailed: 'We are unable to authenticate your payment method.',
    failedToast: 'Payment failed',
    declined: 'Your card was declined.',
    successTitle: 'Payment successful!',
    viewRentals: 'View my rentals',
    bookingLink: 'Booking details',
    rentalPage: (id: number) => `/rentals/${id}`,
    item: (id: number) => `/item/${id}`,
    alreadyPaid: 'This rental is already paid',
    home: 'Go to the home page',
    paymentComplete: 'Payment complete',
    notFound: 'Rental not found',
    rentals: '/rentals?tab=outgoing',
    cancel: 'Cancel rental',
    cancelYes: 'Yes, cancel',
    refund: (amount: string) => `You will get back ${amount}`,
    cancelledToast: 'Rental Cancelled',
    refunded: 'Refunded',
  },
} as const;

/** A confirmed rental of a new owner's item (40 zł a day, 3 days: 132 zł with the fee), waiting for the renter to pay. */
async function confirmedRental(owner: Actor, renter: Actor, from: number) {
  const item = await createItem(owner, `Rower ${Date.now()}`, 40);
  const rental = await requestRental(renter, item.id, daysAhead(from, 3));
  const res = await owner.page.request.put(`/api/rentals/${rental.id}/accept`);
  expect(res.status(), await res.text()).toBe(200);
  return { item, rental };
}

async function paymentStatusOf(actor: Actor, rentalId: number) {
  const res = await actor.page.request.get(`/api/rentals/${rentalId}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { paymentStatus: string }).paymentStatus;
}

/**
 * Where every paid checkout ends (issue 19 §4): the payment-success screen with the receipt and a link to the booking
 * page, then my items on the renter's tab after 5 s.
 */
async function expectSuccessScreen(page: Page, lang: Lang, rentalId: number, axe = false) {
  const T = TEXTS[lang];
  await expect(page).toHaveURL(new RegExp(`${T.success}\\?`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.successTitle);
  const receipt = page.getByTestId('rental-receipt');
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText(`#${rentalId}`);
  // Who issues it (issue 27 §1): the e2e server's demo company, in the page's language.
  await expect(receipt.getByTestId('receipt-issuer')).toContainText(
    lang === 'pl' ? 'Wypożyczalnia — wersja demonstracyjna' : 'Wypożyczalnia — demo version',
  );
  await expect(receipt.getByTestId('money-amount-due')).toContainText(zl(132, lang));
  await expect(page.getByRole('link', { name: T.bookingLink })).toHaveAttribute('href', T.rentalPage(rentalId));
  await expect(page.getByRole('link', { name: T.viewRentals })).toHaveAttribute('href', `${T.myItems}?tab=rented`);
  if (axe) {
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
  }
  await expect(page).toHaveURL(new RegExp(`${T.myItems}\\?tab=rented$`), { timeout: 8_000 });
  await expect(page.getByRole('main').getByRole('tab', { name: T.rentedTab })).toHaveAttribute('aria-selected', 'true');
}

/** The checkout's test card form, filled. */
async function fillCard(page: Page, T: (typeof TEXTS)[Lang], number: string) {
  await page.getByLabel(T.cardNumber).fill(number);
  await page.getByLabel(T.expiry).fill('12/35');
  await page.getByLabel(T.cvc).fill('123');
}

for (const lang of ['pl', 'en'] as Lang[]) {
  const T = TEXTS[lang];

  test.describe(`payments (${lang}, 375 px)`, () => {
    test('request, accept, Pay Now, checkout with 4242: the success screen with the receipt, paid for both', async ({
      browser,
    }) => {
      const owner = await newActor(browser, lang, 'Olga', 'Owner');
      const renter = await newActor(browser, lang, 'Roman', 'Renter');
      const { item, rental } = await confirmedRental(owner, renter, 6);
      const page = renter.page;
      await page.setViewportSize({ width: 375, height: 800 });

      await page.goto(T.myItems);
      const main = page.getByRole('main');
      await main.getByRole('tab', { name: T.rentedTab }).click();
      await expect(main.getByTestId('payment-due')).toHaveText(T.payBy);
      await main.getByRole('link', { name: T.payNowLink }).click();
      await expect(page).toHaveURL(new RegExp(`${T.checkout(rental.id)}$`));

      // The summary (spec 02 §2) and the test provider's form with its notice.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.title);
      const summary = page.getByTestId('checkout-summary');
      await expect(summary).toContainText(item.name);
      await expect(summary).toContainText(`${renter.firstName} ${renter.lastName}`);
      await expect(summary.getByTestId('money-amount-due')).toContainText(zl(132, lang));
      await expect(page.getByText(T.notice)).toBeVisible();
      const pay = page.getByRole('button', { name: T.payNow(zl(132, lang)) });
      await expect(pay).toBeEnabled();
      // The terms of this rental and the consumer information come before the pay button (issue 27 §2).
      const terms = page.getByTestId('checkout-terms');
      await expect(terms.getByRole('heading', { name: T.termsTitle })).toBeVisible();
      await expect(terms).toContainText(T.contract);
      await expect(terms).toContainText(T.noWithdrawal);
      await expect(terms.getByTestId('checkout-terms-acceptance')).toHaveText(T.acceptance);
      expect((await terms.boundingBox())!.y).toBeLessThan((await pay.boundingBox())!.y);
      await shot(page, `checkout-terms-${lang}`);
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page);

      await fillCard(page, T, '4242 4242 4242 4242');
      await pay.click();
      await expectSuccessScreen(page, lang, rental.id, true);
      expect(await paymentStatusOf(renter, rental.id)).toBe('paid');

      // The renter's row no longer offers Pay Now; the owner sees the payment complete.
      await expect(main.getByTestId('rental-row')).toHaveCount(1);
      await expect(main.getByRole('link', { name: T.payNowLink })).toHaveCount(0);
      await owner.page.goto(T.myItems);
      await expect(owner.page.getByRole('main').getByTestId('payment-complete')).toHaveText(T.paymentComplete);

      // The checkout of a paid rental says so and links to its booking page.
      await page.goto(T.checkout(rental.id));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.alreadyPaid);
      await expect(page.getByRole('link', { name: T.bookingLink })).toHaveAttribute('href', T.rentalPage(rental.id));
      await expectNoSeriousA11yViolations(page);
    });

    test('the amount to pay of the item page quote is the checkout pay button amount', async ({ browser }) => {
      const owner = await newActor(browser, lang, 'Olga', 'Owner');
      const renter = await newActor(browser, lang, 'Roman', 'Renter');
      const { item, rental } = await confirmedRental(owner, renter, 11);
      const page = renter.page;
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(`${T.item(item.id)}?start=${rental.startDate.slice(0, 10)}&end=${rental.endDate.slice(0, 10)}`);
      const quoted = page.getByTestId('cost-breakdown').getByTestId('money-amount-due').locator('dd');
      await expect(quoted).toHaveText(zl(132, lang));
      const amount = await quoted.innerText();
      await page.goto(T.checkout(rental.id));
      await expect(page.getByRole('button', { name: T.payNow(amount) })).toBeVisible();
      await expect(page.getByTestId('checkout-summary').getByTestId('money-amount-due').locator('dd')).toHaveText(
        amount,
      );
    });

    test('a declined card shows its reason and leaves the rental unpaid; BLIK pays it, the success screen; cancelling refunds it all', async ({
      browser,
    }) => {
      const owner = await newActor(browser, lang, 'Olga', 'Owner');
      const renter = await newActor(browser, lang, 'Roman', 'Renter');
      const { rental } = await confirmedRental(owner, renter, 7);
      const page = renter.page;
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(T.checkout(rental.id));

      await fillCard(page, T, '4000 0000 0000 0002');
      await page.getByRole('button', { name: T.payNow(zl(132, lang)) }).click();
      await expectToast(page, T.failedToast, T.declined);
      await expect(page).toHaveURL(new RegExp(`${T.checkout(rental.id)}$`));
      expect(await paymentStatusOf(renter, rental.id)).toBe('unpaid');

      // The same checkout takes another method: BLIK with any six digits.
      await page.getByText(T.blik, { exact: true }).click();
      await page.getByLabel(T.blikCode).fill('123456');
      await page.getByRole('button', { name: T.payNow(zl(132, lang)) }).click();
      await expectSuccessScreen(page, lang, rental.id);
      expect(await paymentStatusOf(renter, rental.id)).toBe('paid');

      // Cancelling a week ahead (standard terms: 100 % up to 24 h before) shows, then issues, the whole refund.
      await page.goto(T.rentals);
      const card = page.locator(`article[data-rental-id="${rental.id}"]`);
      await expect(card.getByTestId('payment-complete')).toBeVisible();
      await card.getByRole('button', { name: T.cancel }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog.getByTestId('refund-preview')).toContainText(T.refund(zl(132, lang)));
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: T.cancelYes }).click();
      await expectToast(page, T.cancelledToast);
      await expect.poll(async () => paymentStatusOf(renter, rental.id), { timeout: 10_000 }).toBe('refunded');
      await page.reload();
      await expect(card.getByTestId('payment-refunded')).toHaveText(T.refunded);
      await expect(card.getByTestId('money-refunded')).toHaveText(zl(132, lang));
    });

    test('Przelewy24: the test bank, then the payment-success page with the receipt, my items after 5 s', async ({
      browser,
    }) => {
      const owner = await newActor(browser, lang, 'Olga', 'Owner');
      const renter = await newActor(browser, lang, 'Roman', 'Renter');
      const { rental } = await confirmedRental(owner, renter, 8);
      const page = renter.page;
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(T.checkout(rental.id));

      await page.getByText(T.p24, { exact: true }).click();
      await expect(page.getByLabel(T.bank, { exact: true })).toBeVisible();
      await page.getByRole('button', { name: T.payNow(zl(132, lang)) }).click();
      await expect(page).toHaveURL(/\/test-payments\/bank\?/);
      await expect(page.getByText(T.notice)).toBeVisible();
      await page.getByRole('button', { name: T.approveTransfer }).click();

      await expect(page.getByRole('link', { name: T.home })).toHaveAttribute('href', '/');
      await expectSuccessScreen(page, lang, rental.id);
      expect(await paymentStatusOf(renter, rental.id)).toBe('paid');
    });

    test('a card asking for authentication: failed, back to the checkout unpaid; approved, paid', async ({
      browser,
    }) => {
      const owner = await newActor(browser, lang, 'Olga', 'Owner');
      const renter = await newActor(browser, lang, 'Roman', 'Renter');
      const { rental } = await confirmedRental(owner, renter, 10);
      const page = renter.page;
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(T.checkout(rental.id));

      await fillCard(page, T, '4000 0025 0000 3155');
      await page.getByRole('button', { name: T.payNow(zl(132, lang)) }).click();
      await expect(page).toHaveURL(/\/test-payments\/authenticate\?/);
      await expect(page.getByText(T.notice)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: T.failAuth }).click();
      await expectToast(page, T.failedToast, T.authFailed);
      await expect(page).toHaveURL(new RegExp(`${T.checkout(rental.id)}$`));
      expect(await paymentStatusOf(renter, rental.id)).toBe('unpaid');

      await fillCard(page, T, '4000 0025 0000 3155');
      await page.getByRole('button', { name: T.payNow(zl(132, lang)) }).click();
      await page.getByRole('button', { name: T.approve, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.successTitle);
      expect(await paymentStatusOf(renter, rental.id)).toBe('paid');
    });

    test('someone else’s rental shows the not-found card; a checkout without a rental goes home', async ({
      browser,
    }) => {
      const owner = await newActor(browser, lang, 'Olga', 'Owner');
      const renter = await newActor(browser, lang, 'Roman', 'Renter');
      const { rental } = await confirmedRental(owner, renter, 9);
      await owner.page.goto(T.checkout(rental.id));
      await expect(owner.page.getByRole('heading', { level: 1 })).toHaveText(T.notFound);
      await owner.page.goto(T.checkout(rental.id).replace(/\/\d+$/, ''));
      await expect(owner.page).toHaveURL(/\/$/);
    });
  });
}
