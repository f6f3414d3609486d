import { createStorage } from '../adapters/storage/create-storage';
import { loadConfig } from '../config';
import { startDatabase } from '../start-database';
import { seedDemoData } from './seed';

/** `npm run db:seed`: migrate and seed demo data into an empty database. */
const config = loadConfig();
const database = await startDatabase(config, console.log);
try {
  console.log((await seedDemoData(database.db, createStorage(config))) ? 'Seeded demo data.' : 'The database is not empty; nothing seeded.');
} finally {
  await database.stop();
}
