import { and, eq, isNull } from 'drizzle-orm';
import { todayIso } from '@/shared/domain/dates';
import type { Item, OwnerItem } from '@/shared/schemas/items';
import type { AppDeps } from '@/server/app-deps';
import type { DbOrTx } from '@/server/db/client';
import { items } from '@/server/db/tables';
import { icalUrlOf, importCalendar } from './ical';

/** The owner's own fields of a listing (its calendar's), or null when `userId` does not own this live item. */
export async function ownerFieldsOf(
  db: DbOrTx,
  config: AppDeps['config'],
  itemId: number,
  userId: number,
): Promise<Omit<OwnerItem, keyof Item> | null> {
  const [row] = await db
    .select({
      calendarToken: items.calendarToken,
      icalImportUrl: items.icalImportUrl,
      icalImportedAt: items.icalImportedAt,
      icalImportError: items.icalImportError,
    })
    .from(items)
    .where(and(eq(items.id, itemId), eq(items.ownerId, userId), isNull(items.deletedAt)));
  if (!row) return null;
  return {
    icalUrl: icalUrlOf(config, row.calendarToken),
    icalImportUrl: row.icalImportUrl,
    icalImportedAt: row.icalImportedAt?.toISOString() ?? null,
    icalImportError: row.icalImportError,
  };
}

/**
 * The owner's read after a create or an edit: a new import address is read at once (the job reads it hourly after),
 * so the answer says whether it worked and the blocked days are there.
 */
export async function ownerItemAfterWrite(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock'>,
  item: Item,
): Promise<OwnerItem> {
  let fields = await ownerFieldsOf(deps.db, deps.config, item.id, item.ownerId);
  if (fields?.icalImportUrl && fields.icalImportedAt === null) {
    const now = deps.clock.now();
    await importCalendar(deps, { id: item.id, icalImportUrl: fields.icalImportUrl }, now, todayIso(now));
    fields = await ownerFieldsOf(deps.db, deps.config, item.id, item.ownerId);
  }
  return {
    ...item,
    ...(fields ?? { icalUrl: null, icalImportUrl: null, icalImportedAt: null, icalImportError: null }),
  };
}
