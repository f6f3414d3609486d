import { createInstance } from '@/client/i18n/texts';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '@/client/i18n/en.json';
import pl from '@/client/i18n/pl.json';
import { formatRating } from '@/client/lib/item-format';

/** The spoken label of a rating with its review count (RatingFigure), through i18next as the app uses it. */
const i18n = createInstance();
beforeAll(async () => {
  await i18n.init({
    resources: { pl: { translation: pl }, en: { translation: en } },
    lng: 'pl',
    interpolation: { escapeValue: false },
  });
});

const label = (lng: 'pl' | 'en', value: number, count: number) =>
  i18n.t('itemCard.ratingSummary', { rating: formatRating(value, lng), count, lng });

describe('the rating summary label', () => {
  it('says the rating with one decimal and the count in the Polish plural form', () => {
    expect(label('pl', 4.83, 12)).toBe('Ocena 4,8 na 5, 12 opinii');
    expect([1, 2, 5, 22, 112].map((n) => label('pl', 5, n))).toEqual([
      'Ocena 5,0 na 5, 1 opinia',
      'Ocena 5,0 na 5, 2 opinie',
      'Ocena 5,0 na 5, 5 opinii',
      'Ocena 5,0 na 5, 22 opinie',
      'Ocena 5,0 na 5, 112 opinii',
    ]);
  });

  it('in English too', () => {
    expect(label('en', 4.83, 12)).toBe('Rated 4.8 out of 5, 12 reviews');
    expect(label('en', 4, 1)).toBe('Rated 4.0 out of 5, 1 review');
  });
});
