import { ActionButton, EmailLayout, FallbackLink, Paragraph, SignOff, SmallPrint, Title } from './layout';

export interface PasswordResetProps {
  /** The one-time reset link. */
  url: string;
  /** How long the link is valid. */
  expiresMinutes: number;
}

export const passwordResetSubject = () => 'Återställ ditt lösenord';

/** "30 minuter", "1 timme", "2 timmar", "90 minuter". */
export function formatDuration(minutes: number): string {
  const whole = Math.max(1, Math.round(minutes));
  if (whole % 60 === 0) {
    const hours = whole / 60;
    return hours === 1 ? '1 timme' : `${hours} timmar`;
  }
  return whole === 1 ? '1 minut' : `${whole} minuter`;
}

export function PasswordResetEmail({ url, expiresMinutes }: PasswordResetProps) {
  return (
    <EmailLayout
      preview="Välj ett nytt lösenord för ditt konto på Klubban."
      reason="Du får det här mejlet eftersom någon har bett om att återställa lösenordet för ett konto på Klubban med den här e-postadressen."
    >
      <Title>Återställ ditt lösenord</Title>
      <Paragraph>Vi har fått en begäran om att återställa lösenordet för ditt konto. Klicka på knappen för att välja ett nytt.</Paragraph>
      <ActionButton href={url}>Välj nytt lösenord</ActionButton>
      <SmallPrint>
        Länken kan bara användas en gång och gäller i {formatDuration(expiresMinutes)}. Om du inte bad om detta kan du bortse från mejlet.
        Ditt nuvarande lösenord fortsätter att gälla.
      </SmallPrint>
      <FallbackLink href={url} />
      <SignOff />
    </EmailLayout>
  );
}
