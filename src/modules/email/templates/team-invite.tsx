import { ActionButton, EmailLayout, FallbackLink, Paragraph, SignOff, SmallPrint, Title } from './layout';
import { absoluteUrl, formatEndsAt } from './lot-parts';

export interface TeamInviteProps {
  /** The admin who sent the invitation, e.g. "Anna Berg". */
  inviterName: string;
  /** The one-time link that makes the invitee an admin once signed up or in; a site path is made absolute with siteUrl. */
  acceptUrl: string;
  /** When the link stops working (a Date, or its ISO string once stored as JSON). */
  expiresAt: Date | string;
  /** The public address of the site, e.g. https://klubban.se */
  siteUrl: string;
}

/** "Anna Berg", or a neutral stand-in when the name is blank. */
export function inviterLabel(inviterName: string): string {
  return inviterName.trim() || 'En administratör på Klubban';
}

/** How every invitation ends: how to accept, the button, when it lapses, and what to do if unknown. */
export function InviteAcceptance(props: { acceptUrl: string; expires: string | null; action: string }) {
  const { acceptUrl, expires } = props;
  return (
    <>
      <Paragraph>
        Tacka ja med knappen nedan. Har du redan ett konto loggar du in med den här e-postadressen, annars skapar du ett konto först.
      </Paragraph>
      <ActionButton href={acceptUrl}>{props.action}</ActionButton>
      <SmallPrint>
        {expires ? `Inbjudan gäller till ${expires}. ` : ''}Känner du inte igen avsändaren kan du bortse från mejlet – ingenting ändras
        förrän du tackar ja.
      </SmallPrint>
      <FallbackLink href={acceptUrl} />
      <SignOff />
    </>
  );
}

export const teamInviteSubject = ({ inviterName }: TeamInviteProps) =>
  inviterName.trim() ? `${inviterName.trim()} bjuder in dig till Klubbans team` : 'Du är inbjuden till Klubbans team';

export function TeamInviteEmail(props: TeamInviteProps) {
  const acceptUrl = absoluteUrl(props.acceptUrl, props.siteUrl);
  const expires = formatEndsAt(props.expiresAt);
  return (
    <EmailLayout
      preview="Tacka ja för att bli administratör i Klubbans konsol."
      reason="Du får det här mejlet eftersom en administratör på Klubban har bjudit in den här e-postadressen till studions team."
    >
      <Title>Välkommen till studions team</Title>
      <Paragraph>
        {inviterLabel(props.inviterName)} har bjudit in dig att bli administratör på Klubban. Som administratör tar du in föremål,
        publicerar veckans auktioner, följer budgivningen och sköter betalningar och leveranser från konsolen.
      </Paragraph>
      <InviteAcceptance acceptUrl={acceptUrl} expires={expires} action="Tacka ja till inbjudan" />
    </EmailLayout>
  );
}
