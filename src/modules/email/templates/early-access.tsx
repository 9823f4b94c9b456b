import { Link } from '@react-email/components';
import { ActionButton, colors, EmailLayout, FallbackLink, Paragraph, SignOff, SmallPrint, Title } from './layout';
import { absoluteUrl, Facts, formatEndsAt, greeting } from './lot-parts';

export interface EarlyAccessProps {
  /** A visitor on the list may have no account, hence no name. */
  firstName: string | null;
  /** When the preview of the next auction opens (a Date, or its ISO string once stored as JSON); null when the coming lots are already on view. */
  opensAt: Date | string | null;
  /** The preview page; a site path is made absolute with siteUrl. */
  previewUrl: string;
  /** Takes the address off the list with one click; a site path is made absolute with siteUrl. */
  unsubscribeUrl: string;
  /** The public address of the site, e.g. https://klubban.se */
  siteUrl: string;
}

export const earlyAccessSubject = ({ opensAt }: EarlyAccessProps) => {
  const opens = opensAt ? formatEndsAt(opensAt) : null;
  return opens ? `Du står på listan – förhandsvisningen öppnar ${opens}` : 'Du står på listan till nästa söndagsauktion';
};

const linkStyle = { color: colors.ink, textDecoration: 'underline' };

/** The confirmation to a visitor who signed up on / for the preview of the next Sunday auction. */
export function EarlyAccessEmail(props: EarlyAccessProps) {
  const previewUrl = absoluteUrl(props.previewUrl, props.siteUrl);
  const unsubscribeUrl = absoluteUrl(props.unsubscribeUrl, props.siteUrl);
  const opens = props.opensAt ? formatEndsAt(props.opensAt) : null;
  return (
    <EmailLayout
      preview={opens ? `Förhandsvisningen öppnar ${opens}. Här är din länk.` : 'Här är din länk till förhandsvisningen.'}
      reason="Du får det här mejlet eftersom den här e-postadressen har anmälts till förhandsvisningen av Klubbans nästa auktion."
    >
      <Title>{greeting(props.firstName)}</Title>
      <Paragraph>
        Tack för att du vill se nästa söndagsauktion före alla andra. Du står nu på listan till förhandsvisningen, där du kan titta på
        veckans föremål i lugn och ro och bevaka dem du gillar innan budgivningen börjar.
      </Paragraph>
      {opens ? <Facts rows={[{ label: 'Förhandsvisningen öppnar', value: opens, strong: true }]} /> : null}
      <Paragraph>Spara mejlet – länken nedan tar dig direkt till förhandsvisningen.</Paragraph>
      <ActionButton href={previewUrl}>Till förhandsvisningen</ActionButton>
      <SmallPrint>
        Vill du inte längre stå på listan kan du{' '}
        <Link href={unsubscribeUrl} style={linkStyle}>
          avsluta prenumerationen
        </Link>{' '}
        med ett klick. Då får du inga fler mejl om förhandsvisningar från oss.
      </SmallPrint>
      <FallbackLink href={previewUrl} />
      <SignOff />
    </EmailLayout>
  );
}
