import { QueryClient } from '@tanstack/react-query';
import { createInstance } from '@/client/i18n/texts';
import { describe, expect, it } from 'vitest';
import type { Language } from '@/shared/constants/limits';
import { matchRoute, PRIVATE_ROUTES, ROUTES } from '@/shared/constants/routes';
import type { Category } from '@/shared/schemas/categories';
import type { Item } from '@/shared/schemas/items';
import { categoriesQueryOptions } from '@/client/features/items/api/get-categories';
import { itemQueryOptions } from '@/client/features/items/api/get-item';
import en from '@/client/i18n/en.json';
import { ITEM_GALLERY_SIZES } from '@/client/lib/images';
import pl from '@/client/i18n/pl.json';
import { headTagsHtml, pageHead, type PageHead } from './page-head';

const BASE = 'https://wypozyczalnia.example.pl';
const i18n = createInstance();
await i18n.init({
  resources: { pl: { translation: pl }, en: { translation: en } },
  lng: 'pl',
  interpolation: { escapeValue: false },
});

const ITEM: Item = {
  id: 12,
  ownerId: 3,
  name: 'Wiertarka udarowa Bosch',
  description: 'Mocna wiertarka z walizką i kompletem wierteł do betonu.',
  categoryId: 1,
  pricePerDay: '45.00',
  value: '600.00',
  minDays: 1,
  maxDays: 90,
  noticeDays: 0,
  instantBooking: false,
  instantBookingVerifiedOnly: false,
  handoverFrom: '09:00',
  handoverTo: '18:00',
  handoverStepMinutes: 30,
  damageDeposit: '100.00',
  imageUrls: ['/uploads/items/3-abc.webp', 'https://cdn.example.com/photos/items/3-def.webp'],
  rating: '4.50',
  reviewCount: 2,
  available: true,
  location: 'Kraków',
  district: 'Stare Miasto',
  cancellationTerms: 'standard',
  flexibility: 'moderate',
  insuranceRequired: false,
  createdAt: '2026-04-01T10:00:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
};
const CATEGORIES = [{ id: 1, name: 'Tools', emoji: '🔧', description: 'Drills' }] as Category[];

function headOf(path: string, lang: Language, item: Item | null = ITEM, status: 200 | 404 = 200): PageHead {
  const url = new URL(path, BASE);
  const qc = new QueryClient();
  if (item) qc.setQueryData(itemQueryOptions(item.id).queryKey, item);
  qc.setQueryData(categoriesQueryOptions().queryKey, CATEGORIES);
  return pageHead({
    match: matchRoute(url.pathname),
    search: url.searchParams,
    lang,
    publicUrl: `${BASE}/`,
    t: i18n.getFixedT(lang),
    qc,
    status,
  });
}

const metaOf = (head: PageHead) => Object.fromEntries(head.meta.map((m) => [m.key, m.content]));
/** The parts of an item's JSON-LD the tests read. */
interface ProductLd {
  offers: { price: string; availability: string; priceSpecification: { price: string } };
  aggregateRating?: unknown;
}
const productOf = (head: PageHead) => head.jsonLd as unknown as ProductLd;
const alternatesOf = (head: PageHead) => Object.fromEntries(head.alternates.map((a) => [a.hreflang, a.href]));

describe('pageHead of an item page', () => {
  it('in Polish: title, description, canonical, alternates, Open Graph and Twitter card', () => {
    const head = headOf('/przedmiot/12?utm_source=x', 'pl');
    expect(head.title).toBe('Wiertarka udarowa Bosch – wypożycz za 45 zł/dzień | Wypożyczalnia');
    expect(head.description).toBe(
      'Wiertarka udarowa Bosch do wypożyczenia za 45 zł za dzień, Kraków, Stare Miasto. Mocna wiertarka z walizką i kompletem wierteł do betonu.',
    );
    expect(head.robots).toBeNull();
    expect(head.canonical).toBe(`${BASE}/przedmiot/12`);
    expect(alternatesOf(head)).toEqual({
      pl: `${BASE}/przedmiot/12`,
      en: `${BASE}/item/12`,
      'x-default': `${BASE}/przedmiot/12`,
    });
    const meta = metaOf(head);
    expect(meta).toMatchObject({
      'og:type': 'product',
      'og:title': head.title,
      'og:description': head.description,
      'og:url': `${BASE}/przedmiot/12`,
      'og:image': `${BASE}/og/items/12.jpg?v=${Date.parse(ITEM.updatedAt)}`,
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:locale': 'pl_PL',
      'og:locale:alternate': 'en_US',
      'og:site_name': 'Wypożyczalnia',
      'twitter:card': 'summary_large_image',
      'twitter:image': meta['og:image'],
      'product:price:amount': '45.00',
      'product:price:currency': 'PLN',
    });
    expect(head.preloadImage).toEqual({
      href: '/uploads/items/3-abc.webp',
      srcSet: '/uploads/items/3-abc.card.webp 480w, /uploads/items/3-abc.webp 1200w',
      sizes: ITEM_GALLERY_SIZES,
    });
  });

  it('in English: the English path is canonical, texts in English', () => {
    const head = headOf('/item/12', 'en');
    expect(head.title).toBe('Rent Wiertarka udarowa Bosch for 45 zł/day | Wypożyczalnia');
    expect(head.description).toMatch(/^Wiertarka udarowa Bosch for rent at 45 zł a day, Kraków, Stare Miasto\. /);
    expect(head.canonical).toBe(`${BASE}/item/12`);
    expect(alternatesOf(head)['x-default']).toBe(`${BASE}/przedmiot/12`);
    expect(metaOf(head)['og:locale']).toBe('en_US');
    expect(metaOf(head)['og:url']).toBe(`${BASE}/item/12`);
  });

  it('JSON-LD: a Product with its Offer at 45.00 PLN a day, in stock, rated by its published reviews', () => {
    const head = headOf('/przedmiot/12', 'pl');
    const ld = JSON.parse(JSON.stringify(head.jsonLd)) as Record<string, unknown>;
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld['@type']).toBe('Product');
    expect(ld.name).toBe(ITEM.name);
    expect(ld.url).toBe(head.canonical);
    expect(ld.image).toEqual([`${BASE}/uploads/items/3-abc.webp`, 'https://cdn.example.com/photos/items/3-def.webp']);
    expect(ld.category).toBe('Narzędzia i sprzęt');
    expect(ld.offers).toMatchObject({
      '@type': 'Offer',
      price: '45.00',
      priceCurrency: 'PLN',
      availability: 'https://schema.org/InStock',
      url: head.canonical,
      priceSpecification: { '@type': 'UnitPriceSpecification', price: '45.00', priceCurrency: 'PLN', unitCode: 'DAY' },
    });
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('prices with grosze keep them; no aggregateRating without a published review', () => {
    const head = headOf('/item/12', 'en', { ...ITEM, pricePerDay: '12.50', rating: '0.00', reviewCount: 0 });
    expect(head.title).toContain('12.50 zł/day');
    const ld = productOf(head);
    expect(ld.offers.price).toBe('12.50');
    expect(ld.offers.priceSpecification.price).toBe('12.50');
    expect(ld).not.toHaveProperty('aggregateRating');
  });

  it('an unavailable item: noindex and OutOfStock, still its canonical and alternates', () => {
    const head = headOf('/przedmiot/12', 'pl', { ...ITEM, available: false });
    expect(head.robots).toBe('noindex');
    expect(head.canonical).toBe(`${BASE}/przedmiot/12`);
    expect(productOf(head).offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('an item without photos: the site image, no preload, no image in the JSON-LD', () => {
    const head = headOf('/przedmiot/12', 'pl', { ...ITEM, imageUrls: [] });
    expect(metaOf(head)['og:image']).toBe(`${BASE}/og-default.jpg`);
    expect(head.preloadImage).toBeNull();
    expect(head.jsonLd).not.toHaveProperty('image');
  });

  it('a missing item (404) and an unknown path: noindex, their not-found titles, no canonical or JSON-LD', () => {
    const gone = headOf('/przedmiot/99', 'pl', null, 404);
    expect(gone).toMatchObject({ robots: 'noindex', canonical: null, jsonLd: null, alternates: [], meta: [] });
    expect(gone.title).toBe('Nie znaleziono przedmiotu | Wypożyczalnia');
    const unknown = headOf('/nie-ma-takiej', 'en', null, 404);
    expect(unknown.robots).toBe('noindex');
    expect(unknown.title).toBe('Page not found | Wypożyczalnia');
  });
});

describe('pageHead of the other pages', () => {
  it('home and FAQ: one path, English with ?lang=en, x-default Polish', () => {
    const home = headOf('/?lang=en&utm_campaign=x', 'en');
    expect(home.canonical).toBe(`${BASE}/?lang=en`);
    expect(alternatesOf(home)).toEqual({ pl: `${BASE}/`, en: `${BASE}/?lang=en`, 'x-default': `${BASE}/` });
    expect(home.title).toBe('Wypożyczalnia – rent instead of buying');
    expect(metaOf(home)['og:image']).toBe(`${BASE}/og-default.jpg`);
    expect(home.jsonLd).toBeNull();
    const faq = headOf('/faq', 'pl');
    expect(faq.canonical).toBe(`${BASE}/faq`);
    expect(alternatesOf(faq).en).toBe(`${BASE}/faq?lang=en`);
    expect(faq.title).toBe('Najczęściej zadawane pytania | Wypożyczalnia');
  });

  it('browse keeps its filters in a fixed order and drops the rest; the category names the title', () => {
    const head = headOf('/browse?page=2&utm_source=x&category=1&location=krakow', 'en');
    expect(head.canonical).toBe(`${BASE}/browse?category=1&location=Krak%C3%B3w&page=2`);
    expect(alternatesOf(head).pl).toBe(`${BASE}/przegladaj?category=1&location=Krak%C3%B3w&page=2`);
    expect(head.title).toBe('Tools and equipment for rent in Kraków – page 2 | Wypożyczalnia');
    expect(headOf('/przegladaj', 'pl').title).toBe('Przedmioty do wypożyczenia | Wypożyczalnia');
  });

  it('every private route is noindex, without canonical', () => {
    for (const name of PRIVATE_ROUTES) {
      const path = ROUTES[name][0].replace(/:\w+/g, '1');
      const head = headOf(path, 'pl');
      expect(head.robots, path).toBe('noindex');
      expect(head.canonical, path).toBeNull();
    }
  });

  it('no text of one language in the other: the public pages differ between pl and en', () => {
    for (const path of ['/', '/browse', '/how-it-works', '/about', '/faq', '/contact', '/item/12']) {
      const [a, b] = [headOf(path, 'pl'), headOf(path, 'en')];
      expect(a.title, path).not.toBe(b.title);
      expect(a.description, path).not.toBe(b.description);
    }
  });
});

describe('headTagsHtml', () => {
  it('writes every tag with its values escaped and the JSON-LD as a data block, unable to close its script', () => {
    const evil = { ...ITEM, name: 'Drill "</title><script>alert(1)</script>" & co', description: '</script><!--' };
    const head = headOf('/item/12', 'en', evil);
    const html = headTagsHtml(head);
    expect(html).not.toContain('<script>alert');
    expect(html).toContain(
      '<title>Rent Drill &quot;&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot; &amp; co',
    );
    expect(html).toContain(`<link rel="canonical" href="${BASE}/item/12">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${BASE}/przedmiot/12">`);
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain(
      '<link rel="preload" as="image" href="/uploads/items/3-abc.webp" ' +
        'imagesrcset="/uploads/items/3-abc.card.webp 480w, /uploads/items/3-abc.webp 1200w" ' +
        `imagesizes="${ITEM_GALLERY_SIZES}" fetchpriority="high">`,
    );
    const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
    expect(script).not.toBeNull();
    expect(script![1]).not.toContain('<');
    expect(script![1]).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(script![1])).toEqual(head.jsonLd);
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('says noindex when the head does', () => {
    const html = headTagsHtml(headOf('/przedmiot/12', 'pl', { ...ITEM, available: false }));
    expect(html).toContain('<meta name="robots" content="noindex">');
  });
});
