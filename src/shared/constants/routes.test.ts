import { describe, expect, it } from 'vitest';
import { canonicalPath, matchRoute, pathLanguage, PRIVATE_ROUTES, ROUTES, SITEMAP_ROUTES } from './routes';

describe('matchRoute', () => {
  it('finds every alias of every route, parameters filled in', () => {
    for (const [name, patterns] of Object.entries(ROUTES))
      for (const pattern of patterns) expect(matchRoute(pattern.replace(/:\w+/g, '7'))?.name, pattern).toBe(name);
    expect(matchRoute('/przedmiot/42')).toEqual({ name: 'item', params: { id: '42' }, alias: 1 });
    expect(matchRoute('/platnosc/9')).toEqual({ name: 'checkout', params: { rentalId: '9' }, alias: 1 });
    expect(matchRoute('/item/42')).toEqual({ name: 'item', params: { id: '42' }, alias: 0 });
  });

  it('matches as the client router does: case-insensitive, a trailing slash ignored', () => {
    expect(matchRoute('/Przegladaj/')?.name).toBe('browse');
    expect(matchRoute('/admin/kyc/')?.name).toBe('adminKyc');
  });

  it('is null for a path no page has', () => {
    for (const path of ['/nope', '/przedmiot', '/przedmiot/1/2', '/admin/users', '/browse/x'])
      expect(matchRoute(path), path).toBeNull();
  });

  it('keeps the sitemap and the private pages apart', () => {
    expect(SITEMAP_ROUTES.filter((name) => (PRIVATE_ROUTES as readonly string[]).includes(name))).toEqual([]);
  });

  it('names the language of an address: the Polish alias Polish, the English path English, one path by ?lang', () => {
    const lang = (url: string) => {
      const u = new URL(url, 'http://x');
      return pathLanguage(matchRoute(u.pathname), u.searchParams);
    };
    expect(lang('/przegladaj')).toBe('pl');
    expect(lang('/browse?lang=pl')).toBe('en');
    expect(lang('/skrzynka')).toBe('pl');
    expect(lang('/messages')).toBe('en');
    expect(lang('/wiadomosci')).toBe('pl');
    expect(lang('/')).toBeNull();
    expect(lang('/?lang=en')).toBe('en');
    expect(lang('/faq?lang=pl')).toBe('pl');
    expect(lang('/faq?lang=de')).toBeNull();
    expect(lang('/nope')).toBeNull();
  });

  it("spells a page's path as the route list does, its parameters as they came", () => {
    expect(canonicalPath(matchRoute('/Przegladaj/')!)).toBe('/przegladaj');
    expect(canonicalPath(matchRoute('/ITEM/12/')!)).toBe('/item/12');
    expect(canonicalPath(matchRoute('/item/a%20b')!)).toBe('/item/a%20b');
  });
});
