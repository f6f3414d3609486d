import type { Page } from '@playwright/test';
import { expect, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, test, useLanguage } from './fixtures';

const openToasts = (page: Page) => page.locator('li[data-variant][data-state="open"]');

interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
}

async function outboxMessageContaining(page: Page, text: string): Promise<OutboxEntry> {
  let found: OutboxEntry | undefined;
  await expect
    .poll(async () => {
      const list = (await (await page.request.get('/api/dev/outbox')).json()) as OutboxEntry[];
      found = list.find((m) => m.text.includes(text));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

async function fillForm(
  page: Page,
  values: { name: string; email: string; subject: string; message: string },
  lang: 'pl' | 'en',
) {
  const L =
    lang === 'pl'
      ? { name: 'Imię i nazwisko', email: 'Adres e-mail', subject: 'Temat', message: 'Wiadomość' }
      : { name: 'Full name', email: 'Email address', subject: 'Subject', message: 'Message' };
  await page.getByLabel(L.name).fill(values.name);
  await page.getByLabel(L.email).fill(values.email);
  await page.getByLabel(L.subject).selectOption({ label: values.subject });
  await page.getByLabel(L.message, { exact: true }).fill(values.message);
}

test('Polish: the details block and a message that reaches support', async ({ page }) => {
  await page.goto('/kontakt');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'pomoc@wypozyczalnia.pl' })).toBeVisible();
  await expect(main).toContainText('Odpowiadamy na wiadomości w ciągu 24 godzin.');
  // No invented opening hours (none are configured).
  await expect(main).not.toContainText('Poniedziałek–piątek');
  await expect(main.getByLabel('Temat').locator('option')).toHaveText([
    'Wybierz temat',
    'Pomoc techniczna',
    'Pytanie o płatności',
    'Problem z kontem',
    'Współpraca biznesowa',
    'Inne',
  ]);
  await expectNoSeriousA11yViolations(page);

  const text = `Wiertarka nie działa ${Date.now()}`;
  await fillForm(
    page,
    { name: 'Jan Testowy', email: 'jan.testowy@example.com', subject: 'Pomoc techniczna', message: text },
    'pl',
  );
  await page.getByRole('button', { name: 'Wyślij wiadomość' }).click();

  await expect(openToasts(page)).toHaveCount(1);
  await expect(openToasts(page)).toContainText('Wiadomość wysłana');
  await expect(openToasts(page)).toContainText('Dziękujemy! Odpowiemy w ciągu 24 godzin.');
  await expect(page.getByLabel('Imię i nazwisko')).toHaveValue('');
  await expect(page.getByLabel('Temat')).toHaveValue('');
  await expect(page.getByLabel('Wiadomość', { exact: true })).toHaveValue('');

  const mail = await outboxMessageContaining(page, text);
  expect(mail.to).toMatch(/^pomoc@wypozyczalnia\./);
  expect(mail.subject).toContain('pomoc-techniczna');
  expect(mail.text).toContain('jan.testowy@example.com');
});

test('English: a business message reaches support with the English thank-you', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/contact');
  await expect(page.getByRole('main')).toContainText('We answer messages within 24 hours.');
  const text = `Partnership proposal ${Date.now()}`;
  await fillForm(
    page,
    { name: 'Jane Tester', email: 'jane.tester@example.com', subject: 'Business cooperation', message: text },
    'en',
  );
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(openToasts(page)).toContainText('Message sent');
  await expect(openToasts(page)).toContainText('Thank you! We will reply within 24 hours.');
  const mail = await outboxMessageContaining(page, text);
  expect(mail.to).toMatch(/^pomoc@wypozyczalnia\./);
  expect(mail.subject).toContain('wspolpraca-biznesowa');
  await expect(page.getByLabel('Email address')).toHaveValue('');
});

test('an empty or invalid form shows the errors under the fields and sends nothing', async ({ page }) => {
  let posted = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/contact') && r.method() === 'POST') posted++;
  });
  await page.goto('/kontakt');
  await page.getByRole('button', { name: 'Wyślij wiadomość' }).click();
  await expect(page.locator('#contact-name-error')).toHaveText('Imię i nazwisko jest wymagane');
  await expect(page.locator('#contact-email-error')).toHaveText('Nieprawidłowy email');
  await expect(page.locator('#contact-subject-error')).toHaveText('Wybierz temat');
  await expect(page.locator('#contact-message-error')).toHaveText('Wiadomość jest wymagana');
  await expect(page.getByLabel('Imię i nazwisko')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Imię i nazwisko')).toHaveAttribute('aria-describedby', 'contact-name-error');
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Adres e-mail').fill('nie-email');
  await page.getByLabel('Imię i nazwisko').fill('Jan');
  await page.getByRole('button', { name: 'Wyślij wiadomość' }).click();
  await expect(page.locator('#contact-email-error')).toHaveText('Nieprawidłowy email');
  await expect(page.locator('#contact-name-error')).toHaveCount(0);

  await page.getByRole('button', { name: 'EN' }).click();
  await expect(page.locator('#contact-email-error')).toHaveText('Invalid email');
  await expect(page.locator('#contact-subject-error')).toHaveText('Choose a subject');
  expect(posted).toBe(0);
});

test('a failed send shows a destructive toast with the server message and keeps what was typed', async ({ page }) => {
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'INTERNAL', message: 'Serwis chwilowo niedostępny' }),
    }),
  );
  await page.goto('/kontakt');
  await fillForm(page, { name: 'Jan', email: 'jan@example.com', subject: 'Inne', message: 'Test błędu' }, 'pl');
  await page.getByRole('button', { name: 'Wyślij wiadomość' }).click();
  const toast = openToasts(page);
  await expect(toast).toHaveAttribute('data-variant', 'destructive');
  await expect(toast).toContainText('Błąd wysyłania wiadomości');
  await expect(toast).toContainText('Serwis chwilowo niedostępny');
  await expect(page.getByLabel('Wiadomość', { exact: true })).toHaveValue('Test błędu');
});

test.describe('toasts', () => {
  test('one at a time; closed by the close button and by Escape', async ({ page }) => {
    await page.goto('/kontakt');
    const form = { name: 'Jan', email: 'jan@example.com', subject: 'Inne', message: `Toast ${Date.now()}` };
    await fillForm(page, form, 'pl');
    await page.getByRole('button', { name: 'Wyślij wiadomość' }).click();
    await expect(openToasts(page)).toContainText('Wiadomość wysłana');

    // A second toast replaces the first.
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await fillForm(page, form, 'pl');
    await page.getByRole('button', { name: 'Wyślij wiadomość' }).click();
    await expect(openToasts(page)).toHaveCount(1);
    await expect(openToasts(page)).toContainText('Błąd wysyłania wiadomości');
    await expect(openToasts(page)).toContainText('Nie udało się wysłać wiadomości. Spróbuj ponownie później.');
    await expect(page.locator('li[data-variant]').filter({ hasText: 'Wiadomość wysłana' })).toHaveCount(0);

    await openToasts(page).getByRole('button', { name: 'Zamknij' }).click();
    await expect(openToasts(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Wyślij wiadomość' }).click();
    await expect(openToasts(page)).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(openToasts(page)).toHaveCount(0);
  });

  test('closes by itself after 5 seconds, but not while hovered', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    // The page's timers run on Playwright's clock: the seconds are moved, not waited for.
    await page.clock.install();
    await page.goto('/kontakt');
    await fillForm(page, { name: 'Jan', email: 'jan@example.com', subject: 'Inne', message: 'Czas' }, 'pl');
    await page.getByRole('button', { name: 'Wyślij wiadomość' }).click();
    await expect(openToasts(page)).toHaveCount(1);
    await page.clock.runFor(3500);
    await expect(openToasts(page)).toHaveCount(1);
    await page.clock.runFor(2000);
    await expect(openToasts(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Wyślij wiadomość' }).click();
    await openToasts(page).hover();
    await page.clock.runFor(6500);
    await expect(openToasts(page)).toHaveCount(1);
    await page.mouse.move(5, 400);
    await page.clock.runFor(5500);
    await expect(openToasts(page)).toHaveCount(0);
  });

  test('a swipe to the right of more than 50 px dismisses it, a short one does not', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.goto('/kontakt');
    await fillForm(page, { name: 'Jan', email: 'jan@example.com', subject: 'Inne', message: 'Swipe' }, 'pl');
    await page.getByRole('button', { name: 'Wyślij wiadomość' }).click();
    const swipe = async (dx: number) => {
      const box = (await openToasts(page).boundingBox())!;
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + 20, y);
      await page.mouse.down();
      await page.mouse.move(box.x + 20 + dx, y, { steps: 10 });
      await page.mouse.up();
    };
    await swipe(20);
    await expect(openToasts(page)).toHaveCount(1);
    await swipe(120);
    await expect(openToasts(page)).toHaveCount(0);
  });

  test('F8 moves the focus to the notifications region', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.goto('/kontakt');
    await fillForm(page, { name: 'Jan', email: 'jan@example.com', subject: 'Inne', message: 'F8' }, 'pl');
    await page.getByRole('button', { name: 'Wyślij wiadomość' }).click();
    await expect(openToasts(page)).toHaveCount(1);
    await page.keyboard.press('F8');
    await expect(page.getByRole('region', { name: /Powiadomienia/ }).locator('ol')).toBeFocused();
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });
  test('the contact page fits and the form works', async ({ page }) => {
    await page.goto('/kontakt');
    await page.getByRole('button', { name: 'Wyślij wiadomość' }).click();
    await expect(page.locator('#contact-message-error')).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});
