import net from 'node:net';
import ipaddr from 'ipaddr.js';

/** Global unicast IPv6 (2000::/3); everything outside it (IPv4-compatible ::/96, site-local, ...) is refused. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * Whether an address is one the image fetcher may connect to: a public unicast address. Refused: loopback,
 * private (RFC 1918), carrier-grade NAT, link-local (cloud metadata at 169.254.169.254), unique-local,
 * multicast, broadcast, reserved, documentation, unspecified, and the IPv6 forms that embed an IPv4 address
 * (mapped ::ffff:0:0/96 is judged as the IPv4 address it carries; NAT64, 6to4 and Teredo are refused).
 * Anything that does not parse is refused.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  // Only the standard notations (what DNS answers and URL parsing give); '1.2.3' and the like are not addresses here.
  if (net.isIP(bare) === 0) return false;
  // process() turns ::ffff:a.b.c.d into the IPv4 address a.b.c.d.
  const ip = ipaddr.process(bare);
  if (ip.kind() === 'ipv4') return ip.range() === 'unicast';
  const v6 = ip as ipaddr.IPv6;
  return v6.range() === 'unicast' && v6.match(GLOBAL_UNICAST_V6);
}
