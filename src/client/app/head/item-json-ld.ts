import { fromGrosze, toGrosze } from '@/shared/domain/pricing';
import type { Item } from '@/shared/schemas/items';

const SCHEMA = 'https://schema.org';

/**
 * An item page as schema.org sees it: a Product with one Offer, its price per day in PLN (a UnitPriceSpecification
 * with unitCode DAY, UN/CEFACT's code for a day), in stock while its owner lists it as available, and the rating of
 * its published item reviews, only when there is one (the item's stored `rating` and `reviewCount`, which the reviews
 * feature keeps up to date).
 */
export function itemJsonLd(input: {
  item: Item;
  url: string;
  images: string[];
  category: string | undefined;
}): Record<string, unknown> {
  const { item, url, images, category } = input;
  const price = fromGrosze(toGrosze(item.pricePerDay));
  const rated = item.reviewCount > 0 && Number(item.rating) > 0;
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    '@id': url,
    url,
    name: item.name,
    description: item.description,
    sku: String(item.id),
    ...(images.length > 0 && { image: images }),
    ...(category && { category }),
    offers: {
      '@type': 'Offer',
      url,
      price,
      priceCurrency: 'PLN',
      availability: `${SCHEMA}/${item.available ? 'InStock' : 'OutOfStock'}`,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price,
        priceCurrency: 'PLN',
        unitCode: 'DAY',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'DAY' },
      },
    },
    ...(rated && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: Number(item.rating),
        reviewCount: item.reviewCount,
        bestRating: 5,
        worstRating: 1,
      },
    }),
  };
}
