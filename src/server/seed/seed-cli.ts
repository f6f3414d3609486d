import { createDocumentStorage } from '@/server/adapters/documents/create-document-storage';
import { createStorage } from '@/server/adapters/storage/create-storage';
import { loadConfig } from '@/server/config';
import { systemClock } from '@/server/lib/clock';
import { startDevClock } from '@/server/features/dev-clock/public';
import { startDatabase } from '@/server/start-database';
import { seedDemoData } from './seed';

/** `npm run db:seed`: migrate and seed demo data into an empty database. */
const config = loadConfig();
// The same deliberate second switch as at start (config.ts): demo accounts share a public password.
if (config.isProduction && !config.ALLOW_DEMO_DATA_IN_PRODUCTION) {
  console.error(
    'Refusing to seed demo data with NODE_ENV=production: set ALLOW_DEMO_DATA_IN_PRODUCTION=true if you mean it.',
  );
  process.exit(1);
}
const database = await startDatabase(config, console.log);
try {
  // The app's clock (docs/decisions/0054): demo rentals are dated from the time a moved dev clock shows.
  const devClock = config.isProduction ? undefined : await startDevClock(database.db);
  const now = (devClock ?? systemClock).now();
  await devClock?.stop();
  console.log(
    (await seedDemoData(database.db, createStorage(config), now, {
      testPayments: !config.stripe,
      documents: createDocumentStorage(config),
    }))
      ? 'Seeded demo data.'
      : 'The database is not empty; nothing seeded.',
  );
} finally {
  await database.stop();
}
