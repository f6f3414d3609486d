import { describe, expect, it } from 'vitest';
import { afterLoginPath, loginLink, readReturnTo } from './return-to';

describe('afterLoginPath', () => {
  it("sends 'rent-out' to the listing form in the user's language", () => {
    expect(afterLoginPath('rent-out', 'pl')).toBe('/wypozycz-przedmiot');
    expect(afterLoginPath('rent-out', 'en')).toBe('/rent-out');
  });

  it('follows a path on this site, query included', () => {
    expect(afterLoginPath('/przedmiot/12', 'pl')).toBe('/przedmiot/12');
    expect(afterLoginPath('/przegladaj?q=rower', 'pl')).toBe('/przegladaj?q=rower');
  });

  it('never redirects off the site', () => {
    for (const evil of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      'evil.example',
    ]) {
      expect(afterLoginPath(evil, 'pl')).toBe('/');
    }
    expect(afterLoginPath(null, 'en')).toBe('/');
  });
});

describe('loginLink and readReturnTo', () => {
  it('builds the login link in the language, with the way back when there is one', () => {
    expect(loginLink('pl')).toBe('/logowanie');
    expect(loginLink('en', 'rent-out')).toBe('/login?returnTo=rent-out');
    expect(loginLink('pl', '/przedmiot/12?start=2025-07-01')).toBe(
      '/logowanie?returnTo=%2Fprzedmiot%2F12%3Fstart%3D2025-07-01',
    );
  });

  it('reads returnTo from the address as afterLoginPath checks it', () => {
    expect(readReturnTo(new URLSearchParams('returnTo=%2Fprzedmiot%2F12'), 'pl')).toBe('/przedmiot/12');
    expect(readReturnTo(new URLSearchParams('returnTo=//evil.example'), 'pl')).toBe('/');
    expect(readReturnTo(new URLSearchParams(''), 'en')).toBe('/');
  });
});
