import dns from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';
import { isPublicAddress } from './public-address';

export type FetchRefusal =
  'invalid-url' | 'blocked-address' | 'too-many-redirects' | 'http-status' | 'too-large' | 'timeout' | 'network';

/** Why a fetch of a user-supplied URL was refused; the message never reaches the user. */
export class FetchRefused extends Error {
  constructor(
    readonly reason: FetchRefusal,
    detail = '',
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
  }
}

export interface SafeFetchOptions {
  /** Lets tests and the e2e server fetch from 127.0.0.1; loadConfig refuses it in production. */
  allowPrivate?: boolean;
  /** The address policy; by default public addresses only (any address with allowPrivate). Tests narrow it. */
  allowAddress?: (ip: string) => boolean;
  maxBytes: number;
  timeoutMs?: number;
  maxRedirects?: number;
}

export interface FetchedBody {
  body: Buffer;
  contentType: string | undefined;
  /** The URL the bytes finally came from, after redirects. */
  url: string;
}

/** An http(s) URL a user may ask us to fetch, or null. */
export function parseHttpUrl(raw: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname) return null;
  return url;
}

/**
 * Resolves the name itself and hands the socket only addresses it checked, so the connection goes to the
 * very address that was judged public: a second DNS answer (rebinding) never gets a say.
 */
function guardedLookup(allowAddress: (ip: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { all: true, family: options.family, hints: options.hints }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      if (addresses.length === 0) return callback(new FetchRefused('network', `no address for ${hostname}`), '', 0);
      const blocked = addresses.find((a) => !allowAddress(a.address));
      if (blocked) return callback(new FetchRefused('blocked-address', `${hostname} -> ${blocked.address}`), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

type Policy = Required<Omit<SafeFetchOptions, 'allowPrivate' | 'allowAddress'>> & {
  allowAddress: (ip: string) => boolean;
};

function requestOnce(url: URL, opts: Policy, signal: AbortSignal): Promise<IncomingMessage> {
  const host = hostOf(url);
  // An address literal is never looked up by the socket, so it is judged here.
  if (net.isIP(host) && !opts.allowAddress(host)) return Promise.reject(new FetchRefused('blocked-address', host));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, {
      method: 'GET',
      agent: false,
      lookup: guardedLookup(opts.allowAddress),
      signal,
      headers: { accept: 'image/*', 'accept-encoding': 'identity', 'user-agent': 'Wypozyczalnia-ImageFetcher/1.0' },
    });
    req.on('response', resolve);
    req.on('error', reject);
    req.end();
  });
}

function readBody(res: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(res.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    res.destroy();
    return Promise.reject(new FetchRefused('too-large', `content-length ${declared}`));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    res.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > maxBytes) {
        res.destroy(new FetchRefused('too-large', `over ${maxBytes} bytes`));
        return;
      }
      chunks.push(chunk);
    });
    res.on('end', () => resolve(Buffer.concat(chunks)));
    res.on('error', reject);
    res.on('close', () => {
      if (!res.complete) reject(new FetchRefused('network', 'connection closed early'));
    });
  });
}

function asRefusal(e: unknown, signal: AbortSignal): FetchRefused {
  if (e instanceof FetchRefused) return e;
  if (signal.aborted) return new FetchRefused('timeout');
  return new FetchRefused('network', e instanceof Error ? e.message : String(e));
}

/**
 * GET a user-supplied http(s) URL without letting it reach our own network (SSRF): every hop (at most
 * `maxRedirects` redirects) is re-checked, only public addresses are connected to, the whole exchange is
 * bounded in time and the body in bytes. Any refusal is a FetchRefused.
 */
export async function safeFetch(rawUrl: string, options: SafeFetchOptions): Promise<FetchedBody> {
  const opts: Policy = {
    timeoutMs: options.timeoutMs ?? 10_000,
    maxRedirects: options.maxRedirects ?? 3,
    maxBytes: options.maxBytes,
    allowAddress: options.allowAddress ?? (options.allowPrivate ? () => true : isPublicAddress),
  };
  const signal = AbortSignal.timeout(opts.timeoutMs);
  let url = parseHttpUrl(rawUrl);
  if (!url) throw new FetchRefused('invalid-url', rawUrl.slice(0, 100));
  try {
    for (let hop = 0; ; hop++) {
      const res = await requestOnce(url, opts, signal);
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.destroy();
        if (hop >= opts.maxRedirects) throw new FetchRefused('too-many-redirects');
        const next = parseHttpUrl(new URL(res.headers.location, url).toString());
        if (!next) throw new FetchRefused('invalid-url', 'redirect to a non-http(s) URL');
        url = next;
        continue;
      }
      if (status !== 200) {
        res.destroy();
        throw new FetchRefused('http-status', String(status));
      }
      const body = await readBody(res, opts.maxBytes);
      return { body, contentType: res.headers['content-type'], url: url.toString() };
    }
  } catch (e) {
    throw asRefusal(e, signal);
  }
}
