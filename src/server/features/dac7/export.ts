import { asc, eq } from 'drizzle-orm';
import type { AppDeps } from '@/server/app-deps';
import type { DbOrTx } from '@/server/db/client';
import { dac7Notices, taxInfos } from '@/server/db/tables';
import { openTaxInfo } from './tax-info';

/**
 * The account holder's own DAC7 data for their export: the tax data they gave, in full (it is theirs), when it was
 * last changed, and what they were told was reported for each year. Read with the export's transaction.
 */
export async function taxInformationForExport(deps: Pick<AppDeps, 'documents'>, db: DbOrTx, userId: number) {
  const [row] = await db.select().from(taxInfos).where(eq(taxInfos.userId, userId));
  const notices = await db
    .select()
    .from(dac7Notices)
    .where(eq(dac7Notices.userId, userId))
    .orderBy(asc(dac7Notices.year));
  return {
    taxInformation: row ? { ...openTaxInfo(deps, userId, row.envelope), updatedAt: row.updatedAt } : null,
    dac7Notices: notices.map((n) => ({
      year: n.year,
      figuresInGrosze: n.figures,
      taxInformationGiven: n.taxInfoGiven,
      notifiedAt: n.notifiedAt,
    })),
  };
}
