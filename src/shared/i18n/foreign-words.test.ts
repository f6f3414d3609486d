import { describe, expect, it } from 'vitest';
import { foreignWords } from './foreign-words';

describe('foreignWords', () => {
  it('finds English words in a Polish text', () => {
    expect(foreignWords('Upload failed', 'pl')).toEqual(['Upload', 'failed']);
    expect(foreignWords('To jest Twój przedmiot (this is your item)', 'pl')).toEqual(['this', 'is', 'your', 'item']);
    expect(foreignWords('Invalid image: nie udało się pobrać obrazu', 'pl')).toEqual(['Invalid', 'image']);
  });

  it('finds Polish letters and words in an English text', () => {
    expect(foreignWords('Failed to add image from URL: nie udało się dodać zdjęcia', 'en')).toEqual([
      'nie',
      'udało',
      'się',
      'dodać',
      'zdjęcia',
    ]);
    expect(foreignWords('Response time: w ciągu godziny', 'en')).toEqual(['ciągu']);
  });

  it('allows the brand, the currency and place names, and ignores placeholders, tags, addresses and URLs', () => {
    expect(foreignWords('Your Wypożyczalnia inbox in Kraków, Łódź or Gdańsk: 10 zł a day', 'en')).toEqual([]);
    expect(foreignWords('{{item}} <1>link</1> pomoc@wypozyczalnia.pl https://example.com/the/page', 'pl')).toEqual([]);
    // Words both languages have are no finding.
    expect(foreignWords('To jest link do strony, a my wyślemy token', 'pl')).toEqual([]);
  });
});
