import http from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { addDays } from 'date-fns';
import type { Browser, Locator, Page } from '@playwright/test';
import { display, iso, today, unavailableDates } from './catalogue-helpers';
import { expect, expectNoHorizontalOverflow, test, useLanguage } from './fixtures';
import { createItem, expectToast, newActor, type Lang } from './rental-helpers';
import { shot } from './shots';

/**
 * Issue 26 §1: calendar sync on the listing's management page. The owner makes the item's iCal feed, copies it, reads
 * it, replaces its secret; imports another calendar (served here by a local HTTP server: the e2e server may fetch
 * private addresses) whose events block days; a broken calendar says why.
 */

const T = {
  pl: {
    title: 'Synchronizacja kalendarza',
    create: 'Utwórz adres',
    address: 'Adres kalendarza',
    copy: 'Kopiuj adres',
    copied: 'Skopiowano adres do schowka.',
    blockedSummary: 'SUMMARY:Zablokowane',
    regenerate: 'Nowy adres',
    regenerateTitle: 'Utworzyć nowy adres kalendarza?',
    regenerateConfirm: 'Tak, utwórz nowy',
    regenerated: 'Utworzono nowy adres kalendarza',
    importUrl: 'Adres kalendarza do importu',
    save: 'Zapisz',
    remove: 'Usuń',
    saved: 'Zapisano i odczytano kalendarz',
    savedNotRead: 'Zapisano adres, ale nie udało się odczytać kalendarza',
    removed: 'Usunięto kalendarz do importu',
    lastRead: 'Ostatnio odczytano:',
    hourly: 'Odświeżamy go co godzinę.',
    broken: 'Nie udało się odczytać kalendarza: pod tym adresem nie ma kalendarza w formacie iCal (.ics).',
    invalidUrl: /niepoprawny|nieprawidłowy/i,
    importedDay: /, zajęty w innym kalendarzu$/,
    nextMonth: 'Przejdź do następnego miesiąca',
    itemPath: '/przedmiot/',
    unavailableHeading: 'Niedostępne terminy',
    help: '/pomoc/kalendarz-dostepnosci',
    helpTitle: 'Kalendarz dostępności i synchronizacja',
  },
  en: {
    title: 'Calendar sync',
    create: 'Create address',
    address: 'Calendar address',
    copy: 'Copy address',
    copied: 'Address copied to the clipboard.',
    blockedSummary: 'SUMMARY:Blocked',
    regenerate: 'New secret address',
    regenerateTitle: 'Make a new calendar address?',
    regenerateConfirm: 'Yes, make a new one',
    regenerated: 'New calendar address made',
    importUrl: 'Calendar address to import',
    save: 'Save',
    remove: 'Remove',
    saved: 'Calendar saved and read',
    savedNotRead: 'Address saved, but the calendar could not be read',
    removed: 'Imported calendar removed',
    lastRead: 'Last read:',
    hourly: 'We refresh it every hour.',
    broken: 'The calendar could not be read: there is no iCal (.ics) calendar at this address.',
    invalidUrl: /invalid|not valid/i,
    importedDay: /, taken in another calendar$/,
    nextMonth: 'Go to the Next Month',
    itemPath: '/item/',
    unavailableHeading: 'Unavailable dates',
    help: '/help/availability-calendar',
    helpTitle: 'Availability calendar and calendar sync',
  },
} as const;

const compact = (d: Date) => iso(d).replaceAll('-', '');

/** Another site's calendar (Airbnb's, say): one all-day event, and a file that is no calendar. */
async function externalCalendar(event: { start: Date; endExclusive: Date }) {
  const ics = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Elsewhere//EN',
    'BEGIN:VEVENT',
    'UID:elsewhere-1',
    'DTSTAMP:20260101T000000Z',
    `DTSTART;VALUE=DATE:${compact(event.start)}`,
    `DTEND;VALUE=DATE:${compact(event.endExclusive)}`,
    'SUMMARY:Reserved',
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
  const server = http.createServer((req, res) => {
    if (req.url === '/calendar.ics') return res.writeHead(200, { 'content-type': 'text/calendar' }).end(ics);
    res.writeHead(200, { 'content-type': 'text/html' }).end('<html>not a calendar</html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The section's serious and critical accessibility violations (axe). */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).include('[data-testid="calendar-sync"]').analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** A day of the availability calendar, shown by moving forward month by month. */
async function calendarDay(page: Page, lang: Lang, day: Date) {
  const section = page.getByTestId('availability-calendar');
  const button = section.locator(`td[data-day="${iso(day)}"] button`).first();
  for (let i = 0; i < 14 && !(await button.isVisible()); i++)
    await section.getByRole('button', { name: T[lang].nextMonth }).click();
  return button;
}

const feedPath = async (field: Locator) => new URL(await field.inputValue()).pathname;

async function calendarSync(browser: Browser, lang: Lang) {
  const t = T[lang];
  const owner = await newActor(browser, lang, lang === 'pl' ? 'Iga' : 'Ivy', 'Kalendarz');
  const item = await createItem(owner, lang === 'pl' ? 'Kajak z kalendarzem' : 'Kayak with a calendar');
  const page = owner.page;
  const blockedDay = addDays(today(), 5);
  const blocked = await page.request.put(`/api/items/${item.id}/blocked-dates`, {
    data: { blockedDates: [{ startDate: iso(blockedDay), endDate: iso(blockedDay), note: 'private' }] },
  });
  expect(blocked.status(), await blocked.text()).toBe(200);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/manage-listing/${item.id}`);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
  const section = page.getByTestId('calendar-sync');
  await expect(section.getByRole('heading', { name: t.title })).toBeVisible();

  // Export: make the address, copy it, read the feed.
  await section.getByRole('button', { name: t.create }).click();
  const field = section.getByLabel(t.address, { exact: true });
  await expect(field).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
  await expect(field).toHaveAttribute('readonly', '');
  const firstPath = await feedPath(field);
  await section.getByRole('button', { name: t.copy }).click();
  await expect(section.getByTestId('ical-copy-status')).toHaveText(t.copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await field.inputValue());
  const feed = await page.request.get(firstPath);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const ics = await feed.text();
  expect(ics).toContain(`DTSTART;VALUE=DATE:${compact(blockedDay)}`);
  expect(ics).toContain(t.blockedSummary);
  expect(ics).not.toContain('private');
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);

  // A new secret after a confirmation: the old address answers 404, the new one the feed.
  await section.getByRole('button', { name: t.regenerate }).click();
  const dialog = page.getByRole('alertdialog', { name: t.regenerateTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: t.regenerateConfirm }).click();
  await expectToast(page, t.regenerated);
  await expect(field).not.toHaveValue(new RegExp(`${firstPath}$`));
  const secondPath = await feedPath(field);
  expect((await page.request.get(firstPath)).status()).toBe(404);
  expect((await page.request.get(secondPath)).status()).toBe(200);

  // Import: another calendar's event blocks its days.
  const [start, last] = [addDays(today(), 10), addDays(today(), 12)];
  const elsewhere = await externalCalendar({ start, endExclusive: addDays(last, 1) });
  try {
    const url = section.getByLabel(t.importUrl);
    await url.fill('ftp://example.com/calendar.ics');
    await section.getByRole('button', { name: t.save, exact: true }).click();
    await expect(section.getByRole('alert')).toHaveText(t.invalidUrl);
    await expect(url).toHaveAttribute('aria-invalid', 'true');

    await url.fill(`${elsewhere.base}/calendar.ics`);
    await section.getByRole('button', { name: t.save, exact: true }).click();
    await expectToast(page, t.saved);
    await expect(section.getByTestId('ical-import-status')).toContainText(t.lastRead);
    await expect(section.getByTestId('ical-import-status')).toContainText(t.hourly);
    expect(await unavailableDates(page, item.id)).toContainEqual({ startDate: iso(start), endDate: iso(last) });
    await expect(await calendarDay(page, lang, start)).toHaveAttribute('aria-label', t.importedDay);
    await expectAccessible(page);
    await shot(page, `calendar-sync-${lang}`);

    // A visitor sees those days among the unavailable ones on the item page.
    const visitor = await browser.newPage({ viewport: { width: 375, height: 800 } });
    await useLanguage(visitor, lang);
    await visitor.goto(`${t.itemPath}${item.id}`);
    await expect(visitor.getByText(t.unavailableHeading, { exact: true })).toBeVisible();
    await expect(visitor.getByTestId('booked-ranges')).toContainText(`${display(start)} – ${display(last)}`);
    await visitor.close();

    // A broken calendar: the reason, in words.
    await page.reload();
    await expect(url).toHaveValue(`${elsewhere.base}/calendar.ics`);
    await url.fill(`${elsewhere.base}/broken.ics`);
    await section.getByRole('button', { name: t.save, exact: true }).click();
    await expectToast(page, t.savedNotRead);
    await expect(section.getByTestId('ical-import-status')).toContainText(t.broken);
    await expectAccessible(page);
    await shot(page, `calendar-sync-error-${lang}`);

    // Removed: the imported days are free again.
    await section.getByRole('button', { name: t.remove, exact: true }).click();
    await expectToast(page, t.removed);
    await expect(url).toHaveValue('');
    await expect(section.getByTestId('ical-import-status')).toHaveCount(0);
    expect(await unavailableDates(page, item.id)).not.toContainEqual({ startDate: iso(start), endDate: iso(last) });
  } finally {
    await elsewhere.close();
  }

  // The help centre tells it all.
  await page.goto(t.help);
  await expect(page.getByRole('heading', { level: 1, name: t.helpTitle })).toBeVisible();
  await expect(page.locator('section#ical-import')).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await shot(page, `calendar-help-${lang}`);
}

test('Polish, on a phone: the owner’s calendar feed and another calendar imported', async ({ browser }) => {
  await calendarSync(browser, 'pl');
});

test('English, on a phone: the owner’s calendar feed and another calendar imported', async ({ browser }) => {
  await calendarSync(browser, 'en');
});
