import { formatStudioTime } from '@/ui/format';
import type { ProblemThreadView } from '../queries/problem-thread';

/**
 * A reported problem's thread (docs/decisions/0044), oldest first: who wrote (the buyer reads "Du"
 * and "Studion", the studio reads names), when, the text and its photos, and how the studio closed
 * it. The same for the buyer's purchase page and the console's order page.
 */
export function ProblemThread({ problem, viewer }: { problem: ProblemThreadView; viewer: 'buyer' | 'studio' }) {
  const who = (fromStudio: boolean, name: string | null) =>
    viewer === 'buyer'
      ? fromStudio
        ? 'Studion'
        : 'Du'
      : fromStudio
        ? `Studion${name ? ` (${name})` : ''}`
        : `Köparen${name ? ` (${name})` : ''}`;
  return (
    <div className="space-y-3">
      <ol className="space-y-3" aria-label="Meddelanden om problemet">
        {problem.messages.map((message) => (
          <li
            key={`${message.id}-${message.createdAt}`}
            className={`rounded-xl p-4 ${message.fromStudio ? 'bg-ground' : 'border border-line bg-white'}`}
            data-testid="problem-message"
          >
            <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <span className="font-semibold">{who(message.fromStudio, message.authorName)}</span>
              <time dateTime={message.createdAt} className="text-muted">
                {formatStudioTime(message.createdAt)}
              </time>
            </p>
            <p className="mt-2 whitespace-pre-line leading-relaxed">{message.body}</p>
            {message.images.length > 0 ? (
              <ul className="mt-3 flex flex-wrap gap-2" aria-label="Bilder">
                {message.images.map((image, index) => (
                  <li key={image.fullUrl}>
                    <a href={image.fullUrl} target="_blank" rel="noreferrer" className="block rounded-lg focus-visible:outline-2">
                      {/* eslint-disable-next-line @next/next/no-img-element -- a private upload, served with its own headers */}
                      <img
                        src={image.thumbUrl}
                        alt={`Bild ${index + 1}, öppnas i full storlek`}
                        width={96}
                        height={Math.round((96 * image.height) / Math.max(image.width, 1))}
                        className="h-24 w-24 rounded-lg object-cover"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
      {problem.resolvedAt ? (
        <div className="rounded-xl border border-success p-4" data-testid="problem-resolution">
          <p className="font-semibold">
            Ärendet avslutades {formatStudioTime(problem.resolvedAt)}: {problem.resolutionLabel}
          </p>
          {problem.resolutionNote ? <p className="mt-1 whitespace-pre-line">{problem.resolutionNote}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
