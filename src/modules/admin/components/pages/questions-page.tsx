import 'server-only';
import Link from '@/ui/link';
import { getDb } from '@/platform/database';
import { formatEndTime } from '@/ui/format';
import { listOpenQuestions } from '@/modules/questions/server';
import { AnswerQuestionForm } from '@/modules/questions/components/answer-question-form';
import { AdminNav } from '../admin-nav';

const timeFormat = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', dateStyle: 'short', timeStyle: 'short' });

/**
 * The questions users have asked about lots and the studio has not answered, the lot with the
 * least time left first and the lots ending within two hours marked ("Slutar inom 2 h"), each with
 * its answer form (ANSWER_LOT_QUESTION).
 */
export async function AdminQuestionsPage() {
  const questions = await listOpenQuestions(await getDb());
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <AdminNav current="fragor" />
      <h1 className="font-serif text-3xl font-semibold">Frågor om föremål</h1>
      <p className="mt-2 text-sm text-muted">
        Obesvarade frågor, det föremål som slutar först överst. Ett svar som visas för alla hamnar under ”Frågor och svar” på föremålets
        sida, utan namnet på den som frågade, och går till alla som bevakar föremålet. Den som frågade får alltid svaret per e-post.
      </p>
      {questions.length === 0 ? (
        <p className="mt-6 rounded-lg bg-ground p-6 text-center text-muted">Inga obesvarade frågor.</p>
      ) : (
        <ul className="mt-6 space-y-4" data-testid="open-questions">
          {questions.map((question) => (
            <li key={question.id} className="rounded-lg border border-line p-4" data-testid="open-question">
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <Link href={question.lotPath} className="font-medium underline underline-offset-4">
                  {question.lotNumber !== null ? `Nr ${question.lotNumber} · ` : ''}
                  {question.lotTitle}
                </Link>
                {question.endsSoon ? (
                  <span className="rounded-full bg-[#fff4d6] px-2.5 py-0.5 text-xs font-semibold text-[#5c3d00]" data-testid="ends-soon">
                    Slutar inom 2 h
                  </span>
                ) : null}
                <span className="text-muted">{question.ended ? 'Avslutad' : `Slutar ${formatEndTime(question.endsAt)}`}</span>
              </p>
              <p className="mt-1 text-xs text-muted">Frågad {timeFormat.format(question.askedAt)}</p>
              <p className="mt-2 whitespace-pre-wrap break-words">{question.text}</p>
              <AnswerQuestionForm questionId={question.id} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
