import { ApiError } from '@/client/lib/api-client';

/** The server's message about the photos (photoUrls, or one of them: photoUrls.2), if it sent one. */
export function photoFieldError(err: unknown, field = 'photoUrls'): string | undefined {
  if (!(err instanceof ApiError) || !err.fields) return undefined;
  return Object.entries(err.fields).find(([path]) => path.split('.')[0] === field)?.[1];
}

/** The server's message of a refusal (already in the user's language), or the fallback for anything else. */
export const failureText = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.serverMessage ? err.serverMessage : fallback;
