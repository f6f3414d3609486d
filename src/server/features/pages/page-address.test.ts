import { describe, expect, it } from 'vitest';
import { pageAddress } from './page-address';

const asked = (url: string) => {
  const address = pageAddress(url);
  return address.pathname + address.search;
};

describe('the address a page is rendered and kept under', () => {
  it('drops campaign tags and click ids, whatever their case', () => {
    expect(asked('/przedmiot/5?fbclid=IwAR0abc')).toBe('/przedmiot/5');
    expect(asked('/przegladaj?q=wiertarka&utm_source=newsletter&UTM_Medium=email&gclid=x&msclkid=y')).toBe(
      '/przegladaj?q=wiertarka',
    );
  });

  it('keeps what pages read, as written, when there is nothing to drop', () => {
    expect(asked('/przegladaj?q=wiertarka+udarowa&category=1,2&page=2')).toBe(
      '/przegladaj?q=wiertarka+udarowa&category=1,2&page=2',
    );
    expect(asked('/item/5?start=2026-12-01&end=2026-12-03')).toBe('/item/5?start=2026-12-01&end=2026-12-03');
    expect(asked('/?lang=en')).toBe('/?lang=en');
    expect(asked('/')).toBe('/');
  });
});
