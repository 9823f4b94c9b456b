import { describe, expect, it } from 'vitest';
import { STUDIO, studioMailto } from './studio-address';

describe('studioMailto', () => {
  it('addresses the studio and encodes the subject and body for every mail client', () => {
    const href = studioMailto({ subject: 'Värdering & bilder', body: 'Hej!\nMått: 40 × 60 cm' });
    expect(href.startsWith(`mailto:${STUDIO.email}?`)).toBe(true);
    // Spaces as %20, never "+"; line breaks as CRLF (RFC 6068).
    expect(href).not.toContain('+');
    expect(href).toContain('%0D%0A');
    const params = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect(params.get('subject')).toBe('Värdering & bilder');
    expect(params.get('body')).toBe('Hej!\r\nMått: 40 × 60 cm');
  });

  it('leaves the body out when there is none', () => {
    expect(studioMailto({ subject: 'Fråga' })).toBe(`mailto:${STUDIO.email}?subject=Fr%C3%A5ga`);
  });
});
