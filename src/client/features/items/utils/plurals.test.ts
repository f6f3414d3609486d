import { createInstance } from '@/client/i18n/texts';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '@/client/i18n/en.json';
import pl from '@/client/i18n/pl.json';

/** The Polish plural forms of the counts on the item and browse pages, through i18next as the app uses it. */
const i18n = createInstance();
beforeAll(async () => {
  await i18n.init({
    resources: { pl: { translation: pl }, en: { translation: en } },
    lng: 'pl',
    interpolation: { escapeValue: false },
  });
});

const pl_ = (key: string, count: number) => i18n.t(key, { count, lng: 'pl' });
const en_ = (key: string, count: number) => i18n.t(key, { count, lng: 'en' });

describe('plural forms', () => {
  it('counts reviews: 0 opinii, 1 opinia, 2 opinie, 5 opinii, 22 opinie, 112 opinii', () => {
    expect([0, 1, 2, 4, 5, 12, 22, 112].map((n) => pl_('reviews.count', n))).toEqual([
      '0 opinii',
      '1 opinia',
      '2 opinie',
      '4 opinie',
      '5 opinii',
      '12 opinii',
      '22 opinie',
      '112 opinii',
    ]);
    expect([0, 1, 2].map((n) => en_('reviews.count', n))).toEqual(['0 reviews', '1 review', '2 reviews']);
  });

  it('counts found items and days', () => {
    expect([1, 3, 5, 21, 24].map((n) => pl_('browse.foundItems', n))).toEqual([
      'Znaleziono 1 przedmiot',
      'Znaleziono 3 przedmioty',
      'Znaleziono 5 przedmiotów',
      'Znaleziono 21 przedmiotów',
      'Znaleziono 24 przedmioty',
    ]);
    expect(en_('browse.foundItems', 1)).toBe('Found 1 item');
    expect(en_('browse.foundItems', 0)).toBe('Found 0 items');
    expect([1, 2, 5].map((n) => pl_('booking.days', n))).toEqual(['1 dzień', '2 dni', '5 dni']);
    expect([1, 2].map((n) => en_('booking.days', n))).toEqual(['1 day', '2 days']);
  });
});
