import { Suspense } from 'react';
import { Toaster } from 'sonner';
import { AuthProvider } from '@/modules/accounts/components/auth-provider';
import { AppShellEffects } from '@/modules/shell/components/app-shell-effects';
import { PublicConfig } from '@/modules/shell/components/public-config';

/**
 * Pages without header and footer: the spec's `showHeader: false` and `showFooter: false`
 * (§2 "Layout and shell"). Put such a page under app/(bare)/… ; it keeps the rest of the shell
 * (auth, the cookie choice, analytics and the shell behaviour). No page needs it yet. A page that
 * wants only one of the two can render SiteHeader (with the chip list, as app/(site)/layout.tsx
 * does) or SiteFooter itself.
 */
export default function BareLayout({ children }: { children: React.ReactNode }) {
  return (
    <AuthProvider>
      <main id="innehall" className="min-h-[var(--app-height)]">
        {children}
      </main>
      <Toaster position="bottom-center" />
      <Suspense fallback={null}>
        <PublicConfig />
      </Suspense>
      <Suspense fallback={null}>
        <AppShellEffects />
      </Suspense>
    </AuthProvider>
  );
}
