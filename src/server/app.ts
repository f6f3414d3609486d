import path from 'node:path';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createDocumentStorage } from './adapters/documents/create-document-storage';
import { createPaymentProvider } from './adapters/payments/create-provider';
import { createSmsSender } from './adapters/sms/create-sms-sender';
import type { AppDeps } from './app-deps';
import { BODY_LIMITS } from './lib/body-limits';
import { adminRoutes } from './features/admin/routes';
import { aliveSessionTokens, authenticated, requireAdmin, SESSION_COOKIE, sessionPlugin } from './features/auth/public';
import { authRoutes } from './features/auth/routes';
import { categoryRoutes } from './features/categories/routes';
import { chatbotRoutes } from './features/chatbot/routes';
import { contactRoutes } from './features/contact/routes';
import { damageAdminRoutes, damageRoutes } from './features/damage/public';
import { healthRoutes } from './features/health/routes';
import { itemRoutes } from './features/items/routes';
import { kycAdminRoutes } from './features/kyc/admin-routes';
import { legalRoutes } from './features/legal/routes';
import { kycRoutes } from './features/kyc/routes';
import { dac7Routes } from './features/dac7/routes';
import { dataExportRoutes } from './features/data-export/public';
import {
  catalogueSearchHooks,
  createCatalogueSearch,
  searchSnapshotFile,
  type CatalogueSearch,
} from './features/items/search/catalogue-search';
import { messageRoutes } from './features/messages/routes';
import { notificationRoutes } from './features/notifications/routes';
import { outboxRoutes } from './features/outbox/routes';
import { devClockRoutes } from './features/dev-clock/routes';
import { JOBS } from './job-registry';
import type { JobDefinition } from './jobs/types';
import type { PageRenderer } from '@/shared/page-renderer';
import { systemClock, type Clock } from './lib/clock';
import { composeDeps } from './process/compose';
import { isDevClock, startDevClock } from './features/dev-clock/public';
import { paymentRoutes } from './features/payments/routes';
import { phoneRoutes } from './features/phone/routes';
import { photoRoutes } from './features/photos/routes';
import { recommendationRoutes } from './features/recommendations/routes';
import { favouriteRoutes } from './features/favourites/routes';
import { savedSearchRoutes } from './features/saved-searches/routes';
import { rentalRoutes } from './features/rentals/routes';
import { reviewRoutes } from './features/reviews/routes';
import pageRoutes from './features/pages/routes';
import { seoRoutes } from './features/seo/routes';
import { privateUserOf } from './features/users/public';
import { userRoutes } from './features/users/routes';
import { withRedactedUrls } from './lib/redact-url';
import { createLiveHub } from './realtime/hub';
import { liveEventRoutes } from './features/live-events/routes';
import clientFiles from './plugins/client-files';
import compression from './plugins/compression';
import errorHandler from './plugins/error-handler';
import language from './plugins/language';
import openapi from './plugins/openapi';
import requestBody from './plugins/request-body';
import security from './plugins/security';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's catalogue search (features/items/search), readied and closed with the app. */
    catalogueSearch: CatalogueSearch;
  }
}

export interface BuildAppOptions extends Omit<
  AppDeps,
  'payments' | 'sms' | 'documents' | 'clock' | 'process' | 'outboxes'
> {
  /**
   * The one clock (lib/clock.ts), shared with the job runner and the seed: by default the wall clock in production and
   * a dev clock of the app's own elsewhere (closed with the app). Only a dev clock gets the /api/dev/clock routes.
   */
  clock?: Clock;
  /** The jobs POST /api/dev/clock runs after moving the clock; by default the registered ones (job-registry.ts). */
  jobs?: readonly JobDefinition[];
  /** The payment provider; by default the one the configuration names (adapters/payments/create-provider.ts). */
  payments?: AppDeps['payments'];
  /** The SMS sender and the document storage; by default the ones the configuration names. */
  sms?: AppDeps['sms'];
  documents?: AppDeps['documents'];
  /** The built client to serve, or null for an API-only app (tests, `npm run dev`). */
  clientDir?: string | null;
  /**
   * The client's server renderer (shared/page-renderer.ts), bundled beside the server at build: with a built client,
   * pages are rendered on the server (features/pages); without one they are the client's index.html.
   */
  pageRenderer?: PageRenderer | null;
  logger?: FastifyServerOptions['logger'];
  /**
   * The catalogue search (features/items/search): built here, listening for versions, unless a test hands in its own
   * (e.g. one that reads the version for every search). Either way the app readies it and closes it.
   */
  search?: CatalogueSearch;
  /** The live stream's heartbeat interval; tests shorten it. */
  liveHeartbeatMs?: number;
}

/** The whole app as a plugin tree; server.ts listens, tests call it through inject(). */
export async function buildApp(opts: BuildAppOptions) {
  const { config, db, mailer, storage } = opts;
  const clock = opts.clock ?? (config.isProduction ? systemClock : await startDevClock(db));
  const payments = opts.payments ?? createPaymentProvider(config, db, { now: () => clock.now() });
  const sms = opts.sms ?? createSmsSender(config, db);
  const documents = opts.documents ?? createDocumentStorage(config);
  const app = Fastify({
    // Secrets in query strings (reset tokens, codes) never reach the logs: lib/redact-url.ts.
    logger: withRedactedUrls(opts.logger ?? false),
    // Each route's own limit is set by plugins/request-body.ts; this is the fallback.
    bodyLimit: BODY_LIMITS.default,
    trustProxy: config.trustProxy,
    // A long random id per request, carried in the logs of that request.
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    // The search index loads behind the app (issue 28), but the job queue's start and the migrations' checks can be
    // slow on a busy machine: Fastify's default 10 s for a plugin or onReady hook is too tight for them.
    pluginTimeout: 120_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(language);
  await app.register(errorHandler);
  await app.register(requestBody);
  await app.register(security, { config });
  await app.register(sessionPlugin, { config, db, clock });
  const search =
    opts.search ?? createCatalogueSearch({ db, log: app.log, snapshotFile: searchSnapshotFile(config.DATA_DIR) });
  await app.register(catalogueSearchHooks, { search });
  // For the job runner of this process (server.ts): the catalogue-snapshot job writes this search's index.
  app.decorate('catalogueSearch', search);
  // Before every route that answers (the built files among them): it hooks each route as it is added.
  await app.register(compression);
  await app.register(clientFiles, {
    clientDir: opts.clientDir ?? null,
    uploadsDir: path.join(config.DATA_DIR, 'uploads'),
  });
  // Before the routes: it collects them as they are registered.
  // The session guards are handed in: plugins sit below the features, auth among them.
  await app.register(openapi, { guards: { cookie: SESSION_COOKIE, authenticated, requireAdmin } });

  // A clock the app started itself stops with it.
  if (!opts.clock && isDevClock(clock)) app.addHook('onClose', () => clock.stop());
  // The rental process and the outboxes, composed over these parts (process/compose.ts).
  const deps: AppDeps = composeDeps({ config, db, mailer, storage, payments, sms, documents, clock });
  await app.register(healthRoutes, deps);
  await app.register(categoryRoutes, deps);
  await app.register(legalRoutes, deps);
  await app.register(authRoutes, { ...deps, privateUserOf });
  await app.register(userRoutes, deps);
  await app.register(contactRoutes, deps);
  await app.register(chatbotRoutes, deps);
  await app.register(photoRoutes, deps);
  await app.register(itemRoutes, { ...deps, search });
  await app.register(rentalRoutes, deps);
  await app.register(damageRoutes, deps);
  await app.register(damageAdminRoutes, deps);
  await app.register(notificationRoutes, deps);
  await app.register(liveEventRoutes, {
    db,
    hub: createLiveHub({
      db,
      log: app.log,
      aliveSessionTokens: (db, tokens) => aliveSessionTokens(db, tokens, clock.now()),
    }),
    heartbeatMs: opts.liveHeartbeatMs,
  });
  await app.register(messageRoutes, deps);
  await app.register(paymentRoutes, deps);
  await app.register(reviewRoutes, deps);
  await app.register(recommendationRoutes, deps);
  await app.register(favouriteRoutes, deps);
  await app.register(savedSearchRoutes, deps);
  await app.register(phoneRoutes, deps);
  await app.register(adminRoutes, deps);
  await app.register(kycRoutes, deps);
  await app.register(dac7Routes, deps);
  await app.register(dataExportRoutes, deps);
  await app.register(kycAdminRoutes, deps);
  if (app.servesClient && opts.clientDir && opts.pageRenderer)
    await app.register(pageRoutes, {
      renderer: opts.pageRenderer,
      clientDir: opts.clientDir,
      publicUrl: config.publicUrl,
      catalogueVersion: () => search.currentVersion(),
    });
  await app.register(seoRoutes, {
    db,
    storage,
    publicUrl: config.publicUrl,
    catalogueVersion: () => search.currentVersion(),
  });
  if (!config.isProduction) await app.register(outboxRoutes, deps);
  if (!config.isProduction && isDevClock(clock))
    await app.register(devClockRoutes, { ...deps, clock, jobs: opts.jobs ?? JOBS });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
