import { isIP, BlockList } from 'node:net';
import { ipv6Groups } from '../public-address';

/**
 * Who is asking: the address every rate limit keys on (docs/security.md, docs/decisions/0030).
 * `npm start`'s server (server/client-address.ts) works it out from the connection itself and
 * hands it to the app in one header that it always overwrites, so no client can choose its own
 * address:
 *
 * - the socket's peer address, unless that peer is one of KLUBBAN_TRUSTED_PROXIES;
 * - from a trusted proxy: X-Forwarded-For read from the right, skipping trusted hops, so the first
 *   address a trusted proxy saw and an untrusted one did not write. A client's own X-Forwarded-For
 *   entries lie to the left of what the proxy appended (or nginx replaces them: docs/deployment.md)
 *   and are never reached.
 *
 * The rule lives here, below both: the outer server applies it, the app reads its header
 * (`clientAddress`) and src/platform/env.ts checks KLUBBAN_TRUSTED_PROXIES with it.
 */

/** The header the app reads; the outer server overwrites whatever a client sent under it. */
export const CLIENT_ADDRESS_HEADER = 'x-klubban-client-address';

export interface TrustedProxies {
  size: number;
  has(address: string): boolean;
}

/** IPv4 in IPv6 clothing (`::ffff:127.0.0.1`, as a dual-stack socket reports it) is IPv4. */
export function normaliseAddress(value: string | undefined | null): string | null {
  const text = (value ?? '').trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(text);
  const address = mapped?.[1] ?? text;
  return isIP(address) ? address.toLowerCase() : null;
}

/**
 * KLUBBAN_TRUSTED_PROXIES: addresses and CIDR ranges separated by commas or spaces, e.g.
 * `127.0.0.1, ::1` or `10.0.0.0/8`. Throws a message naming the bad entry.
 */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const list = new BlockList();
  const entries = (value ?? '').split(/[\s,]+/).filter(Boolean);
  for (const entry of entries) {
    const [address = '', bits, ...rest] = entry.split('/');
    const kind = isIP(address);
    const maxBits = kind === 4 ? 32 : 128;
    if (!kind || rest.length > 0 || (bits !== undefined && (!/^\d{1,3}$/.test(bits) || Number(bits) > maxBits))) {
      throw new Error(`not an IP address or CIDR range: ${entry}`);
    }
    const type = kind === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return {
    size: entries.length,
    has(address: string) {
      const kind = isIP(address);
      return kind !== 0 && list.check(address, kind === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

/**
 * The client's address for a request that arrived on a socket whose peer is `socketAddress`.
 * Null only when the socket has no address (it closed before the request was read).
 * `forwardedFor` is the X-Forwarded-For header(s) as received.
 */
export function resolveClientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: TrustedProxies,
): string | null {
  let address = normaliseAddress(socketAddress);
  if (!address || trusted.size === 0 || !trusted.has(address)) return address;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')).split(',');
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = normaliseAddress(hops[i]);
    // A hop that is no address (an empty header, "unknown", garbage): the last trusted hop is
    // as far as anything can be believed.
    if (!hop) return address;
    address = hop;
    if (!trusted.has(hop)) return hop;
  }
  return address;
}

/**
 * The client's address as `npm start`'s server worked it out from the connection (the socket, or a
 * trusted proxy's X-Forwarded-For, above). That server
 * always overwrites the header, so a client cannot choose it. Null where no such server stands in
 * front (`next dev`, a handler called directly): limits keyed on the address then do not apply,
 * and the per-account ones still do.
 */
export function clientAddress(headers: Headers): string | null {
  const value = headers.get(CLIENT_ADDRESS_HEADER)?.trim() ?? '';
  return isIP(value) ? value.toLowerCase() : null;
}

/**
 * What a limit counts an address as: an IPv4 address itself, an IPv6 address by its /64 (one
 * subscriber's whole network: a single home or server is handed a /64, so counting single IPv6
 * addresses would give an attacker 2^64 fresh ones).
 */
export function addressLimitKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
