/** The 7 categories of spec 01 §2/§9. The database holds them (seeded by a migration); this mirrors it for tests and seeds. */
export const CATEGORIES = [
  {
    id: 1,
    name: 'Narzędzia i sprzęt',
    emoji: '🔧',
    description: 'Wiertarki, szlifierki, drabiny i wszystko do majsterkowania',
  },
  { id: 2, name: 'Elektronika', emoji: '📷', description: 'Aparaty, projektory, konsole, drony i sprzęt audio' },
  { id: 3, name: 'Sport i rekreacja', emoji: '🚲', description: 'Rowery, namioty, kajaki, narty i sprzęt turystyczny' },
  { id: 4, name: 'Podróże', emoji: '🧳', description: 'Walizki, bagażniki dachowe, foteliki i akcesoria podróżne' },
  { id: 5, name: 'Dom i ogród', emoji: '🏡', description: 'Kosiarki, myjki ciśnieniowe, meble ogrodowe i grille' },
  {
    id: 6,
    name: 'Motoryzacja',
    emoji: '🚗',
    description: 'Przyczepki, boksy dachowe, prostowniki i narzędzia warsztatowe',
  },
  { id: 7, name: 'Inne', emoji: '📦', description: 'Wszystko, co nie pasuje do pozostałych kategorii' },
] as const;

/**
 * How long the server's page renders share one copy of the categories before one of them reads the table again
 * (client/app/ssr-prefetch.ts, decision 0084): a process that outlives a migration shows the new ones within this time.
 */
export const SHARED_CATEGORIES_MS = 60_000;
