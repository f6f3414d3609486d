import { describe, expect, it } from 'vitest';
import { cardImageUrl, ITEM_PLACEHOLDER_IMAGE, itemCardImage } from './images';

describe('cardImageUrl', () => {
  it('points an uploaded photo at its card variant', () => {
    expect(cardImageUrl('/uploads/items/ab12.webp')).toBe('/uploads/items/ab12.card.webp');
    expect(cardImageUrl('/uploads/a.b.webp')).toBe('/uploads/a.b.card.webp');
    expect(cardImageUrl('/uploads/x.webp?v=2')).toBe('/uploads/x.card.webp?v=2');
  });

  it('leaves card variants, other formats and other addresses alone', () => {
    expect(cardImageUrl('/uploads/items/ab12.card.webp')).toBe('/uploads/items/ab12.card.webp');
    expect(cardImageUrl('/uploads/items/ab12.jpg')).toBe('/uploads/items/ab12.jpg');
    expect(cardImageUrl('https://example.com/uploads/x.webp')).toBe('https://example.com/uploads/x.webp');
    expect(cardImageUrl('/images/seed/tools.svg')).toBe('/images/seed/tools.svg');
    expect(cardImageUrl('data:image/webp;base64,AAAA')).toBe('data:image/webp;base64,AAAA');
  });
});

describe('itemCardImage', () => {
  it('takes the first photo, else the placeholder', () => {
    expect(itemCardImage(['/uploads/a.webp', '/uploads/b.webp'])).toBe('/uploads/a.card.webp');
    expect(itemCardImage(['https://example.com/p.png'])).toBe('https://example.com/p.png');
    expect(itemCardImage([])).toBe(ITEM_PLACEHOLDER_IMAGE);
    expect(itemCardImage(['  '])).toBe(ITEM_PLACEHOLDER_IMAGE);
  });
});
