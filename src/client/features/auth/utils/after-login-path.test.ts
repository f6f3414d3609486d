import { describe, expect, it } from 'vitest';
import { afterLoginPath } from './after-login-path';

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
    for (const evil of ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', 'evil.example']) {
      expect(afterLoginPath(evil, 'pl')).toBe('/');
    }
    expect(afterLoginPath(null, 'en')).toBe('/');
  });
});
