import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from '@/client/i18n/texts';
import { renderToString } from 'react-dom/server';
import { TextsProvider } from '@/client/i18n/texts-provider';
import { describe, expect, it } from 'vitest';
import en from '@/client/i18n/en.json';
import pl from '@/client/i18n/pl.json';
import type { OwnerItem } from '@/shared/schemas/items';
import { CalendarSyncSection } from './calendar-sync-section';

const FEED = 'https://wypozyczalnia.pl/api/calendar/abcdefghijklmnopqrstuvwxyz012345.ics';

const item = (over: Partial<OwnerItem>) =>
  ({
    id: 7,
    icalUrl: null,
    icalImportUrl: null,
    icalImportedAt: null,
    icalImportError: null,
    ...over,
  }) as OwnerItem;

async function render(it: OwnerItem, lng: 'pl' | 'en' = 'pl') {
  const i18n = createInstance();
  await i18n.init({
    lng,
    resources: { pl: { translation: pl }, en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  return renderToString(
    <TextsProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <CalendarSyncSection item={it} />
      </QueryClientProvider>
    </TextsProvider>,
  );
}

describe('CalendarSyncSection', () => {
  it('offers to create the feed’s address while there is none, and an empty import form', async () => {
    const html = await render(item({}));
    expect(html).toContain('Synchronizacja kalendarza');
    expect(html).toContain('Utwórz adres');
    expect(html).not.toContain('id="ical-feed-url"');
    expect(html).not.toContain('Nowy adres');
    expect(html).toContain('Adres kalendarza do importu');
    // Nothing saved: no Remove, no status.
    expect(html).not.toContain('Usuń');
    expect(html).not.toContain('data-testid="ical-import-status"');
  });

  it('shows the address in a read-only field with copy, the webcal link, the how-to and the new-secret button', async () => {
    const html = await render(item({ icalUrl: FEED }));
    expect(html).toMatch(/<input[^>]*id="ical-feed-url"[^>]*readOnly=""[^>]*value="https:\/\/wypozyczalnia\.pl[^"]*"/);
    expect(html).toContain('Kopiuj adres');
    expect(html).toContain('href="webcal://wypozyczalnia.pl/api/calendar/');
    expect(html).toContain('Kalendarz Google');
    expect(html).toContain('Nowy adres');
    expect(html).not.toContain('Utwórz adres');
  });

  it('tells when the imported calendar was last read, and that it refreshes hourly', async () => {
    const html = await render(
      item({ icalImportUrl: 'https://example.com/cal.ics', icalImportedAt: '2026-03-10T12:00:00.000Z' }),
    );
    expect(html).toContain('Ostatnio odczytano: 10/03/2026 13:00.');
    expect(html).toContain('Odświeżamy go co godzinę.');
    expect(html).toContain('Usuń');
  });

  it('translates the recorded error of a failed read, in Polish and in English', async () => {
    const failed = item({
      icalImportUrl: 'https://example.com/cal.ics',
      icalImportedAt: '2026-03-10T12:00:00.000Z',
      icalImportError: 'http-status',
    });
    const plHtml = await render(failed);
    expect(plHtml).toContain('role="alert"');
    expect(plHtml).toContain('Nie udało się odczytać kalendarza: serwer kalendarza odpowiedział błędem.');
    expect(plHtml).not.toContain('http-status');
    const enHtml = await render(failed, 'en');
    expect(enHtml).toContain('Calendar sync');
    expect(enHtml).toContain('The calendar could not be read: the calendar&#x27;s server answered with an error.');
    expect(enHtml).toContain('Tried: 10/03/2026 13:00.');
  });
});
