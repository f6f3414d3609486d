import { describe, expect, it } from 'vitest';
import { HELP_ARTICLE_IDS } from './types';
import { articleIdBySlug, articleSlug, findArticleBySlug, helpArticlePath, withSupportEmail } from './help';

describe('help paths', () => {
  it('finds an article by its slug in its language only', () => {
    expect(findArticleBySlug('pl', 'oplaty')?.id).toBe('fees');
    expect(findArticleBySlug('en', 'fees')?.title).toBe('Fees and the rental price');
    expect(findArticleBySlug('en', 'oplaty')).toBeNull();
    expect(findArticleBySlug('pl', 'nope')).toBeNull();
    expect(articleIdBySlug('pl', 'kaucja')).toBe('deposit');
    expect(articleIdBySlug('en', 'kaucja')).toBeNull();
  });

  it('builds the article paths with an optional section anchor', () => {
    expect(helpArticlePath('cancellation', 'pl')).toBe('/pomoc/anulowanie');
    expect(helpArticlePath('cancellation', 'en', 'flexible')).toBe('/help/cancellation#flexible');
    expect(helpArticlePath('deposit', 'pl', 'when-returned')).toBe('/pomoc/kaucja#when-returned');
  });

  it('agrees with the content: every article is found by its own slug', () => {
    for (const lang of ['pl', 'en'] as const) {
      for (const id of HELP_ARTICLE_IDS) expect(findArticleBySlug(lang, articleSlug(id, lang))?.id).toBe(id);
    }
  });

  it('fills in the support address', () => {
    expect(withSupportEmail('Napisz na {{supportEmail}} lub {{supportEmail}}.', 'a@b.pl')).toBe(
      'Napisz na a@b.pl lub a@b.pl.',
    );
  });
});
