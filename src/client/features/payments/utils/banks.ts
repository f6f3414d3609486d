/** The banks the test provider's Przelewy24 offers (brand names, the same in both languages). */
export const TEST_BANKS = [
  { id: 'pko', name: 'PKO Bank Polski' },
  { id: 'pekao', name: 'Bank Pekao' },
  { id: 'mbank', name: 'mBank' },
  { id: 'ing', name: 'ING Bank Śląski' },
  { id: 'santander', name: 'Santander Bank Polska' },
  { id: 'millennium', name: 'Bank Millennium' },
] as const;
