import { formatEndTime, formatOre, formatSek } from '@/ui/format';
import { STUDIO } from '@/ui/studio-address';
import { ActionButton, EmailLayout, FallbackLink, Paragraph, SignOff, SmallPrint, Title } from './layout';
import { absoluteUrl, Facts, formatDays, greeting, LotImage, quoted } from './lot-parts';

/**
 * The seller's e-mails after the lot goes live (docs/decisions/0032 and the seller's page "Mina
 * försäljningar"): sold (with the payout account asked for at once when it is missing), unsold
 * (with what happens next), paid by the buyer, and paid out. Each has an in-app twin
 * (notifications/messages.ts).
 */

interface SellerLotProps {
  firstName: string | null;
  /** The public address of the site, e.g. https://klubban.se */
  siteUrl: string;
  lotTitle: string;
  /** The lot page; a site path (/auktioner/12-vas) is made absolute with siteUrl. */
  lotUrl: string;
  imageUrl: string | null;
  /** The seller's sales on the account page (/user#mina-forsaljningar). */
  salesUrl: string;
}

/** The sold and paid e-mails: what the seller will be paid, and the payout account it needs. */
interface SellerPayoutProps extends SellerLotProps {
  payoutOre: number;
  /** The buyer's inspection window after receipt, in days (KLUBBAN_INSPECTION_DAYS). */
  inspectionDays: number;
  /** The seller's payout account: anything but active asks for it now, with the link. */
  payoutAccount: 'none' | 'pending' | 'active';
  /** Where the seller sets up the payout account (/user#utbetalningar). */
  payoutAccountUrl: string;
}

/** The title, the lot's link, and where the button goes: the payout account while it is missing, else the seller's sales. */
function payoutLinks(props: SellerPayoutProps) {
  const needsAccount = props.payoutAccount !== 'active';
  return {
    title: props.lotTitle.trim(),
    lotUrl: absoluteUrl(props.lotUrl, props.siteUrl),
    needsAccount,
    actionUrl: absoluteUrl(needsAccount ? props.payoutAccountUrl : props.salesUrl, props.siteUrl),
  };
}

export interface SaleSoldProps extends SellerPayoutProps {
  /** Whole SEK. */
  hammerPrice: number;
  commissionOre: number;
  /** When the buyer must have paid (ISO). */
  paymentDueAt: string;
}

export const saleSoldSubject = ({ lotTitle, hammerPrice }: SaleSoldProps) => `${quoted(lotTitle)} såldes för ${formatSek(hammerPrice)}`;

export function SaleSoldEmail(props: SaleSoldProps) {
  const { title, lotUrl, needsAccount, actionUrl } = payoutLinks(props);
  return (
    <EmailLayout
      preview={`Klubbat för ${formatSek(props.hammerPrice)}. Du får ${formatOre(props.payoutOre)} när köparen har fått föremålet.`}
      reason="Du får det här mejlet eftersom du säljer ett föremål genom Klubban."
    >
      <Title>Ditt föremål är sålt</Title>
      <Paragraph>{greeting(props.firstName)}</Paragraph>
      <Paragraph>
        Klubban har fallit för <strong>{quoted(title)}</strong>. Köparen betalar till oss senast{' '}
        {formatEndTime(new Date(props.paymentDueAt))}, och vi håller pengarna tills köparen har fått föremålet och haft{' '}
        {formatDays(props.inspectionDays)} på sig att granska det. Sedan betalar vi ut till dig.
      </Paragraph>
      <LotImage imageUrl={props.imageUrl} siteUrl={props.siteUrl} alt={title} href={lotUrl} />
      <Facts
        rows={[
          { label: 'Klubbat pris', value: formatSek(props.hammerPrice) },
          { label: 'Provision', value: `−${formatOre(props.commissionOre)}` },
          { label: 'Du får', value: formatOre(props.payoutOre), strong: true },
        ]}
      />
      {needsAccount ? (
        <>
          <Paragraph>
            <strong>{props.payoutAccount === 'pending' ? 'Gör klart ditt utbetalningskonto' : 'Lägg in ditt utbetalningskonto nu'}</strong>{' '}
            så att pengarna kan gå till dig direkt när det är dags. Det tar ett par minuter hos vår betalleverantör.
          </Paragraph>
          <ActionButton href={actionUrl}>
            {props.payoutAccount === 'pending' ? 'Gör klart utbetalningskontot' : 'Lägg in utbetalningskonto'}
          </ActionButton>
        </>
      ) : (
        <>
          <Paragraph>Ditt utbetalningskonto är klart. Du följer försäljningen under Mina försäljningar.</Paragraph>
          <ActionButton href={actionUrl}>Mina försäljningar</ActionButton>
        </>
      )}
      <SmallPrint>Har du frågor är du välkommen att skriva till {STUDIO.email}.</SmallPrint>
      <FallbackLink href={actionUrl} />
      <SignOff />
    </EmailLayout>
  );
}

export interface SaleUnsoldProps extends SellerLotProps {
  /** The reserve price when that was why (whole SEK), else null (no bids). */
  reservePrice: number | null;
  /** The highest bid when there were bids (whole SEK), else null. */
  highestBid: number | null;
}

export const saleUnsoldSubject = ({ lotTitle }: SaleUnsoldProps) => `${quoted(lotTitle)} såldes inte den här gången`;

export function SaleUnsoldEmail(props: SaleUnsoldProps) {
  const title = props.lotTitle.trim();
  const lotUrl = absoluteUrl(props.lotUrl, props.siteUrl);
  const salesUrl = absoluteUrl(props.salesUrl, props.siteUrl);
  const why =
    props.highestBid !== null && props.reservePrice !== null
      ? `Det högsta budet, ${formatSek(props.highestBid)}, nådde inte reservationspriset på ${formatSek(props.reservePrice)}.`
      : 'Föremålet fick inga bud.';
  return (
    <EmailLayout
      preview={`${why} Vi hör av oss om nästa steg.`}
      reason="Du får det här mejlet eftersom du säljer ett föremål genom Klubban."
    >
      <Title>Föremålet såldes inte</Title>
      <Paragraph>{greeting(props.firstName)}</Paragraph>
      <Paragraph>
        Auktionen för <strong>{quoted(title)}</strong> har avslutats utan försäljning. {why}
      </Paragraph>
      <LotImage imageUrl={props.imageUrl} siteUrl={props.siteUrl} alt={title} href={lotUrl} />
      <Paragraph>
        Det händer, och det går ofta bra andra gången. Vi hör av oss inom ett par dagar med ett förslag: att lägga upp föremålet igen i en
        kommande auktion, ofta med ett justerat startpris, eller att du hämtar det i studion på {STUDIO.street}. Det kostar dig ingenting.
      </Paragraph>
      <ActionButton href={salesUrl}>Mina försäljningar</ActionButton>
      <SmallPrint>Vill du hellre hämta föremålet direkt, skriv till {STUDIO.email}.</SmallPrint>
      <FallbackLink href={salesUrl} />
      <SignOff />
    </EmailLayout>
  );
}

export interface SalePaidProps extends SellerPayoutProps {
  /** The buyer's choice: shipped or collected in the studio. */
  deliveryMethod: 'pickup' | 'shipping';
}

export const salePaidSubject = ({ lotTitle }: SalePaidProps) => `Köparen har betalat för ${quoted(lotTitle)}`;

export function SalePaidEmail(props: SalePaidProps) {
  const { title, lotUrl, needsAccount, actionUrl } = payoutLinks(props);
  return (
    <EmailLayout
      preview={`Pengarna finns hos oss. Du får ${formatOre(props.payoutOre)} när köparen har fått föremålet.`}
      reason="Du får det här mejlet eftersom du säljer ett föremål genom Klubban."
    >
      <Title>Köparen har betalat</Title>
      <Paragraph>{greeting(props.firstName)}</Paragraph>
      <Paragraph>
        Köparen av <strong>{quoted(title)}</strong> har betalat, och pengarna finns hos oss.{' '}
        {props.deliveryMethod === 'shipping' ? 'Vi packar och skickar föremålet till köparen.' : 'Köparen hämtar föremålet i studion.'} När
        köparen har fått det och {formatDays(props.inspectionDays)} har gått utan anmärkning betalar vi ut{' '}
        <strong>{formatOre(props.payoutOre)}</strong> till dig.
      </Paragraph>
      <LotImage imageUrl={props.imageUrl} siteUrl={props.siteUrl} alt={title} href={lotUrl} />
      {needsAccount ? (
        <>
          <Paragraph>
            <strong>Vi saknar ditt utbetalningskonto.</strong> Lägg in det nu, så går pengarna till dig direkt när det är dags.
          </Paragraph>
          <ActionButton href={actionUrl}>Lägg in utbetalningskonto</ActionButton>
        </>
      ) : (
        <ActionButton href={actionUrl}>Mina försäljningar</ActionButton>
      )}
      <FallbackLink href={actionUrl} />
      <SignOff />
    </EmailLayout>
  );
}

export interface SalePaidOutProps extends SellerLotProps {
  payoutOre: number;
  /** When the transfer was made (ISO). */
  paidOutAt: string;
  /** The payout's statement (avräkningsnota), sent with the mail as a PDF (docs/decisions/0045). */
  statementNumber?: string | null;
}

export const salePaidOutSubject = ({ payoutOre }: SalePaidOutProps) => `Vi har betalat ut ${formatOre(payoutOre)} till dig`;

export function SalePaidOutEmail(props: SalePaidOutProps) {
  const title = props.lotTitle.trim();
  const lotUrl = absoluteUrl(props.lotUrl, props.siteUrl);
  const salesUrl = absoluteUrl(props.salesUrl, props.siteUrl);
  return (
    <EmailLayout
      preview={`Utbetalningen för ${quoted(title)} är på väg till ditt konto.`}
      reason="Du får det här mejlet eftersom du säljer ett föremål genom Klubban."
    >
      <Title>Utbetalningen är gjord</Title>
      <Paragraph>{greeting(props.firstName)}</Paragraph>
      <Paragraph>
        Köparen har fått <strong>{quoted(title)}</strong>, och vi har nu betalat ut din del till ditt utbetalningskonto. Pengarna brukar
        synas på ditt bankkonto inom 1–3 bankdagar.
      </Paragraph>
      <LotImage imageUrl={props.imageUrl} siteUrl={props.siteUrl} alt={title} href={lotUrl} />
      <Facts
        rows={[
          { label: 'Utbetalt', value: formatOre(props.payoutOre), strong: true },
          { label: 'Datum', value: formatEndTime(new Date(props.paidOutAt)) },
          ...(props.statementNumber ? [{ label: 'Avräkningsnota', value: props.statementNumber }] : []),
        ]}
      />
      {props.statementNumber ? (
        <Paragraph>
          Avräkningsnotan är bifogad som PDF: den visar klubbat pris, provision och vad som betalats ut, och gäller som underlag för din
          bokföring. Du hittar den också under Mina försäljningar.
        </Paragraph>
      ) : null}
      <ActionButton href={salesUrl}>Mina försäljningar</ActionButton>
      <SmallPrint>
        Tack för att du sålde genom oss. Har du fler föremål, lämna dem gärna för värdering på {props.siteUrl.replace(/^https?:\/\//, '')}
        /salj.
      </SmallPrint>
      <FallbackLink href={salesUrl} />
      <SignOff />
    </EmailLayout>
  );
}
