import type { Item, OwnerItem } from '@/shared/schemas/items';

/** Why a read of an imported calendar failed, as the server records it (safe-fetch's refusals, or no calendar). */
export const IMPORT_ERRORS = [
  'invalid-url',
  'blocked-address',
  'too-many-redirects',
  'http-status',
  'too-large',
  'timeout',
  'network',
  'not-a-calendar',
] as const;
export type ImportError = (typeof IMPORT_ERRORS)[number] | 'unknown';

/** The owner's calendar fields of a listing (its owner's read has them; anything else reads as none). */
export function syncFieldsOf(
  item: Item,
): Pick<OwnerItem, 'icalUrl' | 'icalImportUrl' | 'icalImportedAt' | 'icalImportError'> {
  const own = item as Item & Partial<OwnerItem>;
  return {
    icalUrl: own.icalUrl ?? null,
    icalImportUrl: own.icalImportUrl ?? null,
    icalImportedAt: own.icalImportedAt ?? null,
    icalImportError: own.icalImportError ?? null,
  };
}

/** The feed's address for a phone's "subscribe" link: webcal:// opens the calendar app (iPhone, macOS, Outlook). */
export const webcalUrlOf = (icalUrl: string) => icalUrl.replace(/^https?:\/\//i, 'webcal://');

/** The error code's key under owner.calendarSync.import.errors; a code this client does not know reads "unknown". */
export const importErrorOf = (code: string): ImportError =>
  (IMPORT_ERRORS as readonly string[]).includes(code) ? (code as ImportError) : 'unknown';

export type ImportStatus =
  | { kind: 'none' }
  | { kind: 'waiting' }
  | { kind: 'read'; at: string }
  | { kind: 'failed'; at: string | null; error: ImportError };

/** What the import's status line says about the saved address. */
export function importStatusOf(
  fields: Pick<OwnerItem, 'icalImportUrl' | 'icalImportedAt' | 'icalImportError'>,
): ImportStatus {
  if (!fields.icalImportUrl) return { kind: 'none' };
  if (fields.icalImportError)
    return { kind: 'failed', at: fields.icalImportedAt, error: importErrorOf(fields.icalImportError) };
  if (fields.icalImportedAt) return { kind: 'read', at: fields.icalImportedAt };
  return { kind: 'waiting' };
}
