import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/** Puts the server's per-field messages (already translated) under the matching fields; returns whether any matched. */
export function applyServerFieldErrors<T extends FieldValues>(err: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>) {
  if (!(err instanceof ApiError) || !err.fields) return false;
  let matched = false;
  for (const [name, message] of Object.entries(err.fields)) {
    if ((fields as readonly string[]).includes(name)) {
      setError(name as Path<T>, { type: 'server', message });
      matched = true;
    }
  }
  return matched;
}
