/**
 * Links to the carriers' public tracking pages, for the ITEM_SHIPPED e-mail, the buyer's order page
 * and the console. The carrier is free text the studio types or picks (CARRIERS); it is matched
 * case-insensitively on its first word(s), so "postnord", "PostNord Sverige" and "DHL Express" are
 * all known. Only carriers whose public tracking address takes the number in the URL are listed.
 */

interface CarrierDefinition {
  /** Stable key, e.g. for a select box's option value. */
  key: string;
  /** The carrier's name as the site shows it; also what a select box stores as the carrier. */
  name: string;
  /** Matches the carrier's name (trimmed, case-insensitive), a prefix followed by the end or a space. */
  pattern: RegExp;
  /** The public tracking page for an already URL-encoded tracking number. */
  url(encodedNumber: string): string;
}

const DEFINITIONS: readonly CarrierDefinition[] = [
  {
    key: 'postnord',
    name: 'PostNord',
    pattern: /^(post\s*nord|posten)(\s|$)/i,
    url: (number) => `https://tracking.postnord.com/se/?id=${number}`,
  },
  {
    key: 'dhl',
    name: 'DHL',
    pattern: /^dhl(\s|$)/i,
    url: (number) => `https://www.dhl.com/se-sv/home/tracking.html?tracking-id=${number}`,
  },
  {
    key: 'schenker',
    name: 'DB Schenker',
    pattern: /^(db\s*)?schenker(\s|$)/i,
    url: (number) => `https://www.dbschenker.com/app/tracking-public/?refNumber=${number}`,
  },
  {
    key: 'bring',
    name: 'Bring',
    pattern: /^bring(\s|$)/i,
    url: (number) => `https://tracking.bring.se/tracking/${number}`,
  },
  {
    key: 'budbee',
    name: 'Budbee',
    pattern: /^budbee(\s|$)/i,
    url: (number) => `https://tracking.budbee.com/${number}`,
  },
  {
    key: 'instabox',
    name: 'Instabox',
    pattern: /^instabox(\s|$)/i,
    url: (number) => `https://track.instabox.io/${number}`,
  },
  {
    key: 'ups',
    name: 'UPS',
    pattern: /^ups(\s|$)/i,
    url: (number) => `https://www.ups.com/track?loc=sv_SE&tracknum=${number}`,
  },
  {
    key: 'dpd',
    name: 'DPD',
    pattern: /^dpd(\s|$)/i,
    url: (number) => `https://tracking.dpd.de/status/en_US/parcel/${number}`,
  },
];

export interface Carrier {
  key: string;
  name: string;
}

/** The carriers with a known tracking page, with their display names, for a select box. */
export const CARRIERS: readonly Carrier[] = DEFINITIONS.map(({ key, name }) => ({ key, name }));

function definitionFor(carrier: string): CarrierDefinition | undefined {
  const name = carrier.trim();
  return DEFINITIONS.find((definition) => definition.pattern.test(name));
}

/** The known carrier a free-text carrier name means, or null. */
export function findCarrier(carrier: string): Carrier | null {
  const found = definitionFor(carrier);
  return found ? { key: found.key, name: found.name } : null;
}

/**
 * The carrier's public tracking page for a tracking number, or null when the carrier is unknown or
 * the number is empty (or has no letter or digit). Tracking numbers contain no spaces, so spaces typed into one (as printed on
 * some labels) are dropped; the rest is URL-encoded. A number that cannot be encoded (a lone UTF-16
 * surrogate) gets no link either.
 */
export function trackingUrl(carrier: string, trackingNumber: string): string | null {
  const number = trackingNumber.replace(/\s+/g, '');
  // Every tracking number has a letter or a digit; one without ("", "..") would only lead astray.
  if (!/[\p{L}\p{N}]/u.test(number)) return null;
  const definition = definitionFor(carrier);
  if (!definition) return null;
  let encoded: string;
  try {
    encoded = encodeURIComponent(number);
  } catch {
    return null;
  }
  return definition.url(encoded);
}
