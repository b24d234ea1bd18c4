import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key.ts';

describe('clientKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientKey('198.51.100.7')).toBe('198.51.100.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    expect(clientKey('2401:4900:1c2a:9f10:1::7')).toBe('2401:4900:1c2a:9f10::/64');
    expect(clientKey('2401:4900:1c2a:9f10:ffff:ffff:ffff:ffff')).toBe('2401:4900:1c2a:9f10::/64');
    expect(clientKey('2401:4900:1C2A:9F10::1')).toBe('2401:4900:1c2a:9f10::/64');
    expect(clientKey('2401:4900::1')).toBe('2401:4900:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('reads an IPv4 client written as IPv6 as that IPv4 client', () => {
    expect(clientKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('::ffff:c633:6407')).toBe('198.51.100.7');
  });

  it('leaves what is not an address alone', () => {
    expect(clientKey('')).toBe('');
  });
});
