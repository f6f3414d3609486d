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
