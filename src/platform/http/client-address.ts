import { isIP } from 'node:net';
import { CLIENT_ADDRESS_HEADER } from '../../../scripts/client-address.mjs';
import { ipv6Groups } from '../public-address';

/**
 * The client's address as `npm start`'s server worked it out from the connection (the socket, or a
 * trusted proxy's X-Forwarded-For: scripts/client-address.mjs, docs/security.md). That server
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

export { CLIENT_ADDRESS_HEADER };
