import { describe, expect, it } from 'vitest';
import { COOKIES } from '@/shared/domain/legal';
import { createTestApp, login, registerUser } from '@/server/test/test-app';

interface SetCookie {
  name: string;
  maxAgeDays: number | null;
  cleared: boolean;
}

/** Each Set-Cookie of a response: its name, and its lifetime in days when it sets one (a cleared cookie is in the past). */
function setCookies(res: { headers: Record<string, unknown> }, now: number): SetCookie[] {
  const raw = res.headers['set-cookie'];
  const list = (Array.isArray(raw) ? raw : raw ? [raw] : []) as string[];
  return list.map((header) => {
    const [pair, ...attrs] = header.split(';').map((s) => s.trim());
    const expires = attrs.find((a) => a.toLowerCase().startsWith('expires='));
    const at = expires ? Date.parse(expires.slice('expires='.length)) : null;
    return {
      name: pair.slice(0, pair.indexOf('=')),
      maxAgeDays: at === null ? null : Math.round((at - now) / 86_400_000),
      cleared: at !== null && at <= now,
    };
  });
}

/**
 * The privacy page lists every cookie the site sets (issue 27 §2), from COOKIES: the cookies the server actually sets
 * along a visitor's and a user's whole way — pages, sign-up, login, logout, the API — must be exactly those, with
 * those lifetimes. A new cookie fails this test until the list (and so the page) names it.
 */
describe('the cookies the site sets', async () => {
  const { app } = await createTestApp();

  it('are exactly the ones the privacy page lists, with their lifetimes', async () => {
    const seen = new Map<string, number | null>();
    const collect = (res: { headers: Record<string, unknown> }) => {
      for (const c of setCookies(res, Date.now())) if (!c.cleared) seen.set(c.name, c.maxAgeDays);
      return res;
    };
    for (const url of ['/', '/api/categories', '/api/items', '/api/legal', '/api/auth/me', '/healthz'])
      collect(await app.inject(url));
    const user = await registerUser(app);
    const loggedIn = collect(await login(app, user.email, user.password));
    const cookie = ([] as string[])
      .concat(loggedIn.headers['set-cookie'] as string[])
      .map((c) => c.split(';')[0])
      .join('; ');
    collect(await app.inject({ url: '/api/auth/me', headers: { cookie } }));
    collect(await app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } }));
    collect(await app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: 'wrong' } }));

    expect(Object.fromEntries(seen)).toEqual(Object.fromEntries(COOKIES.map((c) => [c.name, c.lifetimeDays])));
  });
});
