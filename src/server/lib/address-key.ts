import ipaddr from 'ipaddr.js';

/**
 * The key an address is counted under by rate limits and remembered under as a known login: an IPv4 address as it
 * is, an IPv6 address by its /64. One IPv6 subscriber usually holds a whole /64, so counting single IPv6 addresses
 * would hand an attacker 2^64 fresh budgets. IPv4-mapped IPv6 addresses count as their IPv4 address.
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  let parsed = ipaddr.parse(ip);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/64`;
}
