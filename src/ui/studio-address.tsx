/** The studio's postal address (footer, terms, privacy policy, about us): one place to change it. */
export const STUDIO = {
  name: 'Klubban Auktionsstudio AB',
  street: 'Hornsgatan 54',
  postalTown: '118 21 Stockholm',
  email: 'hej@klubban.se',
} as const;

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
