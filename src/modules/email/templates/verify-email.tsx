import { ActionButton, EmailLayout, FallbackLink, Paragraph, SignOff, SmallPrint, Title } from './layout';

export interface VerifyEmailProps {
  firstName?: string;
  /** The verification link (valid 24 hours). */
  url: string;
}

export const verifyEmailSubject = () => 'Bekräfta din e-postadress';

export function VerifyEmailEmail({ firstName, url }: VerifyEmailProps) {
  const name = firstName?.trim();
  return (
    <EmailLayout
      preview="Ett klick till, så är ditt konto klart."
      reason="Du får det här mejlet eftersom den här e-postadressen har angetts vid registrering på Klubban."
    >
      <Title>Bekräfta din e-postadress</Title>
      <Paragraph>{name ? `Hej ${name}!` : 'Hej!'}</Paragraph>
      <Paragraph>
        Klicka på knappen nedan för att bekräfta att det är din e-postadress. Därefter kan du lägga bud och få besked om dina auktioner.
      </Paragraph>
      <ActionButton href={url}>Bekräfta e-postadress</ActionButton>
      <SmallPrint>Länken gäller i 24 timmar. Om du inte har skapat något konto hos oss kan du bortse från mejlet.</SmallPrint>
      <FallbackLink href={url} />
      <SignOff />
    </EmailLayout>
  );
}
