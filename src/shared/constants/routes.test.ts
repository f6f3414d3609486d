import { describe, expect, it } from 'vitest';
import { matchRoute, PRIVATE_ROUTES, ROUTES, SITEMAP_ROUTES } from './routes';

describe('matchRoute', () => {
  it('finds every alias of every route, parameters filled in', () => {
    for (const [name, patterns] of Object.entries(ROUTES))
      for (const pattern of patterns) expect(matchRoute(pattern.replace(/:\w+/g, '7'))?.name, pattern).toBe(name);
    expect(matchRoute('/przedmiot/42')).toEqual({ name: 'item', params: { id: '42' } });
    expect(matchRoute('/platnosc/9')).toEqual({ name: 'checkout', params: { rentalId: '9' } });
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
});
