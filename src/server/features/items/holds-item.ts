import { sql, type SQL } from 'drizzle-orm';
import { BLOCKING_STATUSES } from '@/shared/domain/rental-status';
import { rentals } from '@/server/db/tables';

/**
 * The rental holds its item (BLOCKING_STATUSES): what makes an item unavailable. It lives with the items (their
 * availability and popularity) and rentals uses it from here, so items need not import rentals. Written with literals
 * so that the planner matches the partial GiST index of the rentals_no_overlap constraint (item_id, period) WHERE
 * status IN (...).
 */
export function holdsItem(status: SQL | typeof rentals.status = rentals.status): SQL {
  return sql`${status} IN (${sql.raw(BLOCKING_STATUSES.map((s) => `'${s}'`).join(', '))})`;
}
