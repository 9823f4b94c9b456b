import Link from '@/ui/link';
import { StudioAddress } from '@/ui/studio-address';
import { CookieSettingsButton } from './cookie-consent';

/** The footer (spec §2): the studio tagline, a postal address, the archive of what sold and the information pages. */
export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-line bg-ground safe-bottom">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 text-sm sm:grid-cols-3">
        <div>
          <p className="font-serif text-xl font-semibold">Klubban</p>
          <p className="mt-2 text-muted">Konst, design och samlarföremål – kurerat av vår studio och under klubban varje söndag.</p>
        </div>
        <StudioAddress className="not-italic text-muted" />
        <nav aria-label="Information" className="flex flex-col gap-2">
          {/* The archive of what sold, with its hammer prices (docs/decisions/0047). */}
          <Link href="/auktioner?visa=salda" className="hover:underline">
            Sålda föremål
          </Link>
          <Link href="/kop-och-salj" className="hover:underline">
            Frågor och svar
          </Link>
          <Link href="/om-oss" className="hover:underline">
            Om oss
          </Link>
          <Link href="/allmanna-villkor" className="hover:underline">
            Allmänna villkor
          </Link>
          <Link href="/integritetspolicy" className="hover:underline">
            Integritetspolicy
          </Link>
          <Link href="/cookiepolicy" className="hover:underline">
            Cookiepolicy
          </Link>
          <Link href="/tillganglighet" className="hover:underline">
            Tillgänglighet
          </Link>
          <CookieSettingsButton className="w-fit text-left hover:underline" />
        </nav>
      </div>
    </footer>
  );
}
