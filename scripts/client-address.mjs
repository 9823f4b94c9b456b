// @ts-check
import { BlockList, isIP } from 'node:net';

/**
 * Who is asking: the address every rate limit keys on (docs/security.md). `npm start`'s server
 * (scripts/serve.mjs) works it out from the connection itself and hands it to the app in one header
 * that it always overwrites, so no client can choose its own address:
 *
 * - the socket's peer address, unless that peer is one of KLUBBAN_TRUSTED_PROXIES;
 * - from a trusted proxy: X-Forwarded-For read from the right, skipping trusted hops, so the first
 *   address a trusted proxy saw and an untrusted one did not write. A client's own X-Forwarded-For
 *   entries lie to the left of what the proxy appended (or nginx replaces them: docs/deployment.md)
 *   and are never reached.
 */

/** The header the app reads (src/platform/http/client-address.ts); a client's own is dropped. */
export const CLIENT_ADDRESS_HEADER = 'x-klubban-client-address';

/**
 * @typedef {{ size: number, has: (address: string) => boolean }} TrustedProxies
 */

/** IPv4 in IPv6 clothing (`::ffff:127.0.0.1`, as a dual-stack socket reports it) is IPv4. */
export function normaliseAddress(/** @type {string | undefined | null} */ value) {
  const text = (value ?? '').trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(text);
  const address = mapped ? /** @type {string} */ (mapped[1]) : text;
  return isIP(address) ? address.toLowerCase() : null;
}

/**
 * KLUBBAN_TRUSTED_PROXIES: addresses and CIDR ranges separated by commas or spaces, e.g.
 * `127.0.0.1, ::1` or `10.0.0.0/8`. Throws a message naming the bad entry.
 * @param {string | undefined} value
 * @returns {TrustedProxies}
 */
export function parseTrustedProxies(value) {
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
    has(address) {
      const kind = isIP(address);
      return kind !== 0 && list.check(address, kind === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

/**
 * The client's address for a request that arrived on a socket whose peer is `socketAddress`.
 * Null only when the socket has no address (it closed before the request was read).
 * @param {string | undefined} socketAddress
 * @param {string | string[] | undefined} forwardedFor the X-Forwarded-For header(s) as received
 * @param {TrustedProxies} trusted
 */
export function resolveClientAddress(socketAddress, forwardedFor, trusted) {
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
