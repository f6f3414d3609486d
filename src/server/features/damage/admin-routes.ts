import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aliasedTable, and, asc, desc, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import { z } from 'zod';
import { fromGrosze } from '@/shared/domain/pricing';
import {
  adminDamageDetailSchema,
  adminDamageListItemSchema,
  adminDamageListQuerySchema,
  damageDecisionBodySchema,
  type AdminDamageListItem,
} from '@/shared/schemas/damage';
import { idParamSchema } from '@/shared/schemas/common';
import type { AppDeps } from '@/server/app-deps';
import type { DbOrTx } from '@/server/db/client';
import { conversations, damageReports, items, messages, rentals, users } from '@/server/db/tables';
import { AppError } from '@/server/lib/errors';
import { writeAudit } from '@/server/audit/audit';
import { authenticated, requireAdmin, requireUser } from '@/server/features/auth/public';
import { handoverOf } from './handover';
import { decideReport } from './reports';
import { toDamageReport } from './serialize';

const owner = aliasedTable(users, 'damage_owner');
const renter = aliasedTable(users, 'damage_renter');
const nameOf = (u: { firstName: AnyColumn; lastName: AnyColumn; username: AnyColumn }) =>
  sql<string>`coalesce(nullif(trim(coalesce(${u.firstName}, '') || ' ' || coalesce(${u.lastName}, '')), ''), ${u.username})`;

/** Reports with their rental, item and parties, as the mediation screens list them. */
async function reportRows(db: DbOrTx, where: ReturnType<typeof and>, order: 'oldest' | 'newest') {
  const rows = await db
    .select({
      report: damageReports,
      rental: {
        id: rentals.id,
        startDate: rentals.startDate,
        endDate: rentals.endDate,
        damageDeposit: rentals.damageDeposit,
        itemId: rentals.itemId,
      },
      itemName: items.name,
      owner: { id: owner.id, name: nameOf(owner) },
      renter: { id: renter.id, name: nameOf(renter) },
    })
    .from(damageReports)
    .innerJoin(rentals, eq(rentals.id, damageReports.rentalId))
    .innerJoin(items, eq(items.id, rentals.itemId))
    .innerJoin(owner, eq(owner.id, rentals.ownerId))
    .innerJoin(renter, eq(renter.id, rentals.renterId))
    .where(where)
    .orderBy(order === 'oldest' ? asc(damageReports.createdAt) : desc(damageReports.createdAt), asc(damageReports.id))
    .limit(500);
  return rows.map((r): AdminDamageListItem & { itemId: number } => ({
    ...toDamageReport(r.report, 'admin'),
    rental: {
      id: r.rental.id,
      itemName: r.itemName,
      startDate: r.rental.startDate,
      endDate: r.rental.endDate,
      damageDeposit: fromGrosze(Math.round(Number(r.rental.damageDeposit) * 100)),
    },
    owner: r.owner,
    renter: r.renter,
    itemId: r.rental.itemId,
  }));
}

/**
 * Damage mediation (issue 25 §3): the open reports oldest first with their deadlines; one report with both parties'
 * statements and photos, the handover records and the parties' messages about the item; the decision. Every call is
 * guarded by requireAdmin (401 visitor, 403 user) before anything is read.
 */
export const damageAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const guarded = { onRequest: [authenticated, requireAdmin] };

  app.get(
    '/api/admin/damage-reports',
    {
      ...guarded,
      schema: { querystring: adminDamageListQuerySchema, response: { 200: z.array(adminDamageListItemSchema) } },
    },
    async (req) => {
      const open = req.query.status === 'open';
      const rows = await reportRows(
        db,
        open ? inArray(damageReports.status, ['reported', 'disputed']) : undefined,
        open ? 'oldest' : 'newest',
      );
      return rows.map(({ itemId: _itemId, ...row }) => row);
    },
  );

  /** One report with everything the decision rests on; the look is audited, as the parties' messages are private. */
  app.get(
    '/api/admin/damage-reports/:id',
    { ...guarded, schema: { params: idParamSchema, response: { 200: adminDamageDetailSchema } } },
    async (req) => {
      const admin = requireUser(req);
      const [found] = await reportRows(db, eq(damageReports.id, req.params.id), 'oldest');
      if (!found) throw new AppError('NOT_FOUND');
      const { itemId, ...report } = found;
      const thread = await db
        .select({
          id: messages.id,
          senderId: messages.senderId,
          senderName: nameOf(users),
          content: messages.content,
          createdAt: messages.createdAt,
        })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .innerJoin(users, eq(users.id, messages.senderId))
        .where(and(eq(conversations.itemId, itemId), eq(conversations.renterId, report.renter.id)))
        .orderBy(asc(messages.createdAt), asc(messages.id))
        .limit(500);
      await db.transaction((tx) =>
        writeAudit(
          tx,
          {
            actorId: admin.id,
            action: 'damage.report_viewed',
            subjectType: 'damage_report',
            subjectId: report.id,
            details: { rentalId: report.rentalId },
          },
          deps.clock.now(),
        ),
      );
      return {
        report,
        handover: await handoverOf(db, report.rentalId),
        messages: thread.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
        canDecide: admin.id !== report.owner.id && admin.id !== report.renter.id,
      };
    },
  );

  app.patch(
    '/api/admin/damage-reports/:id',
    {
      ...guarded,
      schema: { params: idParamSchema, body: damageDecisionBodySchema, response: { 200: adminDamageListItemSchema } },
    },
    async (req) => {
      const { report } = await decideReport(deps, requireUser(req), req.params.id, req.body);
      const [row] = await reportRows(db, eq(damageReports.id, report.id), 'oldest');
      const { itemId: _itemId, ...rest } = row;
      return rest;
    },
  );
};
