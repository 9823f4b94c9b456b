import { ActionButton, EmailLayout, FallbackLink, Paragraph, SignOff, SmallPrint, Title } from './layout';
import { absoluteUrl } from './lot-parts';

export interface NewsletterConfirmProps {
  /** The confirmation page with its signed token; a site path is made absolute with siteUrl. */
  confirmUrl: string;
  /** How many days the link works. */
  validDays: number;
  /** The public address of the site, e.g. https://klubban.se */
  siteUrl: string;
}

export const newsletterConfirmSubject = () => 'Bekräfta din prenumeration på Klubbans nyhetsbrev';

/** The double opt-in's question (docs/decisions/0029): the address is subscribed only when its owner presses the button. */
export function NewsletterConfirmEmail(props: NewsletterConfirmProps) {
  const confirmUrl = absoluteUrl(props.confirmUrl, props.siteUrl);
  return (
    <EmailLayout
      preview="Ett klick till, så får du veckans höjdpunkter från Klubban."
      reason="Du får det här mejlet eftersom den här e-postadressen har anmälts till Klubbans nyhetsbrev."
    >
      <Title>Bekräfta din prenumeration</Title>
      <Paragraph>Hej!</Paragraph>
      <Paragraph>
        Någon, förhoppningsvis du, har anmält den här e-postadressen till Klubbans nyhetsbrev med veckans höjdpunkter. Klicka på knappen
        nedan för att bekräfta att du vill ha det.
      </Paragraph>
      <ActionButton href={confirmUrl}>Bekräfta prenumerationen</ActionButton>
      <SmallPrint>
        {`Länken gäller i ${props.validDays} dagar.`} Har du inte anmält dig kan du bortse från mejlet: utan din bekräftelse skickar vi inga
        nyhetsbrev till dig.
      </SmallPrint>
      <FallbackLink href={confirmUrl} />
      <SignOff />
    </EmailLayout>
  );
}
