import { describe, expect, it } from 'vitest';
import { isTransportItem } from '@/shared/domain/dac7';
import { DEMO_ITEMS } from '@/server/seed/demo-items';

describe('the demo’s means of transport (decision 0074)', () => {
  it('are exactly its bikes and its scooter, not the bike rack', () => {
    expect(DEMO_ITEMS.filter((i) => isTransportItem(i.name)).map((i) => i.name)).toEqual([
      'Rower górski Kross Level 5.0',
      'Rower elektryczny miejski Ecobike',
      'Hulajnoga elektryczna Xiaomi Pro 2',
    ]);
    expect(DEMO_ITEMS.some((i) => i.name === 'Bagażnik rowerowy na hak Thule EasyFold')).toBe(true);
  });
});
