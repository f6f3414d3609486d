import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Words that make a query parameter secret, in one place: a parameter whose name contains one of them as a word
 * (token, resetToken, access_token, code, apiKey, X-Amz-Signature, ...), in any case, has its value replaced in
 * logged URLs. Whole words, not substrings, so `keyword` or `page` stay readable; a harmless parameter caught by
 * mistake (postalCode) only costs a log line some detail, a secret missed would cost an account.
 */
export const SECRET_PARAM_WORDS = [
  'token',
  'code',
  'password',
  'passwd',
  'pwd',
  'secret',
  'key',
  'signature',
  'sig',
  'otp',
  'credential',
  'auth',
  'session',
  'sid',
  'jwt',
  'hash',
];

export const REDACTED = '[redacted]';

const secretWords = new Set(SECRET_PARAM_WORDS);

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}

/** A parameter name's words: split at anything but letters and digits, and where camelCase turns (resetToken). */
export function isSecretParam(name: string): boolean {
  const words = safeDecode(name)
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z\d]+/);
  return words.some((w) => secretWords.has(w));
}

/** The URL with the value of every secret query parameter replaced; path and other parameters untouched. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      return eq !== -1 && isSecretParam(name) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

type LoggerOption = FastifyServerOptions['logger'];

/**
 * Fastify's logger options with a request serializer that redacts secrets from the logged URL (a password-reset
 * link, /resetuj-haslo?token=…, would otherwise sit in the request log for anyone who reads it). The other fields
 * are Fastify's own default ones.
 */
export function withRedactedUrls(logger: LoggerOption): LoggerOption {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    serializers: {
      ...options.serializers,
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: typeof req.url === 'string' ? redactUrl(req.url) : req.url,
        version: req.headers?.['accept-version'] as string | undefined,
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  };
}
