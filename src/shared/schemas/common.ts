import { z } from 'zod';
import { ERROR_CODES } from '@/shared/errors';

/** The largest PostgreSQL `integer` (int4): ids and categories past it are refused (400), never sent to the database. */
export const INT4_MAX = 2_147_483_647;

/** A positive int4 from a URL or a body (a number or a numeric string): ids, category ids. */
export function positiveInt4(message = 'validation.invalidValue') {
  return z.coerce.number({ error: message }).int(message).positive(message).max(INT4_MAX, message);
}

export const idParamSchema = z.object({ id: positiveInt4() });

export const errorBodySchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

export const okSchema = z.object({ ok: z.literal(true) });

/** A trimmed, required text with an upper bound. */
export function requiredText(message: string, max = 200) {
  return z.string({ error: message }).trim().min(1, message).max(max, 'validation.tooLong');
}
