import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { kycAdminRecordSchema, kycDocumentParamsSchema, kycReviewSchema } from '@/shared/schemas/kyc';
import { idParamSchema } from '@/shared/schemas/common';
import type { AppDeps } from '@/server/app-deps';
import { kycVerifications, users } from '@/server/db/tables';
import { writeAudit } from '@/server/audit/audit';
import { AppError } from '@/server/lib/errors';
import { authenticated, requireAdmin, requireUser } from '@/server/features/auth/public';
import { SIDE_COLUMN } from './documents';
import { decideKyc } from './review';
import { toAdminRecord } from './serialize';

/**
 * The admin's KYC review (issue 14 §3, docs/decisions/0038-kyc.md): every call guarded by requireAdmin on onRequest
 * (401 visitor, 403 user) before anything is read.
 */
export const kycAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, documents } = deps;
  const guarded = { onRequest: [authenticated, requireAdmin] };

  async function recordOf(id: number) {
    const [found] = await db
      .select({ row: kycVerifications, email: users.email })
      .from(kycVerifications)
      .innerJoin(users, eq(users.id, kycVerifications.userId))
      .where(eq(kycVerifications.id, id));
    if (!found) throw new AppError('NOT_FOUND');
    return toAdminRecord(found.row, found.email);
  }

  // Oldest first: the queue is worked from the front.
  app.get(
    '/api/admin/kyc/pending',
    { ...guarded, schema: { response: { 200: z.array(kycAdminRecordSchema) } } },
    async () => {
      const rows = await db
        .select({ row: kycVerifications, email: users.email })
        .from(kycVerifications)
        .innerJoin(users, eq(users.id, kycVerifications.userId))
        .where(eq(kycVerifications.verificationStatus, 'pending'))
        .orderBy(asc(kycVerifications.submittedAt), asc(kycVerifications.id));
      return rows.map((r) => toAdminRecord(r.row, r.email));
    },
  );

  /**
   * One image, decrypted, to the admin only: never cached (no-store), never sniffed into something else, and the
   * look written to the audit log (committed) before a byte is sent. A deleted image is 404.
   */
  app.get(
    '/api/admin/kyc/:id/documents/:side',
    { ...guarded, schema: { params: kycDocumentParamsSchema } },
    async (req, reply) => {
      const admin = requireUser(req);
      const { id, side } = req.params;
      const [row] = await db.select().from(kycVerifications).where(eq(kycVerifications.id, id));
      const key = row?.[SIDE_COLUMN[side]];
      if (!row || !key) throw new AppError('NOT_FOUND');
      const doc = await documents.get(key);
      if (!doc) throw new AppError('NOT_FOUND');
      await db.transaction((tx) =>
        writeAudit(
          tx,
          {
            actorId: admin.id,
            action: 'kyc.document_viewed',
            subjectType: 'kyc_verification',
            subjectId: id,
            details: { side, userId: row.userId },
          },
          deps.clock.now(),
        ),
      );
      return reply
        .header('content-type', doc.contentType)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(doc.data);
    },
  );

  app.patch(
    '/api/admin/kyc/:id/status',
    {
      ...guarded,
      schema: { params: idParamSchema, body: kycReviewSchema, response: { 200: kycAdminRecordSchema } },
    },
    async (req) => {
      const admin = requireUser(req);
      await decideKyc(deps, admin.id, req.params.id, req.body, deps.clock.now(), req.log);
      return recordOf(req.params.id);
    },
  );
};
