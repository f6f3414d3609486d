import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRIVACY_VERSION, TERMS_VERSION } from '@/shared/domain/legal';
import { LegalInfoSchema } from '@/shared/schemas/legal';
import type { AppDeps } from '@/server/app-deps';
import { companyFor } from '@/server/lib/company';

/** GET /api/legal (issue 27 §6): the documents' current versions and the company, in the request's language. */
export const legalRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { config }) => {
  app.get('/api/legal', { schema: { response: { 200: LegalInfoSchema } } }, async (req, reply) => {
    reply.header('cache-control', 'public, max-age=300').header('vary', 'accept-language');
    return {
      termsVersion: TERMS_VERSION,
      privacyVersion: PRIVACY_VERSION,
      company: companyFor(config.company, config.SUPPORT_EMAIL, req.lang),
    };
  });
};
