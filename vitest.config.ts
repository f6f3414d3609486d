import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Two projects (issue 21 §6): `unit` is the shared and client code, pure, with no database (seconds:
 * `npm run test:unit`); `api` is the server, the scripts and the benchmarks' harness, on one embedded PostgreSQL
 * started by the global setup. `npm test` runs both. A worker keeps its modules from one file to the next
 * (`isolate: false`, docs/decisions/0082): most of the run was importing the app again for every file.
 */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    testTimeout: 20000,
    hookTimeout: 60000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/shared/**/*.test.ts', 'src/client/**/*.test.{ts,tsx}'], isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          globalSetup: ['src/server/test/global-setup.ts'],
          isolate: false,
        },
      },
    ],
  },
});
