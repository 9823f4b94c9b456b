const postalCode = '118 21';
const city = 'Stockholm';

/** The studio's postal address (footer, terms, privacy policy, about us, Q&A, sell page): one place to change it. */
export const STUDIO = {
  name: 'Klubban Auktionsstudio AB',
  street: 'Hornsgatan 54',
  postalCode,
  city,
  postalTown: `${postalCode} ${city}`,
  email: 'hej@klubban.se',
  /** Organisationsnummer and VAT number: a receipt (kvitto) must state them. */
  orgNumber: '559412-3871',
  vatNumber: 'SE559412387101',
} as const;

/**
 * A `mailto:` link to the studio with a prefilled subject and body. Encoded per RFC 6068: spaces as
 * %20 (not "+"), line breaks as CRLF, so every mail client shows the text as written.
 */
export function studioMailto({ subject, body }: { subject: string; body?: string }): string {
  const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));
  const query = [`subject=${encode(subject)}`, ...(body ? [`body=${encode(body)}`] : [])].join('&');
  return `mailto:${STUDIO.email}?${query}`;
}

export function StudioAddress({ withEmail = false, className }: { withEmail?: boolean; className?: string }) {
  return (
    <address className={className}>
      {STUDIO.name}
      <br />
      {STUDIO.street}
      <br />
      {STUDIO.postalTown}
      {withEmail ? (
        <>
          <br />
          <a href={`mailto:${STUDIO.email}`}>{STUDIO.email}</a>
        </>
      ) : null}
    </address>
  );
}
