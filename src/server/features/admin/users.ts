import { and, count, desc, gt, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { kycVerifications, users } from '@/server/db/tables';
import { MARKET_TIME_ZONE, todayIso } from '@/shared/domain/dates';
import {
  RECENT_SIGNUP_DAYS,
  RECENT_SIGNUPS,
  SIGNUP_TREND_MONTHS,
  type AdminKycStatus,
  type AdminUser,
  type SignupStats,
} from '@/shared/schemas/admin';

const DAY_MS = 86_400_000;

/** The status of the user's latest identity check (as GET /api/kyc/status picks it), 'none' without one. */
// Written with the tables' names: inside a select list drizzle leaves columns unqualified, and "id" would then be the
// check's own id.
const latestKycStatus = sql<AdminKycStatus>`coalesce((
  select k.verification_status::text from ${kycVerifications} k
  where k.user_id = ${users}.id
  order by k.submitted_at desc, k.id desc
  limit 1
), 'none')`;

/** Only what an admin needs to see: never the password hash, the sessions or any token. */
const adminUserColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  mobileNumber: users.mobileNumber,
  phoneVerified: users.phoneVerified,
  isVerified: users.isVerified,
  role: users.role,
  createdAt: users.createdAt,
  deletedAt: users.deletedAt,
  kycStatus: latestKycStatus,
};

type AdminUserRow = Omit<AdminUser, 'createdAt' | 'status'> & { createdAt: Date; deletedAt: Date | null };

function toAdminUser({ deletedAt, createdAt, ...row }: AdminUserRow): AdminUser {
  return { ...row, createdAt: createdAt.toISOString(), status: deletedAt ? 'deleted' : 'active' };
}

/** LIKE's own wildcards in a search are searched for, not obeyed. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The search of the users list: each word must appear in the first name, last name or e-mail, case and Polish
 * accents ignored ("zolw" finds "Żółw"), so "anna kowalska" finds Anna Kowalska.
 */
function searchCondition(q: string | undefined): SQL | undefined {
  const words = (q ?? '').split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  const folded = (col: AnyColumn) => sql`lower(f_unaccent(coalesce(${col}::text, '')))`;
  const conds = words.map((w) => {
    const pattern = sql`'%' || lower(f_unaccent(${escapeLike(w)})) || '%'`;
    return sql`(${folded(users.firstName)} like ${pattern} or ${folded(users.lastName)} like ${pattern} or ${folded(users.email)} like ${pattern})`;
  });
  return sql.join(conds, sql` and `);
}

/**
 * A page of users, newest first. Deleted accounts stay in the list with status 'deleted' (their row is kept for
 * others' records and their personal data is already wiped), so the admin sees every signup the stats count.
 */
export async function listUsers(db: DbOrTx, q: { page: number; limit: number; q?: string }) {
  const where = searchCondition(q.q);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(adminUserColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows: rows.map(toAdminUser), total };
}

/** 'YYYY-MM' of the n-th month before the Warsaw month of `now` (0 = the current one). */
function monthBefore(now: Date, n: number): string {
  const [y, m] = todayIso(now).split('-').map(Number);
  const index = y * 12 + (m - 1) - n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The dashboard's numbers: every account ever created counts as a signup (deleted ones too: the signup happened),
 * and the trend is by Warsaw calendar month, the current one included, months without signups as zeros.
 * `recentSignupsCount` is the signups of the last RECENT_SIGNUP_DAYS days up to `now` (a rolling window, so the
 * figure does not jump at midnight); `recentSignups` stays the spec's list of the newest ten.
 */
export async function signupStats(db: DbOrTx, now: Date): Promise<SignupStats> {
  const months = Array.from({ length: SIGNUP_TREND_MONTHS }, (_, i) => monthBefore(now, SIGNUP_TREND_MONTHS - 1 - i));
  // The zone is a constant written into the statement: as a parameter, GROUP BY would not match the selected expression.
  const monthOf = sql<string>`to_char(${users.createdAt} at time zone ${sql.raw(`'${MARKET_TIME_ZONE}'`)}, 'YYYY-MM')`;
  // The first instant of the oldest month, in Warsaw time (23:00 or 22:00 UTC the evening before).
  const since = sql`(${`${months[0]}-01`}::timestamp at time zone ${MARKET_TIME_ZONE})`;
  const weekAgo = new Date(now.getTime() - RECENT_SIGNUP_DAYS * DAY_MS);
  const [[{ total }], [{ recentCount }], recent, byMonth] = await Promise.all([
    db.select({ total: count() }).from(users),
    db
      .select({ recentCount: count() })
      .from(users)
      .where(and(gt(users.createdAt, weekAgo), lte(users.createdAt, now))),
    db.select(adminUserColumns).from(users).orderBy(desc(users.createdAt), desc(users.id)).limit(RECENT_SIGNUPS),
    db
      .select({ month: monthOf, count: count() })
      .from(users)
      .where(sql`${users.createdAt} >= ${since} and ${users.createdAt} <= ${now.toISOString()}::timestamptz`)
      .groupBy(monthOf),
  ]);
  const counts = new Map(byMonth.map((r) => [r.month, r.count]));
  return {
    totalSignups: total,
    recentSignupsCount: recentCount,
    recentSignups: recent.map(toAdminUser),
    signupsByMonth: months.map((month) => ({ month, count: counts.get(month) ?? 0 })),
  };
}
