import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './address';

/** What the URL parser makes of a host (decimal, octal, hex and short IPv4 forms become dotted quads). */
const hostOf = (host: string) => new URL(`http://${host}/`).hostname.replace(/^\[(.*)\]$/, '$1');

describe('isPublicAddress', () => {
  const refused: [string, string][] = [
    ['IPv4 loopback', '127.0.0.1'],
    ['IPv4 loopback, other', '127.255.0.9'],
    ['unspecified', '0.0.0.0'],
    ['private 10/8', '10.1.2.3'],
    ['private 172.16/12', '172.31.255.1'],
    ['private 192.168/16', '192.168.0.1'],
    ['link-local / metadata', '169.254.169.254'],
    ['CGNAT', '100.64.0.1'],
    ['multicast', '224.0.0.1'],
    ['broadcast', '255.255.255.255'],
    ['reserved', '240.0.0.1'],
    ['documentation', '192.0.2.10'],
    ['documentation 2', '198.51.100.1'],
    ['documentation 3', '203.0.113.7'],
    ['benchmarking', '198.18.0.1'],
    ['IPv6 loopback', '::1'],
    ['IPv6 unspecified', '::'],
    ['IPv6 unique local', 'fd12:3456::1'],
    ['IPv6 unique local fc', 'fc00::1'],
    ['IPv6 link-local', 'fe80::1'],
    ['IPv6 multicast', 'ff02::1'],
    ['IPv6 documentation', '2001:db8::1'],
    ['IPv6 with a zone', 'fe80::1%eth0'],
    ['mapped dotted', '::ffff:127.0.0.1'],
    ['mapped hex', '::ffff:7f00:1'],
    ['mapped hex, full', '0:0:0:0:0:ffff:7f00:0001'],
    ['mapped private', '::ffff:10.0.0.1'],
    ['mapped metadata hex', '::ffff:a9fe:a9fe'],
    ['SIIT', '::ffff:0:7f00:1'],
    ['compatible', '::127.0.0.1'],
    ['compatible hex', '::7f00:1'],
    ['NAT64', '64:ff9b::127.0.0.1'],
    ['NAT64 hex', '64:ff9b::a00:1'],
    ['local-use NAT64', '64:ff9b:1::8.8.8.8'],
    ['6to4 of loopback', '2002:7f00:1::1'],
    ['6to4 of private', '2002:c0a8:101::'],
    ['Teredo of loopback', '2001:0:4136:e378:8000:63bf:80ff:fffe'],
    ['decimal IPv4 via the URL parser', hostOf('2130706433')],
    ['octal IPv4 via the URL parser', hostOf('0177.0.0.1')],
    ['hex IPv4 via the URL parser', hostOf('0x7f.0.0.1')],
    ['short IPv4 via the URL parser', hostOf('127.1')],
    ['bracketed mapped hex via the URL parser', hostOf('[::ffff:7f00:1]')],
    ['bracketed mapped dotted via the URL parser', hostOf('[::ffff:127.0.0.1]')],
    ['not an address', 'localhost'],
    ['not an address, empty', ''],
  ];
  it.each(refused)('refuses %s (%s)', (_label, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  const allowed: [string, string][] = [
    ['public IPv4', '8.8.8.8'],
    ['public IPv4, other', '93.184.216.34'],
    ['just outside 172.16/12', '172.32.0.1'],
    ['just outside CGNAT', '100.128.0.1'],
    ['public IPv6', '2606:4700:4700::1111'],
    ['mapped public', '::ffff:8.8.8.8'],
    ['mapped public hex', '::ffff:808:808'],
    ['NAT64 of public', '64:ff9b::8.8.8.8'],
    ['6to4 of public', '2002:808:808::1'],
  ];
  it.each(allowed)('lets through %s (%s)', (_label, address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});
