import type { CSSProperties, ReactNode } from 'react';
import { Img, Link, Section } from '@react-email/components';
import { formatEndTime } from '@/ui/format';
import { colors } from './layout';

/**
 * Pieces shared by the e-mails about one lot (outbid, won, watchlist reminders): the lot's photo,
 * a small table of figures, and the text helpers that keep their wording alike.
 */

/** "Hej Astrid!", or "Hej!" without a name. */
export function greeting(firstName: string | null | undefined): string {
  const name = firstName?.trim();
  return name ? `Hej ${name}!` : 'Hej!';
}

/** A lot title in Swedish quotation marks: ”Vas, Satellit”. */
export function quoted(title: string): string {
  return `”${title.trim()}”`;
}

/** "sön 29 nov 19:04" in Stockholm time; null when the value is not a date. */
export function formatEndsAt(endsAt: Date | string): string | null {
  const date = endsAt instanceof Date ? endsAt : new Date(endsAt);
  return Number.isNaN(date.getTime()) ? null : formatEndTime(date);
}

/** "1 dag", "7 dagar". */
export function formatDays(days: number): string {
  const whole = Math.max(1, Math.round(days));
  return whole === 1 ? '1 dag' : `${whole} dagar`;
}

/** "1 bud", "7 bud", "Inga bud ännu". */
export function formatBidCount(count: number): string {
  return count > 0 ? `${count} bud` : 'Inga bud ännu';
}

/**
 * An address as a mail client needs it: absolute. Addresses from the site (a lot path, a stored
 * image's /media/… path) are resolved against the site's public address; absolute ones are kept.
 */
export function absoluteUrl(href: string, siteUrl: string): string {
  try {
    return new URL(href, `${siteUrl.replace(/\/+$/, '')}/`).toString();
  } catch {
    return href;
  }
}

const styles = {
  imageRow: { padding: '0 0 20px' },
  image: {
    display: 'block',
    width: '100%',
    maxWidth: '512px',
    height: 'auto',
    maxHeight: '420px',
    objectFit: 'contain',
    backgroundColor: colors.ground,
    borderRadius: '8px',
    border: 0,
  },
  table: { width: '100%', borderCollapse: 'collapse', margin: '0 0 20px' },
  label: {
    fontSize: '15px',
    lineHeight: '22px',
    color: colors.muted,
    padding: '8px 12px 8px 0',
    borderBottom: `1px solid ${colors.line}`,
    textAlign: 'left',
    verticalAlign: 'top',
  },
  value: {
    fontSize: '15px',
    lineHeight: '22px',
    color: colors.ink,
    padding: '8px 0',
    borderBottom: `1px solid ${colors.line}`,
    textAlign: 'right',
    verticalAlign: 'top',
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  },
} satisfies Record<string, CSSProperties>;

/**
 * The lot's photo (a site path is made absolute with siteUrl), linked to the lot; nothing when the
 * lot has none. Not in the plain text, where the link would stand alone.
 */
export function LotImage(props: { imageUrl: string | null; siteUrl: string; alt: string; href: string }) {
  if (!props.imageUrl) return null;
  return (
    <Section style={styles.imageRow} data-skip-in-text="true">
      <Link href={props.href}>
        <Img src={absoluteUrl(props.imageUrl, props.siteUrl)} alt={props.alt} width="512" style={styles.image} />
      </Link>
    </Section>
  );
}

export interface Fact {
  label: string;
  value: ReactNode;
  /** Set for the figure that matters most (the total to pay). */
  strong?: boolean;
}

/** Label and value side by side; the plain text keeps them on one line as a small table. */
export function Facts(props: { rows: Fact[] }) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} border={0} width="100%" style={styles.table} data-text-format="dataTable">
      <tbody>
        {props.rows.map((row) => (
          <tr key={row.label}>
            <td style={row.strong ? { ...styles.label, color: colors.ink, fontWeight: 600 } : styles.label}>{row.label}</td>
            <td style={row.strong ? { ...styles.value, fontWeight: 600 } : styles.value}>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
