import { EmailLayout, Paragraph, SignOff, SmallPrint, Title } from './layout';

export interface TestEmailProps {
  /** When the test was sent (a Date, or its ISO string once stored as JSON). */
  sentAt: Date | string;
}

export const testEmailSubject = () => 'Testmejl från Klubban';

const dateFormat = new Intl.DateTimeFormat('sv-SE', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Stockholm',
});

/** "3 maj 2026 14:05" in Stockholm time; an unparseable value is shown as given. */
export function formatSentAt(sentAt: Date | string): string {
  const date = sentAt instanceof Date ? sentAt : new Date(sentAt);
  return Number.isNaN(date.getTime()) ? String(sentAt) : dateFormat.format(date);
}

export function TestEmail({ sentAt }: TestEmailProps) {
  return (
    <EmailLayout
      preview="Om du läser det här fungerar utskicket från Klubban."
      reason="Du får det här mejlet eftersom en administratör har skickat ett testmejl från Klubbans administration."
    >
      <Title>Det fungerar!</Title>
      <Paragraph>Det här är ett testmejl från Klubban. Om du läser det här kommer mejlen fram som de ska.</Paragraph>
      <SmallPrint>Skickat {formatSentAt(sentAt)}.</SmallPrint>
      <SignOff />
    </EmailLayout>
  );
}
