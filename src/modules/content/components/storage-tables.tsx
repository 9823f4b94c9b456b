import { Fragment, type ReactNode } from 'react';

/**
 * What the site keeps in a visitor's browser, as the cookie policy lists it. These rows describe
 * what the code stores (the names, the kinds, how long), so they are drawn from here as live
 * blocks rather than typed into the page: storage-tables.test.ts holds the names to the code's.
 */

export interface StorageRow {
  name: string;
  kind: string;
  purpose: string;
  lifetime: string;
}

/** The session cookie Better Auth sets (`__Secure-` in front on an encrypted connection). */
export const SESSION_COOKIE = 'better-auth.session_token';

export const NECESSARY_STORAGE: readonly StorageRow[] = [
  {
    name: SESSION_COOKIE,
    kind: 'Cookie',
    purpose: 'Håller dig inloggad och knyter dina bud, bevakningar och köp till ditt konto.',
    lifetime: 'Tills du loggar ut, högst 7 dagar utan aktivitet',
  },
  {
    name: 'cookie-consent-v1',
    kind: 'Lokal lagring',
    purpose: 'Kommer ihåg ditt val i cookiefrågan – ”Endast nödvändiga” eller ”Acceptera alla” – så att vi inte frågar igen.',
    lifetime: 'Tills du rensar webbläsaren',
  },
  {
    name: 'recentSearches',
    kind: 'Lokal lagring',
    purpose: 'Dina senaste sökningar (högst 8), som visas under ”Senaste sökningar” när du söker. De skickas inte till oss.',
    lifetime: 'Tills du rensar listan eller webbläsaren',
  },
  {
    name: 'showBanner',
    kind: 'Lokal lagring',
    purpose: 'Kommer ihåg att du har stängt den gula remsan ”Inlämning pågår”.',
    lifetime: 'Tills du rensar webbläsaren',
  },
];

export const POSTHOG_STORAGE: StorageRow = {
  name: 'ph_<nyckel>_posthog',
  kind: 'Cookie och lokal lagring',
  purpose:
    'Statistik med PostHog: ett slumpmässigt id för din webbläsare och din session, så att vi kan se vilka sidor som besöks och hur sökning, budgivning och försäljning används.',
  lifetime: '1 år',
};

export const AD_TAG_STORAGE: StorageRow = {
  name: '_ga, _ga_<id>',
  kind: 'Cookie',
  purpose:
    'Annonsmätning med Google-taggen: ett slumpmässigt id för din webbläsare, så att vi kan se vilka av våra annonser som leder hit.',
  lifetime: '2 år',
};

/** Every row that needs consent; the page shows those of the integrations the server has turned on. */
export const CONSENTED_STORAGE: readonly StorageRow[] = [POSTHOG_STORAGE, AD_TAG_STORAGE];

/** The rows for the integrations that are configured (analytics, the ad tag; monitoring stores nothing). */
export function consentedStorage(configured: { analytics: boolean; adTag: boolean }): StorageRow[] {
  return [...(configured.analytics ? [POSTHOG_STORAGE] : []), ...(configured.adTag ? [AD_TAG_STORAGE] : [])];
}

/** Lets a long key wrap after its separators (".", "_", "-") and before capitals instead of anywhere. */
function breakable(name: string): ReactNode {
  return name.split(/(?<=[._-])|(?=[A-Z])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}

export function StorageTable({ caption, rows }: { caption: string; rows: readonly StorageRow[] }) {
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Namn och typ</th>
          <th scope="col">Syfte</th>
          <th scope="col">Sparas</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row">
              <code>{breakable(row.name)}</code>
              <span className="mt-1 block font-normal text-muted">{row.kind}</span>
            </th>
            <td>{row.purpose}</td>
            <td>{row.lifetime}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
