import { eq, sql } from 'drizzle-orm';
import { todayIso } from '@/shared/domain/dates';
import { taxInfoIssues, taxNumberType, type TaxInfo, type TaxInfoAnswer } from '@/shared/schemas/dac7';
import type { AppDeps } from '@/server/app-deps';
import { writeAudit } from '@/server/audit/audit';
import type { DbOrTx } from '@/server/db/client';
import { items, payoutAccounts, taxInfos } from '@/server/db/tables';
import { AppError } from '@/server/lib/errors';

type TaxDeps = Pick<AppDeps, 'db' | 'documents' | 'clock'>;

/** The envelope's additional data: an envelope copied to another user's row does not open (document-crypto.ts). */
export const taxInfoKey = (userId: number) => `tax-info:${userId}`;

/**
 * Only sellers give tax data (decision 0074): a user who has listed something (even since deleted: they may have
 * earned in the year) or set up a payout account. Anyone else gets 403.
 */
async function isSeller(db: DbOrTx, userId: number): Promise<boolean> {
  const { rows } = await db.execute<{ seller: boolean }>(
    sql`select (exists (select 1 from ${items} where ${items.ownerId} = ${userId})
            or exists (select 1 from ${payoutAccounts} where ${payoutAccounts.userId} = ${userId})) as seller`,
  );
  return rows[0]?.seller === true;
}

export function openTaxInfo(deps: Pick<AppDeps, 'documents'>, userId: number, envelope: Buffer): TaxInfo {
  return JSON.parse(deps.documents.open(taxInfoKey(userId), envelope).data.toString('utf8')) as TaxInfo;
}

/** The stored tax data, decrypted, or null. */
export async function readTaxInfo(
  deps: Pick<AppDeps, 'db' | 'documents'>,
  userId: number,
): Promise<{ info: TaxInfo; updatedAt: Date } | null> {
  const [row] = await deps.db.select().from(taxInfos).where(eq(taxInfos.userId, userId));
  return row ? { info: openTaxInfo(deps, userId, row.envelope), updatedAt: row.updatedAt } : null;
}

const NONE: TaxInfoAnswer = {
  given: false,
  kind: null,
  firstName: null,
  lastName: null,
  dateOfBirth: null,
  taxNumberType: null,
  taxNumberLast4: null,
  companyName: null,
  nip: null,
  krs: null,
  regon: null,
  address: null,
  updatedAt: null,
};

/** What the owner sees of their tax data: an individual's PESEL or NIP by its last 4 digits only. */
export function toTaxInfoAnswer(stored: { info: TaxInfo; updatedAt: Date } | null): TaxInfoAnswer {
  if (!stored) return NONE;
  const { info } = stored;
  const base = {
    ...NONE,
    given: true,
    kind: info.kind,
    address: info.address,
    updatedAt: stored.updatedAt.toISOString(),
  };
  if (info.kind === 'individual')
    return {
      ...base,
      firstName: info.firstName,
      lastName: info.lastName,
      dateOfBirth: info.dateOfBirth,
      taxNumberType: taxNumberType(info.taxNumber),
      taxNumberLast4: info.taxNumber.slice(-4),
    };
  return { ...base, companyName: info.companyName, nip: info.nip, krs: info.krs, regon: info.regon };
}

/**
 * PUT /api/payouts/tax-info: the rules that need the clock's day (an adult; a PESEL that agrees with the date of
 * birth) on the parsed body, 403 for a user who sells nothing, then one sealed envelope per user (kind in the clear)
 * and an audit event (given / changed, with the kind only) in one transaction.
 */
export async function saveTaxInfo(deps: TaxDeps, userId: number, info: TaxInfo): Promise<TaxInfoAnswer> {
  const now = deps.clock.now();
  const issues = taxInfoIssues(info, todayIso(now));
  if (issues.length) {
    const fields: Record<string, string> = {};
    for (const i of issues) fields[i.path] ??= i.message;
    throw new AppError('VALIDATION_FAILED', fields);
  }
  if (!(await isSeller(deps.db, userId))) throw new AppError('FORBIDDEN');
  const envelope = deps.documents.seal(
    taxInfoKey(userId),
    Buffer.from(JSON.stringify(info), 'utf8'),
    'application/json',
  );
  await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ userId: taxInfos.userId })
      .from(taxInfos)
      .where(eq(taxInfos.userId, userId))
      .for('update');
    await tx
      .insert(taxInfos)
      .values({ userId, kind: info.kind, envelope, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: taxInfos.userId, set: { kind: info.kind, envelope, updatedAt: now } });
    await writeAudit(
      tx,
      {
        actorId: userId,
        action: before ? 'tax_info.changed' : 'tax_info.given',
        subjectType: 'user',
        subjectId: userId,
        details: { kind: info.kind },
      },
      now,
    );
  });
  return toTaxInfoAnswer({ info, updatedAt: now });
}
