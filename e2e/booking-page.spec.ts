import type { Page } from '@playwright/test';
import { zl } from './catalogue-helpers';
import { expect, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, test } from './fixtures';
import { createItem, daysAhead, expectToast, newActor, requestRental, type Actor, type Lang } from './rental-helpers';

const TEXTS = {
  pl: {
    page: (id: number) => `/wynajmy/${id}`,
    title: (id: number) => `Rezerwacja nr ${id}`,
    accept: 'Akceptuj',
    decline: 'Odrzuć',
    acceptedToast: 'Wynajem zaakceptowany',
    payNow: 'Zapłać teraz',
    message: 'Napisz wiadomość',
    sent: 'Wysłano prośbę',
    accepted: 'Zaakceptowano prośbę',
    paid: 'Otrzymano płatność',
    byRenter: 'przez najemcę',
    byYou: 'przez Ciebie',
    byOwner: 'przez właściciela',
    ownerCard: 'Właściciel',
    renterCard: 'Najemca',
    terms: 'Standardowe',
    notFound: 'Nie znaleziono rezerwacji',
    details: 'Szczegóły rezerwacji',
    rentals: '/wynajmy',
    cardNumber: 'Numer karty',
    expiry: 'Ważna do (MM/RR)',
    cvc: 'CVC',
    payButton: (amount: string) => `Zapłać teraz ${amount}`,
    receipt: 'Potwierdzenie płatności',
    inbox: '/skrzynka',
    successTitle: 'Płatność zakończona sukcesem!',
  },
  en: {
    page: (id: number) => `/rentals/${id}`,
    title: (id: number) => `Booking #${id}`,
    accept: 'Accept',
    decline: 'Decline',
    acceptedToast: 'Rental Accepted',
    payNow: 'Pay now',
    message: 'Send a message',
    sent: 'Request sent',
    accepted: 'Request accepted',
    paid: 'Payment received',
    byRenter: 'by the renter',
    byYou: 'by you',
    byOwner: 'by the owner',
    ownerCard: 'Owner',
    renterCard: 'Renter',
    terms: 'Standard',
    notFound: 'Booking not found',
    details: 'Booking details',
    rentals: '/rentals',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    payButton: (amount: string) => `Pay Now ${amount}`,
    receipt: 'Payment receipt',
    inbox: '/inbox',
    successTitle: 'Payment successful!',
  },
} as const;

interface ApiRental {
  id: number;
  item: { name: string };
  amountDue: string;
  ownerEarnings: string;
  totalPrice: string;
  status: string;
  paymentStatus: string;
}

async function rentalOf(actor: Actor, id: number): Promise<ApiRental> {
  const res = await actor.page.request.get(`/api/rentals/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as ApiRental;
}

/** A pending request of `renter` for a new item of `owner` (40 zł a day, 3 days). */
async function pendingRental(owner: Actor, renter: Actor, from: number) {
  const item = await createItem(owner, `Namiot ${Date.now()}`, 40);
  const rental = await requestRental(renter, item.id, daysAhead(from, 3));
  return { item, rental };
}

/** Screenshots to look at by hand (not compared), only when SHOTS_DIR names a folder. */
const SHOTS_DIR = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
};

for (const lang of ['pl', 'en'] as Lang[]) {
  const T = TEXTS[lang];

  test.describe(`booking page (${lang})`, () => {
    test('owner and renter see the money, the history and only their own actions; a stranger gets not found', async ({
      browser,
    }) => {
      const owner = await newActor(browser, lang, 'Olga', 'Owner');
      const renter = await newActor(browser, lang, 'Roman', 'Renter');
      const stranger = await newActor(browser, lang, 'Sam', 'Stranger');
      const { item, rental } = await pendingRental(owner, renter, 5);
      const view = await rentalOf(owner, rental.id);

      // The owner of a pending request: the renter's card, what they earn, Accept and Decline.
      const page = owner.page;
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(T.page(rental.id));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(T.title(rental.id));
      await expect(main.getByRole('link', { name: item.name })).toBeVisible();
      await expect(main.getByTestId('money-amount-due')).toContainText(zl(Number(view.amountDue), lang));
      await expect(main.getByTestId('money-owner-earnings')).toContainText(zl(Number(view.ownerEarnings), lang));
      await expect(main.getByTestId('rental-party')).toContainText(T.renterCard);
      await expect(main.getByTestId('rental-party')).toContainText('Roman Renter');
      const history = main.getByTestId('rental-history').getByRole('listitem');
      await expect(history).toHaveCount(1);
      await expect(history.first()).toContainText(T.sent);
      await expect(history.first()).toContainText(T.byRenter);
      await expect(history.first()).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
      await expect(main.getByTestId('rental-cancellation-terms')).toContainText(T.terms);
      await expect(main.getByRole('button', { name: T.accept })).toBeVisible();
      await expect(main.getByRole('button', { name: T.decline })).toBeVisible();
      await expect(main.getByRole('link', { name: T.payNow })).toHaveCount(0);
      await expect(main.getByRole('button', { name: T.message })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shot(page, `booking-${lang}-1280-owner-pending`);

      // The renter of the same request: no owner earnings, no answer buttons, no Pay now yet.
      await renter.page.setViewportSize({ width: 1280, height: 900 });
      await renter.page.goto(T.page(rental.id));
      const rmain = renter.page.getByRole('main');
      await expect(rmain.getByRole('heading', { level: 1 })).toHaveText(T.title(rental.id));
      await expect(rmain.getByTestId('money-amount-due')).toContainText(zl(Number(view.amountDue), lang));
      await expect(rmain.getByTestId('money-owner-earnings')).toHaveCount(0);
      await expect(rmain.getByTestId('rental-party')).toContainText(T.ownerCard);
      await expect(rmain.getByTestId('rental-history').getByRole('listitem').first()).toContainText(T.byYou);
      await expect(rmain.getByRole('button', { name: T.accept })).toHaveCount(0);
      await expect(rmain.getByRole('button', { name: T.decline })).toHaveCount(0);
      await expect(rmain.getByRole('link', { name: T.payNow })).toHaveCount(0);

      // The owner accepts from the page; the renter now sees Pay now and the second step.
      await main.getByRole('button', { name: T.accept }).click();
      await expectToast(page, T.acceptedToast);
      await expect(main.getByRole('button', { name: T.accept })).toHaveCount(0);
      await expect(main.getByTestId('payment-deadline')).toBeVisible();
      await renter.page.reload();
      await expect(rmain.getByRole('link', { name: T.payNow })).toHaveAttribute(
        'href',
        lang === 'pl' ? `/platnosc/${rental.id}` : `/checkout/${rental.id}`,
      );
      await expect(rmain.getByTestId('payment-due')).toBeVisible();
      const steps = rmain.getByTestId('rental-history').getByRole('listitem');
      await expect(steps).toHaveCount(2);
      await expect(steps.nth(1)).toContainText(T.accepted);
      await expect(steps.nth(1)).toContainText(T.byOwner);
      await expectNoSeriousA11yViolations(renter.page);
      await shot(renter.page, `booking-${lang}-1280-renter-confirmed`);

      // Anyone else: the not-found screen, for this booking and for an id that is not one.
      await stranger.page.goto(T.page(rental.id));
      await expect(stranger.page.getByRole('heading', { level: 1 })).toHaveText(T.notFound);
      await stranger.page.goto(T.page(0));
      await expect(stranger.page.getByRole('heading', { level: 1 })).toHaveText(T.notFound);

      // The rentals page links each card to its booking page.
      await page.goto(T.rentals);
      const card = page.locator(`article[data-rental-id="${rental.id}"]`);
      await card.getByRole('link', { name: new RegExp(`^${T.details}`) }).click();
      await expect(page).toHaveURL(new RegExp(`${T.page(rental.id)}$`));
    });

    test('at 375 px: from the acceptance notice to Pay now in one click, paid by card, the receipt, the booking page', async ({
      browser,
    }) => {
      const owner = await newActor(browser, lang, 'Olga', 'Owner');
      const renter = await newActor(browser, lang, 'Roman', 'Renter');
      const { rental } = await pendingRental(owner, renter, 8);
      expect((await owner.page.request.put(`/api/rentals/${rental.id}/accept`)).status()).toBe(200);
      const view = await rentalOf(renter, rental.id);
      const page = renter.page;
      await page.setViewportSize({ width: 375, height: 800 });

      await page.goto(T.page(rental.id));
      const main = page.getByRole('main');
      await expect(main.getByTestId('money-amount-due')).toContainText(zl(Number(view.amountDue), lang));
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page);
      await shot(page, `booking-${lang}-375-renter-confirmed`);

      // From the acceptance notice, one click to the checkout; paid with the test card, the success screen shows the
      // receipt and leads to the booking page.
      await page.goto(T.inbox);
      const notice = page.locator('article[data-read="false"]').filter({ hasText: view.item.name });
      await notice.getByRole('link', { name: T.payNow }).click();
      await expect(page).toHaveURL(new RegExp(`/(platnosc|checkout)/${rental.id}$`));
      await page.getByLabel(T.cardNumber).fill('4242 4242 4242 4242');
      await page.getByLabel(T.expiry).fill('12/35');
      await page.getByLabel(T.cvc).fill('123');
      await page.getByRole('button', { name: T.payButton(zl(Number(view.amountDue), lang)) }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.successTitle);
      await expect(page.getByTestId('rental-receipt')).toContainText(T.receipt);
      await expect(page.getByTestId('receipt-money')).toContainText(zl(Number(view.amountDue), lang));
      await page.getByRole('link', { name: T.details }).click();
      await expect(page).toHaveURL(new RegExp(`${T.page(rental.id)}$`));

      await expect(main.getByTestId('rental-contact')).toContainText(owner.email);
      await expect(main.getByTestId('rental-receipt')).toContainText(T.receipt);
      await expect(main.getByTestId('money-paid')).toContainText(zl(Number(view.amountDue), lang));
      await expect(main.getByRole('link', { name: T.payNow })).toHaveCount(0);
      const steps = main.getByTestId('rental-history').getByRole('listitem');
      await expect(steps.last()).toContainText(T.paid);
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page);
      await shot(page, `booking-${lang}-375-renter-paid`);

      await owner.page.setViewportSize({ width: 375, height: 800 });
      await owner.page.goto(T.page(rental.id));
      await expect(owner.page.getByTestId('rental-contact')).toContainText(renter.email);
      await expectNoHorizontalOverflow(owner.page);
      await shot(owner.page, `booking-${lang}-375-owner-paid`);
      await owner.page.setViewportSize({ width: 1280, height: 900 });
      await owner.page.reload();
      await expect(owner.page.getByTestId('rental-receipt')).toBeVisible();
      await shot(owner.page, `booking-${lang}-1280-owner-paid`);
    });
  });
}
