import { describe, expect, it } from 'vitest';
import { normalizeText } from './normalize';
import { stemsOf } from './stem';

describe('normalizeText', () => {
  it('lowers, folds diacritics and "ł", and drops punctuation', () => {
    expect(normalizeText('Ile kosztuje OPŁATA za Łódź?!')).toBe('ile kosztuje oplata za lodz');
    expect(normalizeText('zdjęć, kaucję; wypożyczyć')).toBe('zdjec kaucje wypozyczyc');
  });
});

describe('the Polish stems meet across inflections', () => {
  const groups = [
    ['wypożyczyć', 'wypożyczenia', 'wypożyczam', 'wypozyczyc'],
    ['kaucja', 'kaucję', 'kaucji', 'kaucja'],
    ['opłata', 'opłaty', 'oplaty'],
    ['anulować', 'anulowanie', 'anuluję'],
    ['zwrot', 'zwrotu', 'zwroty'],
    ['zdjęcie', 'zdjęcia', 'zdjęć'],
    ['opinia', 'opinie', 'opinii'],
    ['właściciel', 'właściciela', 'właścicielowi'],
  ];
  it.each(groups)('%s', (...words) => {
    const stems = new Set(words.map((w) => stemsOf(w, 'pl')[0]));
    expect(stems.size).toBe(1);
  });

  it('keeps different words apart', () => {
    expect(stemsOf('kaucja', 'pl')[0]).not.toBe(stemsOf('kara', 'pl')[0]);
    expect(stemsOf('zwrot', 'pl')[0]).not.toBe(stemsOf('zdjęcie', 'pl')[0]);
  });
});

describe('the English stems meet', () => {
  it.each([
    ['refund', 'refunds'],
    ['cancel', 'cancelling', 'cancelled'],
    ['deposit', 'deposits'],
  ])('%s', (...words) => {
    expect(new Set(words.map((w) => stemsOf(w, 'en')[0])).size).toBe(1);
  });
});
