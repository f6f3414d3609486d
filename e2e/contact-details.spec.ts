import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createItem, newActor, type Lang } from './rental-helpers';

/** Issue 20 §2: contact details are refused in public texts and masked in messages, however they are written. */
const TEXTS = {
  pl: {
    create: '/wypozycz-przedmiot',
    inbox: '/skrzynka',
    name: 'Nazwa przedmiotu',
    description: 'Opis',
    submit: 'Dodaj przedmiot',
    edit: 'Edytuj ogłoszenie',
    save: 'Zapisz zmiany',
    words: 'Świetna wiertarka. Dzwoń: sześć zero zero siedem zero zero osiem zero zero',
    handle: 'Piszcie na insta jan_kowalski',
    refused:
      'Ogłoszenie jest publiczne: nie podawaj w nim telefonu, e-maila, linku ani komunikatora. Dane kontaktowe pokażemy obu stronom, gdy wynajem zostanie opłacony',
    hidden: '[dane kontaktowe ukryte do opłacenia wynajmu]',
  },
  en: {
    create: '/rent-out',
    inbox: '/inbox',
    name: 'Item name',
    description: 'Description',
    submit: 'List item',
    edit: 'Edit listing',
    save: 'Save changes',
    words: 'Great drill. Call me: six oh oh seven oh oh eight oh oh',
    handle: 'Write to me on telegram: jankowalski',
    refused:
      'A listing is public: leave out phone numbers, e-mail addresses, links and messenger names. Both parties see each other’s contact details once the rental is paid',
    hidden: '[contact details hidden until the rental is paid]',
  },
} as const;

/** Counts the listing writes the page sends, to show the form stops them itself. */
function countItemWrites(page: Page) {
  const sent = { count: 0 };
  page.on('request', (req) => {
    if (/\/api\/items(\/\d+)?$/.test(new URL(req.url()).pathname) && ['POST', 'PUT'].includes(req.method()))
      sent.count++;
  });
  return sent;
}

for (const lang of ['pl', 'en'] as Lang[]) {
  const T = TEXTS[lang];

  test(`contact details: refused on the listing forms, masked in a conversation (${lang})`, async ({ browser }) => {
    const owner = await newActor(browser, lang, 'Olga', 'Owner');
    const page = owner.page;
    const writes = countItemWrites(page);

    // The create form: a phone number written as words is refused on the description field, before sending.
    await page.goto(T.create);
    const main = page.getByRole('main');
    await main.getByLabel(T.name, { exact: true }).fill('Wiertarka Bosch PSB 750');
    await main.getByLabel(T.description, { exact: true }).pressSequentially(T.words);
    await main.getByRole('button', { name: T.submit }).click();
    const description = main.getByLabel(T.description, { exact: true });
    await expect(description).toHaveAttribute('aria-invalid', 'true');
    await expect(main.getByRole('alert').filter({ hasText: T.refused })).toHaveCount(1);
    // The model number in the name is fine.
    await expect(main.getByLabel(T.name, { exact: true })).not.toHaveAttribute('aria-invalid', 'true');

    // The edit form of an existing listing refuses a messenger handle the same way.
    const item = await createItem(owner, `Wiertarka ${Date.now()}`);
    await page.goto(`/manage-listing/${item.id}`);
    await main.getByRole('button', { name: T.edit }).click();
    await main.getByLabel(T.description, { exact: true }).fill(T.handle);
    await main.getByRole('button', { name: T.save }).click();
    await expect(main.getByRole('alert').filter({ hasText: T.refused })).toHaveCount(1);
    expect(writes.count).toBe(0);

    // The server refuses it too, with the code.
    const direct = await page.request.put(`/api/items/${item.id}`, { data: { description: T.words } });
    expect(direct.status()).toBe(400);
    expect(((await direct.json()) as { code: string }).code).toBe('CONTACT_DETAILS_NOT_ALLOWED');

    // A renter writes a full-width phone number: the owner reads it masked (nothing is paid).
    const renter = await newActor(browser, lang, 'Roman', 'Renter');
    const started = await renter.page.request.post('/api/conversations', { data: { itemId: item.id } });
    const { id: conversationId } = (await started.json()) as { id: number };
    const sent = await renter.page.request.post('/api/messages', {
      data: { conversationId, content: 'Mój numer ６００ ７００ ８００, cena 120 zł ok' },
    });
    expect(sent.status()).toBe(201);
    await page.goto(`${T.inbox}?tab=messages&conversation=${conversationId}`);
    const bubble = page.getByTestId('chat-pane').getByTestId('message').first();
    await expect(bubble).toContainText(T.hidden);
    await expect(bubble).toContainText('120 zł');
    await expect(bubble).not.toContainText('６００');
  });
}
