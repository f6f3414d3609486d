import { expect, latestEmailTo, test, uniqueEmail, useLanguage } from './fixtures';
import { createItem, daysAhead, newActor, requestRental, type Actor } from './rental-helpers';

/**
 * Issue 9 §2: the language a user switches to reaches the server, so what it writes for them later (notifications,
 * e-mails) is in that language; the owner's response time is in the reader's language.
 */
/** A tag that tells this run's item apart without a long run of digits (a listing's name refuses what reads as a phone). */
const lettersTag = () =>
  Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 8);

test.describe('language', () => {
  test('a signed-in switch to English: the next notification and e-mail made by another user are English; back to Polish likewise', async ({
    browser,
  }) => {
    // A browser whose own language is Polish; the app's calls then name the language the user picks.
    const context = await browser.newContext({ locale: 'pl-PL' });
    const page = await context.newPage();
    await useLanguage(page, 'pl');
    const email = uniqueEmail('switcher');
    const res = await page.request.post('/api/register', {
      headers: { 'Accept-Language': 'pl' },
      data: {
        email,
        password: 'Start123!',
        firstName: 'Sylwia',
        lastName: 'Switcher',
        mobileNumber: '+48 600100200',
        acceptedTerms: true,
        username: email.split('@')[0].replace(/\W/g, ''),
      },
    });
    expect(res.status()).toBe(201);
    const owner: Actor = {
      page,
      id: ((await res.json()) as { user: { id: number } }).user.id,
      email,
      firstName: 'Sylwia',
      lastName: 'Switcher',
    };
    const item = await createItem(owner, `Kajak ${lettersTag()}`);
    const renter = await newActor(browser, 'pl', 'Radek', 'Renter');

    await page.goto('/');
    // The switch is saved for a signed-in user: wait until the page knows who is signed in (the account menu shows).
    await expect(
      page
        .getByRole('banner')
        .getByRole('button', { name: /Sylwia/ })
        .first(),
    ).toBeVisible();
    const switcher = page.getByRole('banner').getByRole('group', { name: 'Język' });
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/users/me/language') && r.request().method() === 'PUT',
    );
    await switcher.getByRole('button', { name: 'EN' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole('banner').getByRole('group', { name: 'Language' })).toBeVisible();

    // Another user's action, through the API, in Polish: the owner is told in English.
    await requestRental(renter, item.id, daysAhead(5, 2));
    await page.goto('/inbox');
    const notice = page.getByRole('article').filter({ hasText: item.name });
    await expect(notice).toContainText('New rental request');
    await expect(notice).toContainText(`Radek Renter would like to rent “${item.name}”`);
    const mail = await latestEmailTo(page, email);
    expect(mail.subject).toBe('New rental request');
    expect(mail.text).toContain('Hi Sylwia,');

    // And back: Polish again for what comes next.
    const savedPl = page.waitForResponse(
      (r) => r.url().endsWith('/api/users/me/language') && r.request().method() === 'PUT',
    );
    await page.getByRole('banner').getByRole('group', { name: 'Language' }).getByRole('button', { name: 'PL' }).click();
    expect((await savedPl).status()).toBe(200);
    await expect(page).toHaveURL(/\/skrzynka$/);
    await requestRental(renter, item.id, daysAhead(10, 2));
    await page.reload();
    // Issue 20 §4: every notice is shown in the screen's language, the one written while it was English too.
    await expect(page.getByRole('article').filter({ hasText: 'Nowa prośba o wypożyczenie' })).toHaveCount(2);
    await expect(page.getByRole('article').filter({ hasText: 'New rental request' })).toHaveCount(0);
    await context.close();
    await renter.page.context().close();
  });

  test('the inbox shows notifications in the language of the screen: switching on the inbox page, and back', async ({
    browser,
  }) => {
    // A Polish account with notices of two kinds: a request and a cancellation.
    const owner = await newActor(browser, 'pl', 'Olga', 'Owner');
    const renter = await newActor(browser, 'pl', 'Radek', 'Renter');
    const item = await createItem(owner, `Kajak ${lettersTag()}`);
    const rental = await requestRental(renter, item.id, daysAhead(6, 2));
    const cancelled = await renter.page.request.put(`/api/rentals/${rental.id}/cancel`, {
      headers: { 'Accept-Language': 'pl' },
    });
    expect(cancelled.ok()).toBeTruthy();

    const page = owner.page;
    await page.goto('/skrzynka');
    const notice = (text: string) => page.getByRole('article').filter({ hasText: text });
    await expect(notice('Nowa prośba o wypożyczenie')).toContainText(
      `Radek Renter prosi o wypożyczenie „${item.name}”`,
    );
    await expect(notice('Rezerwacja anulowana')).toHaveCount(1);

    const banner = page.getByRole('banner');
    await banner.getByRole('group', { name: 'Język' }).getByRole('button', { name: 'EN' }).click();
    await expect(page).toHaveURL(/\/inbox$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await expect(notice('New rental request')).toContainText(`Radek Renter would like to rent “${item.name}”`);
    await expect(notice('Booking cancelled')).toHaveCount(1);
    await expect(page.getByRole('main')).not.toContainText('Nowa prośba o wypożyczenie');
    await expect(page.getByRole('main')).not.toContainText('Rezerwacja anulowana');
    // After a reload too (the choice is kept, the server answers in it).
    await page.reload();
    await expect(notice('New rental request')).toHaveCount(1);

    await banner.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'PL' }).click();
    await expect(page).toHaveURL(/\/skrzynka$/);
    await expect(notice('Nowa prośba o wypożyczenie')).toHaveCount(1);
    await expect(notice('Rezerwacja anulowana')).toHaveCount(1);
    await expect(page.getByRole('main')).not.toContainText('New rental request');
    await owner.page.context().close();
    await renter.page.context().close();
  });

  for (const [lang, said] of [
    ['pl', 'w ciągu kilku godzin'],
    ['en', 'within a few hours'],
  ] as const) {
    test(`the owner's response time is in the reader's language (${lang})`, async ({ page }) => {
      await useLanguage(page, lang);
      // Piotr (demo data) answers within a few hours.
      // Page by page: listings other specs created come first, newest first.
      let itemId: number | undefined;
      const seen = new Set<number>();
      for (let offset = 0; itemId === undefined; offset += 100) {
        const items = (await (await page.request.get(`/api/items?limit=100&offset=${offset}`)).json()) as {
          id: number;
          ownerId: number;
        }[];
        if (items.length === 0) break;
        for (const ownerId of new Set(items.map((i) => i.ownerId))) {
          if (seen.has(ownerId)) continue;
          seen.add(ownerId);
          // The public profile names a person by first name and initial (issue 26 §4): Piotr Nowak is "Piotr N.".
          const owner = (await (await page.request.get(`/api/users/${ownerId}`)).json()) as { name: string };
          if (owner.name === 'Piotr N.') {
            itemId = items.find((i) => i.ownerId === ownerId)!.id;
            break;
          }
        }
      }
      expect(itemId).toBeDefined();
      await page.goto(lang === 'pl' ? `/przedmiot/${itemId}` : `/item/${itemId}`);
      const card = page.getByRole('region', { name: lang === 'pl' ? 'Właściciel' : 'Owner' });
      await expect(card).toContainText(said);
    });
  }
});
