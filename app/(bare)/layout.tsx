import { AuthProvider } from '@/modules/accounts/components/auth-provider';
import { ShellServices } from '@/modules/shell/components/shell-services';
import { ShellStart } from '@/modules/shell/components/shell-start';

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
      <ShellStart />
      <main id="innehall" className="min-h-[var(--app-height)]">
        {children}
      </main>
      <ShellServices />
    </AuthProvider>
  );
}
