import { describe, expect, it } from 'vitest';
import { itemSearchQuerySchema } from './search';

describe('itemSearchQuerySchema: places', () => {
  it('reads a known city and its district in any spelling as the canonical names (one filter, one cache entry)', () => {
    expect(itemSearchQuerySchema.parse({ location: 'Krakow', district: 'podgorze' })).toMatchObject({
      location: 'Kraków',
      district: 'Podgórze',
    });
    expect(itemSearchQuerySchema.parse({ location: 'KRAKÓW' }).location).toBe('Kraków');
    expect(itemSearchQuerySchema.parse({ location: 'lodz' }).location).toBe('Łódź');
  });

  it('keeps an unknown city and an empty one as they are', () => {
    expect(itemSearchQuerySchema.parse({ location: ' Sopot ', district: 'Centrum' })).toMatchObject({
      location: 'Sopot',
      district: 'Centrum',
    });
    const empty = itemSearchQuerySchema.parse({ location: '', district: '' });
    expect(empty.location).toBeUndefined();
    expect(empty.district).toBeUndefined();
  });
});
