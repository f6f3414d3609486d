import type { Page } from '@playwright/test';
import { expect, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, test, useLanguage } from './fixtures';
import { createItem, daysAhead, expectToast, newActor, requestRental, type Actor, type Lang } from './rental-helpers';

const TEXTS = {
  pl: {
    inbox: '/skrzynka',
    login: '/logowanie',
    item: '/przedmiot/',
    rentals: '/wynajmy',
    myItems: '/moje-przedmioty',
    messagesTab: /^Wiadomości/,
    contact: 'Napisz do właściciela',
    message: /^Napisz do: /,
    composer: 'Treść wiadomości',
    send: 'Wyślij',
    back: 'Wróć do rozmów',
    conversations: 'Twoje rozmowy',
    hidden: '[dane kontaktowe ukryte do opłacenia wynajmu]',
    hiddenNote: 'Dla Twojego bezpieczeństwa numery telefonów',
    noConversations: 'Nie masz jeszcze żadnych rozmów.',
    pick: 'Wybierz rozmowę z listy',
    sendFailed: 'Nie udało się wysłać wiadomości',
    retry: 'Spróbuj ponownie',
    loginRequired: 'Wymagane logowanie',
    startFailed: 'Nie udało się rozpocząć rozmowy',
    yourItem: 'To Twój przedmiot',
    pending: 'Oczekuje',
    confirmed: 'Potwierdzony',
    rentedTab: /^Wypożyczone przedmioty/,
    loadOlder: 'Wczytaj wcześniejsze wiadomości',
    hello: 'Dzień dobry! Czy wiertarka jest wolna w sobotę? Mój numer 600 100 200, cena 120 zł mi pasuje.',
    reply: 'Tak, jest wolna. Zapraszam po odbiór o 10:00.',
  },
  en: {
    inbox: '/inbox',
    login: '/login',
    item: '/item/',
    rentals: '/rentals',
    myItems: '/my-items',
    messagesTab: /^Messages/,
    contact: 'Contact owner',
    message: /^Message .+ about /,
    composer: 'Message',
    send: 'Send',
    back: 'Back to conversations',
    conversations: 'Your conversations',
    hidden: '[contact details hidden until the rental is paid]',
    hiddenNote: 'For your safety, phone numbers',
    noConversations: 'You have no conversations yet.',
    pick: 'Choose a conversation from the list',
    sendFailed: 'Failed to send message',
    retry: 'Try again',
    loginRequired: 'Login required',
    startFailed: 'Failed to start conversation',
    yourItem: 'This is your item',
    pending: 'Pending',
    confirmed: 'Confirmed',
    rentedTab: /^Rented Items/,
    loadOlder: 'Load earlier messages',
    hello: 'Hello! Is the drill free on Saturday? My number is 600 100 200, and 120 zł suits me.',
    reply: 'Yes, it is free. Come and pick it up at 10:00.',
  },
} as const;

/** Live means well before any polling fallback (10 s for a thread, 30 s for the list). */
const LIVE = { timeout: 6_000 };

const conversationUrl = (lang: Lang) => new RegExp(`${TEXTS[lang].inbox}\\?tab=messages&conversation=(\\d+)$`);
const pane = (page: Page) => page.getByTestId('chat-pane');
const bubbles = (page: Page) => pane(page).getByTestId('message');
const composer = (page: Page, lang: Lang) => pane(page).getByRole('textbox', { name: TEXTS[lang].composer });

/** Starts a conversation about an item through the API, as the renter; returns its id. */
async function startConversation(renter: Actor, itemId: number): Promise<number> {
  const res = await renter.page.request.post('/api/conversations', { data: { itemId } });
  expect([200, 201], await res.text()).toContain(res.status());
  return ((await res.json()) as { id: number }).id;
}

async function postMessage(actor: Actor, conversationId: number, content: string) {
  const res = await actor.page.request.post('/api/messages', { data: { conversationId, content } });
  expect(res.status(), await res.text()).toBe(201);
}

for (const lang of ['pl', 'en'] as Lang[]) {
  const T = TEXTS[lang];

  test.describe(`messages (${lang})`, () => {
    test('renter contacts the owner from the item page; both inboxes follow live, with read ticks and masking', async ({
      browser,
    }) => {
      const owner = await newActor(browser, lang, 'Olga', 'Owner');
      const renter = await newActor(browser, lang, 'Roman', 'Renter');
      const item = await createItem(owner, `Wiertarka ${Date.now()}`);

      // The owner's inbox is open before anything is written.
      const o = owner.page;
      await o.goto(`${T.inbox}?tab=messages`);
      await expect(o.getByRole('tab', { name: T.messagesTab })).toHaveAttribute('aria-selected', 'true');
      await expect(o.getByText(T.noConversations)).toBeVisible();
      // The owner has no contact button on their own item.
      await o.goto(`${T.item}${item.id}`);
      await expect(o.getByText(T.yourItem, { exact: true })).toBeVisible();
      await expect(o.getByRole('button', { name: T.contact })).toHaveCount(0);
      await o.goto(`${T.inbox}?tab=messages`);
      await expect(o.getByText(T.noConversations)).toBeVisible();

      // The renter contacts the owner: the inbox opens on the new conversation, in the language's alias.
      const r = renter.page;
      await r.goto(`${T.item}${item.id}`);
      await r.getByRole('button', { name: T.contact }).click();
      await expect(r).toHaveURL(conversationUrl(lang));
      const conversationId = Number(conversationUrl(lang).exec(r.url())![1]);
      await expect(pane(r).getByRole('heading', { name: /Olga Owner/ })).toBeVisible();
      await expect(pane(r).getByRole('link', { name: item.name })).toBeVisible();
      await expect(pane(r).getByText(T.hiddenNote)).toBeVisible();

      // Empty text is not sent; Shift+Enter is a new line; Enter sends.
      const box = composer(r, lang);
      await box.fill('   ');
      await expect(pane(r).getByRole('button', { name: T.send })).toBeDisabled();
      await box.press('Enter');
      await expect(bubbles(r)).toHaveCount(0);
      await box.fill('');
      await box.pressSequentially('Hej');
      await box.press('Shift+Enter');
      await expect(box).toHaveValue('Hej\n');
      await box.fill(T.hello);
      await box.press('Enter');
      await expect(box).toHaveValue('');
      // Masked for its own sender too until a rental is paid; the price survives.
      const mine = bubbles(r).first();
      await expect(mine).toContainText(T.hidden);
      await expect(mine).not.toContainText('600 100 200');
      await expect(mine).toContainText('120 zł');
      await expect(mine.getByTestId('read-ticks')).toHaveAttribute('data-state', 'sent');

      // The owner's open inbox shows it without a reload: the conversation, its unread count, the navbar badge.
      const entry = o.getByTestId('conversation').filter({ hasText: item.name });
      await expect(entry).toBeVisible(LIVE);
      await expect(entry).toHaveAttribute('data-unread', 'true', LIVE);
      await expect(entry).toContainText(T.hidden);
      await expect(o.getByTestId('user-menu-trigger').getByTestId('unread-dot')).toHaveText('1', LIVE);
      await entry.click();
      await expect(o).toHaveURL(new RegExp(`conversation=${conversationId}$`));
      await expect(bubbles(o).first()).toContainText(T.hidden);
      await expect(bubbles(o).first()).toHaveAttribute('data-mine', 'false');
      await expect(o.getByTestId('unread-dot')).toHaveCount(0, LIVE);

      // Opening the thread read it: the renter's tick turns double without a reload.
      await expect(mine.getByTestId('read-ticks')).toHaveAttribute('data-state', 'read', LIVE);

      // The owner answers with the button; the renter, whose thread is open, sees it live and reads it at once.
      await composer(o, lang).fill(T.reply);
      await pane(o).getByRole('button', { name: T.send }).click();
      const answer = bubbles(r).filter({ hasText: T.reply });
      await expect(answer).toBeVisible(LIVE);
      await expect(answer).toHaveAttribute('data-mine', 'false');
      const ownReply = bubbles(o).filter({ hasText: T.reply });
      await expect(ownReply.getByTestId('read-ticks')).toHaveAttribute('data-state', 'read', LIVE);
      await expectNoSeriousA11yViolations(o);
    });

    test('the message action of the rentals page and the dashboard opens the rental’s conversation; paying lifts the mask', async ({
      browser,
    }) => {
      const owner = await newActor(browser, lang, 'Olga', 'Owner');
      const renter = await newActor(browser, lang, 'Roman', 'Renter');
      const item = await createItem(owner, `Namiot ${Date.now()}`);
      const rental = await requestRental(renter, item.id, daysAhead(6, 3));
      const conversationId = await startConversation(renter, item.id);
      await postMessage(renter, conversationId, 'Proszę o kontakt: jan.kowalski@example.com');

      // The owner writes from the incoming request on the rentals page.
      const o = owner.page;
      await o.goto(T.rentals);
      await o.getByRole('article', { name: item.name }).getByRole('button', { name: T.message }).click();
      await expect(o).toHaveURL(new RegExp(`conversation=${conversationId}$`));
      const header = pane(o).getByTestId('chat-rental');
      await expect(header).toContainText(T.pending);
      await expect(bubbles(o).first()).toContainText(T.hidden);
      await expect(bubbles(o).first()).not.toContainText('example.com');
      await expect(pane(o).getByText(T.hiddenNote)).toBeVisible();

      // Accepted but not paid: still masked (issue 20 §2).
      expect((await o.request.put(`/api/rentals/${rental.id}/accept`)).status()).toBe(200);
      await o.reload();
      await expect(header).toContainText(T.confirmed);
      await expect(bubbles(o).first()).toContainText(T.hidden);
      await expect(pane(o).getByText(T.hiddenNote)).toBeVisible();

      // Paid (test provider, BLIK): the same conversation shows the address.
      const intent = await renter.page.request.post('/api/payments/create-intent', { data: { rentalId: rental.id } });
      expect(intent.ok(), await intent.text()).toBeTruthy();
      const { clientSecret } = (await intent.json()) as { clientSecret: string };
      const paid = await renter.page.request.post('/api/payments/test-provider/confirm', {
        data: { clientSecret, paymentMethod: { type: 'blik', code: '123456' } },
      });
      expect(paid.ok(), await paid.text()).toBeTruthy();
      await o.reload();
      await expect(bubbles(o).first()).toContainText('jan.kowalski@example.com');
      await expect(pane(o).getByText(T.hiddenNote)).toHaveCount(0);

      // The renter's dashboard row opens the same conversation.
      const r = renter.page;
      await r.goto(T.myItems);
      await r.getByRole('tab', { name: T.rentedTab }).click();
      await r.getByTestId('rental-row').filter({ hasText: item.name }).getByRole('button', { name: T.message }).click();
      await expect(r).toHaveURL(new RegExp(`${T.inbox}\\?tab=messages&conversation=${conversationId}$`));
      await expect(bubbles(r).first()).toContainText('jan.kowalski@example.com');
    });

    test('older messages load on scrolling up; a failed send keeps its bubble with a retry', async ({ browser }) => {
      const owner = await newActor(browser, lang, 'Olga', 'Owner');
      const renter = await newActor(browser, lang, 'Roman', 'Renter');
      const item = await createItem(owner, `Kajak ${Date.now()}`);
      const conversationId = await startConversation(renter, item.id);
      // 56 messages, two pages of 50 (each sender stays under the per-minute limit).
      for (let i = 1; i <= 28; i++) {
        await postMessage(renter, conversationId, `Pytanie ${i}`);
        await postMessage(owner, conversationId, `Odpowiedź ${i}`);
      }
      const r = renter.page;
      await r.goto(`${T.inbox}?tab=messages&conversation=${conversationId}`);
      await expect(bubbles(r)).toHaveCount(50);
      await expect(bubbles(r).last()).toContainText('Odpowiedź 28');
      await expect(bubbles(r).filter({ hasText: /^Pytanie 1\b/ })).toHaveCount(0);
      await pane(r)
        .getByRole('log')
        .evaluate((el) => (el.scrollTop = 0));
      await expect(bubbles(r)).toHaveCount(56);
      await expect(bubbles(r).first()).toContainText('Pytanie 1');
      await expect(pane(r).getByRole('button', { name: T.loadOlder })).toHaveCount(0);

      // The first send fails (the network drops it): the bubble stays with the failure and a retry that delivers it.
      let drop = true;
      await r.route('**/api/messages', async (route) => {
        if (route.request().method() === 'POST' && drop) {
          drop = false;
          return route.abort('failed');
        }
        return route.continue();
      });
      await composer(r, lang).fill('Czy mogę odebrać wcześniej?');
      await composer(r, lang).press('Enter');
      const failed = bubbles(r).filter({ hasText: 'Czy mogę odebrać wcześniej?' });
      await expect(failed).toHaveAttribute('data-state', 'failed');
      await expect(failed).toContainText(T.sendFailed);
      await expectToast(r, T.sendFailed);
      await failed.getByRole('button', { name: T.retry }).click();
      const sent = bubbles(r).filter({ hasText: 'Czy mogę odebrać wcześniej?' });
      await expect(sent).toHaveCount(1);
      await expect(sent).toHaveAttribute('data-state', 'sent');
      const thread = (await (await r.request.get(`/api/conversations/${conversationId}/messages?limit=1`)).json()) as {
        content: string;
      }[];
      expect(thread.map((m) => m.content)).toEqual(['Czy mogę odebrać wcześniej?']);
    });

    test('while the live stream is down, the open thread falls back to polling', async ({ browser }) => {
      const owner = await newActor(browser, lang, 'Olga', 'Owner');
      const renter = await newActor(browser, lang, 'Roman', 'Renter');
      const item = await createItem(owner, `Drabina ${Date.now()}`);
      const conversationId = await startConversation(renter, item.id);
      await postMessage(renter, conversationId, 'Pierwsza wiadomość');
      const o = owner.page;
      await o.route('**/api/events**', (route) => route.abort('failed'));
      await o.goto(`${T.inbox}?tab=messages&conversation=${conversationId}`);
      await expect(bubbles(o)).toHaveCount(1);
      await postMessage(renter, conversationId, 'Druga wiadomość');
      // The thread is polled every 10 s while there is no stream.
      await expect(bubbles(o).filter({ hasText: 'Druga wiadomość' })).toBeVisible({ timeout: 15_000 });
    });

    test('at 375 px the list and the pane are two views with a back button; axe on the Messages tab', async ({
      browser,
    }) => {
      const owner = await newActor(browser, lang, 'Olga', 'Owner');
      const renter = await newActor(browser, lang, 'Roman', 'Renter');
      const items = [await createItem(owner, `Rower ${Date.now()}`), await createItem(owner, `Grill ${Date.now()}`)];
      // Long enough to overflow a phone's row unless the list truncates it.
      const hello =
        'Dzień dobry! Czy przedmiot jest dostępny w najbliższy weekend? Chętnie odbiorę go w piątek wieczorem.';
      for (const item of items) await postMessage(renter, await startConversation(renter, item.id), hello);

      const o = owner.page;
      await o.goto(`${T.inbox}?tab=messages`);
      await expect(o.getByRole('list', { name: T.conversations }).getByTestId('conversation')).toHaveCount(2);
      await expect(o.getByText(T.pick)).toBeVisible();
      await expectNoSeriousA11yViolations(o);

      await o.setViewportSize({ width: 375, height: 812 });
      await o.reload();
      const list = o.getByRole('list', { name: T.conversations });
      await expect(list).toBeVisible();
      await expect(pane(o)).toHaveCount(0);
      await expect(o.getByText(T.pick)).toBeHidden();
      await expectNoHorizontalOverflow(o);
      await expectNoSeriousA11yViolations(o);

      await list.getByTestId('conversation').filter({ hasText: items[1].name }).click();
      await expect(pane(o)).toBeVisible();
      await expect(list).toBeHidden();
      await expect(bubbles(o).first()).toContainText(hello);
      const box = await pane(o).boundingBox();
      expect(box?.height).toBe(600);
      await expectNoHorizontalOverflow(o);
      await expectNoSeriousA11yViolations(o);

      await pane(o).getByRole('button', { name: T.back }).click();
      await expect(list).toBeVisible();
      await expect(pane(o)).toHaveCount(0);
      await expect(o).toHaveURL(new RegExp(`${T.inbox}\\?tab=messages$`));
    });

    test('a visitor who contacts the owner gets Login required and the login page with the way back', async ({
      page,
      browser,
    }) => {
      const owner = await newActor(browser, lang, 'Olga', 'Owner');
      const item = await createItem(owner, `Aparat ${Date.now()}`);
      await useLanguage(page, lang);
      await page.goto(`${T.item}${item.id}`);
      await page.getByRole('button', { name: T.contact }).click();
      await expectToast(page, T.loginRequired);
      await expect(page).toHaveURL(
        (url) => url.pathname === T.login && url.searchParams.get('returnTo') === `${T.item}${item.id}`,
      );
    });

    test('a conversation that cannot be started says so and stays on the item page', async ({ browser }) => {
      const owner = await newActor(browser, lang, 'Olga', 'Owner');
      const renter = await newActor(browser, lang, 'Roman', 'Renter');
      const item = await createItem(owner, `Projektor ${Date.now()}`);
      const r = renter.page;
      await r.route('**/api/conversations', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({ status: 503, json: { code: 'SERVICE_UNAVAILABLE', message: 'Spróbuj za chwilę.' } })
          : route.continue(),
      );
      await r.goto(`${T.item}${item.id}`);
      await r.getByRole('button', { name: T.contact }).click();
      await expectToast(r, T.startFailed);
      await expect(r).toHaveURL(new RegExp(`${T.item}${item.id}$`));
    });
  });
}
