import { describe, expect, it } from 'vitest';
import { canonicalCity, CITIES, cityOrAsGiven, districtOrAsGiven } from './locations';

describe('canonical place names', () => {
  it('reads a city written without diacritics, in any case, as the canonical city', () => {
    expect(canonicalCity('Krakow')).toBe('Kraków');
    expect(canonicalCity('krakow')).toBe('Kraków');
    expect(canonicalCity('KRAKÓW')).toBe('Kraków');
    expect(canonicalCity('Lodz')).toBe('Łódź');
    expect(canonicalCity('ŁÓDŹ')).toBe('Łódź');
    expect(canonicalCity('Wroclaw')).toBe('Wrocław');
    expect(canonicalCity(' gdansk ')).toBe('Gdańsk');
    expect(canonicalCity('Poznan')).toBe('Poznań');
    expect(canonicalCity('Ｗａｒｓｚａｗａ')).toBe('Warszawa');
    for (const city of CITIES) expect(canonicalCity(city)).toBe(city);
  });

  it('knows no other city: an unknown name stays as given, an empty one is nothing', () => {
    expect(canonicalCity('Krakowiak')).toBeUndefined();
    expect(canonicalCity('Warsaw')).toBeUndefined();
    expect(canonicalCity('')).toBeUndefined();
    expect(canonicalCity(undefined)).toBeUndefined();
    expect(cityOrAsGiven(' Sopot ')).toBe('Sopot');
    expect(cityOrAsGiven('lublin')).toBe('Lublin');
  });

  it("reads a district of the city the same way, only within that city's list", () => {
    expect(districtOrAsGiven('Warszawa', 'srodmiescie')).toBe('Śródmieście');
    expect(districtOrAsGiven('warszawa', 'ZOLIBORZ')).toBe('Żoliborz');
    expect(districtOrAsGiven('Krakow', 'nowa  huta')).toBe('Nowa Huta');
    expect(districtOrAsGiven('Kraków', 'Zoliborz')).toBe('Zoliborz');
    expect(districtOrAsGiven('Lublin', 'Centrum')).toBe('Centrum');
  });
});
