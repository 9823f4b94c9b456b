import type { PublicAnswerView } from '../queries/views';
import { LotQuestions } from './lot-questions';

const dateFormat = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', dateStyle: 'medium' });

/**
 * "Frågor och svar" on the lot page: the studio's public answers, server-rendered in the page
 * everyone shares (the asker is never named), and the signed-in user's own part (LotQuestions).
 */
export function QuestionsSection({
  auctionId,
  answers,
  open,
  signInHref,
}: {
  auctionId: number;
  answers: readonly PublicAnswerView[];
  /** The lot takes questions (scheduled or live, not ended) as the page was drawn. */
  open: boolean;
  signInHref: string;
}) {
  // A closed lot without answers has nothing to show and takes no more questions.
  if (!open && answers.length === 0) return null;
  return (
    <section aria-labelledby="fragor-och-svar" data-testid="lot-questions">
      <h2 id="fragor-och-svar" className="scroll-mt-24 font-serif text-2xl font-semibold">
        Frågor och svar
      </h2>
      {answers.length > 0 ? (
        <ul className="mt-4 max-w-prose divide-y divide-line border-y border-line" data-testid="public-answers">
          {answers.map((entry) => (
            <li key={entry.id} className="py-4">
              <p className="whitespace-pre-wrap break-words font-medium">{entry.text}</p>
              <p className="mt-2 whitespace-pre-wrap break-words">
                <span className="text-muted">Svar: </span>
                {entry.answer}
              </p>
              <p className="mt-1 text-xs text-muted">
                Besvarad <time dateTime={entry.answeredAt}>{dateFormat.format(new Date(entry.answeredAt))}</time>
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-sm text-muted">Inga frågor besvarade ännu. Undrar du något om föremålet? Fråga studion.</p>
      )}
      <LotQuestions auctionId={auctionId} open={open} signInHref={signInHref} />
    </section>
  );
}
