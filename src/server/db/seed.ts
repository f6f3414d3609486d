import { and, inArray, ne, sql } from 'drizzle-orm';
import { hashPassword } from '../lib/passwords';
import type { DbOrTx } from './client';
import { users } from './tables';

/** Every demo account shares this password (it meets the spec's five rules). */
export const DEMO_PASSWORD = 'Demo1234!';

export const DEMO_USERS = [
  { email: 'anna.kowalska@example.com', username: 'anna.kowalska', firstName: 'Anna', lastName: 'Kowalska', mobileNumber: '+48 501234567', role: 'user' as const },
  { email: 'piotr.nowak@example.com', username: 'piotr.nowak', firstName: 'Piotr', lastName: 'Nowak', mobileNumber: '+48 602345678', role: 'user' as const },
  { email: 'kasia.wisniewska@example.com', username: 'kasia.wisniewska', firstName: 'Katarzyna', lastName: 'Wiśniewska', mobileNumber: '+48 703456789', role: 'user' as const },
  { email: 'admin@example.com', username: 'admin', firstName: 'Adam', lastName: 'Administrator', mobileNumber: '+48 504567890', role: 'admin' as const },
];

/** Seeds demo data into an empty database only (no users yet); returns whether it did. */
export async function seedDemoData(db: DbOrTx): Promise<boolean> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.insert(users).values(
    DEMO_USERS.map((u) => ({ ...u, passwordHash, countryCode: '+48', phoneVerified: true, isVerified: u.role === 'user', averageRating: '4.80' })),
  );
  return true;
}

/** ADMIN_EMAILS is the server's list of administrators: those accounts get the role at every start. */
export async function syncAdmins(db: DbOrTx, adminEmails: string[]) {
  if (adminEmails.length === 0) return;
  await db
    .update(users)
    .set({ role: 'admin' })
    .where(and(inArray(sql`lower(${users.email}::text)`, adminEmails), ne(users.role, 'admin')));
}
