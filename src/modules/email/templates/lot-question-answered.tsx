import { ActionButton, EmailLayout, FallbackLink, Paragraph, SignOff, SmallPrint, Title } from './layout';
import { absoluteUrl, greeting, LotImage, quoted } from './lot-parts';

export interface LotQuestionAnsweredProps {
  firstName: string | null;
  lotTitle: string;
  /** The lot page; a site path (/auktioner/12-vas) is made absolute with siteUrl. */
  lotUrl: string;
  /** The lot's first photo, or null for none. */
  imageUrl: string | null;
  /** The question as it was asked (its asker is never named). */
  question: string;
  answer: string;
  /** `asker`: the one who asked; `watcher`: someone watching the lot, told of a public answer. */
  audience: 'asker' | 'watcher';
  /** Whether the answer is shown on the lot page. */
  public: boolean;
  /** The public address of the site, e.g. https://klubban.se */
  siteUrl: string;
}

export const lotQuestionAnsweredSubject = ({ lotTitle, audience }: LotQuestionAnsweredProps) =>
  audience === 'asker' ? `Svar på din fråga om ${quoted(lotTitle)}` : `Ny fråga och svar om ${quoted(lotTitle)}`;

/** The studio answered a question about a lot: to its asker always, to the lot's watchers when the answer is public. */
export function LotQuestionAnsweredEmail(props: LotQuestionAnsweredProps) {
  const title = props.lotTitle.trim();
  const lotUrl = absoluteUrl(`${props.lotUrl}#fragor-och-svar`, props.siteUrl);
  const asker = props.audience === 'asker';
  return (
    <EmailLayout
      preview={props.answer.trim().slice(0, 120)}
      reason={
        asker
          ? 'Du får det här mejlet eftersom du har ställt en fråga om ett föremål på Klubban.'
          : 'Du får det här mejlet eftersom du bevakar föremålet på Klubban.'
      }
    >
      <Title>{asker ? 'Studion har svarat på din fråga' : 'Ny fråga och svar'}</Title>
      <Paragraph>{greeting(props.firstName)}</Paragraph>
      <Paragraph>
        {asker ? (
          <>
            Vi har svarat på din fråga om <strong>{quoted(title)}</strong>.
          </>
        ) : (
          <>
            Någon har frågat om <strong>{quoted(title)}</strong>, som du bevakar, och studion har svarat.
          </>
        )}
      </Paragraph>
      <LotImage imageUrl={props.imageUrl} siteUrl={props.siteUrl} alt={title} href={lotUrl} />
      <Paragraph>
        <strong>Fråga:</strong> {`”${props.question.trim()}”`}
      </Paragraph>
      <Paragraph>
        <strong>Svar:</strong> {`”${props.answer.trim()}”`}
      </Paragraph>
      <ActionButton href={lotUrl}>Till föremålet</ActionButton>
      <SmallPrint>
        {asker
          ? props.public
            ? 'Svaret visas också under ”Frågor och svar” på föremålets sida, utan ditt namn.'
            : 'Svaret är bara till dig och visas inte på föremålets sida.'
          : 'Frågan och svaret visas under ”Frågor och svar” på föremålets sida.'}
      </SmallPrint>
      <FallbackLink href={lotUrl} />
      <SignOff />
    </EmailLayout>
  );
}
