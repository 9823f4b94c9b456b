import { AuthProvider } from '@/modules/accounts/components/auth-provider';
import { PaymentModeBanner } from '@/modules/shell/components/payment-mode-banner';
import { ShellServices } from '@/modules/shell/components/shell-services';
import { ShellStart } from '@/modules/shell/components/shell-start';

/**
 * Pages without header and footer: the spec's `showHeader: false` and `showFooter: false`
 * (§2 "Layout and shell"). Put such a page under app/(bare)/… ; it keeps the rest of the shell
 * (auth, the cookie choice, analytics and the shell behaviour). No page needs it yet. A page that
 * wants only one of the two can render SiteHeader (with the chip list, as app/(site)/layout.tsx
 * does) or SiteFooter itself. The test provider's hosted pages live here, so the test-mode banner
 * does too (docs/decisions/0028).
 */

/** The banner reads the server's configuration at request time, never at build time. */
export const dynamic = 'force-dynamic';

export default function BareLayout({ children }: { children: React.ReactNode }) {
  return (
    <AuthProvider>
      <ShellStart />
      <PaymentModeBanner />
      <main id="innehall" className="min-h-[var(--app-height)]">
        {children}
      </main>
      <ShellServices />
    </AuthProvider>
  );
}
