import { ActionButton, EmailLayout, Paragraph, SignOff, Title } from './layout';

export interface SignUpProps {
  firstName: string;
  /** The public address of the site, e.g. https://klubban.se */
  siteUrl: string;
}

export const signUpSubject = () => 'Välkommen till Klubban';

export function SignUpEmail({ firstName, siteUrl }: SignUpProps) {
  const name = firstName.trim();
  return (
    <EmailLayout
      preview="Ditt konto är klart – nu kan du bevaka föremål och lägga bud."
      reason="Du får det här mejlet eftersom ett konto på Klubban har skapats med den här e-postadressen."
    >
      <Title>{name ? `Välkommen, ${name}!` : 'Välkommen!'}</Title>
      <Paragraph>
        Tack för att du har skapat ett konto hos oss. Nu kan du bevaka föremål, lägga bud och följa auktionerna medan de pågår.
      </Paragraph>
      <Paragraph>Varje vecka väljer vår studio ut konst, design och samlarföremål – och varje söndag går de under klubban.</Paragraph>
      <ActionButton href={siteUrl}>Se veckans auktioner</ActionButton>
      <SignOff />
    </EmailLayout>
  );
}
