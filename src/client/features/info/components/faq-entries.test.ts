import { describe, expect, it } from 'vitest';
import { FAQ_ENTRIES } from '@/shared/constants/limits';
import en from '@/client/i18n/en.json';
import pl from '@/client/i18n/pl.json';
import { FAQ_IDS } from './faq-entries';

describe('FAQ entries', () => {
  it('has exactly the number of entries the spec asks for', () => {
    expect(FAQ_IDS).toHaveLength(FAQ_ENTRIES);
    expect(new Set(FAQ_IDS).size).toBe(FAQ_ENTRIES);
  });

  it.each([
    ['pl', pl],
    ['en', en],
  ])('every entry has a question and an answer in %s', (_lang, dict) => {
    const items = (dict as { faq: { items: Record<string, { question: string; answer: string }> } }).faq.items;
    expect(Object.keys(items).sort()).toEqual([...FAQ_IDS].sort());
    for (const id of FAQ_IDS) {
      expect(items[id].question.trim()).not.toBe('');
      expect(items[id].answer.trim()).not.toBe('');
    }
  });
});
