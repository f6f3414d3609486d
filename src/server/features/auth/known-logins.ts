import { and, eq, or, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '@/server/config';
import type { DbOrTx } from '@/server/db/client';
import { knownLogins } from '@/server/db/tables';
import { addressKey } from '@/server/lib/address-key';
import { hashToken, newToken } from '@/server/lib/tokens';
import { cookieOptions } from './sessions';

/** A long-lived random token naming this browser; only its hash is stored, per account that logged in with it. */
export const DEVICE_COOKIE = 'did';
const DEVICE_COOKIE_MS = 400 * 24 * 3600 * 1000;

/** Whether this account logged in before from this browser or this address (IPv6: its /64). */
export async function isKnownLogin(db: DbOrTx, userId: number, req: FastifyRequest): Promise<boolean> {
  const device = req.cookies[DEVICE_COOKIE];
  const [row] = await db
    .select({ id: knownLogins.id })
    .from(knownLogins)
    .where(
      and(
        eq(knownLogins.userId, userId),
        or(
          and(eq(knownLogins.kind, 'address'), eq(knownLogins.value, addressKey(req.ip))),
          device ? and(eq(knownLogins.kind, 'device'), eq(knownLogins.value, hashToken(device))) : sql`false`,
        ),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** After a successful login or sign-up: remembers the browser (setting its cookie if it has none) and the address. */
export async function rememberLogin(
  db: DbOrTx,
  config: Config,
  req: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  now: Date,
) {
  let device = req.cookies[DEVICE_COOKIE];
  if (!device || device.length > 100) device = newToken();
  await db
    .insert(knownLogins)
    .values([
      { userId, kind: 'device', value: hashToken(device), createdAt: now, lastUsedAt: now },
      { userId, kind: 'address', value: addressKey(req.ip), createdAt: now, lastUsedAt: now },
    ])
    .onConflictDoUpdate({
      target: [knownLogins.userId, knownLogins.kind, knownLogins.value],
      set: { lastUsedAt: now },
    });
  reply.setCookie(DEVICE_COOKIE, device, {
    ...cookieOptions(config),
    expires: new Date(now.getTime() + DEVICE_COOKIE_MS),
  });
}
