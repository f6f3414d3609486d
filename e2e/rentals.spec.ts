import { displayIso, zl } from './catalogue-helpers';
import { expect, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, test, useLanguage } from './fixtures';
import { createItem, daysAhead, expectToast, newActor, requestRental, type Lang } from './rental-helpers';

const TEXTS = {
  pl: {
    path: '/wynajmy',
    inbox: '/skrzynka',
    title: 'Prośby o wynajem',
    incoming: /^Prośby przychodzące/,
    outgoing: /^Moje prośby/,
    inboxEntry: /^Skrzynka/,
    rentalsEntry: /^Wynajmy/,
    earnings: 'Twój zarobek',
    payNow: 'Zapłać teraz',
    payDeadline: /^zapłać do \d{2}\.\d{2}, \d{2}:\d{2} — potem rezerwacja wygaśnie$/,
    checkout: '/platnosc',
    pending: 'Oczekuje',
    confirmed: 'Potwierdzony',
    declined: 'Odrzucony',
    cancelled: 'Anulowany',
    accept: 'Akceptuj',
    message: /^Napisz do: /,
    decline: 'Odrzuć',
    cancel: 'Anuluj wynajem',
    cancelYes: 'Tak, anuluj',
    accepted: ['Wynajem zaakceptowany', 'Pomyślnie zaakceptowano prośbę o wynajem'],
    declinedToast: ['Wynajem odrzucony', 'Odrzucono prośbę o wynajem'],
    acceptFailed: 'Nie udało się zaakceptować prośby o wynajem.',
    cancelledToast: 'Wynajem anulowany',
    loginTitle: 'Wymagane logowanie',
    login: 'Zaloguj się',
    total: (n: number) => `${n} wynajmów łącznie`,
    pages: (page: number, of: number) => `Strona ${page} z ${of}`,
    next: 'Następna',
  },
  en: {
    path: '/rentals',
    inbox: '/inbox',
    title: 'Rental Requests',
    incoming: /^Incoming Requests/,
    outgoing: /^My Requests/,
    inboxEntry: /^Inbox/,
    rentalsEntry: /^Rentals/,
    earnings: 'What you earn',
    payNow: 'Pay now',
    payDeadline: /^pay by \d{2}\.\d{2}, \d{2}:\d{2} — after that the booking expires$/,
    checkout: '/checkout',
    pending: 'Pending',
    confirmed: 'Confirmed',
    declined: 'Declined',
    cancelled: 'Cancelled',
    accept: 'Accept',
    message: /^Message .+ about /,
    decline: 'Decline',
    cancel: 'Cancel rental',
    cancelYes: 'Yes, cancel',
    accepted: ['Rental Accepted', 'You have successfully accepted the rental request'],
    declinedToast: ['Rental Declined', 'You have declined the rental request'],
    acceptFailed: 'Failed to accept rental request.',
    cancelledToast: 'Rental Cancelled',
    loginTitle: 'Login required',
    login: 'Log in',
    total: (n: number) => `${n} rentals in all`,
    pages: (page: number, of: number) => `Page ${page} of ${of}`,
    next: 'Next',
  },
} as const;

for (const lang of ['pl', 'en'] as Lang[]) {
  const T = TEXTS[lang];

  test.describe(`rental requests (${lang})`, () => {
    test('a renter requests, the owner sees it with a notification and the badge, accepts; the renter sees the confirmation', async ({
      browser,
    }) => {
      const owner = await newActor(browser, lang, 'Olga', 'Owner');
      const renter = await newActor(browser, lang, 'Roman', 'Renter');
      const item = await createItem(owner, `Wiertarka ${Date.now()}`);
      const dates = daysAhead(5, 3);
      const rental = await requestRental(renter, item.id, dates);

      // The owner: the badge in the navbar, then the request on the rentals page.
      const o = owner.page;
      await o.goto('/');
      await expect(o.getByTestId('user-menu-trigger').getByTestId('unread-dot')).toHaveText('1');
      await o.getByTestId('user-menu-trigger').click();
      await expect(o.getByRole('menuitem', { name: T.inboxEntry }).getByTestId('unread-badge')).toContainText('1');
      // The rentals entry counts what waits for the owner: one request to answer.
      await expect(o.getByRole('menuitem', { name: T.rentalsEntry }).getByTestId('to-do-badge')).toContainText('1');
      await o.keyboard.press('Escape');

      await o.goto(T.path);
      await expect(o.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
      await expect(o.getByRole('tab', { name: T.incoming })).toHaveAttribute('aria-selected', 'true');
      const row = o.getByRole('article', { name: item.name });
      await expect(row.getByRole('link', { name: item.name, exact: true })).toHaveAttribute(
        'href',
        new RegExp(`/(item|przedmiot)/${item.id}$`),
      );
      await expect(row).toContainText('Roman Renter');
      await expect(row).toContainText(`${displayIso(dates.startDate)} – ${displayIso(dates.endDate)}`);
      // The owner sees what they earn, not the renter's total.
      await expect(row.getByTestId('money-ownerEarnings')).toHaveText(zl(Number(rental.ownerEarnings), lang));
      await expect(row).toContainText(T.earnings);
      await expect(row.getByTestId('money-rentalTotal')).toHaveCount(0);
      await expect(row.locator('[data-status]')).toHaveText(T.pending);
      await expectNoSeriousA11yViolations(o);

      // The notification of the request is in the owner's inbox.
      await o.goto(T.inbox);
      await expect(o.locator('article[data-read="false"]').filter({ hasText: item.name })).toBeVisible();

      await o.goto(T.path);
      await o.getByRole('article', { name: item.name }).getByRole('button', { name: T.accept }).click();
      await expectToast(o, ...T.accepted);
      await expect(o.getByRole('article', { name: item.name }).locator('[data-status]')).toHaveText(T.confirmed);
      await expect(o.getByRole('article', { name: item.name }).getByRole('button', { name: T.accept })).toHaveCount(0);
      const seen = await o.request.get(`/api/rentals/${rental.id}`);
      expect(((await seen.json()) as { status: string }).status).toBe('confirmed');

      // The renter: a notification and the badge, and the confirmation under My Requests.
      const r = renter.page;
      await r.goto('/');
      await expect(r.getByTestId('user-menu-trigger').getByTestId('unread-dot')).toHaveText('1');
      await r.getByTestId('user-menu-trigger').click();
      await expect(r.getByRole('menuitem', { name: T.rentalsEntry }).getByTestId('to-do-badge')).toContainText('1');
      await r.keyboard.press('Escape');
      // Something to pay: the page opens on My Requests by itself.
      await r.goto(T.path);
      await expect(r.getByRole('tab', { name: T.outgoing })).toHaveAttribute('aria-selected', 'true');
      const mine = r.getByRole('article', { name: item.name });
      await expect(mine.locator('[data-status]')).toHaveText(T.confirmed);
      await expect(mine).toContainText('Olga Owner');
      await expect(mine.getByTestId('money-rentalTotal')).toHaveText(zl(Number(rental.totalPrice), lang));
      await expect(mine.getByRole('button', { name: T.accept })).toHaveCount(0);
      // Pay Now with the deadline.
      await expect(mine.getByTestId('pay-now').getByRole('link', { name: T.payNow })).toHaveAttribute(
        'href',
        `${T.checkout}/${rental.id}`,
      );
      await expect(mine.getByTestId('payment-due')).toHaveText(T.payDeadline);
      await expectNoSeriousA11yViolations(r);
      // From the acceptance notice the renter reaches the checkout in one click.
      await r.goto(T.inbox);
      const notice = r.locator('article[data-read="false"]').filter({ hasText: item.name });
      await expect(notice).toBeVisible();
      await notice.getByRole('link', { name: T.payNow }).click();
      await expect(r).toHaveURL(new RegExp(`${T.checkout}/${rental.id}$`));
    });

    test('the owner declines; the renter cancels another request after confirming; a stale accept shows the server’s reason', async ({
      browser,
    }) => {
      const owner = await newActor(browser, lang, 'Olga', 'Owner');
      const renter = await newActor(browser, lang, 'Roman', 'Renter');
      const item = await createItem(owner, `Namiot ${Date.now()}`);
      const first = await requestRental(renter, item.id, daysAhead(4, 2));

      const o = owner.page;
      await o.goto(T.path);
      const row = () => o.locator(`article[data-rental-id="${first.id}"]`);
      await row().getByRole('button', { name: T.decline }).click();
      await expectToast(o, ...T.declinedToast);
      await expect(row().locator('[data-status]')).toHaveText(T.declined);
      // No move is left; writing to the renter still is.
      await expect(row().getByRole('button')).toHaveCount(1);
      await expect(row().getByRole('button', { name: T.message })).toBeVisible();

      const r = renter.page;
      await r.goto(`${T.path}?tab=outgoing`);
      await expect(r.locator(`article[data-rental-id="${first.id}"] [data-status]`)).toHaveText(T.declined);

      // The renter withdraws a pending request, after confirming in a dialog.
      const second = await requestRental(renter, item.id, daysAhead(10, 2));
      await r.reload();
      const mine = r.locator(`article[data-rental-id="${second.id}"]`);
      await mine.getByRole('button', { name: T.cancel }).click();
      const dialog = r.getByRole('alertdialog');
      await expect(dialog).toContainText(item.name);
      await expectNoSeriousA11yViolations(r);
      await dialog.getByRole('button', { name: T.cancelYes }).click();
      await expectToast(r, T.cancelledToast);
      await expect(mine.locator('[data-status]')).toHaveText(T.cancelled);

      // A request withdrawn while the owner's page is open: accepting it is refused with the server's explanation.
      const third = await requestRental(renter, item.id, daysAhead(20, 2));
      await o.reload();
      const stale = o.locator(`article[data-rental-id="${third.id}"]`);
      await expect(stale.getByRole('button', { name: T.accept })).toBeVisible();
      expect((await r.request.put(`/api/rentals/${third.id}/cancel`)).status()).toBe(200);
      await stale.getByRole('button', { name: T.accept }).click();
      await expectToast(o, T.acceptFailed);
      await expect(stale.locator('[data-status]')).toHaveText(T.cancelled);
    });

    test('a page of 10 at a time (?page=N), the tab count and totals from the server', async ({ browser }) => {
      const owner = await newActor(browser, lang, 'Olga', 'Owner');
      const item = await createItem(owner, `Przyczepka ${Date.now()}`);
      // 21 requests for days of their own (three renters, seven each: under the per-user limit).
      let n = 0;
      for (const name of ['Roman', 'Rita', 'Rudolf']) {
        const renter = await newActor(browser, lang, name, 'Renter');
        for (let i = 0; i < 7; i++) await requestRental(renter, item.id, daysAhead(3 + 2 * n++, 1));
        await renter.page.context().close();
      }
      const o = owner.page;
      await o.goto(T.path);
      const cards = o.getByRole('article', { name: item.name });
      await expect(cards).toHaveCount(10);
      await expect(o.getByRole('tab', { name: T.incoming })).toHaveText(/21$/);
      await expect(o.getByTestId('rentals-total-incoming')).toHaveText(T.total(21));
      await expect(o.getByText(T.pages(1, 3))).toBeVisible();
      await expectNoSeriousA11yViolations(o);

      await o.getByRole('button', { name: T.next }).click();
      await expect(o).toHaveURL(/\?page=2$/);
      await expect(o.getByText(T.pages(2, 3))).toBeVisible();
      await o.reload();
      await expect(o.getByText(T.pages(2, 3))).toBeVisible();
      await expect(cards).toHaveCount(10);
      // Answering a request on page 2: the tab's count (all pages) drops to 20.
      await cards.first().getByRole('button', { name: T.accept }).click();
      await expectToast(o, ...T.accepted);
      await expect(o.getByRole('tab', { name: T.incoming })).toHaveText(/20$/);
      await o.getByRole('button', { name: T.next }).click();
      await expect(cards).toHaveCount(1);
      await expect(o.getByText(T.pages(3, 3))).toBeVisible();
      await o.setViewportSize({ width: 375, height: 800 });
      await expectNoHorizontalOverflow(o);
    });

    test('visitors see the login-required card on every alias; the page fits 375 px', async ({ page, browser }) => {
      await useLanguage(page, lang);
      for (const path of ['/rentals', '/wynajmy']) {
        await page.goto(path);
        await expect(page.getByText(T.loginTitle)).toBeVisible();
        await expect(page.getByRole('main').getByRole('link', { name: T.login })).toHaveAttribute('href', /returnTo=/);
      }
      await expectNoSeriousA11yViolations(page);
      await page.setViewportSize({ width: 375, height: 800 });
      await expectNoHorizontalOverflow(page);

      const owner = await newActor(browser, lang, 'Olga', 'Owner');
      const renter = await newActor(browser, lang, 'Roman', 'Renter');
      const item = await createItem(owner, `Bardzo długa nazwa przedmiotu do sprawdzenia zawijania ${Date.now()}`);
      await requestRental(renter, item.id, daysAhead(6, 3));
      await owner.page.setViewportSize({ width: 375, height: 800 });
      await owner.page.goto(T.path);
      await expect(owner.page.getByRole('article', { name: item.name })).toBeVisible();
      await expectNoHorizontalOverflow(owner.page);
      await expectNoSeriousA11yViolations(owner.page);
    });
  });
}
