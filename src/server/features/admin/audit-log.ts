import { count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { auditEvents, users } from '@/server/db/tables';
import type { AuditEvent } from '@/shared/schemas/admin';

/** A page of the audit log, newest first, with the actor's name (null for the system or a removed account). */
export async function auditLogPage(db: DbOrTx, q: { page: number; limit: number }) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        event: auditEvents,
        actorName: sql<
          string | null
        >`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')`,
      })
      .from(auditEvents)
      .leftJoin(users, eq(users.id, auditEvents.actorId))
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ total: count() }).from(auditEvents),
  ]);
  const events: AuditEvent[] = rows.map(({ event, actorName }) => ({
    id: event.id,
    actorId: event.actorId,
    actorName,
    action: event.action,
    subjectType: event.subjectType,
    subjectId: event.subjectId,
    details: (event.details ?? {}) as Record<string, unknown>,
    createdAt: event.createdAt.toISOString(),
  }));
  return { rows: events, total };
}
