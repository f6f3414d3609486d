import { z } from 'zod';
import { ERROR_CODES } from '../errors';

export const idParamSchema = z.object({ id: z.coerce.number({ error: 'validation.invalidValue' }).int().positive('validation.invalidValue').max(2_147_483_647, 'validation.invalidValue') });

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
