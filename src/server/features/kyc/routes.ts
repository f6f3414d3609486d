import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { KYC_MAX_FILE_BYTES } from '@/shared/domain/verification';
import { KYC_FILE_FIELDS, kycResubmissionSchema, kycStatusSchema } from '@/shared/schemas/kyc';
import type { AppDeps } from '@/server/app-deps';
import { BODY_LIMITS } from '@/server/lib/body-limits';
import { authenticated, requireUser } from '@/server/features/auth/public';
import { readKycUpload } from './multipart';
import { toResubmission } from './resubmission';
import { toKycStatus } from './serialize';
import { countKycAttempt, latestSubmission, submitKyc } from './service';

/** The user's identity verification (issue 14 §2, docs/decisions/0038-kyc.md); the admin's calls: admin-routes.ts. */
export const kycRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/api/kyc/status',
    { onRequest: authenticated, schema: { response: { 200: kycStatusSchema } } },
    async (req) => toKycStatus(await latestSubmission(db, requireUser(req).id)),
  );

  app.get(
    '/api/kyc/resubmission',
    { onRequest: authenticated, schema: { response: { 200: kycResubmissionSchema } } },
    async (req) => toResubmission(await latestSubmission(db, requireUser(req).id)),
  );

  // Multipart only here: the parser is registered in this route's own context, so no other route accepts a form.
  await app.register(async (form) => {
    await form.register(multipart, {
      limits: {
        fileSize: KYC_MAX_FILE_BYTES,
        files: KYC_FILE_FIELDS.length,
        fields: 20,
        parts: KYC_FILE_FIELDS.length + 20,
        fieldSize: 1024,
        fieldNameSize: 100,
        headerPairs: 100,
      },
    });
    form.post(
      '/api/kyc/submit',
      {
        onRequest: authenticated,
        bodyLimit: BODY_LIMITS.kycSubmission,
        schema: { response: { 201: kycStatusSchema } },
      },
      async (req, reply) => {
        const me = requireUser(req);
        await countKycAttempt(db, me.id, deps.clock.now());
        const upload = await readKycUpload(req);
        const row = await submitKyc(deps, me.id, upload, deps.clock.now(), req.log);
        return reply.status(201).send(toKycStatus(row));
      },
    );
  });
};
