import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address';

describe('isPublicAddress', () => {
  it('accepts public unicast addresses, IPv4 and IPv6', () => {
    for (const ip of [
      '8.8.8.8',
      '1.1.1.1',
      '151.101.1.69',
      '2606:4700:4700::1111',
      '2a00:1450:400e:80f::200e',
      '[2001:4860:4860::8888]',
    ]) {
      expect(isPublicAddress(ip), ip).toBe(true);
    }
  });

  it('refuses loopback, private, link-local, unique-local, multicast, reserved and unspecified addresses', () => {
    const refused = [
      '127.0.0.1',
      '127.255.0.9',
      '10.0.0.1',
      '172.16.5.4',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '224.0.0.1',
      '239.1.2.3',
      '240.0.0.1',
      '192.0.2.10',
      '198.51.100.7',
      '203.0.113.9',
      '198.18.0.1',
      '::1',
      '[::1]',
      '::',
      'fe80::1',
      'fe80::1%eth0',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '2001:db8::1',
      'fec0::1',
      // IPv4 inside IPv6: mapped, IPv4-compatible, NAT64, 6to4, Teredo.
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '::ffff:169.254.169.254',
      '::127.0.0.1',
      '64:ff9b::a00:1',
      '2002:7f00:1::1',
      '2001:0:4136:e378::1',
      // Not addresses at all.
      'localhost',
      '',
      'example.com',
      '1.2.3',
    ];
    for (const ip of refused) expect(isPublicAddress(ip), ip).toBe(false);
  });

  it('judges an IPv4-mapped IPv6 address as the IPv4 address it carries', () => {
    expect(isPublicAddress('::ffff:8.8.8.8')).toBe(true);
    expect(isPublicAddress('::ffff:192.168.0.1')).toBe(false);
  });
});
