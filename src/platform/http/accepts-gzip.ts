/**
 * Whether a client's `Accept-Encoding` takes gzip (RFC 9110 §12.5.3): named, or covered by `*`,
 * with a quality above zero. A coding named outright wins over `*`; `gzip;q=0` refuses it.
 */
export function acceptsGzip(header: string | undefined): boolean {
  let wildcard: number | null = null;
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    const accepted = Number.isFinite(quality) && quality > 0;
    if (name === 'gzip' || name === 'x-gzip') return accepted;
    if (name === '*') wildcard = accepted ? 1 : 0;
  }
  return wildcard === 1;
}
