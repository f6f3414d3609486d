import { describe, expect, it } from 'vitest';
import en from '@/client/i18n/en.json';
import pl from '@/client/i18n/pl.json';
import type { Item } from '@/shared/schemas/items';
import { IMPORT_ERRORS, importErrorOf, importStatusOf, syncFieldsOf, webcalUrlOf } from './sync-fields';

const saved = { icalImportUrl: 'https://example.com/cal.ics', icalImportedAt: null, icalImportError: null };

describe('calendar sync fields', () => {
  it('reads a public item (no owner fields) as having neither a feed nor an import', () => {
    expect(syncFieldsOf({ id: 1 } as Item)).toEqual({
      icalUrl: null,
      icalImportUrl: null,
      icalImportedAt: null,
      icalImportError: null,
    });
  });

  it('turns the feed’s address into a webcal link for the phone’s calendar app', () => {
    expect(webcalUrlOf('https://wypozyczalnia.pl/api/calendar/abc.ics')).toBe(
      'webcal://wypozyczalnia.pl/api/calendar/abc.ics',
    );
    expect(webcalUrlOf('http://127.0.0.1:3000/api/calendar/abc.ics')).toBe(
      'webcal://127.0.0.1:3000/api/calendar/abc.ics',
    );
  });

  it('says nothing without an address, waits before the first read, then tells the read or its error', () => {
    expect(importStatusOf({ ...saved, icalImportUrl: null })).toEqual({ kind: 'none' });
    expect(importStatusOf(saved)).toEqual({ kind: 'waiting' });
    expect(importStatusOf({ ...saved, icalImportedAt: '2026-03-10T12:00:00.000Z' })).toEqual({
      kind: 'read',
      at: '2026-03-10T12:00:00.000Z',
    });
    expect(
      importStatusOf({ ...saved, icalImportedAt: '2026-03-10T12:00:00.000Z', icalImportError: 'not-a-calendar' }),
    ).toEqual({ kind: 'failed', at: '2026-03-10T12:00:00.000Z', error: 'not-a-calendar' });
    // A code this client does not know yet is still an error, in words.
    expect(importErrorOf('something-new')).toBe('unknown');
  });

  it('has words for every error the server records, in both languages', () => {
    for (const dict of [pl, en]) {
      const texts = dict.owner.calendarSync.import.errors as Record<string, string>;
      for (const code of [...IMPORT_ERRORS, 'unknown']) expect(texts[code], code).toBeTruthy();
    }
  });
});
