import { describe, expect, it } from 'vitest';
import { rentalDay, rentalRange } from './rental-dates';

describe('rental dates', () => {
  it('shows days as dd/MM/yyyy', () => {
    expect(rentalDay('2025-07-05')).toBe('05/07/2025');
    expect(rentalDay('2025-07-05T00:00:00.000Z')).toBe('05/07/2025');
    expect(rentalRange('2025-07-05', '2025-07-08')).toBe('05/07/2025 – 08/07/2025');
    expect(rentalRange('2025-07-05', '2025-07-05')).toBe('05/07/2025');
  });
});
