/** Link previews (Open Graph, X): the size Facebook, LinkedIn and X show large, 1.91:1. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The site's own preview image for pages without a photo of their own (made by scripts/make-og-default.mjs). */
export const OG_DEFAULT_IMAGE = '/og-default.jpg';

/**
 * An item's preview image (features/seo/routes.ts): its first photo at 1200 × 630. `version` (the item's last change)
 * makes an edited item a new URL, so a messenger's cache of the old picture does not stick.
 */
export function ogItemImagePath(id: number, version?: string | number): string {
  return `/og/items/${id}.jpg${version === undefined ? '' : `?v=${encodeURIComponent(String(version))}`}`;
}
