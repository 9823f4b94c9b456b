import type { IncomingMessage } from 'node:http';
import { CLIENT_ADDRESS_HEADER, resolveClientAddress, type TrustedProxies } from '@/platform/http/client-address';

/**
 * Who is asking, worked out from the connection (src/platform/http/client-address.ts has the rule,
 * docs/security.md, docs/decisions/0030): the returned function sets the one header the app takes
 * the client's address from, whatever the client sent. Once, it warns that requests arrive through
 * a proxy on this machine that is not trusted: every visitor would share its address.
 */
export function clientAddressMarker(trustedProxies: TrustedProxies): (req: IncomingMessage) => void {
  let warnedUntrustedProxy = false;
  return (req) => {
    const forwardedFor = req.headers['x-forwarded-for'];
    const address = resolveClientAddress(req.socket.remoteAddress, forwardedFor, trustedProxies);
    if (address) req.headers[CLIENT_ADDRESS_HEADER] = address;
    else delete req.headers[CLIENT_ADDRESS_HEADER];
    if (
      forwardedFor &&
      trustedProxies.size === 0 &&
      !warnedUntrustedProxy &&
      /^(127\.|::1$|::ffff:127\.)/.test(req.socket.remoteAddress ?? '')
    ) {
      warnedUntrustedProxy = true;
      console.warn(
        JSON.stringify({
          level: 40, // pino's warn, as the app's own log lines
          msg: 'requests arrive through a proxy on this machine that is not trusted: every visitor shares its address for rate limits; set KLUBBAN_TRUSTED_PROXIES (docs/deployment.md)',
        }),
      );
    }
  };
}
