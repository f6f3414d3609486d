import { productionStandIns } from '@/server/config';

/**
 * The environment of the app a benchmark starts: production, as deployed (security headers, production code paths),
 * with a local stand-in for every setting production requires (config.ts `productionStandIns`: whatever production
 * comes to require, the benchmarks get it from there), on loopback, over the benchmark's own database.
 */
export function benchAppEnv(opts: { dataDir: string; databaseUrl: string }): Record<string, string> {
  return {
    NODE_ENV: 'production',
    ...productionStandIns(),
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: opts.dataDir,
    DATABASE_URL: opts.databaseUrl,
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
  };
}
