'use client';

import Link from '@/ui/link';
import { buttonClass } from '@/ui/button';

/** An unexpected server or render error: plain Swedish, a retry, never a stack trace. */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main id="innehall" className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="font-serif text-4xl font-semibold">Något gick fel</h1>
      <p className="mt-3 text-muted">Sidan kunde inte visas just nu. Försök igen om en stund – inget du har sparat har gått förlorat.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={reset} className={buttonClass()}>
          Försök igen
        </button>
        <Link href="/" className={buttonClass('outline')}>
          Till startsidan
        </Link>
      </div>
    </main>
  );
}
