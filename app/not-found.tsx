import type { Metadata } from 'next';
import { connection } from 'next/server';
import Link from '@/ui/link';
import { buttonClass } from '@/ui/button';

export const metadata: Metadata = { title: 'Sidan finns inte', robots: { index: false } };

/**
 * Every unknown address and missing lot: Swedish, with a way forward. Rendered per request, not
 * prerendered: a page's scripts run only with that request's nonce (proxy.ts).
 */
export default async function NotFound() {
  await connection();
  return (
    <main id="innehall" className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <p className="text-sm uppercase tracking-widest text-muted">404</p>
      <h1 className="mt-3 font-serif text-4xl font-semibold">Sidan finns inte</h1>
      <p className="mt-3 text-muted">Föremålet kan ha sålts eller tagits bort, eller så är adressen fel.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/auktioner" className={buttonClass()}>
          Se alla auktioner
        </Link>
        <Link href="/" className={buttonClass('outline')}>
          Till startsidan
        </Link>
      </div>
    </main>
  );
}
