import { z } from 'zod';
import { DATA_EXPORT_STATUSES } from '@/shared/domain/legal';

/**
 * GET /api/users/me/export (issue 27 §3): the newest export's state. `url` (the single-use download link) and
 * `expiresAt` are set only while it is `ready`; a downloaded or expired export reads as `none`.
 */
export const DataExportStateSchema = z.object({
  status: z.enum(DATA_EXPORT_STATUSES),
  url: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type DataExportState = z.infer<typeof DataExportStateSchema>;

/** The download link's query: the token from the e-mail or the profile. */
export const DataExportDownloadQuerySchema = z.object({ token: z.string().min(1).max(200) });
