import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { catalogueChanges } from '@/server/db/tables';
import { FULL_RELOAD_AT } from './search-index';

/**
 * Deletes the rows of catalogue_changes that no search index can use, and returns how many went. An index at version
 * V reads the rows after V, and reads the whole catalogue instead when they name more than FULL_RELOAD_AT items. So
 * with H the version at which the (keepItems + 1)-th most recently changed item last changed, an index behind H
 * reloads whatever the log holds, and one at H or newer reads only rows after H: the rows up to H serve nobody. A new
 * instance loads a snapshot and needs nothing older. An index that fell behind anyway (an idle instance) sees the gap
 * and reloads (SearchIndex.read), so pruning costs at most a reload, never a wrong answer.
 */
export async function pruneCatalogueChanges(db: DbOrTx, keepItems = FULL_RELOAD_AT): Promise<number> {
  const result = await db.execute(sql`
    WITH horizon AS (
      SELECT version FROM (SELECT max(${catalogueChanges.version}) AS version FROM ${catalogueChanges} GROUP BY ${catalogueChanges.itemId}) latest
      ORDER BY version DESC OFFSET ${keepItems} LIMIT 1
    )
    DELETE FROM ${catalogueChanges} WHERE ${catalogueChanges.version} <= (SELECT version FROM horizon)`);
  return result.rowCount ?? 0;
}
