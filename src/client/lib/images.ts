import { LISTING_CARD_BOX, LISTING_MAIN_BOX } from '@/shared/constants/photos';

/** Shown when an item has no photo, or its photo cannot be loaded. */
export const ITEM_PLACEHOLDER_IMAGE = '/images/item-placeholder.svg';

/** Our uploads end in .webp; the server also writes a smaller card variant beside each (x.webp -> x.card.webp). */
const UPLOAD_WEBP = /^(\/uploads\/[^?#]+?)(?<!\.card)\.webp(?=$|[?#])/;

/** The card-sized variant of an item photo: our own uploads have one; any other URL is used as it is. */
export function cardImageUrl(url: string): string {
  return url.replace(UPLOAD_WEBP, '$1.card.webp');
}

/** The picture of an item card (spec 01 §2): the first photo's card variant, or the placeholder. */
export function itemCardImage(imageUrls: readonly string[]): string {
  const first = imageUrls.find((u) => u.trim() !== '');
  return first ? cardImageUrl(first) : ITEM_PLACEHOLDER_IMAGE;
}

/**
 * The `srcset` of an item photo: our uploads exist in the two sizes sharp wrote (the card crop and the main picture),
 * so the browser picks by the slot's width and the screen's density; any other address has one size, so none. The
 * main picture is described at its box's width, though a smaller original stays smaller (the demo's are 800 px): the
 * browser then only switches to it a little late, and `width`/`height` come from the box, not the file.
 */
export function itemPhotoSrcSet(url: string): string | undefined {
  if (!UPLOAD_WEBP.test(url)) return undefined;
  return `${cardImageUrl(url)} ${LISTING_CARD_BOX.width}w, ${url} ${LISTING_MAIN_BOX.width}w`;
}

/** The intrinsic size of a 4:3 item picture (card grids, the gallery's box): reserves its space before it loads. */
export const ITEM_PHOTO_SIZE = LISTING_CARD_BOX;

/**
 * `sizes` of an item card in the 1, 2 and 4 column grids of home and browse (max-w-6xl, px-4, gap-6): a quarter of
 * 1120 px less the gaps on large screens, half or all of the viewport less the padding below. The 3 column grids of
 * the recommendations are a little wider: the card variant still covers them at a density of 1.
 */
export const ITEM_CARD_SIZES = '(min-width: 1152px) 262px, (min-width: 1024px) 23vw, (min-width: 640px) 46vw, 92vw';

/** `sizes` of the item page's main photo: two of the three columns of max-w-6xl from lg, the whole width below. */
export const ITEM_GALLERY_SIZES = '(min-width: 1152px) 736px, (min-width: 1024px) 64vw, 92vw';

/** The picture of an item card with its `srcset`: the first photo's card variant and main picture, or the placeholder. */
export function itemCardPhoto(imageUrls: readonly string[]): { src: string; srcSet: string | undefined } {
  const first = imageUrls.find((u) => u.trim() !== '');
  return { src: itemCardImage(imageUrls), srcSet: first === undefined ? undefined : itemPhotoSrcSet(first) };
}

/**
 * How soon a picture loads: 'lazy' below the fold (the default), 'eager' in the first screen, 'lcp' for the one picture
 * that is the page's largest paint (fetched first, with `fetchpriority="high"`).
 */
export type ImagePriority = 'lazy' | 'eager' | 'lcp';

export function imageLoadingProps(priority: ImagePriority): {
  loading: 'lazy' | 'eager';
  fetchPriority: 'high' | undefined;
} {
  return { loading: priority === 'lazy' ? 'lazy' : 'eager', fetchPriority: priority === 'lcp' ? 'high' : undefined };
}
