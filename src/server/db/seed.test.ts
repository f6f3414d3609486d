import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, login, registerUser } from '../test/test-app';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData, syncAdmins } from './seed';
import { users } from './tables';

describe('demo data and administrators', async () => {
  const { app, db } = await createTestApp();

  it('seeds the demo accounts into an empty database, once; they log in with the demo password', async () => {
    expect(await seedDemoData(db)).toBe(true);
    expect(await seedDemoData(db)).toBe(false);
    expect(await db.$count(users)).toBe(DEMO_USERS.length);
    for (const u of DEMO_USERS) {
      const res = await login(app, u.email, DEMO_PASSWORD, { remoteAddress: '10.7.0.1' });
      expect(res.statusCode, u.email).toBe(200);
      expect(res.json().user.role).toBe(u.role);
    }
    expect(DEMO_USERS.find((u) => u.email === 'admin@example.com')?.role).toBe('admin');
  });

  it('syncAdmins makes the listed accounts admins, whatever the case of their e-mail', async () => {
    const a = await registerUser(app, { email: 'later.boss@example.com' });
    const b = await registerUser(app);
    // An address stored with capitals (e.g. from before e-mails were lower-cased) still matches.
    await db.update(users).set({ email: 'Later.Boss@Example.com' }).where(eq(users.id, a.id));
    await syncAdmins(db, ['later.boss@example.com']);
    await syncAdmins(db, ['nobody@example.com', 'later.boss@example.com']);
    const role = async (id: number) => (await db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0].role;
    expect(await role(a.id)).toBe('admin');
    expect(await role(b.id)).toBe('user');
    await syncAdmins(db, []);
    expect(await role(a.id)).toBe('admin');
  });
});
