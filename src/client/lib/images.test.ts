import { describe, expect, it } from 'vitest';
import {
  cardImageUrl,
  imageLoadingProps,
  ITEM_PLACEHOLDER_IMAGE,
  itemCardImage,
  itemCardPhoto,
  itemPhotoSrcSet,
} from './images';

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

describe('itemPhotoSrcSet', () => {
  it('offers an upload as its card variant (480w) and its main picture (1200w)', () => {
    expect(itemPhotoSrcSet('/uploads/items/ab12.webp')).toBe(
      '/uploads/items/ab12.card.webp 480w, /uploads/items/ab12.webp 1200w',
    );
    expect(itemPhotoSrcSet('/uploads/demo/items/01-a.b.webp')).toBe(
      '/uploads/demo/items/01-a.b.card.webp 480w, /uploads/demo/items/01-a.b.webp 1200w',
    );
  });

  it('has none for a card variant, another format or another address: they exist in one size', () => {
    expect(itemPhotoSrcSet('/uploads/items/ab12.card.webp')).toBeUndefined();
    expect(itemPhotoSrcSet('/uploads/items/ab12.jpg')).toBeUndefined();
    expect(itemPhotoSrcSet('https://example.com/uploads/x.webp')).toBeUndefined();
    expect(itemPhotoSrcSet(ITEM_PLACEHOLDER_IMAGE)).toBeUndefined();
  });
});

describe('itemCardPhoto', () => {
  it('is the first photo card-sized, with both sizes to choose from', () => {
    expect(itemCardPhoto([' ', '/uploads/a.webp', '/uploads/b.webp'])).toEqual({
      src: '/uploads/a.card.webp',
      srcSet: '/uploads/a.card.webp 480w, /uploads/a.webp 1200w',
    });
  });

  it('is the address alone for another photo, the placeholder alone without one', () => {
    expect(itemCardPhoto(['https://example.com/p.png'])).toEqual({
      src: 'https://example.com/p.png',
      srcSet: undefined,
    });
    expect(itemCardPhoto([])).toEqual({ src: ITEM_PLACEHOLDER_IMAGE, srcSet: undefined });
  });
});

describe('imageLoadingProps', () => {
  it('loads lazily below the fold, at once in the first screen, first of all for the largest paint', () => {
    expect(imageLoadingProps('lazy')).toEqual({ loading: 'lazy', fetchPriority: undefined });
    expect(imageLoadingProps('eager')).toEqual({ loading: 'eager', fetchPriority: undefined });
    expect(imageLoadingProps('lcp')).toEqual({ loading: 'eager', fetchPriority: 'high' });
  });
});
