import { describe, expect, it } from 'vitest';
import {
  addressLimitKey,
  clientAddress,
  CLIENT_ADDRESS_HEADER,
  normaliseAddress,
  parseTrustedProxies,
  resolveClientAddress,
} from './client-address';

describe('the client address npm start hands the app', () => {
  const none = parseTrustedProxies(undefined);
  const nginx = parseTrustedProxies('127.0.0.1, ::1');

  it('is the socket’s peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(resolveClientAddress('203.0.113.9', '198.51.100.1', none)).toBe('203.0.113.9');
    expect(resolveClientAddress('::ffff:203.0.113.9', undefined, none)).toBe('203.0.113.9');
    // Straight to an instance on loopback: a forged header is still not believed.
    expect(resolveClientAddress('127.0.0.1', '198.51.100.1', none)).toBe('127.0.0.1');
  });

  it('is the socket’s peer when that peer is not a trusted proxy', () => {
    expect(resolveClientAddress('198.51.100.7', '203.0.113.1', nginx)).toBe('198.51.100.7');
  });

  it('reads a trusted proxy’s X-Forwarded-For from the right, so entries a client wrote before it are never reached', () => {
    expect(resolveClientAddress('127.0.0.1', '198.51.100.20', nginx)).toBe('198.51.100.20');
    // A proxy that appends: the client's own "203.0.113.66" lies left of what the proxy saw.
    expect(resolveClientAddress('127.0.0.1', '203.0.113.66, 198.51.100.20', nginx)).toBe('198.51.100.20');
    expect(resolveClientAddress('::1', ['203.0.113.66', '198.51.100.20'], nginx)).toBe('198.51.100.20');
    // Trusted hops are skipped.
    const chain = parseTrustedProxies('127.0.0.1, 10.0.0.0/8');
    expect(resolveClientAddress('127.0.0.1', '203.0.113.66, 198.51.100.20, 10.1.2.3', chain)).toBe('198.51.100.20');
  });

  it('stops at the last trusted hop when a hop is no address, or the header is missing', () => {
    expect(resolveClientAddress('127.0.0.1', 'unknown', nginx)).toBe('127.0.0.1');
    expect(resolveClientAddress('127.0.0.1', '198.51.100.1, garbage', nginx)).toBe('127.0.0.1');
    expect(resolveClientAddress('127.0.0.1', undefined, nginx)).toBe('127.0.0.1');
  });

  it('is null without a socket address', () => {
    expect(resolveClientAddress(undefined, '198.51.100.1', nginx)).toBeNull();
  });

  it('takes addresses and CIDR ranges and refuses anything else by name', () => {
    const ranges = parseTrustedProxies('10.0.0.0/8 192.168.1.5,2001:db8::/32');
    expect(ranges.size).toBe(3);
    expect(ranges.has('10.200.3.4')).toBe(true);
    expect(ranges.has('11.0.0.1')).toBe(false);
    expect(ranges.has('2001:db8:1::5')).toBe(true);
    expect(ranges.has('192.168.1.5')).toBe(true);
    for (const bad of ['localhost', '10.0.0.0/33', '::1/129', '10.0.0.1/8/2', '10.0.0.0/x', '300.1.1.1']) {
      expect(() => parseTrustedProxies(bad)).toThrow(bad);
    }
  });

  it('normalises IPv4-mapped IPv6 and refuses what is no address', () => {
    expect(normaliseAddress('::FFFF:10.0.0.1')).toBe('10.0.0.1');
    expect(normaliseAddress(' 2001:DB8::1 ')).toBe('2001:db8::1');
    expect(normaliseAddress('10.0.0.1:443')).toBeNull();
    expect(normaliseAddress('')).toBeNull();
  });
});

describe('the address as the app reads it', () => {
  it('comes only from the header npm start sets, never from X-Forwarded-For', () => {
    expect(clientAddress(new Headers({ [CLIENT_ADDRESS_HEADER]: '198.51.100.4' }))).toBe('198.51.100.4');
    expect(clientAddress(new Headers({ 'x-forwarded-for': '198.51.100.4', 'x-real-ip': '198.51.100.4' }))).toBeNull();
    expect(clientAddress(new Headers({ [CLIENT_ADDRESS_HEADER]: 'okänd' }))).toBeNull();
  });

  it('counts IPv4 addresses one by one and IPv6 ones by their /64', () => {
    expect(addressLimitKey('198.51.100.4')).toBe('198.51.100.4');
    expect(addressLimitKey('2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64');
    expect(addressLimitKey('2001:db8:aa:bb::99')).toBe(addressLimitKey('2001:db8:aa:bb:ffff::1'));
    expect(addressLimitKey('2001:db8:aa:bc::1')).not.toBe(addressLimitKey('2001:db8:aa:bb::1'));
  });
});
