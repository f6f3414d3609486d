import net from 'node:net';
import type { FastifyRequest } from 'fastify';
import { AppError } from '@/server/lib/errors';

const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** 127.0.0.0/8 and ::1, in any spelling (0:0:0:0:0:0:0:1, IPv4-mapped ::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  const family = address ? net.isIP(address) : 0;
  return family !== 0 && loopback.check(address!, family === 4 ? 'ipv4' : 'ipv6');
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** The client addresses that forwarding headers name (X-Forwarded-For, X-Real-IP, Forwarded's for=). */
function forwardedClients(req: FastifyRequest): string[] {
  const list = (name: string) => {
    const value = req.headers[name];
    return (Array.isArray(value) ? value.join(',') : (value ?? ''))
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  };
  const forwarded = list('forwarded')
    .flatMap((element) => element.split(';'))
    .map((pair) => pair.trim())
    .filter((pair) => /^for=/i.test(pair))
    .map((pair) => {
      const value = pair.slice(4).replace(/^"|"$/g, '');
      // "[2001:db8::1]:4711" or "192.0.2.60:4711": the address without its port.
      return value.startsWith('[') ? value.slice(1, value.indexOf(']')) : value.replace(/:\d+$/, '');
    });
  return [...list('x-forwarded-for'), ...list('x-real-ip'), ...forwarded];
}

/**
 * Whether the request comes from this machine. The TCP peer decides, not what headers claim; but a reverse proxy
 * on this machine makes every peer loopback, so a request it relays for someone (X-Forwarded-For and its kin, which
 * proxies add) counts as local only when every client it names is loopback too, and req.ip (which follows
 * TRUST_PROXY) must be loopback as well. The Host must be a loopback name or the public URL's host: a page of
 * another site whose name an attacker re-points to 127.0.0.1 (DNS rebinding) runs in the developer's own browser,
 * on this machine, and would otherwise read the outbox as "local".
 */
export function isFromThisMachine(req: FastifyRequest, publicHostname: string): boolean {
  if (!isLoopbackAddress(req.socket.remoteAddress) || !isLoopbackAddress(req.ip)) return false;
  if (!forwardedClients(req).every(isLoopbackAddress)) return false;
  const hostname = req.hostname.toLowerCase();
  return LOOPBACK_NAMES.has(hostname) || hostname === publicHostname.toLowerCase();
}

/**
 * The onRequest guard of the development tools (the outbox, the dev clock): this machine or a signed-in
 * administrator; anyone else gets 403.
 */
export function thisMachineOrAdmin(publicUrl: string) {
  const publicHostname = new URL(publicUrl).hostname;
  return async (req: FastifyRequest) => {
    if (req.user?.role !== 'admin' && !isFromThisMachine(req, publicHostname)) throw new AppError('FORBIDDEN');
  };
}
