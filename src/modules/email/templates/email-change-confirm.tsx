import { ActionButton, EmailLayout, FallbackLink, Paragraph, SignOff, SmallPrint, Title } from './layout';

export interface EmailChangeConfirmProps {
  /** The address the account is changing to. */
  newEmail: string;
  /** The confirmation link. */
  url: string;
}

export const emailChangeConfirmSubject = () => 'Bekräfta din nya e-postadress';

export function EmailChangeConfirmEmail({ newEmail, url }: EmailChangeConfirmProps) {
  return (
    <EmailLayout
      preview={`Bekräfta att ${newEmail} ska bli din e-postadress på Klubban.`}
      reason="Du får det här mejlet eftersom någon har bett om att byta e-postadress för ett konto på Klubban."
    >
      <Title>Bekräfta din nya e-postadress</Title>
      <Paragraph>
        Du har bett om att byta e-postadress för ditt konto till <strong>{newEmail}</strong>. Klicka på knappen för att bekräfta bytet.
      </Paragraph>
      <ActionButton href={url}>Bekräfta ny e-postadress</ActionButton>
      <SmallPrint>
        Tills du har bekräftat fortsätter vi att använda din nuvarande adress. Om du inte bad om detta kan du bortse från mejlet – ingenting
        ändras.
      </SmallPrint>
      <FallbackLink href={url} />
      <SignOff />
    </EmailLayout>
  );
}
