import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts the server's per-field messages (already translated) under the matching fields of a react-hook-form form;
 * returns whether any matched. A path into a field (imageUrls.2: the third photo) goes under the field itself.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  err: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
) {
  if (!(err instanceof ApiError) || !err.fields) return false;
  let matched = false;
  for (const [path, message] of Object.entries(err.fields)) {
    const name = path.split('.')[0];
    if ((fields as readonly string[]).includes(name)) {
      setError(name as Path<T>, { type: 'server', message });
      matched = true;
    }
  }
  return matched;
}
