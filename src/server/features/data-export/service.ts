import { and, desc, eq, inArray, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import { zipSync, strToU8, type Zippable } from 'fflate';
import { DATA_EXPORT_LINK_HOURS, DATA_EXPORTS_PER_DAY, type DataExportStatus } from '@/shared/domain/legal';
import type { Language } from '@/shared/constants/limits';
import { todayIso, warsawDateTime } from '@/shared/domain/dates';
import type { DocumentStorage } from '@/server/adapters/documents/document-storage';
import { createDocumentStorage } from '@/server/adapters/documents/create-document-storage';
import { createStorage } from '@/server/adapters/storage/create-storage';
import type { FileStorage } from '@/server/adapters/storage/storage';
import type { AppDeps } from '@/server/app-deps';
import type { DbOrTx } from '@/server/db/client';
import { dataExports, users } from '@/server/db/tables';
import { withEffects } from '@/server/effects/unit-of-work';
import type { JobLog } from '@/server/jobs/types';
import { AppError } from '@/server/lib/errors';
import { hashToken } from '@/server/lib/tokens';
import { writeUserNotice } from '@/server/features/notifications/public';
import { collectExport, EXPORT_FILES } from './collect';
import { exportLinkPath, exportLinkToken } from './link-token';
import { readmeText } from './readme';

const HOUR_MS = 3_600_000;
/** The limit's window (DATA_EXPORTS_PER_DAY): rolling, so the answer can name the exact moment of the next one. */
const LIMIT_WINDOW_MS = 24 * HOUR_MS;
/** An export that could not be built for this long is given up (`failed`): it no longer counts against the limit. */
const GIVE_UP_AFTER_MS = HOUR_MS;

/** What the export's parts need: a job runner has no storage of its own, so both stores may come from the config. */
export type ExportDeps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'outboxes'> &
  Partial<Pick<AppDeps, 'storage' | 'documents'>>;

const documentsOf = (deps: ExportDeps): DocumentStorage => deps.documents ?? createDocumentStorage(deps.config);
const storageOf = (deps: ExportDeps): FileStorage => deps.storage ?? createStorage(deps.config);

/** Exports that count: every one asked for except those given up. */
const counted = ne(dataExports.status, 'failed');

/**
 * POST /api/users/me/export: a new export (`preparing`), or the one already being prepared or ready to download
 * (asking twice is the same ask). At most DATA_EXPORTS_PER_DAY in 24 hours: otherwise 429 EXPORT_LIMIT naming when the next may be asked for.
 * The user's row is locked so that two asks at once make one export.
 */
export async function requestExport(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: number,
): Promise<{ id: number; created: boolean }> {
  return deps.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const now = deps.clock.now();
    const recent = await tx
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), counted))
      .orderBy(desc(dataExports.requestedAt))
      .limit(Math.max(DATA_EXPORTS_PER_DAY, 1));
    // Being prepared, or ready with a link that still works: the same ask (a double click, a second tab).
    const open = recent.find(
      (e) =>
        e.status === 'preparing' ||
        (e.status === 'ready' && e.expiresAt !== null && e.expiresAt.getTime() > now.getTime()),
    );
    if (open) return { id: open.id, created: false };
    const inWindow = recent.filter((e) => now.getTime() - e.requestedAt.getTime() < LIMIT_WINDOW_MS);
    if (inWindow.length >= DATA_EXPORTS_PER_DAY) {
      const oldest = inWindow[inWindow.length - 1];
      const next = new Date(oldest.requestedAt.getTime() + LIMIT_WINDOW_MS);
      const seconds = Math.max(1, Math.ceil((next.getTime() - now.getTime()) / 1000));
      throw new AppError(
        'EXPORT_LIMIT',
        undefined,
        { at: warsawDateTime(next.toISOString()) },
        { 'retry-after': String(seconds) },
      );
    }
    const [row] = await tx
      .insert(dataExports)
      .values({ userId, status: 'preparing', requestedAt: now })
      .returning({ id: dataExports.id });
    return { id: row.id, created: true };
  });
}

/**
 * GET /api/users/me/export: the newest export's state. `ready` only while its link works (not downloaded, not
 * expired), with that link; an export downloaded, expired or given up reads as `none`.
 */
export async function exportState(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock'>,
  userId: number,
): Promise<{ status: DataExportStatus; url: string | null; expiresAt: string | null }> {
  const [latest] = await deps.db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), counted))
    .orderBy(desc(dataExports.requestedAt))
    .limit(1);
  const none = { status: 'none' as const, url: null, expiresAt: null };
  if (!latest) return none;
  if (latest.status === 'preparing') return { status: 'preparing', url: null, expiresAt: null };
  if (latest.status !== 'ready' || !latest.readyAt || !latest.expiresAt) return none;
  if (latest.expiresAt.getTime() <= deps.clock.now().getTime()) return none;
  return {
    status: 'ready',
    url: exportLinkPath(exportLinkToken(deps.config, latest.id, latest.readyAt)),
    expiresAt: latest.expiresAt.toISOString(),
  };
}

/**
 * A download taken but not yet sent whole keeps its file this long: the cleanup leaves it alone meanwhile, so that a
 * transfer cut off can give the link back (downloadExport's `cut`).
 */
export const DOWNLOAD_SEND_MS = HOUR_MS;

/** A download taken by downloadExport: the file's bytes, and what to do once they are sent or the transfer is cut. */
export interface TakenDownload {
  data: Buffer;
  filename: string;
  /** The whole file was handed to the connection: the link is used for good and the file is deleted. */
  sent(): Promise<void>;
  /** The transfer ended before the whole file was sent (the connection closed): the link works again. */
  cut(): Promise<void>;
}

/**
 * The download (GET /api/users/me/export/download?token=…): the token alone opens it, once, within
 * DATA_EXPORT_LINK_HOURS (docs/decisions/0073). The file is read first and the export marked downloaded after, in
 * one conditional update, so of two downloads at once exactly one gets the file. The file is deleted once it was sent
 * whole; a transfer cut off (a dropped connection, a cancelled download) gives the link back, as the daily limit
 * would otherwise leave the user without their data for a day.
 */
export async function downloadExport(deps: ExportDeps, token: string, log?: JobLog): Promise<TakenDownload> {
  const { db } = deps;
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  const now = deps.clock.now();
  if (row.status === 'downloaded') throw new AppError('EXPORT_LINK_USED');
  const expired = new AppError('EXPORT_LINK_EXPIRED', undefined, { hours: DATA_EXPORT_LINK_HOURS });
  if (row.status !== 'ready' || !row.storageKey || !row.expiresAt || !row.readyAt) throw expired;
  if (row.expiresAt.getTime() <= now.getTime()) throw expired;
  const file = await documentsOf(deps).get(row.storageKey);
  // Gone already: a download at the same moment took it (used), or the cleanup did (expired).
  if (!file) throw (await isDownloaded(db, row.id)) ? new AppError('EXPORT_LINK_USED') : expired;
  const [taken] = await db
    .update(dataExports)
    .set({ status: 'downloaded', downloadedAt: now })
    .where(and(eq(dataExports.id, row.id), eq(dataExports.status, 'ready')))
    .returning({ id: dataExports.id });
  if (!taken) throw new AppError('EXPORT_LINK_USED');
  const storageKey = row.storageKey;
  // Named in the language the package is written in (its README's).
  const name = row.language === 'en' ? 'wypozyczalnia-data' : 'wypozyczalnia-dane';
  return {
    data: file.data,
    filename: `${name}-${todayIso(row.readyAt)}.zip`,
    sent: async () => {
      await removeExportFile(deps, row.id, storageKey, log);
    },
    cut: async () => {
      await db
        .update(dataExports)
        .set({ status: 'ready', downloadedAt: null })
        .where(
          and(eq(dataExports.id, row.id), eq(dataExports.status, 'downloaded'), isNotNull(dataExports.storageKey)),
        );
      log?.info?.({ dataExportId: row.id }, 'data export: the download was cut off, the link works again');
    },
  };
}

async function isDownloaded(db: DbOrTx, id: number): Promise<boolean> {
  const [now] = await db.select({ status: dataExports.status }).from(dataExports).where(eq(dataExports.id, id));
  return now?.status === 'downloaded';
}

/** Deletes an export's file and then forgets its key; a failure is logged and left to the cleanup. */
async function removeExportFile(deps: ExportDeps, id: number, key: string, log?: JobLog): Promise<boolean> {
  try {
    await documentsOf(deps).remove(key);
  } catch (err) {
    log?.error({ err, dataExportId: id }, 'data export: could not delete the file, the cleanup will retry');
    return false;
  }
  await deps.db.update(dataExports).set({ storageKey: null }).where(eq(dataExports.id, id));
  return true;
}

/** The ZIP of one export: README.txt, one JSON file per kind, the user's photos (stored, as they are compressed). */
async function buildZip(
  deps: ExportDeps,
  tx: DbOrTx,
  userId: number,
  now: Date,
): Promise<{ zip: Buffer; lang: Language }> {
  const [user] = await tx.select({ language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
  const lang = user?.language ?? 'pl';
  const { files, photos } = await collectExport({ documents: documentsOf(deps) }, tx, userId, lang);
  const zip: Zippable = { 'README.txt': strToU8(readmeText(lang, EXPORT_FILES, now)) };
  for (const f of files) zip[f.file] = strToU8(JSON.stringify(f.data, null, 2));
  const storage = storageOf(deps);
  const documents = documentsOf(deps);
  for (const p of photos) {
    const data =
      'publicUrl' in p.source
        ? await storage.get(p.source.publicUrl)
        : ((await documents.get(p.source.documentKey))?.data ?? null);
    // A photo no longer stored (deleted by retention, an external demo link) is simply not in the package.
    if (data) zip[p.path] = [new Uint8Array(data), { level: 0 }];
  }
  return { zip: Buffer.from(zipSync(zip, { level: 6, mtime: now })), lang };
}

/**
 * Builds one waiting export, in one unit of work: the ZIP into the private storage, the export `ready` with its
 * link's hash and expiry, the `data_export_ready` notice and its e-mail carrying the link. The row is locked (SKIP
 * LOCKED), so the request's own try and the job never build the same export twice. False when there was none to take.
 */
async function buildOne(deps: ExportDeps, id: number, log?: JobLog): Promise<boolean> {
  return withEffects(
    deps,
    async (tx, fx) => {
      // One snapshot for every file (collect.ts): a payment or message arriving mid-build is in all of them or none.
      await tx.execute(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ`);
      const [row] = await tx
        .select()
        .from(dataExports)
        .where(and(eq(dataExports.id, id), eq(dataExports.status, 'preparing')))
        .for('update', { skipLocked: true });
      if (!row) return false;
      const now = deps.clock.now();
      const { zip, lang } = await buildZip(deps, tx, row.userId, now);
      const storageKey = `exports/${row.userId}/${row.id}.zip`;
      await documentsOf(deps).put(storageKey, zip, 'application/zip');
      const expiresAt = new Date(now.getTime() + DATA_EXPORT_LINK_HOURS * HOUR_MS);
      const token = exportLinkToken(deps.config, row.id, now);
      await tx
        .update(dataExports)
        .set({
          status: 'ready',
          storageKey,
          sizeBytes: zip.length,
          readyAt: now,
          expiresAt,
          tokenHash: hashToken(token),
          lastError: null,
          language: lang,
        })
        .where(eq(dataExports.id, row.id));
      const deliveryId = await writeUserNotice(tx, deps.config, {
        type: 'data_export_ready',
        recipientId: row.userId,
        relatedId: row.id,
        extra: { expiresAt: warsawDateTime(expiresAt.toISOString()) },
        link: { url: `${deps.config.publicUrl}${exportLinkPath(token)}`, label: 'emailButtonDataExport' },
      });
      if (deliveryId !== null) fx.send('deliveries', [deliveryId]);
      return true;
    },
    log,
  );
}

/**
 * Builds the given exports, or every one waiting (the job, every minute). A failure stays on the row (`lastError`)
 * and the next run tries again; after GIVE_UP_AFTER_MS it is `failed` and the user may ask again at once.
 */
export async function buildWaitingExports(deps: ExportDeps, log?: JobLog, ids?: readonly number[]): Promise<number> {
  const waiting = await deps.db
    .select({ id: dataExports.id, requestedAt: dataExports.requestedAt })
    .from(dataExports)
    .where(and(eq(dataExports.status, 'preparing'), ids ? inArray(dataExports.id, [...ids]) : undefined))
    .orderBy(dataExports.id)
    .limit(20);
  let built = 0;
  for (const w of waiting) {
    try {
      if (await buildOne(deps, w.id, log)) built++;
    } catch (err) {
      log?.error({ err, dataExportId: w.id }, 'data export: could not build, will retry');
      const giveUp = deps.clock.now().getTime() - w.requestedAt.getTime() > GIVE_UP_AFTER_MS;
      await deps.db
        .update(dataExports)
        .set({
          lastError: String((err as Error).message ?? err).slice(0, 500),
          ...(giveUp ? { status: 'failed' } : {}),
        })
        .where(and(eq(dataExports.id, w.id), eq(dataExports.status, 'preparing')));
    }
  }
  return built;
}

/**
 * Exports past their link's expiry become `expired`; the files of every export no longer downloadable (expired,
 * downloaded, given up) are deleted. Idempotent; returns how many files went.
 */
export async function cleanUpExports(deps: ExportDeps, now: Date, log?: JobLog): Promise<number> {
  await deps.db
    .update(dataExports)
    .set({ status: 'expired' })
    .where(and(eq(dataExports.status, 'ready'), lte(dataExports.expiresAt, now)));
  const gone = await deps.db
    .select({ id: dataExports.id, storageKey: dataExports.storageKey })
    .from(dataExports)
    .where(
      and(
        isNotNull(dataExports.storageKey),
        or(
          inArray(dataExports.status, ['expired', 'failed']),
          // A download still being sent keeps its file (it may be cut off and the link given back).
          and(
            eq(dataExports.status, 'downloaded'),
            lte(dataExports.downloadedAt, new Date(now.getTime() - DOWNLOAD_SEND_MS)),
          ),
        ),
      ),
    )
    .limit(500);
  let removed = 0;
  for (const g of gone) if (g.storageKey && (await removeExportFile(deps, g.id, g.storageKey, log))) removed++;
  return removed;
}

/**
 * Account deletion: the user's exports go with it (rows now, in the deletion's transaction; the files' keys are
 * returned for the caller to delete after the commit).
 */
export async function deleteExportsOfUser(tx: DbOrTx, userId: number): Promise<string[]> {
  const rows = await tx
    .delete(dataExports)
    .where(eq(dataExports.userId, userId))
    .returning({ storageKey: dataExports.storageKey });
  return rows.flatMap((r) => (r.storageKey ? [r.storageKey] : []));
}
