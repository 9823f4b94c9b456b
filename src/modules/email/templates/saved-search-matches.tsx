import { Link, Section, Text } from '@react-email/components';
import { formatSek } from '@/ui/format';
import { ActionButton, colors, EmailLayout, FallbackLink, Paragraph, SignOff, SmallPrint, Title } from './layout';
import { absoluteUrl, formatEndsAt, greeting } from './lot-parts';

/** One new lot in the daily e-mail of saved-search matches. */
export interface SavedSearchMatchLot {
  title: string;
  /** The lot page; a site path is made absolute with siteUrl. */
  url: string;
  /** Whole SEK; null while the lot has no bids. */
  currentPrice: number | null;
  startPrice: number;
  /** The lot's end (ISO string, or a Date before it is stored as JSON). */
  endsAt: string | Date;
}

/** One saved search, or one followed maker, and its new lots. */
export interface SavedSearchMatchGroup {
  /** A saved search (the default) or a maker the user follows (docs/product.md §9 "Followed makers"). */
  kind?: 'search' | 'maker';
  /** How the search reads to the user: "vas", "vas i Glas", "Glas och Keramik"; a maker's name: "Bertil Vallien". */
  label: string;
  /** The search on /auktioner, or the maker page, as a site path. */
  searchUrl: string;
  lots: SavedSearchMatchLot[];
}

export interface SavedSearchMatchesProps {
  firstName: string | null;
  searches: SavedSearchMatchGroup[];
  /** Stops these e-mails without signing in (a signed token in the path); made absolute with siteUrl. */
  unsubscribeUrl: string;
  /** The same stop for a mail client's one-click unsubscribe (a POST, RFC 8058). */
  oneClickUnsubscribeUrl: string;
  /** Where the user keeps their saved searches and followed makers (/user). */
  manageUrl: string;
  /** The public address of the site, e.g. https://klubban.se */
  siteUrl: string;
}

function lotCount(props: SavedSearchMatchesProps): number {
  return props.searches.reduce((sum, search) => sum + search.lots.length, 0);
}

const isMaker = (group: SavedSearchMatchGroup) => group.kind === 'maker';

export const savedSearchMatchesSubject = (props: SavedSearchMatchesProps) => {
  const count = lotCount(props);
  const first = props.searches[0];
  if (props.searches.length === 1 && first && isMaker(first))
    return `${count === 1 ? 'Nytt föremål' : `${count} nya föremål`} av ${first.label}`;
  if (props.searches.length === 1 && first) return `${count === 1 ? 'Ny träff' : `${count} nya träffar`} för ”${first.label}”`;
  if (props.searches.some(isMaker)) return `${count} nya träffar för dina bevakningar`;
  return `${count} nya träffar för dina bevakade sökningar`;
};

/**
 * The one-click unsubscribe headers (RFC 2369, RFC 8058): a mail client's "Avsluta prenumeration"
 * posts to the signed address, which stops the e-mails as the link in the e-mail does.
 */
export const savedSearchMatchesHeaders = (props: SavedSearchMatchesProps): Record<string, string> => ({
  'List-Unsubscribe': `<${absoluteUrl(props.oneClickUnsubscribeUrl, props.siteUrl)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

const styles = {
  heading: { fontSize: '17px', lineHeight: '24px', fontWeight: 600, color: colors.ink, margin: '24px 0 8px' },
  lot: { margin: '0', padding: '10px 0', borderBottom: `1px solid ${colors.line}` },
  lotTitle: { fontSize: '15px', lineHeight: '22px', margin: '0', color: colors.ink },
  lotFacts: { fontSize: '14px', lineHeight: '20px', margin: '2px 0 0', color: colors.muted },
  link: { color: colors.ink, textDecoration: 'underline' },
};

function priceText(lot: SavedSearchMatchLot): string {
  return lot.currentPrice !== null ? `Aktuellt pris ${formatSek(lot.currentPrice)}` : `Startpris ${formatSek(lot.startPrice)}`;
}

/** SAVED_SEARCH_MATCHES: at most once a day, the lots that went live matching the user's saved searches. */
export function SavedSearchMatchesEmail(props: SavedSearchMatchesProps) {
  const count = lotCount(props);
  const manageUrl = absoluteUrl(props.manageUrl, props.siteUrl);
  const unsubscribeUrl = absoluteUrl(props.unsubscribeUrl, props.siteUrl);
  const firstSearch = props.searches[0];
  const mainUrl = absoluteUrl(props.searches.length === 1 && firstSearch ? firstSearch.searchUrl : props.manageUrl, props.siteUrl);
  const makers = props.searches.filter(isMaker).length;
  const searches = props.searches.length - makers;
  const reasons = [
    searches === 0 ? null : searches === 1 ? 'en sökning du bevakar' : 'sökningar du bevakar',
    makers === 0 ? null : makers === 1 ? 'en formgivare du följer' : 'formgivare du följer',
  ].filter((reason) => reason !== null);
  return (
    <EmailLayout
      preview={
        makers > 0
          ? count === 1
            ? 'Ett nytt föremål av en formgivare du följer.'
            : `${count} nya föremål för dina bevakningar.`
          : count === 1
            ? 'Ett nytt föremål matchar din bevakade sökning.'
            : `${count} nya föremål matchar dina bevakade sökningar.`
      }
      reason={
        makers > 0
          ? 'Du får det här mejlet eftersom du bevakar sökningar eller följer formgivare på Klubban. Vi skickar högst ett sådant mejl om dagen.'
          : 'Du får det här mejlet eftersom du bevakar sökningar på Klubban. Vi skickar högst ett sådant mejl om dagen.'
      }
    >
      <Title>{count === 1 ? 'Ett nytt föremål för dig' : `${count} nya föremål för dig`}</Title>
      <Paragraph>{greeting(props.firstName)}</Paragraph>
      <Paragraph>
        {count === 1 ? 'Det här föremålet har just kommit ut på auktion' : 'De här föremålen har just kommit ut på auktion'}{' '}
        {makers === 0 ? `och matchar ${reasons.join('')}.` : `och gäller ${reasons.join(' och ')}.`}
      </Paragraph>
      {props.searches.map((search) => (
        <Section key={`${search.kind ?? 'search'}:${search.label}`}>
          <Text style={styles.heading}>
            {isMaker(search) ? 'Du följer' : 'Din sökning'}{' '}
            <Link href={absoluteUrl(search.searchUrl, props.siteUrl)} style={styles.link}>
              ”{search.label}”
            </Link>
          </Text>
          {search.lots.map((lot) => {
            const ends = formatEndsAt(lot.endsAt);
            return (
              <Section key={lot.url} style={styles.lot}>
                <Text style={styles.lotTitle}>
                  <Link href={absoluteUrl(lot.url, props.siteUrl)} style={styles.link}>
                    {lot.title.trim()}
                  </Link>
                </Text>
                <Text style={styles.lotFacts}>
                  {priceText(lot)}
                  {ends ? ` · Avslutas ${ends}` : ''}
                </Text>
              </Section>
            );
          })}
        </Section>
      ))}
      <ActionButton href={mainUrl}>
        {props.searches.length === 1 && firstSearch && isMaker(firstSearch)
          ? `Se allt av ${firstSearch.label}`
          : props.searches.length === 1
            ? 'Se alla träffar'
            : makers > 0
              ? 'Till dina bevakningar'
              : 'Till dina bevakade sökningar'}
      </ActionButton>
      <SmallPrint>
        Du ändrar eller tar bort dina bevakade sökningar{makers > 0 ? ' och formgivare du följer' : ''} under{' '}
        <Link href={manageUrl} style={styles.link}>
          Mina sidor
        </Link>
        . Vill du inte ha fler mejl om nya träffar kan du{' '}
        <Link href={unsubscribeUrl} style={styles.link}>
          avsluta dem med ett klick
        </Link>
        , utan att logga in. Aviseringarna på sajten fortsätter.
      </SmallPrint>
      <FallbackLink href={mainUrl} />
      <SignOff />
    </EmailLayout>
  );
}
