import { expect, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, test, useLanguage } from './fixtures';
import { createItem, daysAhead, expectToast, newActor, requestRental, type Lang } from './rental-helpers';

const TEXTS = {
  pl: {
    path: '/skrzynka',
    aliases: ['/inbox', '/skrzynka', '/messages', '/wiadomosci'],
    title: 'Skrzynka',
    notifications: 'Powiadomienia',
    messages: 'Wiadomości',
    noConversations: 'Nie masz jeszcze żadnych rozmów.',
    messagesAlias: '/wiadomosci',
    unreadSummary: (n: number) => `${n} nieprzeczytane`,
    allRead: 'Wszystko przeczytane',
    markRead: 'Oznacz jako przeczytane',
    markAllRead: 'Oznacz wszystkie jako przeczytane',
    delete: 'Usuń powiadomienie',
    confirmDelete: 'Usuń',
    deleted: 'Powiadomienie usunięte',
    allReadToast: 'Wszystkie przeczytane',
    viewRental: 'Zobacz wynajem',
    rentalsPath: '/wynajmy',
    loginTitle: 'Wymagane logowanie',
    unreadMany: (n: number) => `${n} nieprzeczytanych`,
    pages: (page: number, of: number) => `Strona ${page} z ${of}`,
    next: 'Następna',
    previous: 'Poprzednia',
  },
  en: {
    path: '/inbox',
    aliases: ['/inbox', '/skrzynka', '/messages', '/wiadomosci'],
    title: 'Inbox',
    notifications: 'Notifications',
    messages: 'Messages',
    noConversations: 'You have no conversations yet.',
    messagesAlias: '/messages',
    unreadSummary: (n: number) => `${n} unread`,
    allRead: 'All caught up',
    markRead: 'Mark as read',
    markAllRead: 'Mark all as read',
    delete: 'Delete notification',
    confirmDelete: 'Delete',
    deleted: 'Notification deleted',
    allReadToast: 'All marked as read',
    viewRental: 'View rental',
    rentalsPath: '/rentals',
    loginTitle: 'Login required',
    unreadMany: (n: number) => `${n} unread`,
    pages: (page: number, of: number) => `Page ${page} of ${of}`,
    next: 'Next',
    previous: 'Previous',
  },
} as const;

for (const lang of ['pl', 'en'] as Lang[]) {
  const T = TEXTS[lang];

  test.describe(`inbox (${lang})`, () => {
    test('notifications: mark one read, delete with a confirmation, mark all read; the navbar badge follows', async ({
      browser,
    }) => {
      const owner = await newActor(browser, lang, 'Olga', 'Owner');
      const renter = await newActor(browser, lang, 'Roman', 'Renter');
      const items = [];
      for (const n of [1, 2, 3]) items.push(await createItem(owner, `Rower ${n} ${Date.now()}`));
      const rentals = [];
      for (const [i, item] of items.entries())
        rentals.push(await requestRental(renter, item.id, daysAhead(5 + i * 4, 2)));

      const o = owner.page;
      await o.goto(T.path);
      await expect(o.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
      await expect(o.getByRole('tab', { name: T.notifications })).toHaveAttribute('aria-selected', 'true');
      const card = (name: string) => o.getByRole('article').filter({ hasText: name });
      for (const item of items) await expect(card(item.name)).toHaveAttribute('data-read', 'false');
      await expect(o.getByText(T.unreadSummary(3), { exact: true })).toBeVisible();
      await expect(o.getByTestId('user-menu-trigger').getByTestId('unread-dot')).toHaveText('3');
      await expectNoSeriousA11yViolations(o);

      // Mark one read: no longer highlighted, the badge drops to 2.
      await card(items[0].name)
        .getByRole('button', { name: new RegExp(`^${T.markRead}`) })
        .click();
      await expect(card(items[0].name)).toHaveAttribute('data-read', 'true');
      await expect(o.getByTestId('user-menu-trigger').getByTestId('unread-dot')).toHaveText('2');
      await expect(card(items[0].name).getByRole('button', { name: new RegExp(`^${T.markRead}`) })).toHaveCount(0);

      // Delete asks first; cancelling keeps it, confirming removes it (with a toast) and the badge drops to 1.
      await card(items[1].name)
        .getByRole('button', { name: new RegExp(`^${T.delete}`) })
        .click();
      await expect(o.getByRole('alertdialog')).toBeVisible();
      await expectNoSeriousA11yViolations(o);
      await o.keyboard.press('Escape');
      await expect(card(items[1].name)).toBeVisible();
      await card(items[1].name)
        .getByRole('button', { name: new RegExp(`^${T.delete}`) })
        .click();
      await o.getByRole('alertdialog').getByRole('button', { name: T.confirmDelete, exact: true }).click();
      await expectToast(o, T.deleted);
      await expect(card(items[1].name)).toHaveCount(0);
      await expect(o.getByTestId('user-menu-trigger').getByTestId('unread-dot')).toHaveText('1');

      // Mark all read: a toast, nothing highlighted, the badge disappears (also after a reload, from the server).
      await o.getByRole('button', { name: T.markAllRead }).click();
      await expectToast(o, T.allReadToast);
      await expect(o.locator('article[data-read="false"]')).toHaveCount(0);
      await expect(o.getByText(T.allRead, { exact: true })).toBeVisible();
      await expect(o.getByTestId('unread-dot')).toHaveCount(0);
      await o.reload();
      await expect(card(items[2].name)).toHaveAttribute('data-read', 'true');
      await expect(o.getByTestId('unread-dot')).toHaveCount(0);
      expect(await (await o.request.get('/api/notifications/unread-count')).json()).toBe(0);

      // A notification leads to that rental's booking page.
      await card(items[2].name).getByRole('link', { name: T.viewRental }).click();
      await expect(o).toHaveURL(new RegExp(`${T.rentalsPath}/${rentals[2].id}$`));
    });

    test('notifications a page at a time: the counts come from the server and match the badge', async ({ browser }) => {
      const owner = await newActor(browser, lang, 'Olga', 'Owner');
      const item = await createItem(owner, `Przyczepa ${Date.now()}`);
      // 21 requests (three renters, seven each: under the per-user limit), 21 notifications for the owner.
      for (const name of ['Roman', 'Rita', 'Rudolf']) {
        const renter = await newActor(browser, lang, name, 'Renter');
        for (let i = 0; i < 7; i++) await requestRental(renter, item.id, daysAhead(3 + i * 3, 1));
        await renter.page.context().close();
      }
      const o = owner.page;
      await o.goto(T.path);
      const articles = o.getByRole('article');
      await expect(articles).toHaveCount(20);
      await expect(o.getByText(T.unreadMany(21), { exact: true })).toBeVisible();
      await expect(o.getByTestId('user-menu-trigger').getByTestId('unread-dot')).toHaveText('21');
      await expect(o.getByText(T.pages(1, 2))).toBeVisible();
      await expect(o.getByRole('button', { name: T.previous })).toBeDisabled();
      await expectNoSeriousA11yViolations(o);

      // The oldest is on page 2; reading it there lowers the count everywhere.
      await o.getByRole('button', { name: T.next }).click();
      await expect(o.getByText(T.pages(2, 2))).toBeVisible();
      await expect(articles).toHaveCount(1);
      await articles
        .first()
        .getByRole('button', { name: new RegExp(`^${T.markRead}`) })
        .click();
      await expect(articles.first()).toHaveAttribute('data-read', 'true');
      await expect(o.getByText(T.unreadMany(20), { exact: true })).toBeVisible();
      await expect(o.getByTestId('user-menu-trigger').getByTestId('unread-dot')).toHaveText('20');

      // Deleting the only one of the last page goes back to the first, now the only page.
      await articles
        .first()
        .getByRole('button', { name: new RegExp(`^${T.delete}`) })
        .click();
      await o.getByRole('alertdialog').getByRole('button', { name: T.confirmDelete, exact: true }).click();
      await expect(o.getByText(T.pages(1, 2))).toHaveCount(0);
      await expect(articles).toHaveCount(20);
      await expect(o.getByRole('button', { name: T.next })).toHaveCount(0);
      expect(await (await o.request.get('/api/notifications/unread-count')).json()).toBe(20);
      await o.setViewportSize({ width: 375, height: 800 });
      await expectNoHorizontalOverflow(o);
    });

    test('the Messages tab and every alias; the mobile menu shows Inbox with the badge at 375 px', async ({
      browser,
    }) => {
      const owner = await newActor(browser, lang, 'Olga', 'Owner');
      const renter = await newActor(browser, lang, 'Roman', 'Renter');
      const item = await createItem(owner, `Kajak ${Date.now()}`);
      await requestRental(renter, item.id, daysAhead(7, 2));
      const o = owner.page;
      for (const path of T.aliases) {
        await o.goto(path);
        await expect(o.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
      }
      await o.goto(T.path);
      await o.getByRole('tab', { name: T.messages }).click();
      await expect(o.getByRole('tab', { name: T.messages })).toHaveAttribute('aria-selected', 'true');
      await expect(o.getByText(T.noConversations)).toBeVisible();
      await expectNoSeriousA11yViolations(o);
      // The messages aliases open on that tab.
      await o.goto(T.messagesAlias);
      await expect(o.getByRole('tab', { name: T.messages })).toHaveAttribute('aria-selected', 'true');
      await expect(o.getByText(T.noConversations)).toBeVisible();

      await o.setViewportSize({ width: 375, height: 800 });
      await o.goto(T.path);
      await expect(o.getByRole('article').filter({ hasText: item.name })).toBeVisible();
      await expectNoHorizontalOverflow(o);
      const burger = o.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
      await expect(burger.getByTestId('unread-dot')).toHaveText('1');
      await burger.click();
      const menu = o.locator('#mobile-menu');
      const entry = menu.getByRole('link', { name: new RegExp(`^${T.title}`) });
      await expect(entry).toHaveAttribute('href', T.path);
      await expect(entry.getByTestId('unread-badge')).toContainText('1');
      await expect(menu.getByRole('link', { name: lang === 'pl' ? 'Moje przedmioty' : 'My items' })).toHaveAttribute(
        'href',
        lang === 'pl' ? '/moje-przedmioty' : '/my-items',
      );
      await expectNoHorizontalOverflow(o);
      await expectNoSeriousA11yViolations(o);
    });

    test('visitors see the login-required card on every alias', async ({ page }) => {
      await useLanguage(page, lang);
      for (const path of T.aliases) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
        await expect(page.getByText(T.loginTitle)).toBeVisible();
      }
      expect((await page.request.get('/api/notifications')).status()).toBe(401);
      await expectNoSeriousA11yViolations(page);
      await page.setViewportSize({ width: 375, height: 800 });
      await expectNoHorizontalOverflow(page);
    });
  });
}
