import { describe, expect, it } from 'vitest';
import { sharedMessages } from '@/shared/i18n/messages';
import en from './en.json';
import pl from './pl.json';

/**
 * The client's texts and the shared ones are merged shallowly (i18n.ts loadTranslation): a top-level block of the same
 * name in both would replace the client's whole block with the shared one, and its keys would read as their names.
 */
describe('client and shared texts', () => {
  it.each([
    ['pl', pl],
    ['en', en],
  ] as const)('%s: no top-level block is in both', (lang, texts) => {
    const shared = new Set(Object.keys(sharedMessages[lang]));
    expect(Object.keys(texts).filter((key) => shared.has(key))).toEqual([]);
  });
});
