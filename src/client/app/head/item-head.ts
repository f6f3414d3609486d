import { OG_IMAGE_SIZE, ogItemImagePath } from '@/shared/constants/seo';
import { fromGrosze, toGrosze } from '@/shared/domain/pricing';
import type { Item } from '@/shared/schemas/items';
import { categoriesQueryOptions } from '@/client/features/items/api/get-categories';
import { itemQueryOptions } from '@/client/features/items/api/get-item';
import { parseItemId } from '@/client/features/items/utils/item-id';
import { categoryText } from '@/client/lib/category-text';
import { ITEM_GALLERY_SIZES, itemPhotoSrcSet } from '@/client/lib/images';
import { formatAmount, formatWhole, itemPlace } from '@/client/lib/item-format';
import type { PageContent, PageHeadInput } from './head-types';
import { itemJsonLd } from './item-json-ld';
import { absoluteUrl } from './page-urls';

/** Room for the description's own words after the name, price and place (a snippet shows about 160 characters). */
const SNIPPET_LENGTH = 110;

/** The description's first words, on one line, cut at a word with an ellipsis when longer. */
function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= SNIPPET_LENGTH) return flat;
  const cut = flat.slice(0, SNIPPET_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > SNIPPET_LENGTH / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

function preloadOf(photo: string) {
  const srcSet = itemPhotoSrcSet(photo);
  return srcSet ? { href: photo, srcSet, sizes: ITEM_GALLERY_SIZES } : { href: photo };
}

/** The daily price as people read it: whole złoty without decimals ("45"), else with them ("45,50"). */
function shownPrice(item: Item, lang: string): string {
  const grosze = toGrosze(item.pricePerDay);
  return grosze % 100 === 0 ? formatWhole(grosze / 100, lang) : formatAmount(item.pricePerDay, lang);
}

/**
 * An item page's head: its name and daily price in the title, price, place and first words as the description, its
 * first photo as the link preview (1200 × 630, features/seo/og-image.ts) and the preloaded picture, its Product data;
 * an item its owner switched off stays reachable but is not listed by search engines.
 */
export function itemHead(input: PageHeadInput, base: string, url: string): PageContent {
  const { t, qc, lang } = input;
  const id = parseItemId(input.match?.params.id);
  const item = id === null ? undefined : qc.getQueryData(itemQueryOptions(id).queryKey);
  // The item did not load (a server error): the site's texts, and nothing a crawler should keep.
  if (!item) return { title: t('head.default.title'), description: t('head.default.description'), robots: 'noindex' };

  const price = shownPrice(item, lang);
  const title = t('head.titleTemplate', {
    title: t('head.item.title', { name: item.name, price }),
    site: t('common.appName'),
  });
  const description = t('head.item.description', {
    name: item.name,
    price,
    place: itemPlace(item),
    text: snippet(item.description),
  }).trim();
  const photos = item.imageUrls.filter((u) => u.trim() !== '');
  const category = qc.getQueryData(categoriesQueryOptions().queryKey)?.find((c) => c.id === item.categoryId);
  const version = Date.parse(item.updatedAt);
  return {
    title,
    description,
    robots: item.available ? undefined : 'noindex',
    ogType: 'product',
    image:
      photos.length > 0
        ? {
            url: base + ogItemImagePath(item.id, Number.isNaN(version) ? undefined : version),
            ...OG_IMAGE_SIZE,
            alt: t('head.item.imageAlt', { name: item.name }),
          }
        : undefined,
    extraMeta: [
      { attribute: 'property', key: 'product:price:amount', content: fromGrosze(toGrosze(item.pricePerDay)) },
      { attribute: 'property', key: 'product:price:currency', content: 'PLN' },
    ],
    jsonLd: itemJsonLd({
      item,
      url,
      images: photos.map((p) => absoluteUrl(base, p)),
      category: category && categoryText(t, category).name,
    }),
    // As the gallery shows it (features/items/components/detail/photo-gallery.tsx).
    preloadImage: photos[0] === undefined ? undefined : preloadOf(photos[0]),
  };
}
