import { count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { auditEvents, users } from '@/server/db/tables';
import type { AuditEvent } from '@/shared/schemas/admin';

/**
 * A page of the audit log, newest first, with who acted: the actor's name and e-mail address (null for the system, a
 * deleted account's are null too: deletion wiped them, the id stays).
 */
export async function auditLogPage(db: DbOrTx, q: { page: number; limit: number }) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        event: auditEvents,
        actorName: sql<
          string | null
        >`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')`,
        actorEmail: sql<string | null>`case when ${users.deletedAt} is null then ${users.email} end`,
      })
      .from(auditEvents)
      .leftJoin(users, eq(users.id, auditEvents.actorId))
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ total: count() }).from(auditEvents),
  ]);
  const events: AuditEvent[] = rows.map(({ event, actorName, actorEmail }) => ({
    id: event.id,
    actorId: event.actorId,
    actorName,
    actorEmail,
    action: event.action,
    subjectType: event.subjectType,
    subjectId: event.subjectId,
    details: (event.details ?? {}) as Record<string, unknown>,
    createdAt: event.createdAt.toISOString(),
  }));
  return { rows: events, total };
}
