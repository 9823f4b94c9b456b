import { EmailLayout, Paragraph, Title } from './layout';
import { absoluteUrl, formatEndsAt } from './lot-parts';
import { InviteAcceptance, inviterLabel } from './team-invite';

export interface CollaborationInviteProps {
  /** The admin who sent the invitation, e.g. "Anna Berg". */
  inviterName: string;
  /** What to help with, as it reads after "hjälpa till med": "katalogen till söndagsauktionen 6 december". */
  what: string;
  /** The one-time link to accept; a site path is made absolute with siteUrl. */
  acceptUrl: string;
  /** When the link stops working (a Date, or its ISO string once stored as JSON). */
  expiresAt: Date | string;
  /** The public address of the site, e.g. https://klubban.se */
  siteUrl: string;
}

export const collaborationInviteSubject = ({ inviterName, what }: CollaborationInviteProps) =>
  `${inviterLabel(inviterName)} vill ha din hjälp med ${what.trim()}`;

export function CollaborationInviteEmail(props: CollaborationInviteProps) {
  const acceptUrl = absoluteUrl(props.acceptUrl, props.siteUrl);
  const expires = formatEndsAt(props.expiresAt);
  const what = props.what.trim();
  return (
    <EmailLayout
      preview={`Hjälp till med ${what} i Klubbans konsol.`}
      reason="Du får det här mejlet eftersom en administratör på Klubban har bjudit in den här e-postadressen att samarbeta med studion."
    >
      <Title>Du är inbjuden att hjälpa till</Title>
      <Paragraph>
        {inviterLabel(props.inviterName)} har bjudit in dig att hjälpa till med <strong>{what}</strong> i Klubbans konsol.
      </Paragraph>
      <InviteAcceptance acceptUrl={acceptUrl} expires={expires} action="Tacka ja och börja" />
    </EmailLayout>
  );
}
