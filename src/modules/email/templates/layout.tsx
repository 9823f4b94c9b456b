import { AsyncLocalStorage } from 'node:async_hooks';
import type { CSSProperties, ReactNode } from 'react';
import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';

/**
 * The shared frame of every Klubban e-mail: white page, black text, the serif name, a thin
 * yellow accent bar and a footer with the postal address and why the recipient got the mail.
 * Styles are inline (React Email) so they survive the mail clients that strip <style>.
 */

export const colors = {
  ink: '#111111',
  muted: '#5c5c5c',
  line: '#e6e4df',
  /** The light grey behind photos, as on the site. */
  ground: '#f4f3f0',
  accent: '#f5d547',
  white: '#ffffff',
} as const;

/** What every mail of one render must say besides its content, set by renderEmail around the render. */
export interface EmailNotices {
  /** The built-in test provider serves: no real payments are taken (docs/decisions/0028). */
  paymentsPretend?: boolean;
}

const notices = new AsyncLocalStorage<EmailNotices>();

/**
 * Runs a render with these notices. An async-local value rather than a prop: every template draws
 * the layout itself, and React context cannot be created in the server-component bundle that
 * also loads these templates (the console's preview).
 */
export function withEmailNotices<T>(value: EmailNotices, render: () => T): T {
  return notices.run(value, render);
}

/** The exact text of the test-mode notice (site banner, receipt and e-mail alike). */
export const PAYMENTS_PRETEND_TEXT = 'Testläge – inga riktiga betalningar';

const serif = "Georgia, 'Times New Roman', Times, serif";
const sans = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Helvetica, Arial, sans-serif";

const styles = {
  body: { backgroundColor: colors.white, color: colors.ink, fontFamily: sans, margin: 0, padding: '24px 0' },
  container: { maxWidth: '560px', margin: '0 auto', padding: '0 24px' },
  brand: { fontFamily: serif, fontSize: '28px', fontWeight: 600, letterSpacing: '-0.01em', color: colors.ink, margin: '0 0 12px' },
  accent: { backgroundColor: colors.accent, height: '4px', lineHeight: '4px', fontSize: '1px', width: '48px' },
  content: { padding: '24px 0 8px' },
  hr: { borderColor: colors.line, borderTopWidth: '1px', margin: '24px 0 16px' },
  nowrap: { whiteSpace: 'nowrap' },
  footer: { fontSize: '12px', lineHeight: '18px', color: colors.muted, margin: '0 0 8px' },
  // Dark brown on pale yellow: 8:1 contrast, calm rather than alarming.
  notice: {
    backgroundColor: '#fff4d6',
    color: '#5c3d00',
    fontSize: '14px',
    lineHeight: '20px',
    fontWeight: 600,
    padding: '8px 12px',
    borderRadius: '6px',
    margin: '0 0 16px',
  },
} satisfies Record<string, CSSProperties>;

export function EmailLayout(props: { preview: string; reason: string; children: ReactNode }) {
  const pretend = notices.getStore()?.paymentsPretend === true;
  return (
    <Html lang="sv" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{props.preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          {pretend ? <Text style={styles.notice}>{PAYMENTS_PRETEND_TEXT}</Text> : null}
          <Heading as="h1" style={styles.brand}>
            Klubban
          </Heading>
          <Section align="left" width="48" style={styles.accent} data-skip-in-text="true">
            &nbsp;
          </Section>
          <Section style={styles.content}>{props.children}</Section>
          <Hr style={styles.hr} />
          <Text style={styles.footer}>{props.reason}</Text>
          <Text style={styles.footer}>
            <span style={styles.nowrap}>Klubban Auktionsstudio AB</span> · <span style={styles.nowrap}>Hornsgatan 54</span> ·{' '}
            <span style={styles.nowrap}>118 21 Stockholm</span>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

const blockStyles = {
  title: { fontFamily: serif, fontSize: '24px', lineHeight: '32px', fontWeight: 600, color: colors.ink, margin: '0 0 16px' },
  paragraph: { fontSize: '16px', lineHeight: '26px', color: colors.ink, margin: '0 0 16px' },
  small: { fontSize: '14px', lineHeight: '22px', color: colors.muted, margin: '0 0 16px' },
  buttonRow: { padding: '8px 0 24px' },
  button: {
    backgroundColor: colors.ink,
    color: colors.white,
    borderRadius: '999px',
    padding: '14px 28px',
    fontSize: '16px',
    fontWeight: 600,
    textDecoration: 'none',
    display: 'inline-block',
  },
  link: { color: colors.ink, textDecoration: 'underline', wordBreak: 'break-all' },
} satisfies Record<string, CSSProperties>;

export function Title(props: { children: ReactNode }) {
  return (
    <Heading as="h2" style={blockStyles.title}>
      {props.children}
    </Heading>
  );
}

export function Paragraph(props: { children: ReactNode }) {
  return <Text style={blockStyles.paragraph}>{props.children}</Text>;
}

export function SmallPrint(props: { children: ReactNode }) {
  return <Text style={blockStyles.small}>{props.children}</Text>;
}

/** The call to action; the plain-text version shows the label followed by the address. */
export function ActionButton(props: { href: string; children: ReactNode }) {
  return (
    <Section style={blockStyles.buttonRow}>
      <Button href={props.href} style={blockStyles.button}>
        {props.children}
      </Button>
    </Section>
  );
}

/** For clients that hide the button: the address written out. Skipped in the plain text, which already has it. */
export function FallbackLink(props: { href: string }) {
  return (
    <Text style={blockStyles.small} data-skip-in-text="true">
      Fungerar inte knappen? Kopiera länken till din webbläsare:
      <br />
      <Link href={props.href} style={blockStyles.link}>
        {props.href}
      </Link>
    </Text>
  );
}

export function SignOff() {
  return (
    <Text style={blockStyles.paragraph}>
      Vänliga hälsningar,
      <br />
      Klubban
    </Text>
  );
}
