import { gzipSync } from 'node:zlib';
import { desc } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { items } from '@/server/db/tables';
import { itemColumns } from '@/server/features/items/queries';
import { toItem } from '@/server/features/items/serialize';

export interface PayloadSizes {
  firstPage: { items: number; bytes: number; gzip: number };
  catalogue: { items: number; bytes: number; gzip: number };
  /** The API's first page and the same rows serialised here are byte for byte the same. */
  serialisationMatches: boolean;
}

/**
 * The first browse page (GET /api/items, default page) against the whole catalogue as one JSON list, the spec's
 * original design. The catalogue is read in one SELECT and serialised by the API's own mapper (toItem); the check
 * against the API's first page proves the two serialisations agree.
 */
export async function payloadSizes(db: Db, baseUrl: string): Promise<PayloadSizes> {
  const res = await fetch(`${baseUrl}/api/items`);
  if (res.status !== 200) throw new Error(`GET /api/items answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  const page = Buffer.from(await res.arrayBuffer());
  const pageItems = JSON.parse(page.toString('utf8')) as { id: number }[];

  const rows = await db.select(itemColumns).from(items).orderBy(desc(items.createdAt), desc(items.id));
  const all = rows.map(toItem);
  const whole = Buffer.from(JSON.stringify(all));
  const byId = new Map(all.map((i) => [i.id, i]));
  const samePage = Buffer.from(JSON.stringify(pageItems.map((i) => byId.get(i.id))));
  return {
    firstPage: { items: pageItems.length, bytes: page.length, gzip: gzipSync(page).length },
    catalogue: { items: all.length, bytes: whole.length, gzip: gzipSync(whole).length },
    serialisationMatches: samePage.equals(page),
  };
}
