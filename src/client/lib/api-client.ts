import type { ApiErrorBody, ErrorCode } from '@/shared/errors';
import type { ApiFetch } from '@/shared/page-renderer';
import i18n from '@/client/i18n/i18n';

/** A non-OK response. `message` reads "status: text" as the spec's client raised it; `body` is the server's error. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
    text: string,
    /** Seconds of a 429's Retry-After header, when it had one. */
    readonly retryAfterSeconds?: number,
  ) {
    super(`${status}: ${body?.message ?? text}`);
  }
  get code(): ErrorCode | undefined {
    return this.body?.code;
  }
  /** The server's message in the user's language, without the status prefix. */
  get serverMessage(): string | undefined {
    return this.body?.message;
  }
  get fields(): Record<string, string> | undefined {
    return this.body?.fields;
  }
}

/** How a call reaches the API: the browser's fetch, or on the server the app itself (features/pages). */
let apiFetch: ApiFetch = (url, init) => fetch(url, init);

/** The server rendering's transport: its calls answered in-process with the visitor's cookie and language. */
export function setApiFetch(fetchImpl: ApiFetch) {
  apiFetch = fetchImpl;
}

/**
 * Every call to our API: JSON in and out, the session cookie (never a bearer header), and the chosen
 * language as Accept-Language so that server messages come back in it.
 */
export async function api<T>(method: string, url: string, body?: unknown): Promise<T> {
  return (await apiResponse<T>(method, url, body)).data;
}

/** Like `api`, with the response headers too (e.g. X-Total-Count of a list). */
export async function apiResponse<T>(
  method: string,
  url: string,
  body?: unknown,
): Promise<{ data: T; headers: Headers }> {
  const res = await apiFetch(url, {
    method,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      'Accept-Language': i18n.language || 'pl',
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!res.ok) {
    const errBody = json && typeof json === 'object' && 'code' in json ? (json as ApiErrorBody) : null;
    const retryAfter = Number(res.headers.get('retry-after'));
    throw new ApiError(
      res.status,
      errBody,
      text || res.statusText,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    );
  }
  return { data: json as T, headers: res.headers };
}

/** The server's message of an error, or a fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}
